import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { REPORT_PDF_MAX_BYTES, reportPdfSchema } from '../../src/content/schemas';
import { checkContentText, ContentError } from '../content/check-content';
import { measureReportPdf } from './report-pdf';

const committed = JSON.parse(readFileSync('content/report.json', 'utf8')) as Record<string, unknown>;
const withoutPdf = Object.fromEntries(Object.entries(committed).filter(([key]) => key !== 'pdf'));
const temporaryDirs: string[] = [];

afterEach(() => {
  for (const dir of temporaryDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A content root and a public folder holding `report` and, when given, `file` at `pdfPath`. */
function site(report: Record<string, unknown>, file?: Buffer, pdfPath = '/reports/annual-report.pdf') {
  const root = mkdtempSync(join(tmpdir(), 'report-pdf-'));
  temporaryDirs.push(root);
  mkdirSync(join(root, 'content'));
  writeFileSync(join(root, 'content/report.json'), JSON.stringify(report));
  const publicDir = join(root, 'public');
  mkdirSync(join(publicDir, 'reports'), { recursive: true });
  if (file) writeFileSync(join(publicDir, pdfPath), file);
  return { root, publicDir };
}

const pdfBytes = (size: number): Buffer => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(size - 9, 32)]);

describe('the report PDF field of content/report.json', () => {
  const withPdf = (pdf: unknown) => JSON.stringify({ ...committed, pdf });

  it('may be left out: then the page offers no download', () => {
    expect(checkContentText('content/report.json', JSON.stringify(withoutPdf)).pdf).toBeUndefined();
  });

  it('accepts a .pdf the editor uploaded into /reports/', () => {
    expect(checkContentText('content/report.json', withPdf('/reports/annual-report-2024.pdf')).pdf).toBe(
      '/reports/annual-report-2024.pdf',
    );
  });

  it.each(['/reports/report.docx', '/images/report.pdf', 'reports/report.pdf', '/reports/Report 2024.pdf', ''])(
    'refuses %j with a sentence that names the field',
    (pdf) => {
      expect(() => checkContentText('content/report.json', withPdf(pdf))).toThrow(/the field "pdf" must be a \.pdf/);
    },
  );

  it('refuses a measured file that is empty or over the limit', () => {
    const href = '/reports/a.pdf';
    expect(reportPdfSchema.safeParse({ href, bytes: REPORT_PDF_MAX_BYTES }).success).toBe(true);
    expect(reportPdfSchema.safeParse({ href, bytes: REPORT_PDF_MAX_BYTES + 1 }).success).toBe(false);
    expect(reportPdfSchema.safeParse({ href, bytes: 0 }).success).toBe(false);
  });
});

describe('measuring the report PDF at build time', () => {
  it('gives the committed report its real size on disk', () => {
    const pdf = measureReportPdf('.', 'public');
    expect(pdf).not.toBeNull();
    expect(pdf?.bytes).toBe(statSync(join('public', pdf?.href ?? '')).size);
    expect(
      readFileSync(join('public', pdf?.href ?? ''))
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('gives nothing when the report names no PDF', () => {
    const { root, publicDir } = site(withoutPdf);
    expect(measureReportPdf(root, publicDir)).toBeNull();
  });

  it('measures the file the report names', () => {
    const { root, publicDir } = site({ ...committed, pdf: '/reports/annual-report.pdf' }, pdfBytes(1234));
    expect(measureReportPdf(root, publicDir)).toEqual({ href: '/reports/annual-report.pdf', bytes: 1234 });
  });

  it('stops the build when the file is missing, is not a PDF, or is too large', () => {
    const report = { ...committed, pdf: '/reports/annual-report.pdf' };
    const missing = site(report);
    expect(() => measureReportPdf(missing.root, missing.publicDir)).toThrow(ContentError);
    expect(() => measureReportPdf(missing.root, missing.publicDir)).toThrow(/which is not in/);
    const notPdf = site(report, Buffer.from('PK\u0003\u0004 a Word file'));
    expect(() => measureReportPdf(notPdf.root, notPdf.publicDir)).toThrow(/is not a PDF file/);
    const large = site(report, pdfBytes(REPORT_PDF_MAX_BYTES + 1));
    expect(() => measureReportPdf(large.root, large.publicDir)).toThrow(/must be at most 5 MB/);
  });
});
