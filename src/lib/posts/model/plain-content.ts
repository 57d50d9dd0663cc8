/**
 * Characters and line starts through which Markdown could draw a text differently from its letters:
 * emphasis, code, links, headings, quotes, HTML and entities, escapes, tables, strikethrough, setext
 * underlines, lists, indented code, bare addresses (made links). Deliberately wide: a false alarm
 * only means the app draws the post instead of the early view.
 */
const MARKDOWN_SIGNS = /[\\`*_[\]#>!<&~|=]|:\/\/|www\.|^[ \t]*([-+]|\d+[.)])(\s|$)|^( {4}|\t)/m;

/** True when a post's content reads the same as plain paragraphs as it does rendered as Markdown. */
export const isPlainContent = (content: string): boolean => !MARKDOWN_SIGNS.test(content);
