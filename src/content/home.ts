/**
 * The Home page's own text and photos. Mission/Vision/Core Values cards and the founder video come
 * from about-highlights.ts, program cards from program-summaries.ts, so each is edited once.
 */
import { captionedImage, image, type CaptionedImage, type ImageAsset } from './types';

export const homeHero: {
  heading: string;
  subheading: string;
  image: ImageAsset;
  donateLabel: string;
  learnMoreLabel: string;
  /** Hidden after Learn More, so the link says where it goes when read out of context. */
  learnMoreHiddenText: string;
  watchStoryLabel: string;
} = {
  heading: 'Bringing Hope Through Education, Community and Faith',
  subheading:
    'We help underprivileged children go to school, bring clean water and food to communities, and train local leaders across Nigeria.',
  image: image('/images/home/hero.jpg', 'Smiling schoolchildren in uniform outside a rural classroom', 'hero'),
  donateLabel: 'Donate Now',
  learnMoreLabel: 'Learn More',
  learnMoreHiddenText: 'about us',
  watchStoryLabel: 'Watch Our Story',
};

export const programsSection = {
  heading: 'Our Programs',
  detailsLabel: 'See Details',
} as const;

export const getInvolved = {
  heading: 'Get Involved',
  text: 'Volunteer, partner with us or pray for the work. Every hand helps a child learn and a community thrive. Get in touch to find your place.',
  // The spec's "Get Involved call to action": the link itself says it, and leads to /contact.
  linkLabel: 'Get Involved',
} as const;

export const latestUpdates = {
  heading: 'Latest Updates',
  readMoreLabel: 'Read More',
  emptyText: 'No updates yet. Please check back soon.',
} as const;

export const chaplaincySection = { heading: 'Chaplaincy' } as const;

export const chaplaincyImages: CaptionedImage[] = [
  captionedImage(
    '/images/home/chaplaincy-1.jpg',
    'A chaplain praying with a group of students in a school hall',
    'Prayer with students',
  ),
  captionedImage(
    '/images/home/chaplaincy-2.jpg',
    'Students seated on a lawn listening to a Bible study',
    'Bible study on the school grounds',
  ),
  captionedImage(
    '/images/home/chaplaincy-3.jpg',
    'A chaplain talking one-to-one with a teenage boy on a bench',
    'Listening and counselling',
  ),
  captionedImage(
    '/images/home/chaplaincy-4.jpg',
    'A school choir singing during a chapel service',
    'Chapel service with the school choir',
  ),
  captionedImage('/images/home/chaplaincy-5.jpg', 'A chaplain visiting a patient in a hospital ward', 'Hospital visit'),
  captionedImage(
    '/images/home/chaplaincy-6.jpg',
    'Young people holding candles at an evening fellowship',
    'Evening fellowship',
  ),
];

export const gallerySection = { heading: 'Gallery' } as const;

export const galleryImages: CaptionedImage[] = [
  captionedImage('/images/home/gallery-1.jpg', 'Children running towards a newly built classroom', 'A new classroom'),
  captionedImage('/images/home/gallery-2.jpg', 'Girls reading together under a tree', 'Reading under the trees'),
  captionedImage('/images/home/gallery-3.jpg', 'A woman pumping water from a borehole', 'Water from a borehole'),
  captionedImage('/images/home/gallery-4.jpg', 'Volunteers packing food parcels', 'Packing food parcels'),
  captionedImage(
    '/images/home/gallery-5.jpg',
    'Graduates of the skill training centre holding certificates',
    'Skill training graduation',
  ),
  captionedImage(
    '/images/home/gallery-6.jpg',
    'Church leaders studying together in a classroom',
    'Leadership training',
  ),
  captionedImage(
    '/images/home/gallery-7.jpg',
    'A pastor handing a Bible to an elderly woman',
    'A Bible for every home',
  ),
  captionedImage(
    '/images/home/gallery-8.jpg',
    'A mobile school teacher writing on a portable blackboard',
    'A mobile school lesson',
  ),
  captionedImage(
    '/images/home/gallery-9.jpg',
    'Community members celebrating the opening of a borehole',
    'Celebrating clean water',
  ),
];
