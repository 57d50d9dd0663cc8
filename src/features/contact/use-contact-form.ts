import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { CONTACT_TEXT, REFUSAL_TEXT } from './contact-texts';
import { onDraftRestored } from './draft-handoff';
import {
  EMPTY_DRAFT,
  firstInvalidField,
  trimDraft,
  validateContact,
  type ContactDraft,
  type ContactErrors,
  type ContactField,
} from './contact-validation';
import { sendContactMessage } from './emailjs-client';
import { newMessageId } from './message-id';
import type { SendOutcome } from './send-outcome';

/** idle → sending → sent | queued | error (spec section 4, plus the outbox's "queued"). */
export type FormStatus =
  { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'queued' } | { kind: 'error'; text: string };

type FieldElement = HTMLInputElement | HTMLTextAreaElement;

function statusOf(outcome: SendOutcome): FormStatus {
  switch (outcome.kind) {
    case 'sent':
      return { kind: 'sent' };
    case 'queued':
      return { kind: 'queued' };
    case 'refused':
      return { kind: 'error', text: REFUSAL_TEXT[outcome.reason] };
    case 'not-saved':
      return { kind: 'error', text: CONTACT_TEXT.notSaved };
    case 'failed':
      return { kind: 'error', text: CONTACT_TEXT.error };
  }
}

export function useContactForm() {
  const [values, setValues] = useState<ContactDraft>(EMPTY_DRAFT);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [status, setStatus] = useState<FormStatus>({ kind: 'idle' });
  const fields = useRef<Partial<Record<ContactField, FieldElement | null>>>({});
  // State updates are not synchronous: this stops a fast double press from sending twice.
  const sending = useRef(false);
  // One id per message, kept while it is sent again after a failure, so the charity can spot a duplicate.
  const messageId = useRef<string | undefined>(undefined);

  useEffect(
    () =>
      onDraftRestored((draft) => {
        setValues(draft);
        setErrors({});
        setStatus({ kind: 'idle' });
        fields.current.name?.focus();
      }),
    [],
  );

  const change = (field: ContactField, value: string): void => {
    setValues((current) => ({ ...current, [field]: value }));
    // Editing a field clears its own error, and only its own (spec section 5).
    setErrors((current) => {
      if (current[field] === undefined) return current;
      return { ...current, [field]: undefined };
    });
  };

  /** `trapped`: the honeypot field was filled (honeypot-field.tsx). */
  const submit = async (trapped = false): Promise<void> => {
    if (sending.current) return;
    const found = validateContact(values);
    const first = firstInvalidField(found);
    if (first) {
      // Render the errors first, so the field is already marked invalid when focus announces it.
      flushSync(() => {
        setErrors(found);
        setStatus({ kind: 'idle' });
      });
      fields.current[first]?.focus();
      return;
    }
    if (trapped) {
      // A bot: the same thanks a person gets, and nothing sent.
      setErrors({});
      setValues(EMPTY_DRAFT);
      setStatus({ kind: 'sent' });
      return;
    }
    sending.current = true;
    setErrors({});
    setStatus({ kind: 'sending' });
    messageId.current ??= newMessageId();
    const next = statusOf(await sendContactMessage(trimDraft(values), messageId.current));
    sending.current = false;
    // Sent, or safely queued: the form clears. Any failure keeps every word the visitor typed.
    if (next.kind === 'sent' || next.kind === 'queued') {
      setValues(EMPTY_DRAFT);
      messageId.current = undefined;
    }
    setStatus(next);
  };

  const register = (field: ContactField) => (element: FieldElement | null) => {
    fields.current[field] = element;
  };

  return { values, errors, status, change, submit, register };
}
