import { access, mkdir, readFile, writeFile } from 'node:fs/promises';
import sharp from 'sharp';

const FAVICON = 'public/favicon.svg';
const BACKGROUND = '#176b3e';
/** The placeholder logo; replace public/favicon.svg and run `npm run media` to rebuild the icons. */
const PLACEHOLDER_LOGO = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
  <rect width="512" height="512" fill="${BACKGROUND}"/>
  <g transform="translate(0 0) scale(1)">
    <circle cx="256" cy="220" r="110" fill="#f9b22d"/>
    <path d="M40 380 Q256 270 472 380 L472 472 L40 472 Z" fill="#2e9f60"/>
    <path d="M256 300 L256 430 M206 360 L256 330 L306 360" stroke="#ffffff" stroke-width="22" stroke-linecap="round" fill="none"/>
  </g>
</svg>`;

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
  await access(FAVICON).catch(() => writeFile(FAVICON, PLACEHOLDER_LOGO));
  const logo = await readFile(FAVICON);
  for (const icon of ICONS) {
    // Padding is on the logo's 512 px grid.
    const pad = Math.round((icon.padding * icon.size) / 512);
    await sharp(logo, { density: 300 })
      .resize(icon.size - pad * 2, icon.size - pad * 2)
      .extend({ top: pad, bottom: pad, left: pad, right: pad, background: BACKGROUND })
      .flatten({ background: BACKGROUND })
      .png({ compressionLevel: 9, palette: true })
      .toFile(icon.file);
  }
}
