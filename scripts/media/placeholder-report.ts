/**
 * `npx tsx scripts/media/placeholder-report.ts`: writes the placeholder annual report the local stack
 * offers for download (public/reports/, named by content/report.json), a one-page PDF that says it is
 * a placeholder. Written by hand rather than with a PDF library: one page of text is a few hundred
 * bytes of PDF, and no other part of the site makes PDFs. Staff replace it with the real report at /cms.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { PUBLIC_DIR } from './media-files';

const LINES = [
  'Hope Harvest Mission: Annual Impact Report',
  'This is a placeholder. Staff upload the real report in the content editor (/cms).',
];

/** A valid PDF 1.4 file of one A4 page showing `lines` in Helvetica, with its cross-reference table. */
function placeholderPdf(lines: readonly string[]): Buffer {
  const escape = (text: string): string => text.replace(/[\\()]/g, (char) => `\\${char}`);
  const stream = ['BT', '/F1 14 Tf', '72 770 Td', '20 TL', ...lines.map((line) => `(${escape(line)}) '`), 'ET'].join(
    '\n',
  );
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const file = join(PUBLIC_DIR, 'reports/annual-report-2023.pdf');
await mkdir(dirname(file), { recursive: true });
await writeFile(file, placeholderPdf(LINES));
console.log(`${file}: placeholder annual report`);
