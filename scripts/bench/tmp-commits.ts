import { chromium } from '@playwright/test';
import { createStack } from '../stack/stack';
import { CHROME_PATH } from './lighthouse-run';
const stack = createStack({ mode: 'hosting', retryCommand: 'x', logEmail: () => undefined, logPayment: () => undefined });
const siteUrl = await stack.start();
const browser = await chromium.launch({ executablePath: CHROME_PATH });
const hook = `
(() => {
  const log = []; let prev = new WeakSet();
  window.__commits = log;
  let id = 0;
  const nameOf = (f) => { const t = f.type; if (!t) return null; if (typeof t === 'string') return null; return t.displayName || t.name || (t.render && (t.render.displayName || t.render.name)) || (t.type && (t.type.displayName || t.type.name)) || null; };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true, renderers: new Map(), isDisabled: false, checkDCE() {},
    inject(r) { id += 1; return id; },
    onScheduleFiberRoot() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {},
    onCommitFiberRoot(rid, root, priority) {
      const t0 = performance.now();
      const rendered = new Map(); let hostMounts = 0; let hostUpdates = 0; let total = 0;
      const stack = [root.current]; const seen = new WeakSet();
      while (stack.length) {
        const f = stack.pop(); total++; seen.add(f); const fresh = !prev.has(f);
        if (fresh && (f.flags & 1)) { const n = nameOf(f); if (n) rendered.set(n, (rendered.get(n) || 0) + 1); }
        if (fresh && typeof f.type === 'string') { if (!f.alternate && (f.flags & 2)) hostMounts++; if (f.flags & 4) hostUpdates++; }
        if (f.sibling) stack.push(f.sibling);
        if (f.child) stack.push(f.child);
      }
      prev = seen; log.push({ at: Math.round(t0), priority, total, hostMounts, hostUpdates, rendered: [...rendered].sort((a,b)=>b[1]-a[1]).slice(0,25).map(([n,c])=>n+(c>1?'x'+c:'')).join(' ') });
    },
  };
})();`;
for (const path of (process.argv[2] ?? '/').split(',')) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  await context.addInitScript(hook);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(new URL(path, siteUrl).href, { waitUntil: 'load' });
  await page.waitForTimeout(8000);
  const commits = await page.evaluate(() => (window as unknown as { __commits: unknown[] }).__commits);
  console.log('\n' + path);
  for (const c of commits as { at: number; priority: number; total: number; hostMounts: number; hostUpdates: number; rendered: string }[]) console.log(`  ${c.at} p${c.priority} fibers ${c.total} mounts ${c.hostMounts} upd ${c.hostUpdates}: ${c.rendered}`);
  await context.close();
}
await browser.close();
await stack.stop();
