/**
 * The search of /donate/success as the router hands it over. Route options load with every page
 * (the route tree), so its validateSearch only passes the values on, untouched and typed as unknown;
 * the page's own code (gift-receipt.ts) checks whether they make a receipt.
 */
export interface SuccessSearch {
  reference?: unknown;
  amount?: unknown;
  currency?: unknown;
  program?: unknown;
  frequency?: unknown;
}

export const parseSuccessSearch = (search: Record<string, unknown>): SuccessSearch => search;
