import { SEED_POSTS } from '../stack/seed-data';

/** The newest, which the blog list shows first. */
const newestPost = SEED_POSTS.reduce((newest, post) => (post.createdAt > newest.createdAt ? post : newest));

export const BENCH_POST_PATH = `/blog/${newestPost.id}`;

/** Every public route of issue 7, in table order. */
export const BENCH_ROUTES: readonly string[] = [
  '/',
  '/about',
  '/programs',
  '/programs/education',
  '/impact',
  '/impact/report',
  '/donate',
  '/contact',
  '/blog',
  BENCH_POST_PATH,
];

const PASSES = ['pages', 'interactions', 'slow-network'] as const;
export type Pass = (typeof PASSES)[number];

export interface BenchOptions {
  runs: number;
  routes: string[];
  /** Another site measured the same way, side by side: no stack, no budgets, nothing written to latest. */
  site?: string;
  only?: Pass[];
}

export const runsPass = ({ only }: Pick<BenchOptions, 'only'>, pass: Pass): boolean =>
  only === undefined || only.includes(pass);

export const USAGE =
  'Usage: npm run bench [-- --runs <n>] [--routes /,/about,...] [--site https://another.example] ' +
  `[--only ${PASSES.join(',')}]\n` +
  `Routes default to all of: ${BENCH_ROUTES.join(', ')}`;

const DEFAULT_RUNS = 3;

/** The benchmark bench/results/latest.md reports. */
export const isFullBenchmark = ({ runs, routes, site, only }: BenchOptions): boolean =>
  site === undefined &&
  only === undefined &&
  runs >= DEFAULT_RUNS &&
  BENCH_ROUTES.every((route) => routes.includes(route));

/**
 * Why latest.json and latest.md (what the next change is compared with) stay as they were: only a full
 * run on a steady machine replaces them, since a busy host spreads TBT widely.
 */
export function keepsLatestBecause(full: boolean, driftedRuns: number): string | undefined {
  if (!full) return 'a quick check (fewer routes or runs)';
  if (driftedRuns > 0) {
    return `${driftedRuns} run${driftedRuns === 1 ? ' was' : 's were'} more than 25 % off the calibrated speed (a busy machine: measure again when it is quiet)`;
  }
  return undefined;
}

export class OptionsError extends Error {
  override name = 'OptionsError';
}

const valueOf = (argv: string[], index: number, name: string): string => {
  const value = argv[index + 1];
  if (value === undefined || value.startsWith('--')) throw new OptionsError(`${name} needs a value.`);
  return value;
};

const parseRuns = (text: string): number => {
  const runs = Number(text);
  if (!Number.isInteger(runs) || runs < 1)
    throw new OptionsError(`--runs must be a whole number of at least 1, not "${text}".`);
  return runs;
};

const parseRoutes = (text: string): string[] => {
  const routes = text
    .split(',')
    .map((route) => route.trim())
    .filter((route) => route !== '');
  if (routes.length === 0 || routes.some((route) => !route.startsWith('/'))) {
    throw new OptionsError(`--routes takes site paths separated by commas, such as /,/about (got "${text}").`);
  }
  return [...new Set(routes)];
};

const parseSite = (text: string): string => {
  const url = URL.canParse(text) ? new URL(text) : undefined;
  if (url?.protocol !== 'https:' && url?.protocol !== 'http:')
    throw new OptionsError(`--site takes a web address such as https://example.org, not "${text}".`);
  return url.origin;
};

const parseOnly = (text: string): Pass[] => {
  const names = text.split(',').map((name) => name.trim());
  const passes = PASSES.filter((pass) => names.includes(pass));
  if (passes.length !== names.length) {
    throw new OptionsError(`--only takes passes among ${PASSES.join(', ')}, separated by commas (got "${text}").`);
  }
  return passes;
};

/** `--runs 1 --routes /,/about`, also as `--runs=1`; npm's own `--` may be left in front. */
export function parseBenchOptions(argv: readonly string[]): BenchOptions {
  const args = argv.flatMap((arg) => (arg.startsWith('--') && arg.includes('=') ? arg.split(/=(.*)/s, 2) : [arg]));
  const options: BenchOptions = { runs: DEFAULT_RUNS, routes: [...BENCH_ROUTES] };
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index];
    if (arg === '--') continue;
    if (arg === '--runs') options.runs = parseRuns(valueOf(args, index, arg));
    else if (arg === '--routes') options.routes = parseRoutes(valueOf(args, index, arg));
    else if (arg === '--only') options.only = parseOnly(valueOf(args, index, arg));
    else if (arg === '--site') options.site = parseSite(valueOf(args, index, arg));
    else throw new OptionsError(`Unknown option "${String(arg)}".`);
    index += 1;
  }
  return options;
}
