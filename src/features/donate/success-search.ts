/**
 * The search of /donate/success: the gift's reference and nothing else. Route options load with
 * every page (the route tree), so validateSearch only passes it on, typed as unknown; the page's own
 * code (success/receipt-checks.ts) decides whether it is a reference of ours. Anything else in the
 * address (an amount, a currency) is dropped: the page shows only what the server recorded.
 */
export interface SuccessSearch {
  reference?: unknown;
}

export const parseSuccessSearch = (search: Record<string, unknown>): SuccessSearch =>
  search['reference'] === undefined ? {} : { reference: search['reference'] };
