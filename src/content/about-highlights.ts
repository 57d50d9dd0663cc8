/**
 * The parts of About that Home shows too: the Mission, Vision and Core Values cards (with the
 * anchors they link to) and the founder's video. about.ts re-exports them for the About page, so
 * each is written once and Home's first download carries only this small part.
 */
import { MEDIA_SIZES, image, type VideoAsset } from './types';

/** Anchor ids of About sections that other pages link to (Home cards use /about#mission etc.). */
export const ABOUT_SECTION_IDS = {
  mission: 'mission',
  vision: 'vision',
  coreValues: 'core-values',
} as const;

export type AboutSectionId = (typeof ABOUT_SECTION_IDS)[keyof typeof ABOUT_SECTION_IDS];

export interface Statement {
  sectionId: AboutSectionId;
  title: string;
  text: string;
}

/** Home card text for the three About sections, each linking to its anchor. */
export interface AboutCard {
  sectionId: AboutSectionId;
  title: string;
  text: string;
}

/** The founder's message, offered on Home (Watch Our Story) and on About. */
export const founderVideo: VideoAsset = {
  src: '/videos/founder-message.mp4',
  poster: image('/images/about/founder-message-poster.jpg', 'Our founder speaking to the camera', 'videoPoster'),
  title: 'Video: a message from our founder',
  ...MEDIA_SIZES.video,
};

export const mission: Statement = {
  sectionId: ABOUT_SECTION_IDS.mission,
  title: 'Our Mission',
  text: 'To share the love of Christ by educating underprivileged children, strengthening communities and equipping leaders who bring lasting hope to the places they serve.',
};

export const vision: Statement = {
  sectionId: ABOUT_SECTION_IDS.vision,
  title: 'Our Vision',
  text: 'A Nigeria where every child can learn, every community has what it needs to thrive, and every village has a leader to walk with it.',
};

export const coreValuesSection = {
  sectionId: ABOUT_SECTION_IDS.coreValues,
  title: 'Our Core Values',
  intro: 'Nine values guide how we work and how we treat the people we serve.',
} as const;

export const aboutCards: AboutCard[] = [
  { sectionId: ABOUT_SECTION_IDS.mission, title: mission.title, text: mission.text },
  { sectionId: ABOUT_SECTION_IDS.vision, title: vision.title, text: vision.text },
  {
    sectionId: ABOUT_SECTION_IDS.coreValues,
    title: coreValuesSection.title,
    text: coreValuesSection.intro,
  },
];
