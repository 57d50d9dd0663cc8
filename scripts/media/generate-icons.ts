import { mkdir, writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { iconSvg } from './icon-svg';

const ICONS = [
  { file: 'public/icons/icon-192.png', size: 192, padding: 0 },
  { file: 'public/icons/icon-512.png', size: 512, padding: 0 },
  // Maskable icons keep the logo inside the central 80% safe zone.
  { file: 'public/icons/maskable-512.png', size: 512, padding: 56 },
  { file: 'public/icons/apple-touch-icon.png', size: 180, padding: 24 },
] as const;

export async function generateIcons(): Promise<void> {
  await mkdir('public/icons', { recursive: true });
  await writeFile('public/favicon.svg', iconSvg({ padding: 0 }));
  for (const icon of ICONS) {
    const svg = Buffer.from(iconSvg({ padding: icon.padding }));
    await sharp(svg).resize(icon.size, icon.size).png({ compressionLevel: 9, palette: true }).toFile(icon.file);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await generateIcons();
