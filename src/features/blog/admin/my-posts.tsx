import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { listPosts } from '../../../lib/posts/rest/list-posts';
import { pageRequest, toBlogPage, type BlogPage } from '../../../lib/posts/model/blog-page';
import { positionOf, publishedAt, type Post } from '../../../lib/posts/model/post';
import { formatDay } from '../../../lib/posts/model/saved-date';
import classes from './my-posts.module.css';

async function readPage(after: Post | undefined): Promise<BlogPage<Post>> {
  const request = pageRequest(after && positionOf(after), after ? 'older' : undefined);
  return toBlogPage(request, await listPosts(request));
}

type ListState =
  { status: 'loading'; posts: Post[] } | { status: 'ready' | 'failed'; posts: Post[]; hasOlder: boolean };

interface Props {
  /** Changes whenever a post was added, edited or deleted: the list reads again from the newest. */
  version: number;
  onEdit: (post: Post) => void;
  onDelete: (post: Post) => void;
}

/** Every post, newest first, a page at a time (the rules allow at most 50 per read), each with Edit and Delete. */
export function MyPosts({ version, onEdit, onDelete }: Props) {
  const [state, setState] = useState<ListState>({ status: 'loading', posts: [] });

  const loadFailed = useCallback((shown: Post[], error: unknown) => {
    console.error('Could not list the posts', error);
    setState({ status: 'failed', posts: shown, hasOlder: true });
  }, []);

  useEffect(() => {
    // After a change the list stays on screen until the fresh one replaces it.
    let current = true;
    readPage(undefined).then(
      (page) => {
        if (current) setState({ status: 'ready', posts: page.posts, hasOlder: page.olderFrom !== undefined });
      },
      (error: unknown) => {
        if (current) loadFailed([], error);
      },
    );
    return () => {
      current = false;
    };
  }, [version, loadFailed]);

  /** The next page after the last post shown (or the first page again after a failure). */
  const showOlder = (): void => {
    const shown = state.posts;
    setState({ status: 'loading', posts: shown });
    readPage(shown.at(-1)).then(
      (page) => setState({ status: 'ready', posts: [...shown, ...page.posts], hasOlder: page.olderFrom !== undefined }),
      (error: unknown) => loadFailed(shown, error),
    );
  };

  return (
    <Paper
      component="section"
      withBorder
      p="xl"
      aria-labelledby="my-posts-title"
      aria-busy={state.status === 'loading'}
    >
      <Stack>
        <Title order={2} id="my-posts-title">
          My posts
        </Title>
        {state.status === 'ready' && state.posts.length === 0 && <Text>No posts yet.</Text>}
        {state.posts.length > 0 && (
          <ul className={classes.list}>
            {state.posts.map((post) => (
              <PostRow key={post.id} post={post} onEdit={onEdit} onDelete={onDelete} />
            ))}
          </ul>
        )}
        {state.status === 'loading' && <Text role="status">Loading...</Text>}
        {state.status === 'failed' && (
          <Alert color="red" role="alert" title="Could not load your posts">
            Check your connection, then try again.
          </Alert>
        )}
        {state.status !== 'loading' && state.hasOlder && (
          <Button variant="default" onClick={showOlder} style={{ alignSelf: 'flex-start' }}>
            {state.posts.length === 0 ? 'Try again' : 'Show older posts'}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

function PostRow({ post, onEdit, onDelete }: { post: Post; onEdit: Props['onEdit']; onDelete: Props['onDelete'] }) {
  const titleId = `my-post-${post.id}`;
  const published = publishedAt(post);
  return (
    <li className={classes.row} aria-labelledby={titleId}>
      <div className={classes.text}>
        <Title order={3} size="h5" id={titleId} dir="auto" className={classes.title}>
          {post.title}
        </Title>
        <Text size="sm" c="gray.7">
          <time dateTime={published.toISOString()}>{formatDay(published)}</time>
        </Text>
      </div>
      {/* Every row has an Edit and a Delete: aria-describedby tells a screen reader which post each acts on. */}
      <Group gap="xs" wrap="nowrap">
        <Button variant="light" size="sm" aria-describedby={titleId} onClick={() => onEdit(post)}>
          Edit
        </Button>
        <Button variant="outline" color="red.9" size="sm" aria-describedby={titleId} onClick={() => onDelete(post)}>
          Delete
        </Button>
      </Group>
    </li>
  );
}
