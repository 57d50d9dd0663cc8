import { describe, expect, it } from 'vitest';
import { fileStamp, peerRatioLines } from './results-files';

describe('peerRatioLines', () => {
  it('sets the other site’s INP and 3G LCP over ours, and leaves out what only one site has', () => {
    const lines = peerRatioLines(
      {
        interactions: [
          { name: 'Open and close the menu', path: '/', inpMs: 340, runs: [340] },
          { name: 'Play a story', path: '/impact', runs: [], missing: '/impact has nothing to press' },
        ],
        slowNetwork: [{ path: '/', lcpMs: 7000, warmLcpMs: 1000, runs: [] }],
      },
      {
        interactions: [
          { name: 'Open and close the menu', path: '/', inpMs: 170, runs: [170] },
          { name: 'Play a story', path: '/impact', inpMs: 500, runs: [500] },
        ],
        slowNetwork: [{ path: '/', lcpMs: 3500, warmLcpMs: 500, runs: [] }],
      },
    );
    expect(lines).toEqual([
      '- / Open and close the menu: INP 340 ms against our 170 ms, 2.00×',
      '- / on about 3G: LCP 7000 ms against our 3500 ms, 2.00×; second visit 1000 ms against our 500 ms, 2.00×',
    ]);
  });
});

describe('result file names', () => {
  it('stamp a run with its ISO time, without colons or milliseconds', () => {
    expect(fileStamp('2026-05-01T09:30:12.345Z')).toBe('2026-05-01T09-30-12Z');
  });
});
