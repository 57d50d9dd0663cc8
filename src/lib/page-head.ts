import { site } from '../config/site';

interface PageHeadInput {
  title: string;
  description: string;
  /** The route's path, for the canonical URL and og:url. */
  path: string;
}

/** Title, description, Open Graph and canonical link for a route's `head` option. */
export function pageHead({ title, description, path }: PageHeadInput) {
  const fullTitle = path === '/' ? `${site.name} | ${title}` : `${title} | ${site.name}`;
  const url = new URL(path, site.url).href;
  return {
    meta: [
      { title: fullTitle },
      { name: 'description', content: description },
      { property: 'og:title', content: fullTitle },
      { property: 'og:description', content: description },
      { property: 'og:type', content: 'website' },
      { property: 'og:url', content: url },
      { property: 'og:site_name', content: site.name },
    ],
    links: [{ rel: 'canonical', href: url }],
  };
}
