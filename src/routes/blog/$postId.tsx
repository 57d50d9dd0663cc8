import { createFileRoute } from '@tanstack/react-router';
import { PostPage } from '../../features/blog/components/post-page';
import { pageHead, withFeedLink } from '../../lib/page-head';

export const Route = createFileRoute('/blog/$postId')({
  head: ({ params }) =>
    withFeedLink(
      pageHead({ title: 'Blog post', description: 'A post from our blog.', path: `/blog/${params.postId}` }),
    ),
  component: BlogPostRoute,
});

function BlogPostRoute() {
  const { postId } = Route.useParams();
  // Keyed by id, so moving between posts starts each one from Loading... rather than the last post.
  return <PostPage key={postId} postId={postId} />;
}
