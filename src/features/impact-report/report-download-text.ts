import { formatSize } from '../../components/offline-save/data-plan';
import type { ReportPdf } from '../../content/schemas';

export const REPORT_DOWNLOAD_TEXT = {
  label: 'Download Full Report',
  offline: 'You are offline, so the report cannot be downloaded now. Press the button again when you are back online.',
} as const;

/** "Download Full Report (PDF, 1.2 MB)": what the download costs, said before the visitor presses. */
export const reportDownloadName = (pdf: ReportPdf): string =>
  `${REPORT_DOWNLOAD_TEXT.label} (PDF, ${formatSize(pdf.bytes)})`;
