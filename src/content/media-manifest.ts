/**
 * Every image and video the content modules reference, with its intended pixel size.
 *
 * Built by walking the modules, never retyped, so a photo added to a gallery is automatically
 * generated as a placeholder, precached and checked by tests. scripts/ generates the placeholder
 * files from `mediaManifest`; a real file dropped in with the same name replaces a placeholder.
 */
import { site } from '../config/site';
import { aboutHero, founderVideo } from './about';
import { galleryImages, chaplaincyImages, homeHero } from './home';
import { impactCategories, impactHighlights } from './impact';
import { programList } from './programs';
import { stories } from './stories';
import { team } from './team';
import type { ImageAsset, PixelSize, VideoAsset } from './types';

export interface MediaEntry extends PixelSize {
  kind: 'image' | 'video';
  /** Site-absolute path: /images/... or /videos/... */
  src: string;
  /** Where the file appears, for the generator's log and for people replacing placeholders. */
  usedBy: string[];
}

/** One reference to a file from one place in the content. */
export interface MediaUse {
  kind: MediaEntry['kind'];
  src: string;
  size: PixelSize;
  where: string;
}

function imageUse(asset: ImageAsset, where: string): MediaUse {
  return { kind: 'image', src: asset.src, size: asset, where };
}

function videoUses(video: VideoAsset, where: string): MediaUse[] {
  return [{ kind: 'video', src: video.src, size: video, where }, imageUse(video.poster, `${where} (poster)`)];
}

function collectUses(): MediaUse[] {
  return [
    imageUse(site.defaultOgImage, 'link previews'),
    imageUse(homeHero.image, 'home hero'),
    ...chaplaincyImages.map((asset) => imageUse(asset, 'home chaplaincy carousel')),
    ...galleryImages.map((asset) => imageUse(asset, 'home gallery carousel')),
    ...videoUses(founderVideo, 'founder video'),
    imageUse(aboutHero.image, 'about hero'),
    ...team.map((member) => imageUse(member.image, `team: ${member.name}`)),
    ...programList.flatMap((program) => [
      imageUse(program.cardImage, `program card: ${program.id}`),
      ...program.gallery.map((asset) => imageUse(asset, `program gallery: ${program.id}`)),
    ]),
    ...impactHighlights.flatMap((highlight) =>
      highlight.gallery.map((asset) => imageUse(asset, `impact highlight: ${highlight.programId}`)),
    ),
    ...impactCategories.flatMap((category) =>
      category.images.map((asset) => imageUse(asset, `impact category: ${category.id}`)),
    ),
    ...stories.flatMap((story) => videoUses(story.video, `story ${story.id}`)),
  ];
}

/**
 * Merges repeated uses of one file. One file cannot be generated at two sizes, so a path used
 * with two different sizes is a content mistake and fails loudly here (and in the tests).
 */
export function buildMediaManifest(uses: readonly MediaUse[] = collectUses()): MediaEntry[] {
  const bySrc = new Map<string, MediaEntry>();
  for (const use of uses) {
    const existing = bySrc.get(use.src);
    if (existing === undefined) {
      bySrc.set(use.src, {
        kind: use.kind,
        src: use.src,
        width: use.size.width,
        height: use.size.height,
        usedBy: [use.where],
      });
      continue;
    }
    if (existing.kind !== use.kind || existing.width !== use.size.width || existing.height !== use.size.height) {
      throw new Error(
        `Media ${use.src} is used as ${existing.kind} ${existing.width}x${existing.height} (${existing.usedBy.join(', ')}) ` +
          `and as ${use.kind} ${use.size.width}x${use.size.height} (${use.where}).`,
      );
    }
    if (!existing.usedBy.includes(use.where)) existing.usedBy.push(use.where);
  }
  return [...bySrc.values()];
}

export const mediaManifest: readonly MediaEntry[] = buildMediaManifest();

/**
 * Proposed naming for responsive, modern-format copies of an image, shared by the generator and
 * the image component so both derive the same names: /images/a/b.jpg -> /images/a/b-800w.webp.
 */
export const IMAGE_VARIANT_FORMATS = ['avif', 'webp'] as const;
export type ImageVariantFormat = (typeof IMAGE_VARIANT_FORMATS)[number];

export const IMAGE_VARIANT_WIDTHS = [480, 800, 1200, 1920] as const;

export function imageVariantSrc(src: string, width: number, format: ImageVariantFormat): string {
  return `${src.replace(/\.[a-z0-9]+$/i, '')}-${width}w.${format}`;
}

/** The variant widths worth making for an image: never wider than the original. */
export function imageVariantWidths(originalWidth: number): number[] {
  const widths: number[] = IMAGE_VARIANT_WIDTHS.filter((width) => width < originalWidth);
  return [...widths, originalWidth];
}
