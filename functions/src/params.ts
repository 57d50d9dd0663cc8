import { defineSecret, defineString } from 'firebase-functions/params';

/**
 * The functions' settings (docs/giving.md). Secrets live in Secret Manager in production
 * (`firebase functions:secrets:set NAME`) and in functions/.secret.local on the local stack; the
 * other values in functions/.env.<project id> (asked for on the first deploy) or .env.local. None is
 * ever part of the site's build.
 */
export const PAYSTACK_SECRET_KEY = defineSecret('PAYSTACK_SECRET_KEY');
export const PAYSTACK_API_BASE = defineString('PAYSTACK_API_BASE', {
  default: 'https://api.paystack.co',
  description: "Paystack's API; the local stack points it at its double.",
});

/** EmailJS's private key (Account > Security): server-side sends must carry it. */
export const EMAILJS_PRIVATE_KEY = defineSecret('EMAILJS_PRIVATE_KEY');
export const EMAILJS_ORIGIN = defineString('EMAILJS_ORIGIN', { default: 'https://api.emailjs.com' });
export const EMAILJS_PUBLIC_KEY = defineString('EMAILJS_PUBLIC_KEY', { description: 'EmailJS public key' });
export const EMAILJS_SERVICE_ID = defineString('EMAILJS_SERVICE_ID', { description: 'EmailJS service for receipts' });
export const EMAILJS_RECEIPT_TEMPLATE_ID = defineString('EMAILJS_RECEIPT_TEMPLATE_ID', {
  description: "EmailJS template of the donor's receipt",
});
