/** The web app manifest, built from the site config; read by vite.config.ts at build time. */
import type { ManifestOptions } from 'vite-plugin-pwa';
import { MANIFEST_SCREENSHOTS, screenshotSize } from './manifest-screenshots';
import { site } from './site';

const SHORTCUT_ICONS = [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }];

export const webAppManifest: Partial<ManifestOptions> = {
  id: '/',
  name: site.name,
  short_name: site.shortName,
  description: site.description,
  lang: 'en-NG',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: '#176b3e',
  background_color: '#ffffff',
  categories: ['nonprofit', 'education', 'lifestyle'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  // The richer install dialog (Chrome on Android and desktop) shows these.
  screenshots: MANIFEST_SCREENSHOTS.map((shot) => ({
    src: shot.file,
    sizes: screenshotSize(shot),
    type: 'image/webp',
    form_factor: shot.formFactor,
    label: shot.label,
  })),
  shortcuts: (
    [
      ['Donate', 'Give to a program', '/donate'],
      ['Contact', 'Send us a message', '/contact'],
      ['Blog', 'Read the latest news', '/blog'],
    ] as const
  ).map(([name, description, url]) => ({ name, short_name: name, description, url, icons: SHORTCUT_ICONS })),
};
