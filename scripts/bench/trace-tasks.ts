/**
 * The long tasks of a page load, from a Chrome trace, each with what filled it: the browser's own
 * steps (style, layout, paint, script evaluation) and the functions the sampling profiler saw most,
 * named through the build's source maps. Pure: long-tasks.ts records the trace and feeds it here.
 * A CPU profile alone cannot do this: it merges back-to-back tasks, which is exactly what matters.
 */
import type { TraceMap } from '@jridgewell/trace-mapping';
import { originalPosition } from './original-position';

/** The fields of Chrome's trace events this reads. */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread time: what the thread itself ran, without the moments the machine gave its core to another. */
  tdur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: {
    name?: string;
    data?: {
      startTime?: number;
      timeDeltas?: number[];
      documentLoaderURL?: string;
      navigationId?: string;
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
    };
  };
}

interface ProfileNode {
  id: number;
  parent?: number;
  /** Chromium leaves `url` out of the trace for frames with no script (the browser's own work). */
  callFrame: { url?: string; functionName: string; lineNumber: number; columnNumber: number };
}

export interface LongTask {
  /** From the navigation's start, ms. */
  startMs: number;
  durationMs: number;
  /** Of that, the thread's own running time (Chrome's thread clock), ms; undefined if not recorded. */
  threadMs: number | undefined;
  afterFcp: boolean;
  /** The browser's steps inside it, longest first, ms. */
  steps: { name: string; ms: number }[];
  /** Functions by self time inside it, longest first, ms. */
  functions: { name: string; ms: number }[];
  /** It ran the script Playwright injects to drive the page: a visitor's phone has no such task. */
  byTestTool: boolean;
}

export interface TaskReport {
  fcpMs: number | undefined;
  tasks: LongTask[];
  /** Total Blocking Time as Lighthouse counts it: each task after FCP beyond its first 50 ms. */
  blockingMs: number;
  /**
   * The same sum over the thread's own running time (each task's tdur): a task the machine paused
   * to run another process counts only what it ran, so on a busy host this is the page's own part
   * (undefined if the trace has no thread times).
   */
  threadBlockingMs: number | undefined;
  /** Of blockingMs, the part in tasks that ran Playwright's injected script (Lighthouse has none). */
  testToolBlockingMs: number;
  styleAndLayoutMs: number;
  /**
   * Blink's font lookups over the whole load, most of them inside layout. On a Linux host each new
   * font size and weight is a round trip to the browser process's fontconfig through Chromium's
   * sandbox, which Chrome on Android does not make: this much of the style and layout is the host's.
   */
  fontLookupMs: number;
}

/** Blink's font lookup: its events nest (one lookup asks for another), so only the outermost count. */
const FONT_LOOKUP = 'FontCache::GetFontPlatformData';

/** The events named FONT_LOOKUP not inside another, from events in time order. */
function outermostFontLookups(events: readonly TraceEvent[]): TraceEvent[] {
  const found: TraceEvent[] = [];
  let end = -Infinity;
  for (const event of events) {
    if (event.ph !== 'X' || event.name !== FONT_LOOKUP || event.ts < end) continue;
    found.push(event);
    end = event.ts + (event.dur ?? 0);
  }
  return found;
}

/**
 * Playwright evaluates its own scripts in the page (to wait for a mark, to find elements): on the
 * emulated phone that is a task of 100-300 ms soon after FCP, which Lighthouse runs do not have.
 */
const TEST_TOOL_FRAMES = new Set(['InjectedScript', 'UtilityScript']);

const LONG_TASK_MS = 50;
const STEPS = new Set([
  'EvaluateScript',
  'v8.evaluateModule',
  'FunctionCall',
  'RunMicrotasks',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'MajorGC',
  'MinorGC',
]);

/**
 * The renderer's main thread: of the `CrRendererMain` threads, the one that navigated to a web page
 * (Chromium's own pages, such as the new tab page, have renderers of their own and can be busier),
 * and of those the busiest (the first is about:blank's).
 */
function mainThread(events: readonly TraceEvent[]): { pid: number; tid: number } | undefined {
  const busy = new Map<string, number>();
  const loadedAPage = new Set<string>();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.name === 'RunTask') busy.set(thread, (busy.get(thread) ?? 0) + 1);
    if (event.name === 'navigationStart' && /^https?:/.test(event.args?.data?.documentLoaderURL ?? '')) {
      loadedAPage.add(thread);
    }
  }
  const score = (event: TraceEvent): number => {
    const thread = `${event.pid}:${event.tid}`;
    return (loadedAPage.has(thread) ? 1e9 : 0) + (busy.get(thread) ?? 0);
  };
  return events
    .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
    .sort((a, b) => score(b) - score(a))[0];
}

/** `name file:line` in the original sources, or the script's path when it has no map. */
export type FrameNamer = (frame: ProfileNode['callFrame']) => string;

export function frameNamer(mapFor: (url: string) => TraceMap | null): FrameNamer {
  return (frame) => {
    if (!frame.url) return frame.functionName === '(program)' ? 'browser work outside scripts' : frame.functionName;
    const map = mapFor(frame.url);
    const line = Number.isFinite(frame.lineNumber) ? String(frame.lineNumber + 1) : '?';
    const generated = `${new URL(frame.url).pathname}:${line}:${frame.columnNumber}`;
    if (!map) return `${frame.functionName || '(anonymous)'} ${generated}`;
    const original = originalPosition(map, frame.lineNumber + 1, frame.columnNumber);
    // Code the bundler wrote itself (its runtime, a chunk's glue) maps to no source: name the built file.
    if (!original?.source) return `${frame.functionName || '(top level)'} ${generated}`;
    const source = original.source.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '');
    return `${original.name ?? (frame.functionName || '(top level)')} ${source}:${original.line}`;
  };
}

