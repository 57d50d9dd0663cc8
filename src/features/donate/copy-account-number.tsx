import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/button';
import { layoutClasses } from '../../components/ui/layout';
import classes from './donate.module.css';
import { needsScript } from '../../lib/early-presses/no-script';

type CopyState = 'idle' | 'copied' | 'failed';

const MESSAGE: Record<CopyState, string> = {
  idle: '',
  copied: 'Copied',
  failed: 'Could not copy. Please select the number and copy it yourself.',
};

// Long enough to read, short enough that a second copy shows fresh feedback.
const FEEDBACK_MS = 3000;

// The status is a live region that stays in the page, so screen readers announce "Copied".
export function CopyAccountNumber({ accountNumber, accountTitle }: { accountNumber: string; accountTitle: string }) {
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(accountNumber);
      setState('copied');
    } catch (error) {
      // No clipboard access (insecure page, permission refused): say so instead of failing silently.
      console.warn('Copy to clipboard failed', error);
      setState('failed');
    }
  };

  return (
    <div className={classes.copyRow} {...needsScript}>
      <Button variant="light" onClick={() => void copy()}>
        {/* One inline span: the button's flex label would drop the spaces around the hidden words. */}
        <span>
          Copy<span className={layoutClasses.visuallyHidden}> {accountTitle}</span> number
        </span>
      </Button>
      <span role="status" className={classes.copied}>
        {MESSAGE[state]}
      </span>
    </div>
  );
}
