import { site } from '../config/site';
import { FEED_LINK } from '../shared/blog-addresses';

interface OgImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

interface PageHeadInput {
  title: string;
  description: string;
  /** The route's path, for the canonical URL and og:url. */
  path: string;
  /** The picture shown in link previews; the site's default when the page has none of its own. */
  image?: OgImage;
}

/** Title, description, Open Graph and canonical link for a route's `head` option. */
export function pageHead({ title, description, path, image = site.defaultOgImage }: PageHeadInput) {
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
      // Link previews need an absolute URL; social networks do not read AVIF, so the JPEG is used.
      { property: 'og:image', content: new URL(image.src, site.url).href },
      { property: 'og:image:width', content: String(image.width) },
      { property: 'og:image:height', content: String(image.height) },
      { property: 'og:image:alt', content: image.alt },
      { name: 'twitter:card', content: 'summary_large_image' },
    ],
    links: [{ rel: 'canonical', href: url }],
  };
}

/** A blog page's head with the link that leads feed readers to the blog's RSS feed. */
export function withFeedLink<Head extends { links: object[] }>(head: Head): Head {
  return { ...head, links: [...head.links, FEED_LINK] };
}
