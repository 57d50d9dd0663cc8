/**
 * What the Home cards and link previews show of each program: its title, one or two sentences and
 * the card's picture. The program pages' full texts (programs.ts) build on these, so each is written
 * once, and Home's first download carries only this small part.
 */
import { image, type ImageAsset } from './types';

export const PROGRAM_IDS = ['education', 'community-development', 'mission-and-evangelism'] as const;

export type ProgramId = (typeof PROGRAM_IDS)[number];

/** Narrows a URL parameter; anything else gets the "Program Not Found" view. */
export function isProgramId(value: string): value is ProgramId {
  return (PROGRAM_IDS as readonly string[]).includes(value);
}

export interface ProgramSummary {
  id: ProgramId;
  title: string;
  /** One or two sentences for cards on Home and the Programs list. */
  summary: string;
  cardImage: ImageAsset;
}

export const programSummaries: Record<ProgramId, ProgramSummary> = {
  education: {
    id: 'education',
    title: 'Education',
    summary: 'Scholarships, mobile schools and mentoring that keep orphans and vulnerable children in the classroom.',
    cardImage: image('/images/programs/education-card.jpg', 'Children raising their hands in a classroom', 'gallery'),
  },
  'community-development': {
    id: 'community-development',
    title: 'Community Development',
    summary:
      'Clean water, food security, skills training and trauma healing for communities that have been left behind.',
    cardImage: image('/images/programs/community-card.jpg', 'Villagers gathered around a borehole', 'gallery'),
  },
  'mission-and-evangelism': {
    id: 'mission-and-evangelism',
    title: 'Mission and Evangelism',
    summary: 'Training local leaders, planting churches and putting the Bible in the hands of people who have none.',
    cardImage: image('/images/programs/mission-card.jpg', 'A pastor teaching a group of church leaders', 'gallery'),
  },
};

/** The programs in the order pages list them. */
export const programSummaryList: ProgramSummary[] = PROGRAM_IDS.map((id) => programSummaries[id]);
