/**
 * The three programs: the Programs list and each /programs/{id} page. The Home program cards use
 * only their summaries (program-summaries.ts).
 * Figures here are the program pages' own (10+ communities, 100+ leaders); the Impact page
 * reports the organisation-wide totals (50+ communities, 300+ leaders) in impact.ts.
 */
import { PROGRAM_IDS, isProgramId, programSummaries, type ProgramId, type ProgramSummary } from './program-summaries';
import { captionedImage, type CaptionedImage } from './types';

export { PROGRAM_IDS, isProgramId, type ProgramId };

export interface ProcessStep {
  title: string;
  description: string;
}

/** A program's page: its summary (program-summaries.ts) and the rest of its texts and photos. */
export interface Program extends ProgramSummary {
  description: string;
  details: string[];
  impact: string;
  requirements: string;
  process: ProcessStep[];
  gallery: CaptionedImage[];
}

const education: Program = {
  ...programSummaries.education,
  description:
    'Many children in the communities we serve never finish school because there is no classroom nearby or no one to pay the fees. We build mobile schools where there are none, provide uniforms, books and writing materials, sponsor school fees and walk with each child through career guidance until they can stand on their own.',
  details: [
    'Building mobile schools in communities without a classroom',
    'School materials: books, uniforms, bags and writing materials',
    'Sponsorship of school fees for orphans and vulnerable children',
    'Career guidance and mentoring for older students',
  ],
  impact:
    'Over 67 students now hold scholarships through the program, and 9 mobile schools bring lessons to children who would otherwise have no school within reach.',
  requirements:
    'The program is open to orphans, missionary children, displaced children and street children in need. A guardian, pastor or community leader introduces the child, and we confirm the family circumstances before sponsorship begins.',
  process: [
    {
      title: 'Discovery',
      description:
        'Local churches and community leaders tell us about children who are out of school or at risk of dropping out.',
    },
    {
      title: 'Assessment',
      description:
        "We visit the child and guardian to understand the family's situation and the child's schooling needs.",
    },
    {
      title: 'Sponsorship',
      description:
        'We pay school fees directly to the school and provide the uniforms, books and materials the child needs.',
    },
    {
      title: 'Regular Progress Updates',
      description: 'Teachers and mentors report each term, so sponsors and the child see how learning is going.',
    },
  ],
  gallery: [
    captionedImage(
      '/images/programs/education-1.jpg',
      'Pupils in school uniform seated at desks in a mobile school classroom',
      'A mobile school classroom in session',
    ),
    captionedImage(
      '/images/programs/education-2.jpg',
      'A volunteer handing exercise books and pencils to a young girl',
      'School materials handed out at the start of term',
    ),
    captionedImage(
      '/images/programs/education-3.jpg',
      'A teenage student listening to a mentor at a table with open notebooks',
      'Career guidance with a mentor',
    ),
    captionedImage(
      '/images/programs/education-4.jpg',
      'Scholarship students smiling in front of their school building',
      'Scholarship students at their school',
    ),
  ],
};

const communityDevelopment: Program = {
  ...programSummaries['community-development'],
  description:
    'Lasting change comes when a whole community can provide for itself. Together with local leaders we drill boreholes, support food security, run a skill training centre, offer trauma healing to families affected by violence and displacement, and help women and young people start small businesses.',
  details: [
    'Food security: seeds, farming support and emergency food for families in need',
    'A skill training centre teaching trades such as tailoring, carpentry and hairdressing',
    'Trauma healing for families affected by violence and displacement',
    'Boreholes that bring clean water close to home',
    'Empowerment through start-up support for small businesses',
  ],
  impact:
    'Our community work has reached over 3,000 people in more than 10 communities with clean water, food and training, and boreholes now serve villages that once walked hours for water.',
  requirements:
    'Communities are invited through their traditional rulers, church leaders or local government. The community names a committee to work with us and contributes labour or land, so every project belongs to the people it serves.',
  process: [
    {
      title: 'Community Assessment',
      description: 'We meet with community leaders and households to learn what the community needs most.',
    },
    {
      title: 'Planning',
      description: 'Together with the community committee we agree on the project, the budget and who does what.',
    },
    {
      title: 'Implementation',
      description:
        'Boreholes are drilled, training begins or food is distributed, with local people involved at every step.',
    },
    {
      title: 'Monitoring',
      description: 'We return regularly to check that the work lasts and to fix what needs fixing.',
    },
  ],
  gallery: [
    captionedImage(
      '/images/programs/community-1.jpg',
      'Women and children filling yellow jerrycans at a new borehole',
      'Clean water from a newly drilled borehole',
    ),
    captionedImage(
      '/images/programs/community-2.jpg',
      'Volunteers handing bags of rice and beans to a line of families',
      'Food distribution in a rural community',
    ),
    captionedImage(
      '/images/programs/community-3.jpg',
      'Young women practising at sewing machines in a training room',
      'Tailoring class at the skill training centre',
    ),
    captionedImage(
      '/images/programs/community-4.jpg',
      'A small group of adults seated in a circle talking with a counsellor',
      'A trauma healing session',
    ),
  ],
};

const missionAndEvangelism: Program = {
  ...programSummaries['mission-and-evangelism'],
  description:
    'We equip pastors and lay leaders who live in the communities they serve. Through leadership training, church planting, Bible donation and outreach we help local churches grow in faith and care for their neighbours, especially in remote areas that are rarely visited.',
  details: [
    'Leadership training for pastors and lay leaders',
    'Church planting in unreached communities',
    'Bible donation in local languages',
    'Outreach: evangelism, medical and welfare visits to remote villages',
  ],
  impact:
    'Over 100 leaders trained through the program now serve in more than 20 communities, leading churches and reaching their neighbours with the gospel.',
  requirements:
    'Leaders are recommended by their local church or denomination and commit to completing the training and serving in their community afterwards.',
  process: [
    {
      title: 'Selection',
      description: 'Local churches recommend leaders with a heart for their communities.',
    },
    {
      title: 'Training',
      description: 'Leaders study the Bible, leadership and community care in practical, hands-on sessions.',
    },
    {
      title: 'Deployment',
      description:
        'Trained leaders return to serve their own or neighbouring communities, often planting new churches.',
    },
    {
      title: 'Ongoing Support',
      description: 'We keep in touch through visits, refresher training and supplies such as Bibles.',
    },
  ],
  gallery: [
    captionedImage(
      '/images/programs/mission-1.jpg',
      'Church leaders with open Bibles and notebooks listening to a trainer',
      'A leadership training session',
    ),
    captionedImage(
      '/images/programs/mission-2.jpg',
      'Villagers receiving new Bibles from a pastor under a tree',
      'Bibles donated to a village',
    ),
    captionedImage(
      '/images/programs/mission-3.jpg',
      'A small congregation worshipping in a simple newly built church',
      'A newly planted church',
    ),
    captionedImage(
      '/images/programs/mission-4.jpg',
      'An outreach team greeting families in a remote village',
      'Outreach to a remote village',
    ),
  ],
};

export const programs: Record<ProgramId, Program> = {
  education,
  'community-development': communityDevelopment,
  'mission-and-evangelism': missionAndEvangelism,
};

/** The programs in the order pages list them. */
export const programList: Program[] = PROGRAM_IDS.map((id) => programs[id]);

export function findProgram(id: string): Program | undefined {
  return isProgramId(id) ? programs[id] : undefined;
}
