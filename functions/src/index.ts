import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { setGlobalOptions } from 'firebase-functions/v2';
import { onCall, onRequest } from 'firebase-functions/v2/https';
import { manageAdministrators } from './administrators';
import { site } from '../../src/config/site';
import { handleBlogRequest } from './blog/blog-server';
import { handleCmsSignIn } from './cms-sign-in/cms-sign-in';
import { firestorePostStore } from './blog/post-store';
import { loadSiteFiles } from './blog/site-files';
import { sendReceipt } from './gifts/receipt-email';
import {
  CMS_GITHUB_CLIENT_ID,
  CMS_GITHUB_CLIENT_SECRET,
  EMAILJS_ORIGIN,
  EMAILJS_PRIVATE_KEY,
  EMAILJS_PUBLIC_KEY,
  EMAILJS_RECEIPT_TEMPLATE_ID,
  EMAILJS_SERVICE_ID,
  GITHUB_ORIGIN,
  PAYSTACK_API_BASE,
  PAYSTACK_SECRET_KEY,
} from './params';
import { handlePaystackWebhook } from './paystack-webhook';
import { verifyTransaction } from './paystack/verify-transaction';

/**
 * The project's one Cloud Functions codebase (2nd gen). Each function lives in its own module and is
 * exported here; the build bundles this file with what it imports from src/ (functions/package.json).
 */
initializeApp();

// A small charity's bill stays small even if someone floods a public URL.
setGlobalOptions({ maxInstances: 5 });

/** Paystack's webhook (docs/giving.md): records each confirmed gift and e-mails its receipt. */
export const paystackWebhook = onRequest(
  { secrets: [PAYSTACK_SECRET_KEY, EMAILJS_PRIVATE_KEY], invoker: 'public', timeoutSeconds: 60 },
  async (request, response) => {
    const secretKey = PAYSTACK_SECRET_KEY.value();
    const answer = await handlePaystackWebhook(
      { method: request.method, rawBody: request.rawBody, signature: request.get('x-paystack-signature') },
      {
        db: getFirestore(),
        secretKey,
        verify: (reference) => verifyTransaction(PAYSTACK_API_BASE.value(), secretKey, reference),
        sendReceipt: (donation) =>
          sendReceipt(
            {
              origin: EMAILJS_ORIGIN.value(),
              serviceId: EMAILJS_SERVICE_ID.value(),
              templateId: EMAILJS_RECEIPT_TEMPLATE_ID.value(),
              publicKey: EMAILJS_PUBLIC_KEY.value(),
              privateKey: EMAILJS_PRIVATE_KEY.value(),
            },
            donation,
          ),
        log: { info: (message) => logger.info(message), error: (message) => logger.error(message) },
      },
    );
    if (answer.status === 405) response.set('Allow', 'POST');
    response.status(answer.status).type('text/plain').send(answer.text);
  },
);

/**
 * The dashboard's Administrators panel (docs/studio.md): list, invite and remove administrators. Only
 * an administrator's ID token is served (administrators.ts). One instance, so changes take turns.
 * Called through Hosting's /api/administrators rewrite, on the site's own origin.
 */
export const administrators = onCall({ maxInstances: 1, timeoutSeconds: 30 }, (request) =>
  manageAdministrators(getAuth(), request.auth, request.data),
);

/** The site's pages and renderer, copied beside this bundle by functions/build.ts; absent on a stack without a site build. */
const siteFiles = loadSiteFiles(new URL('./', import.meta.url)).then((files) => {
  if (!files) logger.warn("The site is not built beside the functions' bundle: build the site before the functions.");
  return files;
});

/**
 * The blog's pages, feed, posts' sitemap and photos, made on request from Firestore (firebase.json
 * rewrites their addresses here; src/shared/blog-addresses.ts lists them). Absolute links use the
 * site's origin from src/config/site.ts, the one the canonical links and the static sitemap use.
 */
export const blogServer = onRequest(
  { invoker: 'public', timeoutSeconds: 30, memory: '256MiB' },
  async (request, response) => {
    const answer = await handleBlogRequest(
      { method: request.method, path: request.path, query: request.query, ifNoneMatch: request.get('if-none-match') },
      {
        store: firestorePostStore(getFirestore()),
        site: await siteFiles,
        origin: site.url,
        log: { error: (message, error) => logger.error(message, error) },
      },
    );
    response.status(answer.status).set(answer.headers);
    response.send(request.method === 'HEAD' ? '' : answer.body);
  },
);

/**
 * The content editor's GitHub sign-in (cms-sign-in/): Hosting rewrites /api/cms-sign-in/* on the
 * editor's origin here (src/shared/cms-sign-in.ts), so the popup shares the editor's origin.
 */
export const cmsSignIn = onRequest(
  { secrets: [CMS_GITHUB_CLIENT_SECRET], invoker: 'public', timeoutSeconds: 30, maxInstances: 2 },
  async (request, response) => {
    const protocol = request.get('x-forwarded-proto')?.split(',')[0] ?? request.protocol;
    const host = request.get('x-forwarded-host') ?? request.get('host') ?? '';
    const query = Object.fromEntries(
      Object.entries(request.query).map(([name, value]) => [name, typeof value === 'string' ? value : undefined]),
    );
    const answer = await handleCmsSignIn(
      {
        method: request.method,
        path: request.path,
        query,
        cookie: request.get('cookie'),
        origin: `${protocol}://${host}`,
      },
      {
        clientId: CMS_GITHUB_CLIENT_ID.value(),
        clientSecret: CMS_GITHUB_CLIENT_SECRET.value(),
        githubOrigin: GITHUB_ORIGIN.value(),
        log: { error: (message) => logger.error(message) },
      },
    );
    response.status(answer.status).set(answer.headers).send(answer.body);
  },
);
