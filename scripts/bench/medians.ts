export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('The median of no values is undefined.');
  const sorted = [...values].sort((a, b) => a - b);
  // The middle value twice for an odd count, the two middle ones for an even count.
  const lower = sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
  return (lower + (sorted[Math.floor(sorted.length / 2)] ?? Number.NaN)) / 2;
}

export const medianMs = (values: readonly number[]): number => Math.round(median(values));

export function medianOfEach<K extends string>(
  runs: readonly Readonly<Record<K, number>>[],
  keys: readonly K[],
): Record<K, number> {
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as Record<K, number>;
}

/** The run whose `by` value is the (lower) median, where fields must stay consistent, such as bytes by type. */
export function medianRun<T>(runs: readonly T[], by: (run: T) => number): T {
  const sorted = [...runs].sort((a, b) => by(a) - by(b));
  const run = sorted[Math.floor((sorted.length - 1) / 2)];
  if (run === undefined) throw new Error('The median of no runs is undefined.');
  return run;
}
