/**
 * The folder of static files and media the build copies into dist/ and the media script writes:
 * public/, unless MEDIA_PUBLIC_DIR names another one. `npm run test:realistic-media`
 * (scripts/media/realistic.ts) points it at a temporary copy with photo-sized pictures and
 * clip-sized videos, so the build, its save list and the data-cost tests see what the charity will
 * publish without touching the committed media.
 */
export const PUBLIC_DIR = process.env['MEDIA_PUBLIC_DIR'] ?? 'public';
