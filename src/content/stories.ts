/**
 * The success stories on Impact and at /impact/story/{id}, from content/stories.json. PLACEHOLDER: sample
 * names and texts; replace each with a real testimony, given with the person's (or guardian's) consent.
 */
import storiesFile from '../../content/stories.json' with { type: 'json' };
import type { ContentFile } from './schemas';
import { MEDIA_SIZES, image, type VideoAsset } from './types';
import { tonesOf } from './image-tones';

/** `id` is the story's part of the address, `title` the person's name, `role` who they are. */
export type Story = Omit<(typeof data)['stories'][number], 'video' | 'poster'> & { video: VideoAsset };

const data: ContentFile<'content/stories.json'> = storiesFile;
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

export const findStory = (id: string): Story | undefined => stories.find((story) => story.id === id);
