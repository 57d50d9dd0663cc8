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
import { tonesOf } from './image-tones';

/** `id` is the story's part of the address, `title` the person's name, `role` who they are. */
export type Story = Omit<StoriesFile['stories'][number], 'video' | 'poster'> & { video: VideoAsset };

// The build has checked the file against its schema (scripts/content/check-content.ts).
const data: StoriesFile = storiesFile;
const tones = tonesOf(storiesFile);

// Each player's names are made from the person's.
export const stories: Story[] = data.stories.map(({ video, poster, ...text }) => ({
  ...text,
  video: {
    src: video,
    poster: image({ src: poster, alt: `${text.title}, from the video of their story` }, 'videoPoster', tones),
    title: `Video: ${text.title}'s story`,
    ...MEDIA_SIZES.video,
  },
}));

export function findStory(id: string): Story | undefined {
  return stories.find((story) => story.id === id);
}
