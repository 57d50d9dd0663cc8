/**
 * The Impact page: organisation-wide figures, highlight cards, photo categories and counters.
 * These totals (50+ communities, 300+ leaders) are larger than the program pages' own figures
 * (10+ communities, 100+ leaders) because they count all work, not one program's.
 * The counters are also shown on the About page.
 */
import type { ProgramId } from './programs';
import { captionedImage, type CaptionedImage, type Figure, type TextSection } from './types';

export interface ImpactHighlight {
  programId: ProgramId;
  title: string;
  /** Each point is one sentence with its figure, e.g. "Over 67 students with scholarships". */
  points: string[];
  gallery: CaptionedImage[];
}

export type ImpactCategoryId = 'school' | 'community' | 'outreach';

export interface ImpactCategory {
  id: ImpactCategoryId;
  title: string;
  images: CaptionedImage[];
}

/** Keys the UI maps to its own SVG icons, so content never carries markup. */
export type ImpactIcon = 'school' | 'water' | 'mobile-school' | 'community' | 'leaders';

export interface ImpactCounter extends Figure {
  icon: ImpactIcon;
  suffix: '+';
}

export const impactIntro: TextSection = {
  heading: 'Our Impact',
  paragraphs: [
    'Every figure on this page is a child in school, a family with clean water or a leader serving their community. Here is what your prayers and gifts have made possible so far.',
    'We report what we can count and show you the faces behind the numbers.',
  ],
};

export const impactHighlights: ImpactHighlight[] = [
  {
    programId: 'education',
    title: 'Education',
    points: ['Over 67 students supported with scholarships', 'Over 9 mobile schools established'],
    gallery: [
      captionedImage(
        '/images/impact/education-1.jpg',
        'Scholarship students in uniform holding their report cards',
        'Scholarship students with their report cards',
      ),
      captionedImage(
        '/images/impact/education-2.jpg',
        'A mobile school tent with children seated on benches inside',
        'One of our mobile schools',
      ),
      captionedImage(
        '/images/impact/education-3.jpg',
        'A teacher pointing to letters on a chalkboard while pupils watch',
        'Reading lesson in a mobile school',
      ),
    ],
  },
  {
    programId: 'community-development',
    title: 'Community Development',
    points: [
      'More than 6 boreholes drilled',
      'Over 3,000 people reached with clean water and food in over 50 communities',
    ],
    gallery: [
      captionedImage(
        '/images/impact/community-1.jpg',
        'A drilling rig at work beside a group of watching villagers',
        'Drilling a borehole',
      ),
      captionedImage(
        '/images/impact/community-2.jpg',
        'Children drinking clean water from a borehole tap',
        'Clean water at last',
      ),
      captionedImage(
        '/images/impact/community-3.jpg',
        'Sacks of grain stacked for distribution outside a church',
        'Food ready for distribution',
      ),
    ],
  },
  {
    programId: 'mission-and-evangelism',
    title: 'Mission and Evangelism',
    points: ['Over 300 leaders trained', 'Serving in 20+ communities'],
    gallery: [
      captionedImage(
        '/images/impact/mission-1.jpg',
        'A graduating class of church leaders holding certificates',
        'Leaders graduating from training',
      ),
      captionedImage(
        '/images/impact/mission-2.jpg',
        'A pastor preaching to a crowd gathered in an open field',
        'An outreach meeting',
      ),
      captionedImage(
        '/images/impact/mission-3.jpg',
        'Boxes of Bibles being unloaded from a pickup truck',
        'Bibles arriving for a village',
      ),
    ],
  },
];

export const impactCategories: ImpactCategory[] = [
  {
    id: 'school',
    title: 'School',
    images: [
      captionedImage('/images/impact/school-1.jpg', 'Pupils lined up for morning assembly', 'Morning assembly'),
      captionedImage(
        '/images/impact/school-2.jpg',
        'Two girls sharing a textbook at a wooden desk',
        'Learning together',
      ),
      captionedImage(
        '/images/impact/school-3.jpg',
        'Children carrying new school bags out of a classroom',
        'New school bags for the term',
      ),
      captionedImage(
        '/images/impact/school-4.jpg',
        'A teacher helping a boy with his handwriting',
        'One-to-one help with handwriting',
      ),
      captionedImage(
        '/images/impact/school-5.jpg',
        'Students in a science lesson looking at a plant',
        'A science lesson outdoors',
      ),
    ],
  },
  {
    id: 'community',
    title: 'Community, Borehole and Food',
    images: [
      captionedImage(
        '/images/impact/community-borehole-1.jpg',
        'A newly completed borehole with a concrete base and hand pump',
        'A completed borehole',
      ),
      captionedImage(
        '/images/impact/community-borehole-2.jpg',
        'A woman carrying a bucket of water on her head away from a borehole',
        'Water close to home',
      ),
      captionedImage(
        '/images/impact/community-food-1.jpg',
        'Families receiving bags of food from volunteers',
        'Food support for families',
      ),
      captionedImage(
        '/images/impact/community-food-2.jpg',
        'A farmer showing a healthy maize crop',
        'A good harvest from improved seeds',
      ),
      captionedImage(
        '/images/impact/community-3.jpg',
        'Community members meeting under a tree with a facilitator',
        'A community planning meeting',
      ),
    ],
  },
  {
    id: 'outreach',
    title: 'Outreach',
    images: [
      captionedImage(
        '/images/impact/outreach-1.jpg',
        'An outreach team walking along a dirt road to a village',
        'On the way to a remote village',
      ),
      captionedImage(
        '/images/impact/outreach-2.jpg',
        'Villagers singing together at an evening gathering',
        'Worship at an evening gathering',
      ),
      captionedImage(
        '/images/impact/outreach-3.jpg',
        'A volunteer praying with an elderly man outside his home',
        'Praying with an elder',
      ),
      captionedImage(
        '/images/impact/outreach-4.jpg',
        'Children receiving picture Bibles from a volunteer',
        'Picture Bibles for children',
      ),
      captionedImage(
        '/images/impact/outreach-5.jpg',
        'A group photo of an outreach team with community members',
        'The outreach team with the community',
      ),
    ],
  },
];

export const impactCounters: ImpactCounter[] = [
  { icon: 'school', value: 67, suffix: '+', label: 'Educational Program' },
  { icon: 'water', value: 6, suffix: '+', label: 'Boreholes Drilled' },
  { icon: 'mobile-school', value: 9, suffix: '+', label: 'Mobile Schools Established' },
  { icon: 'community', value: 50, suffix: '+', label: 'Communities Reached' },
  { icon: 'leaders', value: 300, suffix: '+', label: 'Leaders Trained in Mission' },
];

export const successStoriesSection = {
  heading: 'Success Stories',
  intro: 'Hear from the children, families and leaders whose lives have changed.',
  videoFallback: 'Your browser does not support the video tag.',
} as const;

export const annualReportTeaser = {
  heading: 'Annual Impact Report',
  text: 'See our highlights, how every dollar was used and our goals for the years ahead.',
  linkLabel: 'Download Report',
  to: '/impact/report',
} as const;
