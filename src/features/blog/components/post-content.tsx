import { compiler } from 'markdown-to-jsx';
import classes from './post-content.module.css';
import { POST_MARKDOWN_OPTIONS } from './post-markdown-options';

/**
 * A post's content, written in Markdown: headings, bold, italics, links, lists and quotes. A blank
 * line starts a new paragraph, a single line break stays a line break. Raw HTML shows as the
 * characters it is. The admin's Preview draws the content with this same component.
 */
export function PostContent({ content }: { content: string }) {
  return <div className={classes.content}>{compiler(content, { ...POST_MARKDOWN_OPTIONS, wrapper: null })}</div>;
}
