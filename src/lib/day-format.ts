/**
 * Dates as our readers in Nigeria and Britain write them: "22 November 2026", and "14:05" on a
 * 24-hour clock. Written here rather than with Intl.DateTimeFormat because the first Intl formatter
 * of a page loads the locale's data: on the emulated low-tier phone (with a long-task script, since removed) creating
 * the blog's two formatters was one task of about 270 ms on /blog and every post, after the first
 * paint. English month names and two digits are all these formats need. day-format.test.ts checks
 * them against Intl's own en-NG output.
 */
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const twoDigits = (value: number): string => String(value).padStart(2, '0');

/** "22 November 2026" from a calendar day (month from 0, as Date counts it). */
export const dayText = (year: number, monthIndex: number, day: number): string =>
  `${day} ${MONTHS[monthIndex] ?? ''} ${year}`;

/** "22 November 2026": the day in the reader's own time zone. */
export const formatDay = (date: Date | number): string => {
  const local = new Date(date);
  return dayText(local.getFullYear(), local.getMonth(), local.getDate());
};

/** Nigeria's clock, UTC+1 all year. */
const LAGOS_OFFSET_MS = 60 * 60 * 1000;

/**
 * "22 November 2026": the day in Nigeria, wherever the reader or the server is. A post's date is
 * rendered on the server and again in the browser; both must write the same day.
 */
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

/**
 * "22 November 2026" from an ISO calendar day, "2026-11-22": the same day in every time zone. Text
 * that is not a real YYYY-MM-DD day (a typo in content/, "2026-13-01") is shown as it was written,
 * never as a made-up or blank month.
 */
export function formatIsoDay(isoDate: string): string {
  const match = ISO_DAY.exec(isoDate);
  if (!match) return isoDate;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const checked = new Date(Date.UTC(year, month - 1, day));
  const real = checked.getUTCFullYear() === year && checked.getUTCMonth() === month - 1 && checked.getUTCDate() === day;
  return real ? dayText(year, month - 1, day) : isoDate;
}
