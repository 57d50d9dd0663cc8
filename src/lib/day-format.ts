/**
 * "22 November 2026" and "14:05", as readers in Nigeria and Britain write them. Not Intl.DateTimeFormat:
 * a page's first Intl formatter loads the locale's data, a long task on a low-tier phone.
 * day-format.test.ts checks these against Intl's own en-NG output.
 */
const MONTHS = 'January February March April May June July August September October November December'.split(' ');

const twoDigits = (value: number): string => String(value).padStart(2, '0');

/** Month from 0, as Date counts it. */
const dayText = (year: number, monthIndex: number, day: number): string => `${day} ${MONTHS[monthIndex] ?? ''} ${year}`;

/** In the reader's own time zone. */
export const formatDay = (date: Date | number): string => {
  const local = new Date(date);
  return dayText(local.getFullYear(), local.getMonth(), local.getDate());
};

/** Nigeria's clock, UTC+1 all year. */
const LAGOS_OFFSET_MS = 60 * 60 * 1000;

/** The day in Nigeria, so the server's render and the browser's write the same day. */
export const formatPublishedDay = (date: Date | number): string => {
  const there = new Date(new Date(date).getTime() + LAGOS_OFFSET_MS);
  return dayText(there.getUTCFullYear(), there.getUTCMonth(), there.getUTCDate());
};

/** "22 November 2026, 14:05" in the reader's own time zone. */
export const formatDayAndTime = (date: Date | number): string => {
  const local = new Date(date);
  return `${formatDay(local)}, ${twoDigits(local.getHours())}:${twoDigits(local.getMinutes())}`;
};

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** From "2026-11-22", the same in every time zone; anything not a real day is shown as written. */
export function formatIsoDay(isoDate: string): string {
  const match = ISO_DAY.exec(isoDate);
  if (!match) return isoDate;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const checked = new Date(Date.UTC(year, month - 1, day));
  const real = checked.getUTCFullYear() === year && checked.getUTCMonth() === month - 1 && checked.getUTCDate() === day;
  return real ? dayText(year, month - 1, day) : isoDate;
}
