/**
 * Where a page's JavaScript time goes, by what wrote the code: a V8 CPU profile's self time, each
 * sample traced back through the build's source maps to its original file, then put in a bucket
 * (React, the router, Mantine, Swiper, motion, our own features...). Pure: profile-routes.ts feeds it.
 */
import type { TraceMap } from '@jridgewell/trace-mapping';
import { originalPosition } from './original-position';

/** The parts of a V8 CPU profile (the DevTools protocol's Profiler.Profile) this reads. */
export interface CpuProfile {
  nodes: { id: number; callFrame: { url: string; lineNumber: number; columnNumber: number; functionName: string } }[];
  samples?: number[];
  timeDeltas?: number[];
}

/** Milliseconds of self time by bucket name. */
export type Buckets = Record<string, number>;

/** Ordered: the first rule whose pattern matches an original source path names its bucket. */
const RULES: readonly [RegExp, string][] = [
  [/node_modules\/(react-dom|react|scheduler)\//, 'React (render, hydration, events)'],
  [/node_modules\/@tanstack\//, 'TanStack Router'],
  [/node_modules\/@mantine\//, 'Mantine'],
  [/node_modules\/swiper\//, 'Swiper'],
  [/node_modules\/(motion|motion-dom|motion-utils|framer-motion)\//, 'motion'],
  [/node_modules\/(firebase|@firebase)\//, 'Firebase'],
  [/node_modules\/(workbox-[a-z-]+)\//, 'Workbox'],
  [/node_modules\//, 'other libraries'],
  [/(^|\/)src\/routes\//, 'our pages (src/routes)'],
  [/(^|\/)src\/features\/blog\//, 'our blog code'],
  [/(^|\/)src\/features\//, 'our features (src/features)'],
  [/(^|\/)src\/components\/media\//, 'our media components (carousels, counters, videos)'],
  [/(^|\/)src\/components\//, 'our shared components'],
  [/(^|\/)src\/(app|lib|main\.tsx|content|config)/, 'our app start, content and libraries'],
];

/** V8's own entries, which have no script. */
const SPECIAL: Readonly<Record<string, string>> = {
  '(garbage collector)': 'garbage collection',
  '(program)': 'browser work outside scripts',
  '(idle)': 'idle',
  '(root)': 'idle',
};

export function bucketOf(source: string): string {
  return RULES.find(([pattern]) => pattern.test(source))?.[1] ?? 'other code';
}

/** Source maps by script URL, loaded once each; null where a script has none (the inline script). */
export type MapFor = (url: string) => TraceMap | null;

/** Self time of every sampled frame, by bucket. */
export function bucketProfile(profile: CpuProfile, mapFor: MapFor): Buckets {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfMs = new Map<number, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  // Each sample's time is the gap to the next sample.
  for (let index = 0; index < samples.length; index += 1) {
    const id = samples[index];
    const next = deltas[index + 1] ?? 0;
    if (id !== undefined) selfMs.set(id, (selfMs.get(id) ?? 0) + next / 1000);
  }
  const buckets: Buckets = {};
  for (const [id, ms] of selfMs) {
    const frame = byId.get(id)?.callFrame;
    if (!frame) continue;
    const name = SPECIAL[frame.functionName] ?? (frame.url === '' ? 'browser work outside scripts' : undefined);
    const bucket = name ?? sourceBucket(frame, mapFor);
    buckets[bucket] = (buckets[bucket] ?? 0) + ms;
  }
  return buckets;
}

function sourceBucket(frame: CpuProfile['nodes'][number]['callFrame'], mapFor: MapFor): string {
  const map = mapFor(frame.url);
  if (map === null) return new URL(frame.url).pathname.startsWith('/assets/') ? 'other code' : 'the page (inline)';
  // The protocol's lines and columns are 0-based; source maps' lines are 1-based.
  const source = originalPosition(map, frame.lineNumber + 1, frame.columnNumber)?.source;
  return source ? bucketOf(source) : 'other code';
}
