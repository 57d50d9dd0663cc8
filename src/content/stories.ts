/**
 * The success stories on the Impact page and at /impact/story/{id}, from content/stories.json.
 *
 * PLACEHOLDER: the names and texts are illustrative samples written for the placeholder videos.
 * Replace each with a real testimony, given with the person's (or guardian's) consent, before
 * launch. Each story names its own video and poster, so stories can be reordered or added freely.
 */
import storiesFile from '../../content/stories.json' with { type: 'json' };
import type { StoriesFile } from './schemas';
import { MEDIA_SIZES, image, type VideoAsset } from './types';
import { tonesOf, type ImageTones } from './image-tones';

export interface Story {
  /** The story's part of the address, /impact/story/{id}. */
  id: string;
  /** The person's name, shown as the card title. */
  title: string;
  /** Who they are, e.g. "Scholarship student". */
  role: string;
  story: string;
  video: VideoAsset;
}

/** The player for a story: its own video and poster, with names made from the person's. */
export function storyVideo(title: string, src: string, posterSrc: string, tones: ImageTones): VideoAsset {
  return {
    src,
    poster: image({ src: posterSrc, alt: `${title}, from the video of their story` }, 'videoPoster', tones),
    title: `Video: ${title}'s story`,
    ...MEDIA_SIZES.video,
  };
}

// The build has checked the file against its schema (scripts/content/check-content.ts).
const data: StoriesFile = storiesFile;
const tones = tonesOf(storiesFile);

export const stories: Story[] = data.stories.map(({ video, poster, ...text }) => ({
  ...text,
  video: storyVideo(text.title, video, poster, tones),
}));

export function findStory(id: string): Story | undefined {
  return stories.find((story) => story.id === id);
}
