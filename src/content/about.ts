/**
 * The About page, from content/about.json. What Home shows of it too (the Mission / Vision / Core
 * Values cards and the founder's video) is in about-highlights.ts and re-exported here.
 *
 * Two dates describe the start, and both are true: the founder's work began in 2007 (the timeline
 * follows the founder's journey), while the organisation itself was established in 2015 and
 * incorporated in 2024 (see `founding` in site.ts). The text says which is which rather than pick one.
 */
import aboutFile from '../../content/about.json' with { type: 'json' };
import type { AboutSectionId } from './about-highlights';
import type { AboutFile } from './schemas';
import { image, type ImageAsset, type TextSection } from './types';
import { tonesOf } from './image-tones';

export {
  ABOUT_SECTION_IDS,
  aboutCards,
  coreValuesSection,
  founderVideo,
  mission,
  vision,
  type AboutCard,
  type AboutSectionId,
  type Statement,
} from './about-highlights';

export const aboutSectionHash = (id: AboutSectionId): `#${AboutSectionId}` => `#${id}`;

export interface PageHero {
  heading: string;
  subheading: string;
  image: ImageAsset;
}

export type Partnership = AboutFile['whoWeWorkWith']['partnerships'][number];

export type CoreValue = AboutFile['coreValues'][number];

/** `phase`: whose story the entry tells, so the page can be honest about the two start dates. */
export type TimelineItem = AboutFile['timeline']['items'][number];

// The build has checked the file against its schema (scripts/content/check-content.ts).
const data = aboutFile as AboutFile;
const tones = tonesOf(aboutFile);

export const aboutHero: PageHero = {
  heading: data.hero.heading,
  subheading: data.hero.subheading,
  image: image(data.hero.image, 'hero', tones),
};

export const aboutUs: TextSection = data.aboutUs;

export const whoWeAre: TextSection = data.whoWeAre;

export const whoWeWorkWith: { heading: string; intro: string; partnerships: Partnership[] } = data.whoWeWorkWith;

export const coreValues: CoreValue[] = data.coreValues;

export const timelineHeading = data.timeline.heading;

// PLACEHOLDER: the entries' wording is a draft; the charity should confirm the events of each year.
export const timeline: TimelineItem[] = data.timeline.items;

export const joinOurMission = {
  ...data.joinOurMission,
  donateLabel: 'Donate',
  contactLabel: 'Contact Us',
} as const;
