import { describe, expect, it } from 'vitest';
import { routeFileFor } from './load-phase-chunks';
import { routeAssets, type ViteManifest } from './route-assets';

/**
 * The shape of the real build: the entry lazily imports the shell (the app's start, with Home's page
 * in it), the shell lazily imports every other route, and About statically imports the shell and a
 * hero chunk that another route also uses.
 */
const manifest: ViteManifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, dynamicImports: ['_shell.js'] },
  '_shell.js': {
    file: 'assets/shell.js',
    name: 'shell',
    imports: ['_framework.js'],
    dynamicImports: ['src/routes/impact.tsx?tsr-split=component', 'src/routes/about.tsx?tsr-split=component'],
  },
  '_framework.js': { file: 'assets/framework.js' },
  '_hero.js': { file: 'assets/hero.js', css: ['assets/hero.css'] },
  '_carousel.js': { file: 'assets/carousel.js', css: ['assets/carousel.css'] },
  'src/routes/about.tsx?tsr-split=component': {
    file: 'assets/about.js',
    imports: ['_shell.js', '_hero.js'],
    dynamicImports: ['_carousel.js'],
  },
  'src/routes/impact.tsx?tsr-split=component': { file: 'assets/impact.js', imports: ['_hero.js'] },
};

describe('route assets', () => {
  it('maps route ids to TanStack file routes', () => {
    expect(routeFileFor('/')).toBe('src/routes/index.tsx');
    expect(routeFileFor('/programs/')).toBe('src/routes/programs/index.tsx');
    expect(routeFileFor('/programs/$programId')).toBe('src/routes/programs/$programId.tsx');
  });

  it("lists every chunk the route imports statically, even one first reached through another route's lazy import", () => {
    const assets = routeAssets(manifest, ['__root__', '/about'], '<script src="/assets/index.js">');
    expect(assets.modules.sort()).toEqual(
      ['assets/about.js', 'assets/framework.js', 'assets/hero.js', 'assets/shell.js'].sort(),
    );
  });

  it("lists the shell for Home, whose page is in it, and no other route's code", () => {
    const assets = routeAssets(manifest, ['__root__', '/'], '<script src="/assets/index.js">');
    expect(assets.modules.sort()).toEqual(['assets/framework.js', 'assets/shell.js']);
  });

  it("takes lazy chunks' style sheets but not their code", () => {
    const assets = routeAssets(manifest, ['__root__', '/about'], '');
    expect(assets.stylesheets.sort()).toEqual(['assets/carousel.css', 'assets/hero.css']);
    expect(assets.modules).not.toContain('assets/carousel.js');
  });

  it('fails the build for a route the manifest does not know', () => {
    expect(() => routeAssets(manifest, ['__root__', '/contact'], '')).toThrow(
      /No code-split chunk for route \/contact/,
    );
  });
});
