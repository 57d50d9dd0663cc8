import { prerenderedPages } from '../../../scripts/build/prerendered-paths';
import { SEED_POSTS_NEWEST_FIRST } from '../../../scripts/stack/seed-data';
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
  // A post that exists: an unknown one is a 404 from the blog's function (functions/src/blog).
  { path: `/blog/${SEED_POSTS_NEWEST_FIRST[0]?.id ?? 'no-seed-posts'}`, heading: /./ },
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

/**
 * One page of every kind a visitor can arrive on (issue 16: a first visit to "any public page" stays
 * within budget): every prerendered page at the top level, and the first of each family below one
 * (a program, a story, a donate type; the thank-you page is a donate page too), with the newest
 * post for the blog's posts, so a new kind of page is measured as soon as it is prerendered.
 */
export const FIRST_VISIT_ROUTES: readonly string[] = onePagePerKind(
  prerenderedPages()
    .map((page) => page.path)
    .filter((path) => !path.startsWith('/blog/')),
).concat(`/blog/${SEED_POSTS_NEWEST_FIRST[0]?.id ?? 'no-seed-post'}`);

/** `/programs/education` and `/programs/health` are one kind, `/programs` another. */
function onePagePerKind(paths: readonly string[]): string[] {
  const kinds = new Set<string>();
  return paths.filter((path) => {
    const kind = path.split('/').length > 2 ? path.replace(/\/[^/]+$/, '/*') : path;
    if (kinds.has(kind)) return false;
    kinds.add(kind);
    return true;
  });
}
