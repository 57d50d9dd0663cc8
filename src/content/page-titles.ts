/**
 * Titles and meta descriptions of the public pages. Routes pass them to `pageHead`
 * (src/lib/page-head.ts), which adds the site name, Open Graph tags and the canonical URL.
 *
 * Route `head` functions are part of every page's first download (the router does not split them
 * out), so this module stays small and imports no page content: heads that need a program or a
 * story load its module when they run (see src/routes/programs/$programId.tsx). The sitemap's list
 * of paths, which needs every program and story, is in page-meta.ts.
 */
import { site } from '../config/site';
import type { Program } from './programs';
import type { Story } from './stories';

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

export function programMeta(program: Pick<Program, 'title' | 'summary'>): PageMeta {
  return { title: program.title, description: program.summary };
}

export function storyMeta(story: Pick<Story, 'title' | 'role' | 'story'>): PageMeta {
  return { title: `${story.title}: ${story.role}`, description: firstSentence(story.story) };
}

function firstSentence(text: string): string {
  const end = text.indexOf('. ');
  return end === -1 ? text : text.slice(0, end + 1);
}
