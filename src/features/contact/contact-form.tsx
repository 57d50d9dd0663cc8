import '@mantine/core/styles/Input.css';
import { Button, Stack, Textarea, TextInput } from '@mantine/core';
import type { SyntheticEvent } from 'react';
import classes from './contact.module.css';
import { CONTACT_TEXT } from './contact-texts';
import { CONTACT_FIELDS, count, MAX_LENGTH } from './contact-validation';
import { loadEmailJs } from './emailjs-client';
import { FormStatusMessage } from './form-status-message';
import { isHoneypotFilled } from './honeypot';
import { HoneypotField } from './honeypot-field';
import { useContactForm } from './use-contact-form';

const preload = (): void => void loadEmailJs().catch(() => undefined);

export function ContactForm() {
  const { values, errors, status, change, submit, register } = useContactForm();
  const sending = status.kind === 'sending';
  const errorCount = CONTACT_FIELDS.filter((field) => errors[field] !== undefined).length;
  const messageLength = values.message.trim().length;

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>): void => {
    event.preventDefault();
    void submit(isHoneypotFilled(event.currentTarget));
  };

  return (
    // noValidate: the spec's own messages replace the browser's, and focus goes to the first error.
    <form
      noValidate
      className={classes.form}
      onSubmit={onSubmit}
      onFocus={preload}
      aria-labelledby="contact-form-title"
    >
      <Stack gap="md">
        <h2 id="contact-form-title" className={classes.sectionTitle}>
          Send us a message
        </h2>
        {/* Announced once per failed attempt; each field then says what is wrong with it. */}
        <div role="alert" className={classes.errorSummary}>
          {errorCount > 0 && CONTACT_TEXT.fixErrors(errorCount)}
        </div>
        <TextInput
          ref={register('name')}
          label="Name"
          name="name"
          autoComplete="name"
          required
          value={values.name}
          error={errors.name}
          onChange={(event) => change('name', event.currentTarget.value)}
        />
        <TextInput
          ref={register('email')}
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          error={errors.email}
          onChange={(event) => change('email', event.currentTarget.value)}
        />
        <TextInput
          ref={register('subject')}
          label="Subject"
          name="subject"
          required
          value={values.subject}
          error={errors.subject}
          onChange={(event) => change('subject', event.currentTarget.value)}
        />
        <Textarea
          ref={register('message')}
          label="Message"
          name="message"
          required
          rows={7}
          value={values.message}
          error={errors.message}
          // No maxLength attribute: the browser would cut a pasted text silently. We say so instead.
          description={`${count(messageLength)} of ${count(MAX_LENGTH.message)} characters`}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          onChange={(event) => change('message', event.currentTarget.value)}
        />
        <HoneypotField />
        <FormStatusMessage status={status} />
        <div>
          <Button type="submit" size="md" disabled={sending}>
            {sending ? CONTACT_TEXT.sending : CONTACT_TEXT.send}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
