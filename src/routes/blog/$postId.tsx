import { createFileRoute } from '@tanstack/react-router';
import { PageIntro } from '../../components/page-intro';
import { pageHead } from '../../lib/page-head';

export const Route = createFileRoute('/blog/$postId')({
  head: ({ params }) =>
    pageHead({ title: 'Blog post', description: 'A post from our blog.', path: `/blog/${params.postId}` }),
  component: BlogPostPage,
});

function BlogPostPage() {
  return <PageIntro title="Loading..." />;
}
