import { createFileRoute } from '@tanstack/react-router';
import { NotFoundView } from '../../../components/not-found-view';
import { storyMeta } from '../../../content/page-titles';
import { findStory } from '../../../content/stories';
import { StoryDetail } from '../../../features/impact/story-detail';
import { pageHead } from '../../../lib/page-head';

export const Route = createFileRoute('/impact/story/$storyId')({
  // The stories' texts load with this head rather than with every page's first download.
  head: async ({ params }) => {
    const story = (await import('../../../content/stories')).findStory(params.storyId);
    const meta = story ? storyMeta(story) : { title: 'Story not found', description: 'This story does not exist.' };
    return pageHead({ ...meta, path: `/impact/story/${params.storyId}` });
  },
  component: StoryPage,
});

function StoryPage() {
  const { storyId } = Route.useParams();
  const story = findStory(storyId);
  if (!story) {
    return (
      <NotFoundView
        title="Story not found"
        message="We couldn't find that story. All our success stories are on the Impact page."
        backTo="/impact"
        backLabel="Back to Impact"
      />
    );
  }
  return <StoryDetail story={story} />;
}
