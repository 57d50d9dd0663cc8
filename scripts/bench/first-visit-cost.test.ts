import { describe, expect, it } from 'vitest';
import { firstVisitCost } from './first-visit-cost';

const row = (path: string, bodyBytes: number, byWorker: boolean, headerBytes = 1_700) => ({
  url: `http://127.0.0.1:5020${path}`,
  bodyBytes,
  headerBytes,
  byWorker,
});

describe('firstVisitCost', () => {
  it('adds the page’s and the worker’s bodies, with the worker’s and the pictures’ shares and the headers apart', () => {
    const cost = firstVisitCost([
      row('/', 20_000, false),
      row('/assets/app.js', 100_000, false),
      row('/images/hero-800w.avif', 60_000, false),
      row('/assets/impact.js', 30_000, true),
      row('/images/story-1-1200w.avif', 90_000, true),
      // Answered by the browser's HTTP cache: nothing came over the wire.
      row('/assets/app.js', 0, true, 0),
    ]);
    expect(cost).toEqual({
      body: 300_000,
      byWorker: 120_000,
      pictures: 150_000,
      headers: 5 * 1_700,
      responses: 6,
    });
  });

  it('costs nothing for a visit that received nothing', () => {
    expect(firstVisitCost([])).toEqual({ body: 0, byWorker: 0, pictures: 0, headers: 0, responses: 0 });
  });
});
