/**
 * Every image and video the content modules reference, with its pixel size: built by walking them, so a
 * photo added to a gallery gets a placeholder, is precached and tested without being listed again.
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
  src: string;
  /** Where the file appears, for the generator's log and for people replacing placeholders. */
  usedBy: string[];
  /** Alt text or video title, printed on the placeholder. */
  label: string;
}

type MediaUse = { kind: MediaEntry['kind']; src: string; size: PixelSize; where: string; label?: string };

function imageUse(asset: ImageAsset, where: string): MediaUse {
  return { kind: 'image', src: asset.src, size: asset, where, label: asset.alt };
}

function videoUses(video: VideoAsset, where: string): MediaUse[] {
  return [
    { kind: 'video', src: video.src, size: video, where, label: video.title },
    imageUse(video.poster, `${where} (poster)`),
  ];
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

/** A file cannot be generated at two sizes, so a path used at two sizes fails loudly. */
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
        label: use.label ?? use.where,
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
