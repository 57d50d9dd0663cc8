import { programs } from '../../../src/content/programs';
import { stories } from '../../../src/content/stories';

/** Every route of the spec's route table, with the heading a visitor sees there. */
export const SPEC_ROUTES: readonly { path: string; heading: RegExp }[] = [
  { path: '/', heading: /Bringing Hope/ },
  { path: '/about', heading: /About Us/ },
  { path: '/programs', heading: /Our Programs/ },
  { path: '/programs/education', heading: /Education/ },
  { path: '/impact', heading: /Our Impact/ },
  { path: `/impact/story/${stories[0]?.id ?? '1'}`, heading: /./ },
  { path: '/impact/report', heading: /Impact Report/ },
  { path: '/contact', heading: /Contact/ },
  { path: '/donate', heading: /Donate/ },
  { path: '/donate/education', heading: /Donate/ },
  { path: '/donate/success', heading: /Thank You/ },
  { path: '/blog/any-post', heading: /./ },
  { path: '/admin', heading: /Admin Login/ },
  { path: '/privacy', heading: /Privacy Policy/ },
  { path: '/terms', heading: /Terms of Use/ },
];

/** Every public route (what a visitor can reach without signing in), with the heading they see there. */
export const PUBLIC_ROUTES: readonly { path: string; heading: string | RegExp }[] = [
  { path: '/', heading: /Bringing Hope/ },
  { path: '/about', heading: /About Us/ },
  { path: '/programs', heading: /Our Programs/ },
  { path: '/programs/education', heading: programs.education.title },
  { path: '/programs/community-development', heading: programs['community-development'].title },
  { path: '/programs/mission-and-evangelism', heading: programs['mission-and-evangelism'].title },
  { path: '/impact', heading: /Our Impact/ },
  { path: `/impact/story/${stories[0]?.id ?? '1'}`, heading: stories[0]?.title ?? 'story 1' },
  { path: '/impact/report', heading: /Impact Report/ },
  { path: '/contact', heading: 'Contact Us' },
  { path: '/donate', heading: /Donate/ },
  { path: '/donate/education', heading: /Donate/ },
  { path: '/donate/success', heading: /Thank You/ },
  { path: '/blog', heading: 'Blog' },
  { path: '/privacy', heading: /Privacy Policy/ },
  { path: '/terms', heading: /Terms of Use/ },
];
