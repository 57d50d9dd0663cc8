/**
 * The annual report's PDF, measured when the site is built: the page states the real file's size on
 * its download button (src/content/report-pdf.ts), so staff never type it and it cannot go stale.
 * The build stops with one sentence when the file content/report.json names is missing, is not a
 * PDF, or is over the limit, so a broken download never reaches a visitor.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ContentError, checkContentText } from '../content/check-content';
import { reportPdfSchema, type ReportPdf } from '../../src/content/schemas';

const REPORT_FILE = 'content/report.json';

/** `{ href, bytes }` of the PDF the report names under `contentRoot`, found in `publicDir`; null when it names none. */
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
