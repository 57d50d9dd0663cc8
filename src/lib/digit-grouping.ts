/**
 * en-NG's "1,234,567.5". Not Intl.NumberFormat: a page's first Intl formatter loads the locale's data,
 * a long task on a low-tier phone. number-format.test.ts checks it against Intl's own en-NG output.
 */
export function groupDigits(value: number, minimumFractionDigits: number, maximumFractionDigits: number): string {
  const sign = value < 0 ? '-' : '';
  const [whole = '0', fraction = ''] = Math.abs(value).toFixed(maximumFractionDigits).split('.');
  let digits = fraction;
  while (digits.length > minimumFractionDigits && digits.endsWith('0')) digits = digits.slice(0, -1);
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${grouped}${digits === '' ? '' : `.${digits}`}`;
}
