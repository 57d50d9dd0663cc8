import { Button } from '../../components/ui/button';
import { layoutClasses } from '../../components/ui/layout';
import { TextAreaField, TextField } from '../../components/ui/text-field';
import { needsScript, onlyWithoutScript } from '../../lib/early-presses/no-script';
import classes from './contact.module.css';
import { CONTACT_TEXT } from './contact-texts';
import { CONTACT_FIELDS, count, MAX_LENGTH, type ContactField } from './contact-validation';
import { loadEmailJs } from './emailjs-client';
import { FormStatusMessage } from './form-status-message';
import { HoneypotField } from './honeypot-field';
import { useContactForm } from './use-contact-form';

const preload = (): void => void loadEmailJs().catch(() => undefined);

// Fixed ids, so the prerendered labels and descriptions point at the fields the app keeps.
const fieldId = (field: ContactField): string => `contact-${field}`;

export function ContactForm() {
  const { errors, status, messageLength, edited, submit, register } = useContactForm();
  const sending = status.kind === 'sending';
  const errorCount = CONTACT_FIELDS.filter((field) => errors[field] !== undefined).length;

  return (
    <>
      <p className={`${classes.notice} ${classes.failure}`} {...onlyWithoutScript}>
        {CONTACT_TEXT.needsScript}
      </p>
      {/* noValidate: the spec's messages replace the browser's. method="post": should the browser ever send
          the form itself, the words must not end up in the address bar (src/lib/early-presses holds a press). */}
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
          <TextField
            ref={register('name')}
            id={fieldId('name')}
            label="Name"
            name="name"
            autoComplete="name"
            required
            defaultValue=""
            error={errors.name}
            onChange={(event) => edited('name', event.currentTarget.value)}
          />
          <TextField
            ref={register('email')}
            id={fieldId('email')}
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            required
            defaultValue=""
            error={errors.email}
            onChange={(event) => edited('email', event.currentTarget.value)}
          />
          <TextField
            ref={register('subject')}
            id={fieldId('subject')}
            label="Subject"
            name="subject"
            required
            defaultValue=""
            error={errors.subject}
            onChange={(event) => edited('subject', event.currentTarget.value)}
          />
          <TextAreaField
            ref={register('message')}
            id={fieldId('message')}
            label="Message"
            name="message"
            required
            rows={7}
            defaultValue=""
            error={errors.message}
            // No maxLength attribute: the browser would cut a pasted text silently. We say so instead.
            description={`${count(messageLength)} of ${count(MAX_LENGTH.message)} characters`}
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
