import { useLoaderData, useRouteContext, useRouter } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import { NoScriptNote } from '../../../components/no-script-note';
import { NO_SCRIPT_TEXT } from '../../../components/no-script-texts';
import { NotFoundView } from '../../../components/not-found-view';
import { needsScript } from '../../../lib/early-presses/no-script';
import { classNames } from '../../../components/ui/class-names';
import { containerClass, layoutClasses } from '../../../components/ui/layout';
import { Text, Title } from '../../../components/ui/typography';
import { publishedAt, type Post } from '../../../lib/posts/model/post';
import { formatPublishedDay } from '../../../lib/day-format';
import { postRead } from '../read/post-reads';
import { useMirroredRead } from '../read/use-mirrored-read';
import { OfflineNotice } from './offline-notice';
import { PostContent } from './post-content';
import { PostPhoto } from './post-photo';
import { SharePage } from '../../../components/share/share-page';
import classes from './post-page.module.css';
import { UnavailableNotice } from './unavailable-notice';

export function PostPage({ postId }: { postId: string }) {
  const served = useRouteContext({ from: '__root__', select: (context) => context.served });
  const read = useMemo(() => postRead(postId, served), [postId, served]);
  const { state, retry, busy } = useMirroredRead(read);
  useHeadFollowsPost(state.status === 'ready' ? state.data?.title : undefined);

  if (state.status === 'ready' && state.data === null) {
    return (
      <NotFoundView
        title="Post not found"
        message="This post does not exist. It may have been removed, or the link may be mistyped."
        backTo="/blog"
        backLabel="See all posts"
      />
    );
  }
  return (
    <div
      className={containerClass('md', classNames(layoutClasses.section, classes.page))}
      data-testid="post-page"
      aria-busy={busy}
    >
      {state.status === 'loading' && (
        <>
          <NoScriptNote>{NO_SCRIPT_TEXT.post}</NoScriptNote>
          <Text role="status" {...needsScript}>
            Loading...
          </Text>
        </>
      )}
      {state.status === 'unavailable' && <UnavailableNotice what="this post" onRetry={retry} />}
      {state.status === 'ready' && state.data && (
        <>
          {state.savedAt !== null && <OfflineNotice savedAt={state.savedAt} />}
          <PostArticle post={state.data} />
          <SharePage title={state.data.title} />
        </>
      )}
    </div>
  );
}

/** The head comes from the loader (served or saved post): a post it did not know, or a new title, runs it again. */
function useHeadFollowsPost(shownTitle: string | undefined): void {
  const router = useRouter();
  const headTitle = useLoaderData({ from: '/blog/$postId', select: (post) => post?.title });
  useEffect(() => {
    if (shownTitle !== undefined && shownTitle !== headTitle)
      void router.invalidate({ filter: (match) => match.routeId === '/blog/$postId' });
  }, [shownTitle, headTitle, router]);
}

function PostArticle({ post }: { post: Post }) {
  const published = publishedAt(post);
  return (
    <article aria-labelledby="post-title">
      <Title order={1} id="post-title" dir="auto" className={classes.title}>
        {post.title}
      </Title>
      <Text className={classes.published}>
        Published <time dateTime={published.toISOString()}>{formatPublishedDay(published)}</time>
      </Text>
      {post.cover && <PostPhoto key={post.cover.id} photo={post.cover} />}
      <PostContent content={post.content} />
    </article>
  );
}
