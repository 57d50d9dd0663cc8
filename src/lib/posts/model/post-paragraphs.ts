/** A post's paragraphs: a blank line starts a new one; a single line break stays inside its paragraph. */
export const postParagraphs = (content: string): string[] =>
  content
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
