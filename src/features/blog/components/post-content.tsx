import { compiler, type MarkdownToJSX } from 'markdown-to-jsx';
import type { AnchorHTMLAttributes, HTMLAttributes, ImgHTMLAttributes } from 'react';
import { anchorClass, Text } from '../../../components/ui/typography';
import { parsePhotoAddress } from '../../../lib/posts/model/inline-photos';
import { safeLinkTarget } from '../../../lib/posts/model/safe-link';
import classes from './post-content.module.css';
import { PostPhoto } from './post-photo';

// Only web, e-mail and phone addresses and the site's own paths become links (`javascript:` stays text).
function PostLink({ href, children, title }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  // The library's own sanitizer gives null for an address it refuses.
  const target = typeof href === 'string' ? safeLinkTarget(href) : null;
  if (target === null) return <span>{children}</span>;
  return (
    <a href={target} title={title} rel="noopener noreferrer" className={anchorClass()}>
      {children}
    </a>
  );
}

// Only photos placed in the text are fetched: no tracking pixels, no one else's bytes on a visitor's data plan.
function PostImage({ alt, src }: ImgHTMLAttributes<HTMLImageElement>) {
  const photo = typeof src === 'string' ? parsePhotoAddress(src) : null;
  if (photo) return <PostPhoto photo={{ ...photo, description: alt ?? '' }} />;
  return alt ? <span>[{alt}]</span> : null;
}

function Paragraph(props: HTMLAttributes<HTMLParagraphElement>) {
  // dir="auto": a paragraph in Arabic or Hausa Ajami reads right to left, whatever the page does.
  return <Text {...props} className={classes.paragraph} dir="auto" />;
}

/** The post's title is its page's only h1: the content's headings sit one level below it. */
const headingOneLevelDown = (level: 2 | 3 | 4 | 5 | 6) =>
  function PostHeading(props: HTMLAttributes<HTMLHeadingElement>) {
    const Heading = `h${String(level)}` as 'h2';
    return <Heading {...props} dir="auto" />;
  };

/** Raw HTML is never parsed, so nothing in a post can add a script, a frame or an event handler. */
const POST_MARKDOWN_OPTIONS: MarkdownToJSX.Options = {
  disableParsingRawHTML: true,
  // "#Hashtag" at the start of a line is text, not a heading.
  enforceAtxHeadings: true,
  forceBlock: true,
  wrapper: null,
  overrides: {
    a: PostLink,
    img: PostImage,
    p: Paragraph,
    h1: headingOneLevelDown(2),
    h2: headingOneLevelDown(3),
    h3: headingOneLevelDown(4),
    h4: headingOneLevelDown(5),
    h5: headingOneLevelDown(6),
    h6: headingOneLevelDown(6),
  },
};

export function PostContent({ content }: { content: string }) {
  // A copy: compiler writes into the options it is given.
  return <div className={classes.content}>{compiler(content, { ...POST_MARKDOWN_OPTIONS })}</div>;
}
