import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { flushSync } from 'react-dom';
import { formText } from '../../lib/form-text';
import { CONTACT_TEXT, REFUSAL_TEXT } from './contact-texts';
import { onDraftRestored } from './draft-handoff';
import {
  CONTACT_FIELDS,
  firstInvalidField,
  trimDraft,
  validateContact,
  type ContactDraft,
  type ContactErrors,
  type ContactField,
} from './contact-validation';
import { sendContactMessage } from './emailjs-client';
import { isHoneypotFilled } from './honeypot';
import { newMessageId } from './message-id';
import type { SendOutcome } from './send-outcome';

/** idle → sending → sent | queued | error (spec section 4, plus the outbox's "queued"). */
export type FormStatus = { kind: 'idle' | 'sending' | 'sent' | 'queued' } | { kind: 'error'; text: string };

type FieldElement = HTMLInputElement | HTMLTextAreaElement;

function statusOf(outcome: SendOutcome): FormStatus {
  if (outcome.kind === 'sent' || outcome.kind === 'queued') return { kind: outcome.kind };
  if (outcome.kind === 'refused') return { kind: 'error', text: REFUSAL_TEXT[outcome.reason] };
  return { kind: 'error', text: outcome.kind === 'not-saved' ? CONTACT_TEXT.notSaved : CONTACT_TEXT.error };
}

function draftFrom(form: HTMLFormElement): ContactDraft {
  const data = new FormData(form);
  return Object.fromEntries(CONTACT_FIELDS.map((field) => [field, formText(data, field)])) as ContactDraft;
}

// Uncontrolled fields, read on submit: what was typed in the prerendered page before the app arrived is kept.
export function useContactForm() {
  const [errors, setErrors] = useState<ContactErrors>({});
  const [status, setStatus] = useState<FormStatus>({ kind: 'idle' });
  const [messageLength, setMessageLength] = useState(0);
  const fields = useRef<Partial<Record<ContactField, FieldElement | null>>>({});
  // State updates are not synchronous: this stops a fast double press from sending twice.
  const sending = useRef(false);
  // One id per message, kept while it is sent again after a failure, so the charity can spot a duplicate.
  const messageId = useRef<string | undefined>(undefined);

  // What was typed before the app arrived counts too.
  useEffect(() => setMessageLength(fields.current.message?.value.trim().length ?? 0), []);

  useEffect(
    () =>
      onDraftRestored((draft) => {
        for (const field of CONTACT_FIELDS) {
          const element = fields.current[field];
          if (element) element.value = draft[field];
        }
        setMessageLength(draft.message.trim().length);
        setErrors({});
        setStatus({ kind: 'idle' });
        fields.current.name?.focus();
      }),
    [],
  );

  const edited = (field: ContactField, value: string): void => {
    if (field === 'message') setMessageLength(value.trim().length);
    // Editing a field clears its own error, and only its own (spec section 5).
    setErrors((current) => (current[field] === undefined ? current : { ...current, [field]: undefined }));
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    const element = event.currentTarget;
    if (sending.current) return;
    const draft = draftFrom(element);
    const found = validateContact(draft);
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
    if (isHoneypotFilled(element)) {
      // A bot: the same thanks a person gets, and nothing sent.
      setErrors({});
      element.reset();
      setMessageLength(0);
      setStatus({ kind: 'sent' });
      return;
    }
    sending.current = true;
    setErrors({});
    setStatus({ kind: 'sending' });
    messageId.current ??= newMessageId();
    const next = statusOf(await sendContactMessage(trimDraft(draft), messageId.current));
    sending.current = false;
    // Sent, or safely queued: the form clears. Any failure keeps every word the visitor typed.
    if (next.kind === 'sent' || next.kind === 'queued') {
      element.reset();
      setMessageLength(0);
      messageId.current = undefined;
    }
    setStatus(next);
  };

  const register = (field: ContactField) => (element: FieldElement | null) => {
    fields.current[field] = element;
  };

  return { errors, status, messageLength, edited, submit, register };
}
