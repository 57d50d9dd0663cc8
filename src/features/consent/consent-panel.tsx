import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { Button } from '../../components/ui/button';
import type { ConsentChoice } from './consent-choice';
import classes from './consent-panel.module.css';
import { CONSENT_TEXTS as T } from './consent-texts';

interface Props {
  mode: 'ask' | 'review';
  analyticsConfigured: boolean;
  choice: ConsentChoice | null;
  onChoose: (choice: ConsentChoice) => void;
  onClose: () => void;
}

// Nigeria Data Protection Act 2023: consent before measuring, as easy to refuse as to give. Only review takes focus.
export function ConsentPanel({ mode, analyticsConfigured, choice, onChoose, onClose }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  const reviewing = mode === 'review';

  useEffect(() => {
    if (reviewing) heading.current?.focus();
  }, [reviewing]);

  return (
    <section
      className={classes.panel}
      aria-labelledby="privacy-choices-title"
      data-testid="privacy-choices"
      onKeyDown={(event) => {
        if (reviewing && event.key === 'Escape') onClose();
      }}
    >
      <h2 id="privacy-choices-title" className={classes.title} ref={heading} tabIndex={-1}>
        {T.title}
      </h2>
      {analyticsConfigured ? (
        <>
          <p className={classes.text}>{T.question}</p>
          <p className={classes.text}>
            {T.promise}{' '}
            <Link to="/privacy" className={classes.policyLink}>
              {T.policyLink}
            </Link>
            .
          </p>
          {reviewing && choice !== null && (
            <p className={classes.text}>
              <strong>{choice === 'granted' ? T.statusOn : T.statusOff}</strong>
            </p>
          )}
          {/* Same size, same weight: refusing is as easy as accepting. */}
          <div className={classes.actions}>
            <Button onClick={() => onChoose('denied')}>{T.decline}</Button>
            <Button onClick={() => onChoose('granted')}>{T.accept}</Button>
            {reviewing && (
              <Button variant="subtle" onClick={onClose}>
                {T.close}
              </Button>
            )}
          </div>
        </>
      ) : (
        <>
          <p className={classes.text}>{T.notUsed}</p>
          <Button className={classes.soleAction} onClick={onClose}>
            {T.close}
          </Button>
        </>
      )}
    </section>
  );
}
