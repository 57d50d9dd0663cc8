import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { PREVIEWED_FILES, renderPreview } from './preview';

interface CmsFile {
  name: string;
  label: string;
  file: string;
  fields: unknown[];
}

const files = (
  parse(readFileSync('editor/cms/config.yml', 'utf8'), { merge: true }) as { collections: { files: CmsFile[] }[] }
).collections.flatMap((collection) => collection.files);

/** The preview of the repository's `file` as Decap would draw it, with uploads answered by `getAsset`. */
function preview(name: string, getAsset = (path: string) => path): Document {
  const file = files.find((item) => item.name === name);
  if (!file) throw new Error(`editor/cms/config.yml has no file named ${name}`);
  const data: unknown = JSON.parse(readFileSync(file.file, 'utf8'));
  const html = renderToStaticMarkup(
    renderPreview(createElement as never, {
      entry: { getIn: ([key]) => (key === 'slug' ? name : { toJS: () => data }) },
      fields: { toJS: () => file.fields as never },
      collection: { toJS: () => ({ files }) },
      getAsset,
    }) as never,
  );
  return new DOMParser().parseFromString(html, 'text/html');
}

describe("the editor's preview (src/cms/preview.ts)", () => {
  it('has a template for every part of the website in the editor', () => {
    expect([...PREVIEWED_FILES].sort()).toEqual(files.map((file) => file.name).sort());
  });

  it.each(files.map((file) => [file.name, file.label] as const))(
    '%s: shows its texts under one heading, the name of the part, not a blank page',
    (name, label) => {
      const page = preview(name);
      expect([...page.querySelectorAll('h1')].map((heading) => heading.textContent)).toEqual([label]);
      expect(page.body.textContent.trim().length).toBeGreaterThan(label.length + 20);
    },
  );

  it.each(files.map((file) => file.name))('%s: headings go down one level at a time', (name) => {
    const levels = [...preview(name).querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) =>
      Number(heading.tagName.slice(1)),
    );
    levels.forEach((level, index) =>
      expect(level - (levels[index - 1] ?? 0), `heading ${String(index)}`).toBeLessThanOrEqual(1),
    );
  });

  it("draws Home's heading, photos with their descriptions and captions", () => {
    const home = JSON.parse(readFileSync('content/home.json', 'utf8')) as {
      hero: { heading: string; image: { src: string; alt: string } };
      gallery: { images: { src: string; alt: string; caption: string }[] };
    };
    const page = preview('home', (path) => `/preview-of${path}`);
    const headings = [...page.querySelectorAll('h1, h2, h3, h4')].map((heading) => heading.textContent);
    expect(headings).toContain(home.hero.heading);
    const hero = page.querySelector(`img[alt="${home.hero.image.alt}"]`);
    expect(hero?.getAttribute('src')).toBe(`/preview-of${home.hero.image.src}`);
    for (const picture of home.gallery.images) {
      expect(page.querySelector(`img[alt="${picture.alt}"]`)).not.toBeNull();
      expect(page.body.textContent).toContain(picture.caption);
    }
    // A description is said by the picture, not printed beside it.
    expect([...page.querySelectorAll('p')].map((p) => p.textContent)).not.toContain(home.hero.image.alt);
  });

  it("shows a figure as a number and a choice by its label, as the form's words say it", () => {
    const page = preview('impact');
    const impact = JSON.parse(readFileSync('content/impact.json', 'utf8')) as { counters: { value: number }[] };
    const figures = [...page.querySelectorAll('.preview-figure')].map((figure) => figure.textContent);
    for (const counter of impact.counters) expect(figures).toContain(String(counter.value));
    expect(page.body.textContent).not.toContain('mobile-school');
  });
});
