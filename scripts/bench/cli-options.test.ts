import { describe, expect, it } from 'vitest';
import {
  BENCH_POST_PATH,
  BENCH_ROUTES,
  isFullBenchmark,
  keepsLatestBecause,
  OptionsError,
  parseBenchOptions,
  runsPass,
} from './cli-options';

describe('parseBenchOptions', () => {
  it('defaults to three runs of every public route and one post', () => {
    const options = parseBenchOptions([]);
    expect(options).toEqual({ runs: 3, routes: [...BENCH_ROUTES] });
    expect(options.routes).toHaveLength(10);
    expect(options.routes).toContain(BENCH_POST_PATH);
    expect(BENCH_POST_PATH).toMatch(/^\/blog\/[a-z0-9-]+$/);
  });

  it('takes a quick local check: --runs 1 --routes /,/about', () => {
    expect(parseBenchOptions(['--runs', '1', '--routes', '/,/about'])).toMatchObject({
      runs: 1,
      routes: ['/', '/about'],
    });
  });

  it('accepts --name=value and a leading --', () => {
    expect(parseBenchOptions(['--', '--runs=2', '--routes=/blog'])).toEqual({ runs: 2, routes: ['/blog'] });
  });

  it('measures another site by its address with --site, never as the full benchmark', () => {
    const options = parseBenchOptions(['--site', 'https://peer.example/some/page', '--runs', '3']);
    expect(options.site).toBe('https://peer.example');
    expect(isFullBenchmark(options)).toBe(false);
    expect(() => parseBenchOptions(['--site', 'peer.example'])).toThrow(OptionsError);
    expect(() => parseBenchOptions(['--site', 'ftp://peer.example'])).toThrow(/--site takes a web address/);
  });

  it('runs only the named passes with --only, never as the full benchmark', () => {
    const options = parseBenchOptions(['--only', 'slow-network,interactions', '--routes', '/']);
    expect(options.only).toEqual(['interactions', 'slow-network']);
    expect(runsPass(options, 'interactions')).toBe(true);
    expect(runsPass(options, 'pages')).toBe(false);
    expect(runsPass(parseBenchOptions([]), 'pages')).toBe(true);
    expect(isFullBenchmark({ ...parseBenchOptions([]), only: ['pages'] })).toBe(false);
    expect(() => parseBenchOptions(['--only', 'interactions,clicks'])).toThrow(/--only takes passes among/);
  });

  it('refuses what it does not understand, with a sentence', () => {
    expect(() => parseBenchOptions(['--runs', '0'])).toThrow(OptionsError);
    expect(() => parseBenchOptions(['--runs', 'three'])).toThrow(/whole number/);
    expect(() => parseBenchOptions(['--runs'])).toThrow(/needs a value/);
    expect(() => parseBenchOptions(['--routes', 'about'])).toThrow(/site paths/);
    expect(() => parseBenchOptions(['--fast'])).toThrow(/Unknown option "--fast"/);
    expect(() => parseBenchOptions(['--profile', 'lab'])).toThrow(/Unknown option "--profile"/);
  });
});

describe('isFullBenchmark', () => {
  it('is true only for every route with at least the default three runs', () => {
    expect(isFullBenchmark(parseBenchOptions([]))).toBe(true);
    expect(isFullBenchmark(parseBenchOptions(['--runs', '5']))).toBe(true);
    expect(isFullBenchmark(parseBenchOptions(['--runs', '1']))).toBe(false);
    expect(isFullBenchmark(parseBenchOptions(['--routes', '/,/about']))).toBe(false);
  });
});

describe('keepsLatestBecause', () => {
  it('lets only a full benchmark on a steady machine replace latest.json and latest.md', () => {
    expect(keepsLatestBecause(true, 0)).toBeUndefined();
  });

  it('keeps them after a quick check', () => {
    expect(keepsLatestBecause(false, 0)).toMatch(/quick check/);
  });

  it('keeps them when the machine was busy, and says how many runs drifted', () => {
    expect(keepsLatestBecause(true, 1)).toMatch(/^1 run was more than 25 %/);
    expect(keepsLatestBecause(true, 9)).toMatch(/^9 runs were more than 25 %/);
  });
});
