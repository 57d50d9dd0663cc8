/**
 * `npx tsx scripts/media/capture-screenshots.ts [site URL]`: the install dialog's screenshots
 * (src/config/manifest-screenshots.ts), from `npm start` by default. No service worker, so no notice covers the page.
 */
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { LOCAL_PORTS, localUrl } from '../../src/config/local-stack';
import { MANIFEST_SCREENSHOTS } from '../../src/config/manifest-screenshots';
import { PUBLIC_DIR } from '../build/public-dir';

const siteUrl = process.argv[2] ?? localUrl(LOCAL_PORTS.hosting);
const browser = await chromium.launch({ executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium' });
try {
  for (const shot of MANIFEST_SCREENSHOTS) {
    const context = await browser.newContext({
      viewport: shot.viewport,
      deviceScaleFactor: shot.scale,
      isMobile: shot.formFactor === 'narrow',
      hasTouch: shot.formFactor === 'narrow',
      serviceWorkers: 'block',
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    await page.goto(new URL(shot.path, siteUrl).href, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForFunction(() => [...document.images].slice(0, 1).every((image) => image.complete));
    const png = await page.screenshot({ type: 'png' });
    const file = join(PUBLIC_DIR, shot.file);
    await mkdir(dirname(file), { recursive: true });
    await sharp(png).webp({ quality: 80 }).toFile(file);
    console.log(`${file}: ${shot.label}`);
    await context.close();
  }
} finally {
  await browser.close();
}
