/** The install dialog's screenshots: scripts/media/capture-screenshots.ts takes them, the manifest lists them. */
interface ManifestScreenshot {
  file: string;
  /** The page photographed. */
  path: string;
  /** CSS pixels of the window and its device pixel ratio; the file is their product. */
  viewport: { width: number; height: number };
  scale: number;
  formFactor: 'narrow' | 'wide';
  label: string;
}

export const MANIFEST_SCREENSHOTS: readonly ManifestScreenshot[] = [
  {
    file: '/screenshots/home-narrow.webp',
    path: '/',
    viewport: { width: 360, height: 640 },
    scale: 3,
    formFactor: 'narrow',
    label: 'The home page on a phone',
  },
  {
    file: '/screenshots/home-wide.webp',
    path: '/',
    viewport: { width: 1280, height: 720 },
    scale: 1.5,
    formFactor: 'wide',
    label: 'The home page on a computer',
  },
];

export const screenshotSize = (shot: ManifestScreenshot): string =>
  `${shot.viewport.width * shot.scale}x${shot.viewport.height * shot.scale}`;
