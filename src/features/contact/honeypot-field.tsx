import { HONEYPOT_NAME } from './honeypot';
import classes from './honeypot-field.module.css';

// Only bots fill it in (it is off-screen, untabbable, unheard); they are thanked and sent nowhere, costing no quota.
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
