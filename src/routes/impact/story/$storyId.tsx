import { createFileRoute } from '@tanstack/react-router';
import { PageIntro } from '../../../components/page-intro';
import { pageHead } from '../../../lib/page-head';

export const Route = createFileRoute('/impact/story/$storyId')({
  head: ({ params }) =>
    pageHead({ title: `Story ${params.storyId}`, description: 'A success story.', path: `/impact/story/${params.storyId}` }),
  component: StoryPage,
});

function StoryPage() {
  const { storyId } = Route.useParams();
  return <PageIntro title={`Story ${storyId}`} />;
}
