/** Home's own text and photos, from content/home.json; the buttons' words are the spec's and stay here. */
import homeFile from '../../content/home.json' with { type: 'json' };
import type { ContentFile } from './schemas';
import { galleryPicture, image, type CaptionedImage } from './types';
import { tonesOf } from './image-tones';

const data: ContentFile<'content/home.json'> = homeFile;
const tones = tonesOf(homeFile);

export const homeHero = {
  ...data.hero,
  image: image(data.hero.image, 'hero', tones),
  donateLabel: 'Donate Now',
  learnMoreLabel: 'Learn More',
  // Hidden after Learn More, so the link says where it goes when read out of context.
  learnMoreHiddenText: 'about us',
  watchStoryLabel: 'Watch Our Story',
};

export const programsSection = { heading: data.programsHeading, detailsLabel: 'See Details' } as const;

export const getInvolved = {
  ...data.getInvolved,
  // The spec's "Get Involved call to action": the link itself says it, and leads to /contact.
  linkLabel: 'Get Involved',
} as const;

/** The spec's heading and link words; the blog's own pages use them too, so they stay out of home.json. */
export const latestUpdates = {
  heading: 'Latest Updates',
  readMoreLabel: 'Read More',
  emptyText: 'No updates yet. Please check back soon.',
} as const;

export const chaplaincySection: { heading: string } = data.chaplaincy;

export const chaplaincyImages: CaptionedImage[] = data.chaplaincy.images.map((picture) => galleryPicture(picture, tones));

export const gallerySection: { heading: string } = data.gallery;

export const galleryImages: CaptionedImage[] = data.gallery.images.map((picture) => galleryPicture(picture, tones));
