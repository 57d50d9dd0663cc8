import { describe, expect, it } from 'vitest';
import { TraceMap } from '@jridgewell/trace-mapping';
import { frameNamer, longTasks, type FrameNamer, type TraceEvent } from './trace-tasks';

const MAIN = { pid: 1, tid: 1 };
const OTHER = { pid: 2, tid: 2 };
const frame = (functionName: string, url = 'https://site.example/assets/app.js') => ({
  url,
  functionName,
  lineNumber: 0,
  columnNumber: 0,
});
const nameOf: FrameNamer = (callFrame) => callFrame.functionName;

/**
 * A load of the main thread: navigation at 0, FCP at 100 ms, then a 150 ms task of layout and script.
 * `injectedFrom` is the script Playwright's InjectedScript came from: '' as Playwright evaluates it.
 */
function trace(injectedFrom = ''): TraceEvent[] {
  return [
    { name: 'thread_name', ph: 'M', ts: 0, ...OTHER, args: { name: 'CrRendererMain' } },
    { name: 'thread_name', ph: 'M', ts: 0, ...MAIN, args: { name: 'CrRendererMain' } },
    { name: 'navigationStart', ph: 'R', ts: 400_000, ...MAIN, args: { data: { navigationId: 'blank' } } },
    { name: 'navigationStart', ph: 'R', ts: 1_000_000, ...MAIN, args: { data: { navigationId: 'load' } } },
    { name: 'firstContentfulPaint', ph: 'R', ts: 1_100_000, ...MAIN, args: { data: { navigationId: 'load' } } },
    // Before FCP: long, but not blocking.
    { name: 'RunTask', ph: 'X', ts: 1_010_000, dur: 80_000, ...MAIN },
    { name: 'Layout', ph: 'X', ts: 1_020_000, dur: 60_000, ...MAIN },
    // A font lookup that asks for another inside it: 10 ms in all.
    { name: 'FontCache::GetFontPlatformData', ph: 'X', ts: 1_030_000, dur: 10_000, ...MAIN },
    { name: 'FontCache::GetFontPlatformData', ph: 'X', ts: 1_032_000, dur: 5_000, ...MAIN },
    // After FCP: 150 ms, of which 100 blocking; it ran 130 ms of them (the machine paused it for 20).
    { name: 'RunTask', ph: 'X', ts: 1_200_000, dur: 150_000, tdur: 130_000, ...MAIN },
    { name: 'v8.evaluateModule', ph: 'X', ts: 1_200_000, dur: 120_000, ...MAIN },
    { name: 'UpdateLayoutTree', ph: 'X', ts: 1_320_000, dur: 20_000, ...MAIN },
    { name: 'FontCache::GetFontPlatformData', ph: 'X', ts: 1_325_000, dur: 4_000, ...MAIN },
    // Another thread's lookups are not the page's.
    { name: 'FontCache::GetFontPlatformData', ph: 'X', ts: 1_325_000, dur: 7_000, ...OTHER },
    // Short: not a long task.
    { name: 'RunTask', ph: 'X', ts: 1_400_000, dur: 30_000, tdur: 30_000, ...MAIN },
    // Long only because the machine paused it: it ran 20 ms.
    { name: 'RunTask', ph: 'X', ts: 1_500_000, dur: 90_000, tdur: 20_000, ...MAIN },
    // Another thread's long task is not the page's.
    { name: 'RunTask', ph: 'X', ts: 1_200_000, dur: 500_000, ...OTHER },
    { name: 'Profile', ph: 'P', ts: 1_000_000, id: '0x1', ...MAIN, args: { data: { startTime: 1_190_000 } } },
    {
      name: 'ProfileChunk',
      ph: 'P',
      ts: 1_300_000,
      id: '0x1',
      pid: 1,
      tid: 9,
      args: {
        data: {
          cpuProfile: {
            nodes: [
              { id: 1, callFrame: frame('(root)', '') },
              { id: 2, parent: 1, callFrame: frame('createRouter') },
              { id: 3, parent: 1, callFrame: frame('hydrate') },
              { id: 4, parent: 1, callFrame: frame('InjectedScript', injectedFrom) },
            ],
            // At 1.20, 1.25, 1.30, 1.34 s: three router samples and one hydration sample in the task;
            // at 1.55 s Playwright's injected script, in the task the machine paused.
            samples: [2, 2, 2, 3, 4],
          },
          timeDeltas: [10_000, 50_000, 50_000, 40_000, 210_000],
        },
      },
    },
  ];
}

