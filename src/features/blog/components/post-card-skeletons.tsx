import { NoScriptNote } from '../../../components/no-script-note';
import { NO_SCRIPT_TEXT } from '../../../components/no-script-texts';
import { classNames } from '../../../components/ui/class-names';
import { needsScript } from '../../../lib/early-presses/no-script';
import { PostGrid } from './post-grid';
import classes from './post-card.module.css';

// Card-shaped, so the arriving list moves nothing. `still` until asked for: an endless animation costs every frame.
export function PostCardSkeletons({ count, still = false }: { count: number; still?: boolean }) {
  const skeleton = classNames(classes.skeleton, !still && classes.pulsing);
  return (
    <>
      <NoScriptNote>{NO_SCRIPT_TEXT.posts}</NoScriptNote>
      <PostGrid aria-hidden {...needsScript}>
        {Array.from({ length: count }, (_, index) => (
          <div key={index} className={classes.card}>
            <div className={classNames(skeleton, classes.title)} />
            <div className={classNames(skeleton, classes.summary)} />
            <div className={classNames(skeleton, classes.action, classes.actionPlaceholder)} />
          </div>
        ))}
      </PostGrid>
    </>
  );
}
