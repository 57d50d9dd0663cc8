import { describe, expect, it } from 'vitest';
import type { Post } from '../../../lib/posts/model/post';
import { readServedPosts, SERVED_POSTS_ID, servedPostsScript } from './served-posts';

const post: Post = {
  id: 'a-post',
  title: 'A </script> title',
  summary: 'Summary',
  content: 'Text',
  createdAt: { seconds: 1, nanoseconds: 2 },
};

function pageWith(script: string): Document {
  const page = document.implementation.createHTMLDocument();
  page.body.innerHTML = `<div id="root"></div>${script}`;
  return page;
}

describe('the posts a page was served with', () => {
  it('come back as they were sent, for the post they belong to only', () => {
    const served = readServedPosts(pageWith(servedPostsScript({ post: { id: post.id, value: post } })));
    expect(served.post(post.id)).toEqual({ value: post });
    expect(served.post('another-post')).toBeUndefined();
    expect(served.newest()).toBeUndefined();
  });

  it('say "no such post" when the server found none', () => {
    const served = readServedPosts(pageWith(servedPostsScript({ post: { id: 'gone', value: null } })));
    expect(served.post('gone')).toEqual({ value: null });
  });

  it('seed one first render: forgotten once the screen reads for itself', () => {
    const served = readServedPosts(pageWith(servedPostsScript({ newest: [post] })));
    expect(served.newest()).toEqual([post]);
    served.forget();
    expect(served.newest()).toBeUndefined();
  });

  it('are nothing on a page built ahead, or when the script is broken', () => {
    expect(readServedPosts(pageWith('')).newest()).toBeUndefined();
    const broken = readServedPosts(
      pageWith(`<script type="application/json" id="${SERVED_POSTS_ID}">{"newest":[</script>`),
    );
    expect(broken.newest()).toBeUndefined();
  });
});
