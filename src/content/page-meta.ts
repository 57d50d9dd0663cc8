/**
 * Titles and meta descriptions of the public pages, kept next to the content they describe, plus
 * the list of public paths the sitemap needs. Routes pass them to `pageHead` (src/lib/page-head.ts),
 * which adds the site name, Open Graph tags and the canonical URL.
 */
import { site } from '../config/site';
import { PROGRAM_IDS, type Program } from './programs';
import { stories, type Story } from './stories';

export interface PageMeta {
  /** The page's own title, without the site name. */
  title: string;
  description: string;
}

export type StaticPublicPath =
  | '/'
  | '/about'
  | '/programs'
  | '/impact'
  | '/impact/report'
  | '/contact'
  | '/donate'
  | '/donate/success'
  | '/privacy'
  | '/terms';

export const pageMeta: Record<StaticPublicPath, PageMeta> = {
  '/': {
    // pageHead prints "<site name> | <title>" on Home, so the tagline reads better than "Home".
    title: site.tagline,
    description: site.description,
  },
  '/about': {
    title: 'About Us',
    description: `Who we are, our mission, vision and nine core values, our journey since 2007 and the team leading ${site.name}.`,
  },
  '/programs': {
    title: 'Our Programs',
    description:
      'Education, community development, and mission and evangelism: how we serve children and communities in Nigeria.',
  },
  '/impact': {
    title: 'Our Impact',
    description:
      'Students on scholarships, boreholes, mobile schools and leaders trained, with photos and success stories.',
  },
  '/impact/report': {
    title: '2023 Annual Impact Report',
    description: 'Highlights, financial overview and future goals from our 2023 annual impact report.',
  },
  '/contact': {
    title: 'Contact Us',
    description: `Get in touch with ${site.name} by phone, e-mail or the contact form.`,
  },
  '/donate': {
    title: 'Donate',
    description: 'Support education, community development or mission in Nigeria by bank transfer or card.',
  },
  '/donate/success': {
    title: 'Thank You',
    description: 'Thank you for your donation.',
  },
  '/privacy': {
    title: 'Privacy Policy',
    description:
      'What personal information this site collects, where it goes and your rights under the Nigeria Data Protection Act 2023.',
  },
  '/terms': {
    title: 'Terms of Use',
    description: `The terms for using the ${site.name} website and giving donations.`,
  },
};

export function programMeta(program: Program): PageMeta {
  return { title: program.title, description: program.summary };
}

export function storyMeta(story: Story): PageMeta {
  return { title: `${story.title}: ${story.role}`, description: firstSentence(story.story) };
}

// The thank-you page is reached only after giving, so search engines should not list it.
const UNLISTED: ReadonlySet<StaticPublicPath> = new Set(['/donate/success']);

/** Every public page worth indexing, for sitemap.xml. */
export function sitemapPaths(): string[] {
  const staticPaths = (Object.keys(pageMeta) as StaticPublicPath[]).filter((path) => !UNLISTED.has(path));
  return [
    ...staticPaths,
    ...PROGRAM_IDS.map((id) => `/programs/${id}`),
    ...stories.map((story) => `/impact/story/${story.id}`),
  ];
}

function firstSentence(text: string): string {
  const end = text.indexOf('. ');
  return end === -1 ? text : text.slice(0, end + 1);
}
