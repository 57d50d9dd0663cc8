/** What the pages say in a browser without JavaScript (src/components/no-script-note.tsx). */
export const NO_SCRIPT_TEXT = {
  posts: 'Our blog posts need JavaScript, which is off in this browser. Every other page of the site works without it.',
  post: 'This post needs JavaScript, which is off in this browser. Every other page of the site works without it.',
} as const;
