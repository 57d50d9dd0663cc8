import { Paper } from '@mantine/core';
import { Text, Title } from '../../../components/ui/typography';
import { PostContent } from '../components/post-content';
import { coverBoxStyle, PostPhoto, UnsentPhotos } from '../components/post-photo';
import coverClasses from '../components/post-photo.module.css';
import type { CoverChoice } from './cover-choice';
import type { SentForm } from './sent-forms';
import { usePhotoAddress, usePhotoAddresses } from './use-photo-address';

export const PREVIEW_ID = 'post-preview';

function PreviewCover({ cover }: { cover: CoverChoice }) {
  const chosen = usePhotoAddress(cover.photo);
  const description = cover.description.trim();
  if (cover.photo && chosen) {
    return (
      <div className={coverClasses.box} style={coverBoxStyle(cover.photo)}>
        <img className={coverClasses.photo} src={chosen} alt={description} />
      </div>
    );
  }
  if (cover.published && !cover.removed) return <PostPhoto photo={{ ...cover.published, description }} />;
  return null;
}

/** The post as visitors will read it: the post page's own components, on the draft's text and cover. */
export function PostPreview({ draft, cover, textPhotos }: Omit<SentForm, 'editing'>) {
  const title = draft.title.trim();
  const content = draft.content.trim();
  const unsent = usePhotoAddresses(textPhotos);
  return (
    <Paper id={PREVIEW_ID} component="section" withBorder p="lg" aria-labelledby="post-preview-title">
      <Text size="sm">Preview</Text>
      <Title order={3} look={1} id="post-preview-title" dir="auto">
        {title === '' ? 'Untitled post' : title}
      </Title>
      <PreviewCover cover={cover} />
      <UnsentPhotos.Provider value={unsent}>
        {content === '' ? <Text>Nothing written yet.</Text> : <PostContent content={content} />}
      </UnsentPhotos.Provider>
    </Paper>
  );
}
