import { Paper } from '@mantine/core';
import { Text, Title } from '../../../components/ui/typography';
import { PostContent } from '../components/post-content';
import type { NewPost } from '../model/post';

export const PREVIEW_ID = 'post-preview';

/** The post as visitors will read it: the post page's own content component, on the draft's text. */
export function PostPreview({ draft }: { draft: NewPost }) {
  const title = draft.title.trim();
  return (
    <Paper id={PREVIEW_ID} component="section" withBorder p="lg" aria-labelledby="post-preview-title">
      <Text size="sm">Preview</Text>
      <Title order={3} look={1} id="post-preview-title" dir="auto">
        {title === '' ? 'Untitled post' : title}
      </Title>
      {draft.content.trim() === '' ? <Text>Nothing written yet.</Text> : <PostContent content={draft.content.trim()} />}
    </Paper>
  );
}
