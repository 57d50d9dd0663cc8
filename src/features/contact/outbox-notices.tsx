import { useNavigate } from '@tanstack/react-router';
import { Button } from '../../components/ui/button';
import { CloseButton } from '../../components/ui/close-button';
import { containerClass } from '../../components/ui/layout';
import { acknowledgeOutcomes } from '../../lib/pwa/outbox-bridge';
import type { OutboxOutcome } from '../../shared/sw-contract';
import { OUTBOX_TEXT } from './contact-texts';
import { restoreDraft } from './draft-handoff';
import classes from './outbox-notices.module.css';
import { textShownHere } from './written-here';

function Notice({ outcome }: { outcome: OutboxOutcome }) {
  const navigate = useNavigate();
  const params = textShownHere(outcome);

  const putBack = (): void => {
    if (!params) return;
    restoreDraft({
      name: params.user_name,
      email: params.user_email,
      subject: params.subject,
      message: params.message,
    });
    acknowledgeOutcomes([outcome.id]);
    void navigate({ to: '/contact' });
  };

  return (
    <li className={`${classes.notice} ${outcome.kind === 'delivered' ? classes.delivered : classes.undelivered}`}>
      <p className={classes.text}>
        {outcome.kind === 'refused'
          ? OUTBOX_TEXT.refused(outcome.subject, outcome.status)
          : OUTBOX_TEXT[outcome.kind](outcome.subject)}
      </p>
      <div className={classes.controls}>
        {params && (
          <Button size="xs" variant="white" onClick={putBack}>
            {OUTBOX_TEXT.restore}
          </Button>
        )}
        <CloseButton
          className={classes.dismiss}
          aria-label={OUTBOX_TEXT.dismiss}
          title={OUTBOX_TEXT.dismiss}
          onClick={() => acknowledgeOutcomes([outcome.id])}
        />
      </div>
    </li>
  );
}

export function OutboxNotices({ outcomes }: { outcomes: readonly OutboxOutcome[] }) {
  return (
    <div className={containerClass('lg', classes.region)}>
      <ul className={classes.list} aria-label="Your contact messages">
        {outcomes.map((outcome) => (
          <Notice key={outcome.id} outcome={outcome} />
        ))}
      </ul>
    </div>
  );
}
