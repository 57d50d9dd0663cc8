/** How many posts Home's Latest Updates shows (one row of cards on a wide screen). */
export const LATEST_POST_COUNT = 3;
