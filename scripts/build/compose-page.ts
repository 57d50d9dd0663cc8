const ROOT = '<div id="root"></div>';
const TEMPLATE_TITLE = /<title>[^<]*<\/title>/;
/** What React writes first for a page that is not a whole document: the route's <title>, <meta> and <link> tags. */
const LEADING_HEAD_TAGS = /^(?:<title>[^<]*<\/title>|<(?:meta|link)\b[^>]*\/?>)+/;

/**
 * The built index.html with a prerendered page: its head tags (title, description, Open Graph,
 * canonical) in <head> where React looks for them when it hydrates, with the route's styles and
 * code links, and the rest inside #root.
 */
export function composePage(template: string, appHtml: string, assetTags: string): string {
  if (!template.includes(ROOT)) throw new Error(`index.html has no empty ${ROOT} to prerender into.`);
  if (!TEMPLATE_TITLE.test(template)) throw new Error('index.html has no <title> for the page title to replace.');
  const headTags = LEADING_HEAD_TAGS.exec(appHtml)?.[0] ?? '';
  if (!headTags.includes('<title>')) throw new Error('The prerendered page has no <title>.');
  const body = appHtml.slice(headTags.length);
  if (!template.includes('</head>')) throw new Error('index.html has no </head>.');
  return template
    .replace(TEMPLATE_TITLE, headTags)
    .replace('</head>', `${assetTags}</head>`)
    .replace(ROOT, `<div id="root">${body}</div>`);
}
