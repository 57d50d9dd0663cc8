import { createFileRoute } from '@tanstack/react-router';
import { site } from '../../config/site';
import { PostPage } from '../../features/blog/components/post-page';
import { knownPost } from '../../features/blog/read/post-reads';
import { pageHead, postHead, withFeedLink } from '../../lib/page-head';

export const Route = createFileRoute('/blog/$postId')({
  // Only what is known without the network: the post page itself reads the server (post-page.tsx).
  loader: ({ params, context }) => knownPost(params.postId, context.served),
  // The loader's reads (the mirror, the REST client) travel with the post page, not in every page's start.
  codeSplitGroupings: [['loader', 'component']],
  head: ({ params, loaderData: post }) => {
    if (post) return postHead(post);
    // Search engines are told not to list an address no post has.
    if (post === null)
      return { meta: [{ title: `Post not found | ${site.name}` }, { name: 'robots', content: 'noindex' }] };
    return withFeedLink(
      pageHead({ title: 'Blog post', description: 'A post from our blog.', path: `/blog/${params.postId}` }),
    );
  },
  component: BlogPostRoute,
});

function BlogPostRoute() {
  const { postId } = Route.useParams();
  // Keyed by id, so moving between posts starts each one from Loading... rather than the last post.
  return <PostPage key={postId} postId={postId} />;
}
