/**
 * The About page, from content/about.json (what Home shows of it: about-highlights.ts). Both starts are
 * true: the founder's work began in 2007 (the timeline), the organisation was established in 2015 and
 * incorporated in 2024 (`founding` in site.ts); the text says which is which.
 */
import aboutFile from '../../content/about.json' with { type: 'json' };
import type { ContentFile } from './schemas';
import { image } from './types';
import { tonesOf } from './image-tones';

export {
  ABOUT_SECTION_IDS,
  aboutCards,
  coreValuesSection,
  founderVideo,
  mission,
  vision,
  type Statement,
} from './about-highlights';

const data = aboutFile as ContentFile<'content/about.json'>;

export const aboutHero = { ...data.hero, image: image(data.hero.image, 'hero', tonesOf(aboutFile)) };

export const { aboutUs, whoWeAre, whoWeWorkWith, coreValues } = data;

export const timelineHeading = data.timeline.heading;

// PLACEHOLDER: the entries' wording is a draft; the charity should confirm the events of each year.
export const timeline = data.timeline.items;

export const joinOurMission = { ...data.joinOurMission, donateLabel: 'Donate', contactLabel: 'Contact Us' } as const;
