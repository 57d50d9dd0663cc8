/** firebase.json's two Hosting targets: the public site (dist/) and the content editor (dist-editor/). */
export type HostingTarget = 'site' | 'editor';

export function hostingSite<Site extends { target?: string }>(hosting: readonly Site[], target: HostingTarget): Site {
  const site = hosting.find((candidate) => candidate.target === target);
  if (!site) throw new Error(`firebase.json has no Hosting site with the target "${target}".`);
  return site;
}

export const editorFolderFor = (outDir: string): string => `${outDir}-editor`;
