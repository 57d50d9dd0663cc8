/**
 * The web app manifest, built from the site config so the home-screen name and colours
 * change in one place. Read by vite.config.ts at build time.
 */
import type { ManifestOptions } from 'vite-plugin-pwa';
import { site } from './site';

export const THEME_COLOR = '#176b3e';
export const BACKGROUND_COLOR = '#ffffff';

export const webAppManifest: Partial<ManifestOptions> = {
  id: '/',
  name: site.name,
  short_name: site.shortName,
  description: site.description,
  lang: 'en-NG',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'portrait-primary',
  theme_color: THEME_COLOR,
  background_color: BACKGROUND_COLOR,
  categories: ['nonprofit', 'education', 'lifestyle'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  shortcuts: [
    { name: 'Donate', url: '/donate', icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] },
    { name: 'Contact', url: '/contact', icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] },
    { name: 'Blog', url: '/blog', icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] },
  ],
};
