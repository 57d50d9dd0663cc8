/** Dates for readers in Nigeria and Britain: "22 November 2026", and a 24-hour clock (src/lib/day-format.ts). */
import { formatDayAndTime } from '../../day-format';

export { formatDay, formatDayAndTime } from '../../day-format';

export const offlineNotice = (savedAt: Date | number): string =>
  `You are offline — showing the copy saved on ${formatDayAndTime(savedAt)}`;
