/** What iOS reads when the site is added to the home screen (it ignores most of the manifest). */
import type { HtmlTagDescriptor, Plugin } from 'vite';
import { site } from '../../src/config/site';

export function homeScreenTagsPlugin(): Plugin {
  const meta = (name: string, content: string): HtmlTagDescriptor => ({
    tag: 'meta',
    attrs: { name, content },
    injectTo: 'head',
  });
  return {
    name: 'home-screen-tags',
    transformIndexHtml: () => [
      meta('mobile-web-app-capable', 'yes'),
      meta('apple-mobile-web-app-capable', 'yes'),
      meta('apple-mobile-web-app-status-bar-style', 'default'),
      meta('apple-mobile-web-app-title', site.shortName),
    ],
  };
}
