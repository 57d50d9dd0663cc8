/** The build's first step: a mistake made in the editor stops it with one sentence naming the file and field. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';
import { CONTENT_FILES, type ContentFilePath } from '../../src/content/schemas';

export class ContentError extends Error {
  override name = 'ContentError';
}

/** `members[1].name`. */
function fieldName(path: readonly PropertyKey[]): string {
  return path
    .map((part, index) => (typeof part === 'number' ? `[${part}]` : `${index === 0 ? '' : '.'}${String(part)}`))
    .join('');
}

function describeIssue(issue: z.core.$ZodIssue): string {
  const where = issue.path.length === 0 ? 'the file' : `the field "${fieldName(issue.path)}"`;
  // Zod leaves the input out of its issues; a missing field is the one whose value was undefined.
  if (issue.code === 'invalid_type' && issue.message.endsWith('received undefined')) return `${where} is missing`;
  // The schemas' own messages read on from the field's name ("must not be empty"); Zod's do not.
  const own = /^(must|repeats) /.test(issue.message);
  return own
    ? `${where} ${issue.message}`
    : `${where} is wrong: ${issue.message.charAt(0).toLowerCase()}${issue.message.slice(1)}`;
}

export function checkContentText<P extends ContentFilePath>(
  path: P,
  source: string,
): z.infer<(typeof CONTENT_FILES)[P]> {
  let data: unknown;
  try {
    data = JSON.parse(source);
  } catch (error) {
    throw new ContentError(`${path} is not valid JSON: ${error instanceof Error ? error.message : String(error)}.`);
  }
  const result = CONTENT_FILES[path].safeParse(data);
  if (result.success) return result.data as z.infer<(typeof CONTENT_FILES)[P]>;
  const [first] = result.error.issues;
  throw new ContentError(`${path}: ${first ? describeIssue(first) : 'does not match its schema'}.`);
}

export function checkAllContent(root: string): void {
  for (const path of Object.keys(CONTENT_FILES) as ContentFilePath[]) {
    let source: string;
    try {
      source = readFileSync(join(root, path), 'utf8');
    } catch {
      throw new ContentError(`${path} is missing: the site cannot be built without it.`);
    }
    checkContentText(path, source);
  }
}
