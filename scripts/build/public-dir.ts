/** MEDIA_PUBLIC_DIR: scripts/media/realistic.ts builds from a copy with realistic media. */
export const PUBLIC_DIR = process.env['MEDIA_PUBLIC_DIR'] ?? 'public';
