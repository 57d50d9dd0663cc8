/**
 * The 2023 annual impact report at /impact/report. Figures are the charity's published ones;
 * amounts are whole US dollars so the page and its chart compute shares without rounding drift.
 */
import type { Figure } from './types';

export interface ReportFinancials {
  currency: 'USD';
  totalRevenue: number;
  programExpenses: number;
  administrativeExpenses: number;
  fundraisingExpenses: number;
}

export type ExpenseKey = 'programExpenses' | 'administrativeExpenses' | 'fundraisingExpenses';

export interface ImpactReport {
  year: number;
  title: string;
  intro: string;
  highlights: Figure[];
  financials: ReportFinancials;
  futureGoals: string[];
}

export const impactReport: ImpactReport = {
  year: 2023,
  title: '2023 Annual Impact Report',
  intro:
    'A summary of what was achieved in 2023, how the funds entrusted to us were used, and where we are heading next.',
  highlights: [
    { value: 1000, suffix: '+', label: 'children sponsored' },
    { value: 500, label: 'lawyers trained' },
    { value: 500, label: 'doctors graduated' },
    { value: 50, suffix: '+', label: 'communities reached' },
    { value: 2000, suffix: '+', label: 'students mentored' },
  ],
  financials: {
    currency: 'USD',
    totalRevenue: 5_000_000,
    programExpenses: 4_000_000,
    administrativeExpenses: 500_000,
    fundraisingExpenses: 300_000,
  },
  futureGoals: [
    'Sponsor 2,000 children',
    'Train 500 more healthcare professionals',
    'Build 10 new community healthcare centres',
    'Launch a digital education platform',
  ],
};

/** Labels in the order the overview and its chart list them. */
export const expenseLines: { key: ExpenseKey; label: string }[] = [
  { key: 'programExpenses', label: 'Program expenses' },
  { key: 'administrativeExpenses', label: 'Administrative expenses' },
  { key: 'fundraisingExpenses', label: 'Fundraising expenses' },
];

export function totalExpenses(financials: ReportFinancials): number {
  return expenseLines.reduce((sum, line) => sum + financials[line.key], 0);
}

/** What was left of revenue after expenses (the spec's figures leave $200,000). */
export function surplus(financials: ReportFinancials): number {
  return financials.totalRevenue - totalExpenses(financials);
}

/** Share of total revenue, 0..1, for the chart and for text such as "80% of revenue". */
export function shareOfRevenue(financials: ReportFinancials, key: ExpenseKey): number {
  return financials.totalRevenue === 0 ? 0 : financials[key] / financials.totalRevenue;
}

export const reportDownloadStub = {
  buttonLabel: 'Download Full Report (PDF)',
  // The spec's download is a stub: no PDF exists yet, so the button only tells the visitor so.
  alertText: 'The download of the full 2023 report (PDF) would start here.',
} as const;
