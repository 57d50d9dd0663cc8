/**
 * firebase.json serves two Hosting sites, each named by its deploy target: `site`, the public site
 * (dist/), and `editor`, the content editor on an origin of its own (dist-editor/, scripts/build/cms-editor.ts).
 */
export type HostingTarget = 'site' | 'editor';

/** One Hosting site of firebase.json's `hosting` list, by its target. */
export function hostingSite<Site extends { target?: string }>(hosting: readonly Site[], target: HostingTarget): Site {
  const site = hosting.find((candidate) => candidate.target === target);
  if (!site) throw new Error(`firebase.json has no Hosting site with the target "${target}".`);
  return site;
}

/** The editor's site beside the public site's build: dist/ → dist-editor/ (firebase.json's `editor` target). */
export const editorFolderFor = (outDir: string): string => `${outDir}-editor`;
