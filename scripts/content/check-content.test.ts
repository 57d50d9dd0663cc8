import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CONTENT_FILES, type ContentFilePath } from '../../src/content/schemas';
import { checkAllContent, checkContentText, ContentError } from './check-content';

const read = (path: ContentFilePath): unknown => JSON.parse(readFileSync(path, 'utf8'));

/** The message for `path` holding `data`, which must be refused. */
function refusal(path: ContentFilePath, data: unknown): string {
  try {
    checkContentText(path, typeof data === 'string' ? data : JSON.stringify(data));
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as Error).message;
  }
  throw new Error(`${path} was accepted`);
}

/** A copy of the repository's file with one change made by `edit`. */
function edited<T>(path: ContentFilePath, edit: (data: T) => void): T {
  const data = read(path) as T;
  edit(data);
  return data;
}

/** The item at `index`, which the repository's files have. */
function nth<T>(items: T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`the file has no item ${index}`);
  return item;
}

interface TeamData {
  members: { name: unknown; socials: { network: string }[] }[];
}
interface StoriesData {
  stories: { id: string; video?: string }[];
}
interface ImpactData {
  counters: { value: unknown }[];
}
interface LegalData {
  sections: { paragraphs: string[] }[];
}
interface DonationsData {
  onlineGiftLimits: { NGN: { min: number; max: number } };
}

describe('the data files under content/', () => {
  it.each(Object.keys(CONTENT_FILES) as ContentFilePath[])('%s satisfies its schema', (path) => {
    expect(() => checkContentText(path, readFileSync(path, 'utf8'))).not.toThrow();
  });

  it('are all checked together, as the build does', () => {
    expect(() => checkAllContent(process.cwd())).not.toThrow();
  });
});

describe('a broken data file', () => {
  it('is refused in one sentence naming the file, the field and what is wrong', () => {
    const message = refusal(
      'content/team.json',
      edited<TeamData>('content/team.json', (data) => {
        nth(data.members, 1).name = '  ';
      }),
    );
    expect(message).toBe('content/team.json: the field "members[1].name" must not be empty.');
  });

  it('names a figure typed as words', () => {
    const message = refusal(
      'content/impact.json',
      edited<ImpactData>('content/impact.json', (data) => {
        nth(data.counters, 0).value = '67+';
      }),
    );
    expect(message).toMatch(/^content\/impact\.json: the field "counters\[0\]\.value" is wrong: .*number.*\.$/);
  });

  it('names a missing field', () => {
    const message = refusal(
      'content/stories.json',
      edited<StoriesData>('content/stories.json', (data) => {
        delete nth(data.stories, 2).video;
      }),
    );
    expect(message).toBe('content/stories.json: the field "stories[2].video" is missing.');
  });

  it('names a story id used twice, since each story has its own address', () => {
    const message = refusal(
      'content/stories.json',
      edited<StoriesData>('content/stories.json', (data) => {
        nth(data.stories, 1).id = nth(data.stories, 0).id;
      }),
    );
    expect(message).toMatch(/^content\/stories\.json: the field "stories\[1\]" repeats the id ".+"\.$/);
  });

  it('names an unknown choice', () => {
    const message = refusal(
      'content/team.json',
      edited<TeamData>('content/team.json', (data) => {
        nth(nth(data.members, 0).socials, 0).network = 'myspace';
      }),
    );
    expect(message).toMatch(/^content\/team\.json: the field "members\[0\]\.socials\[0\]\.network" is wrong: /);
  });

  it('names a word in braces that the site would not fill in', () => {
    const message = refusal(
      'content/privacy.json',
      edited<LegalData>('content/privacy.json', (data) => {
        nth(data.sections, 0).paragraphs[0] = `${nth(nth(data.sections, 0).paragraphs, 0)} Call {phone}.`;
      }),
    );
    expect(message).toMatch(/^content\/privacy\.json: the field "sections\[0\]\.paragraphs\[0\]" must write \{name\}/);
  });

  it('names online gift limits where the largest is not above the smallest', () => {
    const message = refusal(
      'content/donations.json',
      edited<DonationsData>('content/donations.json', (data) => {
        data.onlineGiftLimits.NGN.max = data.onlineGiftLimits.NGN.min;
      }),
    );
    expect(message).toBe(
      'content/donations.json: the field "onlineGiftLimits.NGN.max" must have a largest gift above the smallest.',
    );
  });

  it('says when the file is not JSON at all', () => {
    expect(refusal('content/team.json', '{ "heading": ')).toMatch(/^content\/team\.json is not valid JSON: .+\.$/);
  });

  describe('in a checkout', () => {
    let root: string | undefined;
    afterEach(() => {
      if (root) rmSync(root, { recursive: true, force: true });
    });

    it('stops the whole check at the first broken file, by name', () => {
      root = mkdtempSync(join(tmpdir(), 'content-'));
      mkdirSync(join(root, 'content'));
      for (const path of Object.keys(CONTENT_FILES)) writeFileSync(join(root, path), readFileSync(path));
      writeFileSync(join(root, 'content/impact.json'), JSON.stringify({ intro: {} }));
      expect(() => checkAllContent(root ?? '')).toThrow(
        /^content\/impact\.json: the field "intro\.heading" is missing\.$/,
      );
    });

    it('names a missing file', () => {
      root = mkdtempSync(join(tmpdir(), 'content-'));
      expect(() => checkAllContent(root ?? '')).toThrow(/^content\/stories\.json is missing/);
    });
  });
});
