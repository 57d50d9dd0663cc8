const ROOT = '<div id="root"></div>';
const TEMPLATE_TITLE = /<title>[^<]*<\/title>/;

interface PageParts {
  /** The built index.html. */
  template: string;
  /** The prerendered route (src/entry-server.tsx). */
  page: { headTags: string; body: string };
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
export function composePage({ template, page, assetTags, ownHead }: PageParts): string {
  if (!template.includes(ROOT)) throw new Error(`index.html has no empty ${ROOT} to prerender into.`);
  if (!template.includes('</head>')) throw new Error('index.html has no </head>.');
  if (!TEMPLATE_TITLE.test(template)) throw new Error('index.html has no <title> for the page title to replace.');
  if (!page.headTags.includes('<title>')) throw new Error('The prerendered page has no <title>.');
  const head = ownHead ? template.replace(TEMPLATE_TITLE, page.headTags) : template;
  return head.replace('</head>', `${assetTags}</head>`).replace(ROOT, `<div id="root">${page.body}</div>`);
}