export function longTasks(unordered: readonly TraceEvent[], nameOf: FrameNamer): TaskReport {
  // Chrome writes each thread's buffer as it fills, so the trace is not in time order.
  const events = [...unordered].sort((a, b) => a.ts - b.ts);
  const thread = mainThread(events);
  if (!thread) throw new Error('The trace has no renderer main thread.');
  const main = events.filter((event) => event.pid === thread.pid && event.tid === thread.tid);
  // Every SVG picture is a document with a navigationStart of its own (no URL), and so is the new
  // tab's about:blank: the load is the navigation the first contentful paint names.
  const paint = main.find((event) => event.name === 'firstContentfulPaint');
  const fcp = paint?.ts;
  const paintedId = paint?.args?.data?.navigationId;
  const navigations = main.filter((event) => event.name === 'navigationStart');
  const start =
    (
      navigations.find((event) => paintedId !== undefined && event.args?.data?.navigationId === paintedId) ??
      navigations.find((event) => /^https?:/.test(event.args?.data?.documentLoaderURL ?? '')) ??
      // No navigation on this thread (Chrome moved the load to another renderer): its first timed
      // event, not a metadata event, whose time is 0 and would put FCP some hours in.
      main.find((event) => event.ph !== 'M')
    )?.ts ?? 0;

  // The sampling profile of that thread: its nodes, and each sample's time.
  const profileId = main.find((event) => event.name === 'Profile')?.id;
  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; node: number }[] = [];
  let clock = 0;
  for (const event of events) {
    if (event.pid !== thread.pid || event.id !== profileId) continue;
    if (event.name === 'Profile') clock = event.args?.data?.startTime ?? 0;
    if (event.name !== 'ProfileChunk') continue;
    const data = event.args?.data;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const deltas = data?.timeDeltas ?? [];
    (data?.cpuProfile?.samples ?? []).forEach((node, index) => {
      clock += deltas[index] ?? 0;
      samples.push({ ts: clock, node });
    });
  }

  const fontLookups = outermostFontLookups(main);
  const tasks: LongTask[] = main
    .filter((event) => event.name === 'RunTask' && (event.dur ?? 0) / 1000 > LONG_TASK_MS)
    .map((task) => {
      const end = task.ts + (task.dur ?? 0);
      const inside = (event: { ts: number }): boolean => event.ts >= task.ts && event.ts < end;
      const steps = new Map<string, number>();
      for (const event of main) {
        if (event.ph === 'X' && STEPS.has(event.name) && inside(event) && event !== task) {
          steps.set(event.name, (steps.get(event.name) ?? 0) + (event.dur ?? 0) / 1000);
        }
      }
      const fontMs = fontLookups.filter(inside).reduce((sum, event) => sum + (event.dur ?? 0), 0) / 1000;
      if (fontMs > 0) steps.set('font lookups', fontMs);
      const taskSamples = samples.filter(inside);
      const perSample = taskSamples.length > 0 ? (task.dur ?? 0) / 1000 / taskSamples.length : 0;
      const functions = new Map<string, number>();
      let byTestTool = false;
      for (const sample of taskSamples) {
        const frame = nodes.get(sample.node)?.callFrame;
        if (!frame || frame.functionName === '(idle)') continue;
        if (!frame.url && TEST_TOOL_FRAMES.has(frame.functionName)) byTestTool = true;
        const name = nameOf(frame);
        functions.set(name, (functions.get(name) ?? 0) + perSample);
      }
      const ranked = (entries: Map<string, number>) =>
        [...entries].map(([name, ms]) => ({ name, ms })).sort((a, b) => b.ms - a.ms);
      return {
        startMs: (task.ts - start) / 1000,
        durationMs: (task.dur ?? 0) / 1000,
        threadMs: task.tdur === undefined ? undefined : task.tdur / 1000,
        afterFcp: fcp !== undefined && task.ts >= fcp,
        steps: ranked(steps),
        functions: ranked(functions),
        byTestTool,
      };
    });

  const styleAndLayoutMs =
    main
      .filter((event) => event.ph === 'X' && (event.name === 'UpdateLayoutTree' || event.name === 'Layout'))
      .reduce((sum, event) => sum + (event.dur ?? 0), 0) / 1000;
  // Every task, not only those over 50 ms of wall time: a task descheduled long enough can cross 50 ms
  // while running less.
  const afterFcp = main.filter((event) => event.name === 'RunTask' && fcp !== undefined && event.ts >= fcp);
  const threadBlockingMs = afterFcp.some((task) => task.tdur !== undefined)
    ? afterFcp.reduce((sum, task) => sum + Math.max(0, (task.tdur ?? 0) / 1000 - LONG_TASK_MS), 0)
    : undefined;
  const blockingOf = (blocking: readonly LongTask[]): number =>
    blocking.filter((task) => task.afterFcp).reduce((sum, task) => sum + task.durationMs - LONG_TASK_MS, 0);
  return {
    fcpMs: fcp === undefined ? undefined : (fcp - start) / 1000,
    tasks,
    blockingMs: blockingOf(tasks),
    threadBlockingMs,
    testToolBlockingMs: blockingOf(tasks.filter((task) => task.byTestTool)),
    styleAndLayoutMs,
    fontLookupMs: fontLookups.reduce((sum, event) => sum + (event.dur ?? 0), 0) / 1000,
  };
}
