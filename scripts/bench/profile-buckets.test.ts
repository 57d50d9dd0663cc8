import { TraceMap } from '@jridgewell/trace-mapping';
import { describe, expect, it } from 'vitest';
import { bucketOf, bucketProfile, type CpuProfile } from './profile-buckets';

describe('bucketOf', () => {
  it('names what wrote the code from its original path', () => {
    expect(bucketOf('../node_modules/react-dom/cjs/react-dom-client.production.js')).toMatch(/^React/);
    expect(bucketOf('../node_modules/@mantine/core/esm/components/Button/Button.mjs')).toBe('Mantine');
    expect(bucketOf('../node_modules/swiper/swiper.mjs')).toBe('Swiper');
    expect(bucketOf('../node_modules/motion-dom/dist/es/index.mjs')).toBe('motion');
    expect(bucketOf('../src/routes/-about/timeline.tsx')).toBe('our pages (src/routes)');
    expect(bucketOf('../src/components/media/count-up.tsx')).toMatch(/^our media components/);
    expect(bucketOf('../node_modules/idb/build/index.js')).toBe('other libraries');
  });
});

describe('bucketProfile', () => {
  // Column 0 of the bundle is React's code, column 1 ours (VLQ: "AAAA,CCAA").
  const map = new TraceMap({
    version: 3,
    sources: ['../node_modules/react-dom/index.js', '../src/routes/about.tsx'],
    names: [],
    mappings: 'AAAA,CCAA',
  });
  const frame = (id: number, functionName: string, url: string, columnNumber = 0) => ({
    id,
    callFrame: { functionName, url, lineNumber: 0, columnNumber, scriptId: '0' },
  });
  const profile: CpuProfile = {
    nodes: [
      frame(1, '(root)', ''),
      frame(2, 'hydrate', 'http://x/assets/framework.js', 0),
      frame(3, 'About', 'http://x/assets/framework.js', 1),
      frame(4, '(garbage collector)', ''),
      frame(5, 'inline', 'http://x/about'),
    ],
    // Each sample lasts until the next: 2 ms of React, 1 ms of ours, 0.5 ms of GC, 0.5 ms inline.
    samples: [2, 2, 3, 4, 5, 1],
    timeDeltas: [0, 1000, 1000, 1000, 500, 500],
  };

  it('adds up each frame’s self time in its bucket, through the source map', () => {
    const buckets = bucketProfile(profile, (url) => (url.includes('/assets/') ? map : null));
    expect(buckets).toEqual({
      'React (render, hydration, events)': 2,
      'our pages (src/routes)': 1,
      'garbage collection': 0.5,
      'the page (inline)': 0.5,
      idle: 0,
    });
  });

  it('counts a frame the map cannot place (the trace gave it no line) as other code, instead of failing', () => {
    const noLine: CpuProfile = {
      nodes: [
        frame(1, '(root)', ''),
        {
          ...frame(2, 'x', 'http://x/assets/framework.js'),
          callFrame: {
            functionName: '',
            url: 'http://x/assets/framework.js',
            lineNumber: Number.NaN,
            columnNumber: 3,
            scriptId: '0',
          },
        },
      ],
      samples: [2, 1],
      timeDeltas: [0, 1000],
    };
    expect(bucketProfile(noLine, () => map)).toEqual({ 'other code': 1, idle: 0 });
  });
});
