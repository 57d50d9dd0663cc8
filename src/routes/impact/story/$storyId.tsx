import { createFileRoute } from '@tanstack/react-router';
import { NotFoundView } from '../../../components/not-found-view';
import { PageIntro } from '../../../components/page-intro';
import { findStory } from '../../../content/stories';
import { pageHead } from '../../../lib/page-head';

export const Route = createFileRoute('/impact/story/$storyId')({
  head: ({ params }) => {
    const story = findStory(params.storyId);
    return pageHead({
      title: story ? `${story.title}'s story` : 'Story not found',
      description: story?.role ?? 'This story does not exist.',
      path: `/impact/story/${params.storyId}`,
    });
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
  return <PageIntro title={story.title} lead={story.role} />;
}
