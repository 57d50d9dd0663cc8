import { PRIVACY_CHOICES_LABEL } from '../../content/privacy-choices-label';
import classes from './consent-panel.module.css';
import { consentStore } from './consent-store';
import { useConsent } from './use-consent';
import { needsScript } from '../../lib/early-presses/no-script';

export function PrivacyChoicesButton({ className }: { className?: string }) {
  const { reviewing } = useConsent();
  return (
    <button
      type="button"
      className={`${classes.linkButton} ${className ?? ''}`}
      aria-expanded={reviewing}
      {...needsScript}
      onClick={(event) => (reviewing ? consentStore.closeReview() : consentStore.openReview(event.currentTarget))}
    >
      {PRIVACY_CHOICES_LABEL}
    </button>
  );
}
