import { Text } from '../../../components/ui/typography';
import { postParagraphs } from '../model/post-paragraphs';
import classes from './post-content.module.css';

/**
 * A post's content as plain text: a blank line starts a new paragraph, a single line break stays a
 * line break. Never parsed as HTML, so markup in a post shows as the characters it is.
 */
export function PostContent({ content }: { content: string }) {
  const paragraphs = postParagraphs(content);
  return (
    <div className={classes.content}>
      {paragraphs.map((paragraph, index) => (
        // Paragraphs have no identity of their own and never reorder: the index is their key.
        // dir="auto": a paragraph in Arabic or Hausa Ajami reads right to left, whatever the page does.
        <Text key={index} className={classes.paragraph} dir="auto">
          {paragraph}
        </Text>
      ))}
    </div>
  );
}
