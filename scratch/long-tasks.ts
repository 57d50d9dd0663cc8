import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { chromium } from '@playwright/test';
import { APP_INTERACTIVE_MARK } from '../src/lib/app-started';
import { REPO_ROOT } from '../scripts/stack/repo-paths';
import { createStack } from '../scripts/stack/stack';
import { CHROME_PATH } from '../scripts/bench/lighthouse-run';

const route = process.argv[2] ?? '/';
const cpu = Number(process.argv[3] ?? 10);
const maps = new Map<string, TraceMap | null>();
function mapFor(url: string): TraceMap | null {
  if (maps.has(url)) return maps.get(url)!;
  let m: TraceMap | null = null;
  try {
    const f = join(REPO_ROOT, 'dist-sourcemaps', `${new URL(url).pathname}.map`);
    if (existsSync(f)) m = new TraceMap(readFileSync(f, 'utf8'));
  } catch {}
  maps.set(url, m);
  return m;
}
interface Ev { name: string; ph: string; ts: number; dur?: number; tid: number; pid: number; cat: string; args: any; id?: string }
const stack = createStack({ mode: 'hosting', retryCommand: 'x', logEmail: () => undefined, logPayment: () => undefined });
const site = await stack.start();
const browser = await chromium.launch({ executablePath: CHROME_PATH });
try {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-v8.cpu_profiler', 'v8.execute', 'blink.user_timing', 'toplevel', 'loading'] });
  await page.goto(new URL(route, site).href, { waitUntil: 'load' });
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, APP_INTERACTIVE_MARK, { timeout: 90_000 });
  await page.waitForTimeout(3000);
  const buf = await browser.stopTracing();
  writeFileSync('/tmp/trace.json', buf);
  const events: Ev[] = JSON.parse(buf.toString()).traceEvents;
  const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const count = (m: Ev) => events.filter((e) => e.pid === m.pid && e.tid === m.tid && e.name === 'RunTask').length;
  const mainTid = mains.sort((a, b) => count(b) - count(a))[0]!;
  const main = events.filter((e) => e.tid === mainTid.tid && e.pid === mainTid.pid);
  const fcp = main.find((e) => e.name === 'firstContentfulPaint');
  const nav = main.find((e) => e.name === 'navigationStart') ?? main.find((e) => e.name === 'TracingStartedInBrowser');
  const t0 = nav?.ts ?? main[0].ts;
  console.log('FCP at', fcp ? Math.round((fcp.ts - t0) / 1000) : '?');
  // CPU profile
  const nodes = new Map<number, { callFrame: any; parent?: number }>();
  const samples: { ts: number; id: number }[] = [];
  let ts = 0;
  const profileId = events.find((e) => e.name === 'Profile' && e.pid === mainTid.pid && e.tid === mainTid.tid)?.id;
  for (const e of events.filter((e) => e.pid === mainTid.pid && e.id === profileId && (e.name === 'Profile' || e.name === 'ProfileChunk'))) {
    if (e.name === 'Profile') { ts = e.args.data.startTime; continue; }
    const d = e.args.data.cpuProfile ?? {};
    for (const n of d.nodes ?? []) nodes.set(n.id, { callFrame: n.callFrame, parent: n.parent });
    const deltas: number[] = e.args.data.timeDeltas ?? [];
    (d.samples ?? []).forEach((id: number, i: number) => { ts += deltas[i] ?? 0; samples.push({ ts, id }); });
  }
  const label = (id: number): string => {
    const f = nodes.get(id)?.callFrame;
    if (!f) return '?';
    if (!f.url) return f.functionName || '(native)';
    const m = mapFor(f.url);
    if (!m) return `${f.functionName}@${new URL(f.url).pathname}`;
    const o = originalPositionFor(m, { line: f.lineNumber + 1, column: f.columnNumber });
    return `${o.name ?? f.functionName} ${(o.source ?? '').replace(/.*node_modules\//, '').replace(/^\.\.\/\.\.\//, '')}:${o.line}`;
  };
  const stackOf = (id: number): number[] => { const out: number[] = []; let c: number | undefined = id; while (c !== undefined) { out.push(c); c = nodes.get(c)?.parent; } return out; };
  const tasks = main.filter((e) => e.ph === 'X' && e.name === 'RunTask' && (e.dur ?? 0) > 50_000);
  const fcpTs = fcp?.ts ?? 0;
  const sum = (names: string[], before = Infinity) => Math.round(main.filter((e) => e.ph === 'X' && names.includes(e.name) && e.ts < before).reduce((a, e) => a + (e.dur ?? 0), 0) / 1000);
  console.log('style+layout total', sum(['UpdateLayoutTree', 'Layout']), 'before FCP', sum(['UpdateLayoutTree', 'Layout'], fcpTs), 'paint', sum(['Paint', 'PrePaint']), 'parse', sum(['ParseHTML', 'ParseAuthorStyleSheet']));
  const blocking = tasks.filter((t) => t.ts > fcpTs).reduce((sum, t) => sum + (t.dur! / 1000 - 50), 0);
  console.log('long tasks after FCP:', tasks.filter((t) => t.ts > fcpTs).map((t) => Math.round(t.dur! / 1000)).join(', '), '=> blocking', Math.round(blocking), 'ms');
  if (!process.env.SUMMARY) {
  for (const task of tasks) {
    const end = task.ts + task.dur!;
    const kids = main.filter((e) => e.ph === 'X' && e.ts >= task.ts && e.ts < end && e !== task && (e.dur ?? 0) > 5000 && ['EvaluateScript', 'FunctionCall', 'UpdateLayoutTree', 'Layout', 'ParseHTML', 'ParseAuthorStyleSheet', 'v8.compile', 'TimerFire', 'FireAnimationFrame', 'EventDispatch', 'V8.GCScavenger', 'MajorGC', 'MinorGC', 'RunMicrotasks', 'v8.evaluateModule', 'Paint', 'PrePaint', 'Decode Image', 'HitTest', 'FireIdleCallback', 'v8.run'].includes(e.name));
    console.log(`\n## task at ${Math.round((task.ts - t0) / 1000)} ms, ${Math.round(task.dur! / 1000)} ms`);
    for (const k of kids.slice(0, 12)) console.log(`   ${k.name} ${Math.round(k.dur! / 1000)} ms ${k.args?.data?.url ?? k.args?.data?.functionName ?? ''} ${k.args?.beginData?.url ?? ''}`.slice(0, 160));
    const self = new Map<string, number>();
    const incl = new Map<string, number>();
    const inTask = samples.filter((s) => s.ts >= task.ts && s.ts < end);
    for (const s of inTask) {
      self.set(label(s.id), (self.get(label(s.id)) ?? 0) + 1);
      for (const l of new Set(stackOf(s.id).map(label))) incl.set(l, (incl.get(l) ?? 0) + 1);
    }
    const per = inTask.length ? task.dur! / 1000 / inTask.length : 0;
    console.log('  self:', [...self].sort((a, b) => b[1] - a[1]).slice(0, 10).map(([k, v]) => `${Math.round(v * per)}ms ${k}`).join('\n        '));
    console.log('  incl:', [...incl].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => `${Math.round(v * per)}ms ${k}`).join('\n        '));
  }
  }
} finally {
  await browser.close();
  await stack.stop();
}
