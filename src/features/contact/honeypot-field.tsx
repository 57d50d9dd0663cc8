import { HONEYPOT_NAME } from './honeypot';
import classes from './honeypot-field.module.css';

/**
 * A field no person sees or reaches, which form-filling bots fill in: off-screen, out of the tab
 * order and hidden from screen readers. A submission that fills it is thanked as usual and sent
 * nowhere (use-contact-form.ts), so a bot neither learns it was caught nor spends the e-mail quota.
 * EmailJS's own protections against bots that skip the form are deployment steps (docs/deploy.md, "EmailJS").
 */

export function HoneypotField() {
  return (
    <div className={classes.trap} aria-hidden="true">
      <label>
        Leave this field empty
        {/* Password managers that honour these attributes leave it alone too. */}
        <input type="text" name={HONEYPOT_NAME} tabIndex={-1} autoComplete="off" data-1p-ignore data-lpignore="true" />
      </label>
    </div>
  );
}
