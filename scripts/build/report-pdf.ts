/**
 * The report's PDF, measured by the build so its size on the download button (src/content/report-pdf.ts)
 * cannot go stale; a missing, non-PDF or oversized file stops the build with one sentence.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ContentError, checkContentText } from '../content/check-content';
import { reportPdfSchema, type ReportPdf } from '../../src/content/schemas';

const REPORT_FILE = 'content/report.json';

/** Null when the report names no PDF. */
export function measureReportPdf(contentRoot: string, publicDir: string): ReportPdf | null {
  const { pdf } = checkContentText(REPORT_FILE, readFileSync(join(contentRoot, REPORT_FILE), 'utf8'));
  if (pdf === undefined) return null;
  let bytes: Buffer;
  try {
    bytes = readFileSync(join(publicDir, pdf));
  } catch {
    throw new ContentError(`${REPORT_FILE}: the field "pdf" names ${pdf}, which is not in ${publicDir}/.`);
  }
  if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-')
    throw new ContentError(`${REPORT_FILE}: the field "pdf" names ${pdf}, which is not a PDF file.`);
  const result = reportPdfSchema.safeParse({ href: pdf, bytes: bytes.length });
  if (!result.success)
    throw new ContentError(`${REPORT_FILE}: the file ${pdf} ${result.error.issues[0]?.message ?? 'is refused'}.`);
  return result.data;
}
