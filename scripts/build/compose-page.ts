const ROOT = '<div id="root"></div>';
const TEMPLATE_TITLE = /<title>[^<]*<\/title>/;
/** What React writes first for a page that is not a whole document: the route's <title>, <meta> and <link> tags. */
const LEADING_HEAD_TAGS = /^(?:<title>[^<]*<\/title>|<(?:meta|link)\b[^>]*\/?>)+/;

interface PageParts {
  /** The built index.html. */
  template: string;
  /** The prerendered app, head tags first. */
  appHtml: string;
  /** The route's style sheets and code (scripts/build/route-assets.ts). */
  assetTags: string;
  /** Put the page's head tags in <head>; otherwise keep the template's title and drop them. */
  ownHead: boolean;
}

/**
 * The built index.html with a prerendered page: its head tags (title, description, Open Graph,
 * canonical) in <head> where React looks for them when it hydrates, with the route's styles and
 * code links, and the rest inside #root.
 */
export function composePage({ template, appHtml, assetTags, ownHead }: PageParts): string {
  if (!template.includes(ROOT)) throw new Error(`index.html has no empty ${ROOT} to prerender into.`);
  if (!template.includes('</head>')) throw new Error('index.html has no </head>.');
  if (!TEMPLATE_TITLE.test(template)) throw new Error('index.html has no <title> for the page title to replace.');
  const headTags = LEADING_HEAD_TAGS.exec(appHtml)?.[0] ?? '';
  if (!headTags.includes('<title>')) throw new Error('The prerendered page has no <title>.');
  const body = appHtml.slice(headTags.length);
  const head = ownHead ? template.replace(TEMPLATE_TITLE, headTags) : template;
  return head.replace('</head>', `${assetTags}</head>`).replace(ROOT, `<div id="root">${body}</div>`);
}
