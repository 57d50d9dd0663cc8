import { describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { TONES_KEY, tonesOf } from '../../src/content/image-tones';
import { imageTonesPlugin, tonesNamedIn } from './image-tones-plugin';

const TONES = { '/images/a.jpg': '#885808', '/images/b.jpg': '#186878', '/images/unused.jpg': '#683858' };

type Transform = (code: string, id: string) => { code: string } | null;
const transformOf = (plugin: Plugin): Transform => plugin.transform as unknown as Transform;

describe('tonesNamedIn', () => {
  it('finds the pictures a data file names anywhere, as objects’ paths or plain strings, and only those', () => {
    const data = { hero: { src: '/images/a.jpg', alt: 'A' }, stories: [{ poster: '/images/b.jpg' }], text: 'x' };
    expect(tonesNamedIn(data, TONES)).toEqual({ '/images/a.jpg': '#885808', '/images/b.jpg': '#186878' });
  });

  it('finds nothing in a file without pictures', () => {
    expect(tonesNamedIn({ title: 'Privacy', sections: [{ heading: 'h', paragraphs: ['p'] }] }, TONES)).toEqual({});
  });
});

describe('the build’s image tones', () => {
  const plugin = imageTonesPlugin(['/repo/content']);
  const transform = transformOf(plugin);

  it('adds the tones of the pictures a data file of content/ names, beside its data, which stays as it is', () => {
    const file = { hero: { src: '/images/home/hero.jpg', alt: 'Hero' }, heading: 'Welcome' };
    const result = transform(JSON.stringify(file), '/repo/content/home.json');
    const data = JSON.parse(result?.code ?? '{}') as Record<string, unknown>;
    expect(data['heading']).toBe('Welcome');
    expect(data['hero']).toEqual(file.hero);
    expect(tonesOf(data)['/images/home/hero.jpg']).toMatch(/^#[0-9a-f]{6}$/);
    expect(Object.keys(tonesOf(data))).toEqual(['/images/home/hero.jpg']);
  });

  it('leaves JSON outside content/, and files without pictures, untouched', () => {
    const file = JSON.stringify({ hero: { src: '/images/home/hero.jpg' } });
    expect(transform(file, '/repo/src/other.json')).toBeNull();
    expect(transform(JSON.stringify({ title: 'Terms' }), '/repo/content/terms.json')).toBeNull();
  });

  it('reads no tones from a file the build did not touch', () => {
    expect(tonesOf({ hero: 'x' })).toEqual({});
    expect(tonesOf({ [TONES_KEY]: 'not a map' })).toEqual({});
  });
});
