/**
 * The page side of `bench:commits` (react-commits.ts): a stand-in for React DevTools' global hook,
 * installed before the page's scripts run. Serialised into the page by Playwright, so it uses
 * nothing from outside its own body.
 */

/**
 * One commit: when, how many elements were new in it (hydrated or created), how many it updated
 * (given new props by a component that rendered again: React compares them with the page's in the
 * commit), and which components rendered (how often).
 */
export interface CommitRecord {
  atMs: number;
  fresh: number;
  updated: number;
  rendered: [string, number][];
}

/** The little of React's fibre this reads. */
interface Fiber {
  type: unknown;
  flags: number;
  alternate: Fiber | null;
  child: Fiber | null;
  sibling: Fiber | null;
}

export function listCommits(): void {
  // React's fibre flags (ReactFiberFlags.js): the component ran; the element got new props.
  const PERFORMED_WORK = 1;
  const UPDATE = 4;
  const commits: CommitRecord[] = [];
  (window as Window & { __benchCommits?: CommitRecord[] }).__benchCommits = commits;

  const nameOf = (type: unknown): string | undefined => {
    if (typeof type === 'function') return (type as { displayName?: string; name: string }).displayName ?? type.name;
    if (typeof type !== 'object' || type === null) return undefined;
    const inner = (type as { render?: unknown; type?: unknown }).render ?? (type as { type?: unknown }).type;
    return inner === undefined ? undefined : nameOf(inner);
  };

  // A fibre that is not in the tree of the last commit was made or cloned for this one; one that is
  // was skipped (its flags are left over from an earlier commit).
  let previous = new WeakSet<Fiber>();
  const hook = {
    supportsFiber: true,
    renderers: new Map<number, unknown>(),
    isDisabled: false,
    checkDCE: () => undefined,
    inject: () => 1,
    onScheduleFiberRoot: () => undefined,
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    onCommitFiberRoot(_renderer: number, root: { current: Fiber }) {
      const atMs = Math.round(performance.now());
      const seen = new WeakSet<Fiber>();
      const rendered = new Map<string, number>();
      let fresh = 0;
      let updated = 0;
      const stack: Fiber[] = [root.current];
      for (let fiber = stack.pop(); fiber !== undefined; fiber = stack.pop()) {
        seen.add(fiber);
        if (!previous.has(fiber)) {
          if (typeof fiber.type === 'string') {
            if (fiber.alternate === null) fresh += 1;
            else if ((fiber.flags & UPDATE) !== 0) updated += 1;
          } else if ((fiber.flags & PERFORMED_WORK) !== 0) {
            const name = nameOf(fiber.type);
            if (name) rendered.set(name, (rendered.get(name) ?? 0) + 1);
          }
        }
        if (fiber.sibling) stack.push(fiber.sibling);
        if (fiber.child) stack.push(fiber.child);
      }
      previous = seen;
      commits.push({ atMs, fresh, updated, rendered: [...rendered].sort((a, b) => b[1] - a[1]) });
    },
  };
  (window as Window & { __REACT_DEVTOOLS_GLOBAL_HOOK__?: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = hook;
}
