import { access, mkdir, readFile, writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { ICON_BACKGROUND, iconSvg } from './icon-svg';

const FAVICON = 'public/favicon.svg';

const ICONS = [
  { file: 'public/icons/icon-192.png', size: 192, padding: 0 },
  { file: 'public/icons/icon-512.png', size: 512, padding: 0 },
  // Maskable icons keep the logo inside the central 80% safe zone.
  { file: 'public/icons/maskable-192.png', size: 192, padding: 56 },
  { file: 'public/icons/maskable-512.png', size: 512, padding: 56 },
  { file: 'public/icons/apple-touch-icon.png', size: 180, padding: 24 },
  // The tab icon. Not the SVG: Chrome draws an SVG icon as a document on the page's main thread, a long
  // task on a low-end phone soon after the first paint.
  { file: 'public/icons/favicon-48.png', size: 48, padding: 0 },
] as const;

/** Every icon size from public/favicon.svg; the placeholder logo only when there is none, never over a real one. */
export async function generateIcons(): Promise<void> {
  await mkdir('public/icons', { recursive: true });
  await access(FAVICON).catch(() => writeFile(FAVICON, iconSvg({ padding: 0 })));
  const logo = await readFile(FAVICON);
  for (const icon of ICONS) {
    // Padding is on the logo's 512 px grid.
    const pad = Math.round((icon.padding * icon.size) / 512);
    await sharp(logo, { density: 300 })
      .resize(icon.size - pad * 2, icon.size - pad * 2)
      .extend({ top: pad, bottom: pad, left: pad, right: pad, background: ICON_BACKGROUND })
      .flatten({ background: ICON_BACKGROUND })
      .png({ compressionLevel: 9, palette: true })
      .toFile(icon.file);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await generateIcons();
