import { servedPostsScript, type ServedPostsData } from '../../../src/features/blog/read/served-posts';
import type { Post, PostListing } from '../../../src/lib/posts/model/post';
import { postPath } from '../../../src/shared/blog-addresses';
import type { SiteFiles } from './site-files';
import type { StoredPost } from './stored-post';

/**
 * The blog's pages with their posts in them, rendered by the app's own routes and components
 * (src/entry-server.tsx) into the pages the build made for them: readable without JavaScript and
 * in Opera Mini, and adopted by the app as they are, since the page carries the same posts for its
 * first render (src/features/blog/read/served-posts.ts).
 */

const TITLE = /<title>[^<]*<\/title>/;
const ROOT_OPEN = '<div id="root">';
const ROOT_CLOSE = '</div>';

function withHead(page: string, head: string): string {
  if (!TITLE.test(page)) throw new Error('The page has no <title> to replace.');
  return page.replace(TITLE, () => head);
}

/**
 * The page with `body` in its #root, and beside it the posts it was rendered with. #root is the
 * body's last element (the build's index.html has nothing after it).
 */
function withRoot(page: string, body: string, served: ServedPostsData): string {
  const start = page.indexOf(ROOT_OPEN);
  const end = page.lastIndexOf(ROOT_CLOSE, page.lastIndexOf('</body>'));
  if (start === -1 || end < start) throw new Error('The page has no #root to render into.');
  return (
    page.slice(0, start + ROOT_OPEN.length) +
    body +
    ROOT_CLOSE +
    servedPostsScript(served) +
    page.slice(end + ROOT_CLOSE.length)
  );
}

/** A post as a list shows it: without its text, or the function's own fields. */
const asListing = ({ id, title, summary, createdAt, cover }: StoredPost): PostListing => ({
  id,
  title,
  summary,
  createdAt,
  ...(cover ? { cover } : {}),
});

const asPost = (post: StoredPost): Post => ({ ...asListing(post), content: post.content });

/**
 * A post's page, with the head its route gives it (title, description, link preview); for an id no
 * post has, the app's "Post not found", which search engines are told not to list.
 */
export async function renderPostPage(site: SiteFiles, id: string, post: StoredPost | null): Promise<string> {
  const served: ServedPostsData = { post: { id, value: post && asPost(post) } };
  const { headTags, body } = await site.renderRoute(postPath(id), served);
  return withRoot(withHead(site.postShell, headTags), body, served);
}

/** /blog with its newest posts (the build's page keeps its own head). */
export async function renderBlogPage(site: SiteFiles, newest: StoredPost[]): Promise<string> {
  const served: ServedPostsData = { newest: newest.map(asListing) };
  const { body } = await site.renderRoute('/blog', served);
  return withRoot(site.blogPage, body, served);
}
