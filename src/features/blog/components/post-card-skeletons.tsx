import { NoScriptNote } from '../../../components/no-script-note';
import { NO_SCRIPT_TEXT } from '../../../components/no-script-texts';
import { classNames } from '../../../components/ui/class-names';
import { needsScript } from '../../../lib/early-presses/no-script';
import { PostGrid } from './post-grid';
import classes from './post-card.module.css';

/**
 * Placeholders shaped like post cards, so the list arriving moves nothing on the page. Without
 * JavaScript no list arrives: a note says so in their place.
 */
export function PostCardSkeletons({ count }: { count: number }) {
  return (
    <>
      <NoScriptNote>{NO_SCRIPT_TEXT.posts}</NoScriptNote>
      <PostGrid aria-hidden {...needsScript}>
        {Array.from({ length: count }, (_, index) => (
          <div key={index} className={classes.card}>
            <div className={classNames(classes.skeleton, classes.title)} />
            <div className={classNames(classes.skeleton, classes.summary)} />
            <div className={classNames(classes.skeleton, classes.action, classes.actionPlaceholder)} />
          </div>
        ))}
      </PostGrid>
    </>
  );
}
