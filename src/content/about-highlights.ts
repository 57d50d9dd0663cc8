/**
 * The parts of About that Home shows too, from content/mission-vision.json. about.ts re-exports
 * them, so Home's first download carries only this small file, not the whole of About.
 */
import missionVisionFile from '../../content/mission-vision.json' with { type: 'json' };
import type { ContentFile } from './schemas';
import { MEDIA_SIZES, image, type VideoAsset } from './types';
import { tonesOf } from './image-tones';

/** Anchor ids of About sections that other pages link to (Home cards use /about#mission etc.). */
export const ABOUT_SECTION_IDS = { mission: 'mission', vision: 'vision', coreValues: 'core-values' } as const;

export type AboutSectionId = (typeof ABOUT_SECTION_IDS)[keyof typeof ABOUT_SECTION_IDS];

export type Statement = { sectionId: AboutSectionId; title: string; text: string };

const data: ContentFile<'content/mission-vision.json'> = missionVisionFile;
const tones = tonesOf(missionVisionFile);

/** The founder's message, offered on Home (Watch Our Story) and on About. */
export const founderVideo: VideoAsset = {
  ...data.founderVideo,
  poster: image(data.founderVideo.poster, 'videoPoster', tones),
  ...MEDIA_SIZES.video,
};

export const mission: Statement = { sectionId: ABOUT_SECTION_IDS.mission, ...data.mission };

export const vision: Statement = { sectionId: ABOUT_SECTION_IDS.vision, ...data.vision };

export const coreValuesSection = { sectionId: ABOUT_SECTION_IDS.coreValues, ...data.coreValues } as const;

/** Home's cards for the three About sections, each linking to its anchor. */
export const aboutCards: Statement[] = [
  mission,
  vision,
  { sectionId: ABOUT_SECTION_IDS.coreValues, title: coreValuesSection.title, text: coreValuesSection.intro },
];
