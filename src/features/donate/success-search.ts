// The search of /donate/success: the reference only, unchecked, since route options load with every page
// (success/receipt-checks.ts checks it). An amount or currency in the address is dropped.
export const parseSuccessSearch = (search: Record<string, unknown>): { reference?: unknown } =>
  search['reference'] === undefined ? {} : { reference: search['reference'] };
