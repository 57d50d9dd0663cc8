// Only the reference, unchecked, as route options load with every page (success/receipt-checks.ts checks it).
export const parseSuccessSearch = (search: Record<string, unknown>): { reference?: unknown } =>
  search['reference'] === undefined ? {} : { reference: search['reference'] };
