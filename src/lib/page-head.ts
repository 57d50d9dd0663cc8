import { site } from '../config/site';
import { pageMeta, type StaticPublicPath } from '../content/page-titles';
import { FEED_LINK, postPath, postPhotoPath } from '../shared/blog-addresses';
import { publishedAt, type Post } from './posts/model/post';

type OgImage = { src: string; alt: string; width: number; height: number };

interface PageHeadInput {
  title: string;
  description: string;
  path: string;
  image?: OgImage;
  /** A blog post: previews show it as an article, titled by itself alone. */
  article?: { published: Date };
}

export function pageHead({ title, description, path, image = site.defaultOgImage, article }: PageHeadInput) {
  const fullTitle = path === '/' ? `${site.name} | ${title}` : `${title} | ${site.name}`;
  const url = new URL(path, site.url).href;
  return {
    meta: [
      { title: fullTitle },
      { name: 'description', content: description },
      { property: 'og:title', content: article ? title : fullTitle },
      { property: 'og:description', content: description },
      { property: 'og:type', content: article ? 'article' : 'website' },
      ...(article ? [{ property: 'article:published_time', content: article.published.toISOString() }] : []),
      { property: 'og:url', content: url },
      { property: 'og:site_name', content: site.name },
      { property: 'og:locale', content: site.locale.replace('-', '_') },
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

/** A page of content/pages.json (or Home), at its own path. */
export const staticPageHead = (path: StaticPublicPath, image?: OgImage) => pageHead({ ...pageMeta[path], path, image });

export const noIndex = <Head extends { meta: object[] }>(head: Head): Head => ({
  ...head,
  meta: [...head.meta, { name: 'robots', content: 'noindex' }],
});

export function withFeedLink<Head extends { links: object[] }>(head: Head): Head {
  return { ...head, links: [...head.links, FEED_LINK] };
}

/** The narrowest picture link previews show large (WhatsApp's and Facebook's). */
const PREVIEW_MIN_WIDTH = 300;

/** The same in the app and the blog's function; every stored photo is under the 300 KB previews accept. */
export function postHead(post: Post) {
  const { cover } = post;
  return withFeedLink(
    pageHead({
      title: post.title,
      description: post.summary,
      path: postPath(post.id),
      article: { published: publishedAt(post) },
      ...(cover && cover.width >= PREVIEW_MIN_WIDTH
        ? { image: { src: postPhotoPath(cover.id), alt: cover.description, width: cover.width, height: cover.height } }
        : {}),
    }),
  );
}