describe('longTasks', () => {
  const report = longTasks(trace(), nameOf);

  it('finds the main thread long tasks, and which came after the first contentful paint', () => {
    expect(report.fcpMs).toBe(100);
    expect(report.tasks.map((task) => [task.startMs, task.durationMs, task.afterFcp])).toEqual([
      [10, 80, false],
      [200, 150, true],
      [500, 90, true],
    ]);
  });

  it('counts as blocking only the part beyond 50 ms of the tasks after FCP', () => {
    expect(report.blockingMs).toBe(140);
  });

  it('counts it again over what each task itself ran, leaving out the moments the machine paused it', () => {
    expect(report.threadBlockingMs).toBe(80);
    expect(report.tasks[1]?.threadMs).toBe(130);
    const withoutThreadTimes = trace().map((event) => ({ ...event, tdur: undefined }));
    expect(longTasks(withoutThreadTimes, nameOf).threadBlockingMs).toBeUndefined();
  });

  it('says what filled a task: browser steps and sampled functions, longest first', () => {
    const task = report.tasks[1];
    expect(task?.steps).toEqual([
      { name: 'v8.evaluateModule', ms: 120 },
      { name: 'UpdateLayoutTree', ms: 20 },
      { name: 'font lookups', ms: 4 },
    ]);
    expect(task?.functions.map((fn) => fn.name)).toEqual(['createRouter', 'hydrate']);
    expect(task?.functions[0]?.ms).toBeCloseTo(112.5);
  });

  it("tells apart the tasks that ran Playwright's injected script, which a visitor's phone never runs", () => {
    expect(report.tasks.map((task) => task.byTestTool)).toEqual([false, false, true]);
    expect(report.testToolBlockingMs).toBe(40);
    // A page function of the same name is the page's own.
    expect(longTasks(trace('https://site.example/assets/app.js'), nameOf).testToolBlockingMs).toBe(0);
  });

  it('adds up style and layout over the whole load', () => {
    expect(report.styleAndLayoutMs).toBe(80);
  });

  it("adds up the page's font lookups over the whole load, a lookup inside another counted once", () => {
    expect(report.fontLookupMs).toBe(14);
  });

  it('times the load from its own navigation, not from a picture’s or a blank tab’s, in any event order', () => {
    // Each SVG picture is a document with a navigation of its own; Chrome writes events out of order.
    const picture = {
      name: 'navigationStart',
      ph: 'R',
      ts: 1_050_000,
      ...MAIN,
      args: { data: { navigationId: 'svg' } },
    };
    const shuffled = [...trace(), picture].reverse();
    const fromItsOwnStart = longTasks(shuffled, nameOf);
    expect(fromItsOwnStart.fcpMs).toBe(100);
    expect(fromItsOwnStart.tasks.map((task) => task.startMs)).toEqual([10, 200, 500]);
  });

  it('without a navigation id on the paint, times the load from the navigation that loaded a page', () => {
    const older = trace().map((event) =>
      event.name === 'navigationStart' && event.ts === 1_000_000
        ? { ...event, args: { data: { documentLoaderURL: 'https://site.example/about' } } }
        : event.name === 'navigationStart' || event.name === 'firstContentfulPaint'
          ? { ...event, args: {} }
          : event,
    );
    expect(longTasks(older, nameOf).fcpMs).toBe(100);
  });

  it('without a navigation on the thread, times the load from its first timed event, not its metadata', () => {
    const noNavigation = trace().filter((event) => event.name !== 'navigationStart');
    expect(longTasks(noNavigation, nameOf).fcpMs).toBe(100);
  });

  it('says so when the trace has no page', () => {
    expect(() => longTasks([], nameOf)).toThrow('no renderer main thread');
  });
});

describe('frameNamer', () => {
  // One line of built code whose first column comes from line 1 of a source file the map names.
  const map = new TraceMap({ version: 3, file: 'app.js', sources: ['../src/a.ts'], names: [], mappings: 'AAAA' });
  const built = 'https://site.example/assets/app.js';

  it('names a frame by its original source where the map has one', () => {
    expect(frameNamer(() => map)(frame('start', built))).toBe('start src/a.ts:1');
  });

  it('names the built file and position where the map has nothing, instead of failing', () => {
    const pastTheEnd = { ...frame('', built), lineNumber: 40, columnNumber: 3 };
    expect(frameNamer(() => map)(pastTheEnd)).toBe('(top level) /assets/app.js:41:3');
    // Chrome's trace leaves the line out of some frames: trace-mapping would throw.
    const noLine = { ...frame('f', built), lineNumber: Number.NaN };
    expect(frameNamer(() => map)(noLine)).toBe('f /assets/app.js:?:0');
    expect(frameNamer(() => null)(frame('run', built))).toBe('run /assets/app.js:1:0');
  });
});
