/**
 * Posts written straight into the Firestore emulator for a test, past the rules (the emulator's
 * `Bearer owner` token), and removed again afterwards. Tests run in parallel against one emulator,
 * so every post gets a unique id and title, and each test cleans up only its own.
 */
import type { TestInfo } from '@playwright/test';
import { LOCAL_PORTS, LOCAL_PROJECT_ID, localUrl } from '../../../src/config/local-stack';

const DOCUMENTS = `${localUrl(LOCAL_PORTS.firestore)}/v1/projects/${LOCAL_PROJECT_ID}/databases/(default)/documents`;
const OWNER = { Authorization: 'Bearer owner' };

export interface TestPost {
  id: string;
  title: string;
  summary: string;
  content: string;
  /** ISO time; keep it before the seed posts unless a test is about the newest post. */
  createdAt: string;
  /** The cover as the post names it (store the photo with createImage first). */
  cover?: { id: string; width: number; height: number; description: string };
}

/** A photo as blog-images stores it (src/features/blog/images). */
export interface TestImage {
  id: string;
  /** Base64 of the bytes. */
  data: string;
  contentType: 'image/webp' | 'image/jpeg';
  width: number;
  height: number;
}

const integer = (value: number) => ({ integerValue: String(value) });

/** A unique id and title prefix for this test, so parallel tests never see each other's posts as their own. */
export const uniqueTag = (testInfo: TestInfo): string =>
  `e2e-${testInfo.workerIndex}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;

export async function createPost(post: TestPost): Promise<void> {
  const response = await fetch(`${DOCUMENTS}/blog?documentId=${encodeURIComponent(post.id)}`, {
    method: 'POST',
    headers: { ...OWNER, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      fields: {
        title: { stringValue: post.title },
        summary: { stringValue: post.summary },
        content: { stringValue: post.content },
        createdAt: { timestampValue: post.createdAt },
        ...(post.cover
          ? {
              cover: {
                mapValue: {
                  fields: {
                    id: { stringValue: post.cover.id },
                    width: integer(post.cover.width),
                    height: integer(post.cover.height),
                    description: { stringValue: post.cover.description },
                  },
                },
              },
            }
          : {}),
      },
    }),
  });
  if (!response.ok) throw new Error(`Creating ${post.id} failed: ${response.status} ${await response.text()}`);
}

export async function deletePost(id: string): Promise<void> {
  const response = await fetch(`${DOCUMENTS}/blog/${encodeURIComponent(id)}`, { method: 'DELETE', headers: OWNER });
  if (!response.ok) throw new Error(`Deleting ${id} failed: ${response.status} ${await response.text()}`);
}

/** The ids of the posts whose title starts with `prefix` (posts the admin form added have server ids). */
export async function findPostIds(prefix: string): Promise<string[]> {
  const response = await fetch(`${DOCUMENTS}/blog?pageSize=1000`, { headers: OWNER });
  if (!response.ok) throw new Error(`Listing posts failed: ${response.status}`);
  const body = (await response.json()) as {
    documents?: { name: string; fields?: { title?: { stringValue?: string } } }[];
  };
  return (body.documents ?? [])
    .filter((document) => document.fields?.title?.stringValue?.startsWith(prefix) === true)
    .map((document) => document.name.split('/').at(-1) ?? '');
}

/** A post's stored fields as Firestore's REST API gives them, or null when there is no such post. */
export async function readPostFields(id: string): Promise<Record<string, Record<string, unknown>> | null> {
  const response = await fetch(`${DOCUMENTS}/blog/${encodeURIComponent(id)}`, { headers: OWNER });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`Reading ${id} failed: ${response.status}`);
  return ((await response.json()) as { fields: Record<string, Record<string, unknown>> }).fields;
}

export async function createImage(image: TestImage): Promise<void> {
  const response = await fetch(`${DOCUMENTS}/blog-images?documentId=${encodeURIComponent(image.id)}`, {
    method: 'POST',
    headers: { ...OWNER, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      fields: {
        data: { bytesValue: image.data },
        contentType: { stringValue: image.contentType },
        width: integer(image.width),
        height: integer(image.height),
      },
    }),
  });
  if (!response.ok)
    throw new Error(`Creating the photo ${image.id} failed: ${response.status} ${await response.text()}`);
}

/** Whether blog-images holds this photo. */
export async function imageExists(id: string): Promise<boolean> {
  const response = await fetch(`${DOCUMENTS}/blog-images/${encodeURIComponent(id)}`, { headers: OWNER });
  if (response.status === 404) return false;
  if (!response.ok) throw new Error(`Reading the photo ${id} failed: ${response.status}`);
  return true;
}

/** Removes a photo a test stored (no error when the app already deleted it). */
export async function deleteImage(id: string): Promise<void> {
  const response = await fetch(`${DOCUMENTS}/blog-images/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    headers: OWNER,
  });
  if (!response.ok) throw new Error(`Deleting the photo ${id} failed: ${response.status}`);
}
