const ROOT = '<div id="root"></div>';
const TEMPLATE_TITLE = /<title>[^<]*<\/title>/;

interface PageParts {
  template: string;
  page: { headTags: string; body: string };
  assetTags: string;
  /** Otherwise keep the template's title and drop the page's head tags. */
  ownHead: boolean;
}

/** The built index.html with the page's head tags in <head>, where React looks for them when it hydrates. */
export function composePage({ template, page, assetTags, ownHead }: PageParts): string {
  if (!template.includes(ROOT)) throw new Error(`index.html has no empty ${ROOT} to prerender into.`);
  if (!template.includes('</head>')) throw new Error('index.html has no </head>.');
  if (!TEMPLATE_TITLE.test(template)) throw new Error('index.html has no <title> for the page title to replace.');
  if (!page.headTags.includes('<title>')) throw new Error('The prerendered page has no <title>.');
  const head = ownHead ? template.replace(TEMPLATE_TITLE, page.headTags) : template;
  return head.replace('</head>', `${assetTags}</head>`).replace(ROOT, `<div id="root">${page.body}</div>`);
}
