import { classNames } from '../../../components/ui/class-names';
import { PostGrid } from './post-grid';
import classes from './post-card.module.css';

/** Placeholders shaped like post cards, so the list arriving moves nothing on the page. */
export function PostCardSkeletons({ count }: { count: number }) {
  return (
    <PostGrid aria-hidden>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={classes.card}>
          <div className={classNames(classes.skeleton, classes.title)} />
          <div className={classNames(classes.skeleton, classes.summary)} />
          <div className={classNames(classes.skeleton, classes.action, classes.actionPlaceholder)} />
        </div>
      ))}
    </PostGrid>
  );
}
