import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BenchReport } from './bench-report';

/** 2026-05-01T09-30-00Z: an ISO time without the colons some file systems refuse. */
export const fileStamp = (iso: string): string => iso.replace(/\.\d+Z$/, 'Z').replace(/:/g, '-');

/** The run's own file (gitignored); latest.json and latest.md only when `replaceLatest`. */
export function writeResults(dir: string, report: BenchReport, markdown: string, replaceLatest: boolean): string[] {
  mkdirSync(dir, { recursive: true });
  const json = `${JSON.stringify(report, null, 2)}\n`;
  const files: [string, string][] = [[`${fileStamp(report.generatedAt)}.json`, json]];
  if (replaceLatest) files.push(['latest.json', json], ['latest.md', `${markdown}\n`]);
  return files.map(([name, text]) => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  });
}

type Passes = Pick<BenchReport, 'interactions' | 'slowNetwork'>;

/** Our newest own measurement with the interaction or 3G passes, to set another site's numbers beside. */
export function newestOwnReport(dir: string): Passes | undefined {
  const files = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && /^\d{4}-.*\.json$/.test(entry.name))
    .map((entry) => entry.name)
    .sort()
    .reverse();
  for (const name of files) {
    const report = JSON.parse(readFileSync(join(dir, name), 'utf8')) as Partial<BenchReport>;
    if (report.site === undefined && (report.interactions !== undefined || report.slowNetwork !== undefined)) {
      return { interactions: report.interactions, slowNetwork: report.slowNetwork };
    }
  }
  return undefined;
}

const ratio = (peer: number, own: number): string => (own > 0 ? `${(peer / own).toFixed(2)}×` : '–');

/** The other site's value over ours (above 1: ours is faster), for each number both have. */
export function peerRatioLines(peer: Passes, own: Passes): string[] {
  const lines: string[] = [];
  for (const { name, path, inpMs } of peer.interactions ?? []) {
    const ours = own.interactions?.find((each) => each.name === name && each.path === path)?.inpMs;
    if (inpMs !== undefined && ours !== undefined) {
      lines.push(`- ${path} ${name}: INP ${inpMs} ms against our ${ours} ms, ${ratio(inpMs, ours)}`);
    }
  }
  for (const { path, lcpMs, warmLcpMs } of peer.slowNetwork ?? []) {
    const ours = own.slowNetwork?.find((each) => each.path === path);
    if (ours !== undefined) {
      lines.push(
        `- ${path} on about 3G: LCP ${lcpMs} ms against our ${ours.lcpMs} ms, ${ratio(lcpMs, ours.lcpMs)}; ` +
          `second visit ${warmLcpMs} ms against our ${ours.warmLcpMs} ms, ${ratio(warmLcpMs, ours.warmLcpMs)}`,
      );
    }
  }
  return lines;
}
