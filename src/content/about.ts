/**
 * The About page. What Home shows of it too (the Mission / Vision / Core Values cards and the
 * founder's video) is in about-highlights.ts and re-exported here.
 *
 * Two dates describe the start, and both are true: the founder's work began in 2007 (the timeline
 * follows the founder's journey), while the organisation itself was established in 2015 and
 * incorporated in 2024 (see `site.founding`). The text says which is which rather than pick one.
 */
import { site } from '../config/site';
import type { AboutSectionId } from './about-highlights';
import { image, type ImageAsset, type TextSection } from './types';

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

export interface Partnership {
  title: string;
  description: string;
}

export interface CoreValue {
  name: string;
  description: string;
}

export interface TimelineItem {
  /** A year, or "Present". */
  year: string;
  title: string;
  desc: string;
  /** Whose story the entry tells, so the page can be honest about the two start dates. */
  phase: 'founder' | 'organisation';
}

const { establishedYear, incorporatedYear } = site.founding;

export const aboutHero: PageHero = {
  heading: 'About Us',
  subheading: 'A faith-based mission serving children and communities across Nigeria.',
  image: image('/images/about/hero.jpg', 'Volunteers and children gathered outside a village school', 'hero'),
};

export const aboutUs: TextSection = {
  heading: 'About Us',
  paragraphs: [
    `${site.name} is a faith-based non-profit organisation in Nigeria. We support the education of underprivileged children, help communities grow stronger through clean water, food security, skills and trauma healing, and equip local leaders for mission and evangelism.`,
    `Our work began in 2007 as the personal ministry of our founder, who started visiting rural communities and paying school fees for orphans. It grew into an organisation established in ${establishedYear}, and in ${incorporatedYear} we were incorporated with the Corporate Affairs Commission of Nigeria.`,
  ],
};

export const whoWeAre: TextSection = {
  heading: 'Who We Are',
  paragraphs: [
    'We are a team of staff, volunteers, pastors and teachers who believe every child deserves an education and every community deserves hope. Most of us live in the communities we serve.',
    'We work where needs are greatest and resources are fewest: remote villages, camps for displaced families and city streets. Faith moves us to act, and we serve everyone in need regardless of their background or belief.',
  ],
};

export const whoWeWorkWith: { heading: string; intro: string; partnerships: Partnership[] } = {
  heading: 'Who We Work With',
  intro: 'No one changes a community alone. These partners make our work possible.',
  partnerships: [
    {
      title: 'Local Churches',
      description: 'Churches identify children and families in need, host our trainings and carry the work forward.',
    },
    {
      title: 'Communities and Traditional Leaders',
      description: 'Community committees and traditional rulers help plan every project and look after it afterwards.',
    },
    {
      title: 'Schools and Teachers',
      description: 'Schools welcome our sponsored students, and teachers report on their progress every term.',
    },
    {
      title: 'Donors and Partner Organisations',
      description: 'Individuals, churches and organisations at home and abroad fund the work and lend their skills.',
    },
  ],
};

export const coreValues: CoreValue[] = [
  { name: 'Compassion', description: 'We meet people in their need with the love and care Christ showed us.' },
  { name: 'Empowerment', description: 'We help people and communities build the skills to stand on their own.' },
  { name: 'Equity', description: 'We serve those with the least first and treat every person as of equal worth.' },
  { name: 'Sustainability', description: 'We build what communities can keep running long after we leave.' },
  {
    name: 'Gender Sensitivity',
    description: 'We make sure girls and women benefit and lead as fully as boys and men.',
  },
  { name: 'Safeguarding', description: 'We protect the children and vulnerable adults in our care from harm.' },
  { name: 'Transparency', description: 'We report openly on what we do and how every gift is used.' },
  { name: 'Accountability', description: 'We answer to the communities we serve, our donors and God for our work.' },
  {
    name: 'Creativity',
    description: 'We look for new, practical ways to meet old problems with the resources we have.',
  },
];

export const timelineHeading = 'Our Journey';

// PLACEHOLDER: the entries' wording is a draft; the charity should confirm the events of each year.
export const timeline: TimelineItem[] = [
  {
    year: '2007',
    title: 'A Calling Begins',
    desc: 'Our founder begins visiting rural communities, praying with families and seeing how many children are out of school.',
    phase: 'founder',
  },
  {
    year: '2009',
    title: 'First Children Sponsored',
    desc: `Our founder starts paying school fees for orphans, the work that grew into our Education program and, in ${establishedYear}, into the organisation itself.`,
    phase: 'founder',
  },
  {
    year: '2020',
    title: 'Mobile Schools and Clean Water',
    desc: 'The first mobile schools open and the first boreholes are drilled, bringing lessons and clean water to remote villages.',
    phase: 'organisation',
  },
  {
    year: String(incorporatedYear),
    title: 'Incorporated',
    desc: 'The organisation is incorporated with the Corporate Affairs Commission, strengthening accountability and partnerships.',
    phase: 'organisation',
  },
  {
    year: 'Present',
    title: 'Growing Together',
    desc: 'Over 67 students on scholarships, 9+ mobile schools, 6+ boreholes and 300+ leaders trained, and still growing.',
    phase: 'organisation',
  },
];

export const joinOurMission = {
  heading: 'Join Our Mission',
  text: 'Give, volunteer or partner with us to reach the next child, family and village.',
  donateLabel: 'Donate',
  contactLabel: 'Contact Us',
} as const;
