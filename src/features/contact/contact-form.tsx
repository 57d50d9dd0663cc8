import { Button } from '../../components/ui/button';
import { layoutClasses } from '../../components/ui/layout';
import { TextAreaField, TextField } from '../../components/ui/text-field';
import { needsScript, onlyWithoutScript } from '../../lib/early-presses/no-script';
import classes from './contact.module.css';
import { CONTACT_TEXT } from './contact-texts';
import { formatNumber } from '../../lib/number-format';
import { CONTACT_FIELDS, FIELD_LABEL, MAX_LENGTH, type ContactField } from './contact-validation';
import { loadEmailJs } from './emailjs-client';
import { FormStatusMessage } from './form-status-message';
import { HoneypotField } from './honeypot-field';
import { useContactForm } from './use-contact-form';

const preload = (): void => void loadEmailJs().catch(() => undefined);

// Fixed ids, so the prerendered labels and descriptions point at the fields the app keeps.
const fieldId = (field: ContactField): string => `contact-${field}`;

const LINES: { field: ContactField; type?: string; autoComplete?: string }[] = [
  { field: 'name', autoComplete: 'name' },
  { field: 'email', type: 'email', autoComplete: 'email' },
  { field: 'subject' },
];

export function ContactForm() {
  const { errors, status, messageLength, edited, submit, register } = useContactForm();
  const sending = status.kind === 'sending';
  const errorCount = CONTACT_FIELDS.filter((field) => errors[field] !== undefined).length;

  return (
    <>
      <p className={`${classes.notice} ${classes.failure}`} {...onlyWithoutScript}>
        {CONTACT_TEXT.needsScript}
      </p>
      {/* noValidate: the spec's messages replace the browser's; method="post" keeps the words out of the address. */}
      <form
        method="post"
        noValidate
        className={classes.form}
        onSubmit={(event) => void submit(event)}
        onFocus={preload}
        aria-labelledby="contact-form-title"
        {...needsScript}
      >
        <div className={layoutClasses.stack}>
          <h2 id="contact-form-title" className={classes.sectionTitle}>
            Send us a message
          </h2>
          {/* Announced once per failed attempt; each field then says what is wrong with it. */}
          <div role="alert" className={classes.errorSummary}>
            {errorCount > 0 && CONTACT_TEXT.fixErrors(errorCount)}
          </div>
          {LINES.map((line) => (
            <TextField
              key={line.field}
              ref={register(line.field)}
              id={fieldId(line.field)}
              label={FIELD_LABEL[line.field]}
              name={line.field}
              type={line.type}
              autoComplete={line.autoComplete}
              required
              defaultValue=""
              error={errors[line.field]}
              onChange={(event) => edited(line.field, event.currentTarget.value)}
            />
          ))}
          <TextAreaField
            ref={register('message')}
            id={fieldId('message')}
            label={FIELD_LABEL.message}
            name="message"
            required
            rows={7}
            defaultValue=""
            error={errors.message}
            // No maxLength attribute: the browser would cut a pasted text silently. We say so instead.
            description={`${formatNumber(messageLength)} of ${formatNumber(MAX_LENGTH.message)} characters`}
            onChange={(event) => edited('message', event.currentTarget.value)}
          />
          <HoneypotField />
          {/* One block with Send, so the empty live regions take no share of the stack's gaps. */}
          <div className={classes.sendArea}>
            <FormStatusMessage status={status} />
            {/* Shown by the style sheet while a press of Send made before the app arrived waits for it. */}
            <p role="status" className={classes.pendingSubmit}>
              <span>{CONTACT_TEXT.sendingSoon}</span>
            </p>
            <Button type="submit" size="md" disabled={sending}>
              {sending ? CONTACT_TEXT.sending : CONTACT_TEXT.send}
            </Button>
          </div>
        </div>
      </form>
    </>
  );
}
