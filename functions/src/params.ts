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

/**
 * The content editor's GitHub sign-in (docs/deploy.md, "The editor's sign-in"): the GitHub OAuth app's
 * client ID and secret. GitHub's address is a setting only so the local stack can point it at a double.
 */
export const CMS_GITHUB_CLIENT_ID = defineString('CMS_GITHUB_CLIENT_ID', {
  description: 'Client ID of the GitHub OAuth app the content editor (/cms) signs in with',
});
export const CMS_GITHUB_CLIENT_SECRET = defineSecret('CMS_GITHUB_CLIENT_SECRET');
export const GITHUB_ORIGIN = defineString('GITHUB_ORIGIN', { default: 'https://github.com' });
