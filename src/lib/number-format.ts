import { groupDigits } from './digit-grouping';

/** "1,234": en-NG, as many decimals as the number has (up to three). */
export const formatNumber = (value: number): string => groupDigits(value, 0, 3);
