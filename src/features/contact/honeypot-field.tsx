import { HONEYPOT_NAME } from './honeypot';
import classes from './honeypot-field.module.css';

// A field only bots fill in: off-screen, untabbable, hidden from screen readers. A submission that fills it is thanked
// and sent nowhere, so a bot neither learns it was caught nor spends the e-mail quota.
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
