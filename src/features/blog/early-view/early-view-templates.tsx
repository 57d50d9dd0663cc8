/**
 * The blog's templates for the early view, rendered by the prerenderer with the very components the
 * app renders, so that posts drawn from them before the app arrives look exactly like the app's.
 */
import { BlogPager } from '../components/blog-pager';
import { PostCard } from '../components/post-card';
import { PostGrid } from '../components/post-grid';
import { PostArticle } from '../components/post-page';
import { LIST_TEMPLATE_ID, POST_TEMPLATE_ID, TEMPLATE_POST } from './early-view-contract';

export function EarlyViewTemplates() {
  return (
    <>
      <template id={LIST_TEMPLATE_ID}>
        <PostGrid>
          <PostCard post={TEMPLATE_POST} headingOrder={2} />
        </PostGrid>
        <BlogPager page={{ posts: [], olderFrom: TEMPLATE_POST.id }} />
      </template>
      <template id={POST_TEMPLATE_ID}>
        <PostArticle post={TEMPLATE_POST} />
      </template>
    </>
  );
}
