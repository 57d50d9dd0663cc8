/** Dates for readers in Nigeria and Britain: "22 November 2026", and a 24-hour clock. */
const LOCALES = ['en-NG', 'en-GB'];

const dayFormat = new Intl.DateTimeFormat(LOCALES, { day: 'numeric', month: 'long', year: 'numeric' });
const timeFormat = new Intl.DateTimeFormat(LOCALES, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** "22 November 2026". */
export const formatDay = (date: Date | number): string => dayFormat.format(date);

/** "22 November 2026, 14:05": built from two parts because some locales put "at" between them. */
export const formatDayAndTime = (date: Date | number): string =>
  `${dayFormat.format(date)}, ${timeFormat.format(date)}`;

export const offlineNotice = (savedAt: Date | number): string =>
  `You are offline — showing the copy saved on ${formatDayAndTime(savedAt)}`;
