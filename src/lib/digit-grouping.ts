/**
 * en-NG's way of writing a number, "1,234,567.5": commas between thousands, a point before the
 * fraction. Written here rather than with Intl.NumberFormat because the first Intl formatter of a page
 * loads the locale's data, and measured on the emulated low-tier phone (with a profiling script, since removed) that
 * was 80-160 ms inside the task that hydrates /donate and /contact; this is a few string operations.
 * number-format.test.ts checks it against Intl's own en-NG output.
 */
export function groupDigits(value: number, minimumFractionDigits: number, maximumFractionDigits: number): string {
  const sign = value < 0 ? '-' : '';
  const [whole = '0', fraction = ''] = Math.abs(value).toFixed(maximumFractionDigits).split('.');
  let digits = fraction;
  while (digits.length > minimumFractionDigits && digits.endsWith('0')) digits = digits.slice(0, -1);
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${grouped}${digits === '' ? '' : `.${digits}`}`;
}
