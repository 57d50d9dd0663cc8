import type { ReportPdf } from './schemas';

// vite.config.ts measures the file content/report.json names (scripts/build/report-pdf.ts).
declare const __REPORT_PDF__: ReportPdf | null;

/** The annual report's PDF with its real size, or null when staff have uploaded none yet. */
export const reportPdf: ReportPdf | null = __REPORT_PDF__;
