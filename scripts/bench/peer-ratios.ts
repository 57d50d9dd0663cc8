import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BenchReport } from './bench-report';

type Passes = Pick<BenchReport, 'interactions' | 'slowNetwork'>;

/** Our newest own measurement with the interaction or 3G passes, to set another site's numbers beside. */
export function newestOwnReport(resultsDir: string): Passes | undefined {
  const files = readdirSync(resultsDir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && /^\d{4}-.*\.json$/.test(entry.name))
    .map((entry) => entry.name)
    .sort()
    .reverse();
  for (const name of files) {
    const report = JSON.parse(readFileSync(join(resultsDir, name), 'utf8')) as Partial<BenchReport>;
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
