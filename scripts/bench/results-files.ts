import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../stack/repo-paths';
import type { BenchReport } from './bench-report';
import { fileStamp } from './result-names';

export const RESULTS_DIR = join(REPO_ROOT, 'bench', 'results');

/** The run's own file (gitignored); latest.json and latest.md only when `replaceLatest`. */
export function writeResults(report: BenchReport, markdown: string, replaceLatest: boolean): string[] {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const json = `${JSON.stringify(report, null, 2)}\n`;
  const own = join(RESULTS_DIR, `${fileStamp(report.generatedAt)}.json`);
  writeFileSync(own, json);
  if (!replaceLatest) return [own];
  const latest = join(RESULTS_DIR, 'latest.json');
  const latestMd = join(RESULTS_DIR, 'latest.md');
  writeFileSync(latest, json);
  writeFileSync(latestMd, `${markdown}\n`);
  return [own, latest, latestMd];
}
