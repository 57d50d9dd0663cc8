/** /impact/report, from content/report.json: whole US dollars, so shares compute without rounding drift. */
import reportFile from '../../content/report.json' with { type: 'json' };
import type { ContentFile } from './schemas';
import type { Figure } from './types';

export type ReportFinancials = (typeof data)['financials'] & { currency: 'USD' };

type ExpenseKey = Exclude<keyof ReportFinancials, 'currency' | 'totalRevenue'>;

const data: ContentFile<'content/report.json'> = reportFile;

export const impactReport = {
  ...data,
  highlights: data.highlights.map(({ value, plus, label }): Figure => (plus ? { value, suffix: '+', label } : { value, label })),
  financials: { currency: 'USD' as const, ...data.financials },
};

/** Labels in the order the overview and its chart list them. */
export const expenseLines: { key: ExpenseKey; label: string }[] = [
  { key: 'programExpenses', label: 'Program expenses' },
  { key: 'administrativeExpenses', label: 'Administrative expenses' },
  { key: 'fundraisingExpenses', label: 'Fundraising expenses' },
];

export const totalExpenses = (financials: ReportFinancials): number =>
  expenseLines.reduce((sum, line) => sum + financials[line.key], 0);

/** What was left of revenue after expenses (the spec's figures leave $200,000). */
export const surplus = (financials: ReportFinancials): number => financials.totalRevenue - totalExpenses(financials);

/** Share of total revenue, 0..1, for the chart and for text such as "80% of revenue". */
export const shareOfRevenue = (financials: ReportFinancials, key: ExpenseKey): number =>
  financials.totalRevenue === 0 ? 0 : financials[key] / financials.totalRevenue;
