import { compiler } from 'markdown-to-jsx';
import classes from './post-content.module.css';
import { POST_MARKDOWN_OPTIONS } from './post-markdown-options';

export function PostContent({ content }: { content: string }) {
  return <div className={classes.content}>{compiler(content, { ...POST_MARKDOWN_OPTIONS, wrapper: null })}</div>;
}
