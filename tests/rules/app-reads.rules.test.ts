/**
 * The reads the app itself makes, sent exactly as it sends them: Firestore's REST API with a plain
 * fetch and no sign-in (src/lib/firestore-rest), the structured queries built by the app's own
 * code. Every list the site makes (Home, each /blog page, the mirror's refresh through the same
 * pages) and every single-post read must pass firestore.rules; a list that drops its limit must not.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, setDoc, setLogLevel, Timestamp, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { postsQuery } from '../../src/features/blog/api/posts-query';
import { LATEST_POST_COUNT } from '../../src/features/blog/components/latest-post-count';
import { pageRequest } from '../../src/features/blog/model/blog-page';
import type { PageRequest } from '../../src/features/blog/model/page-request';
import { LOCAL_PORTS, localUrl } from '../../src/config/local-stack';
import { validPost } from './blog-post-fixtures';
import { RULES_PROJECT_ID, startRulesTestEnvironment } from './rules-test-environment';

const DOCUMENTS = `projects/${RULES_PROJECT_ID}/databases/(default)/documents`;
const ENDPOINT = `${localUrl(LOCAL_PORTS.firestore)}/v1/${DOCUMENTS}`;
const POST_COUNT = 14;

let environment: RulesTestEnvironment | undefined;

/** As src/lib/firestore-rest sends it: no Authorization header, a text/plain JSON body. */
const post = (action: string, body: object): Promise<Response> =>
  fetch(`${ENDPOINT}:${action}?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain' },
    body: JSON.stringify(body),
  });

const documentsIn = async (response: Response): Promise<unknown[]> =>
  ((await response.json()) as { document?: unknown }[]).flatMap((entry) => (entry.document ? [entry.document] : []));

beforeAll(async () => {
  setLogLevel('error');
  environment = await startRulesTestEnvironment();
});

afterAll(async () => {
  await environment?.cleanup();
});

beforeEach(async () => {
  if (!environment) throw new Error('The rules test environment did not start; see the error in beforeAll.');
  await environment.clearFirestore();
  await environment.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    for (let n = 1; n <= POST_COUNT; n += 1) {
      await setDoc(doc(db, 'blog', `post-${n}`), {
        ...validPost(),
        createdAt: Timestamp.fromDate(new Date(Date.UTC(2026, 0, n))),
      });
    }
  });
});

const cursorPost = { id: 'post-7', createdAt: { seconds: Date.UTC(2026, 0, 7) / 1000, nanoseconds: 0 } };

const APP_LISTS: readonly { what: string; request: PageRequest }[] = [
  { what: "Home's latest updates", request: { count: LATEST_POST_COUNT } },
  { what: 'the newest page of /blog', request: pageRequest(undefined, undefined) },
  { what: 'an older page of /blog', request: pageRequest(cursorPost, 'older') },
  { what: 'a newer page of /blog', request: pageRequest(cursorPost, 'newer') },
];

describe("the app's own reads, as a visitor's browser sends them", () => {
  for (const { what, request } of APP_LISTS) {
    it(`lists ${what}`, async () => {
      const response = await post('runQuery', { structuredQuery: postsQuery(request, DOCUMENTS) });
      expect(response.status).toBe(200);
      const found = await documentsIn(response);
      expect(found.length).toBeGreaterThan(0);
      expect(found.length).toBeLessThanOrEqual(request.count);
    });
  }

  it('reads one post, and learns that another does not exist', async () => {
    const response = await post('batchGet', { documents: [`${DOCUMENTS}/blog/post-3`, `${DOCUMENTS}/blog/missing`] });
    expect(response.status).toBe(200);
    const entries = (await response.json()) as { found?: unknown; missing?: string }[];
    expect(entries.filter((entry) => entry.found)).toHaveLength(1);
    expect(entries.filter((entry) => entry.missing)).toHaveLength(1);
  });

  it('is refused the same list without its limit', async () => {
    const unbounded: Record<string, unknown> = { ...postsQuery(pageRequest(undefined, undefined), DOCUMENTS) };
    delete unbounded['limit'];
    const response = await post('runQuery', { structuredQuery: unbounded });
    expect(response.status).toBe(403);
  });

  it('is refused the same list with an offset, which Firestore bills as every document it skips', async () => {
    const skipping = { ...postsQuery(pageRequest(undefined, undefined), DOCUMENTS), limit: 1, offset: 5000 };
    const response = await post('runQuery', { structuredQuery: skipping });
    expect(response.status).toBe(403);
  });
});
