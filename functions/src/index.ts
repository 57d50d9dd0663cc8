import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { setGlobalOptions } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { sendReceipt } from './gifts/receipt-email';
import {
  EMAILJS_ORIGIN,
  EMAILJS_PRIVATE_KEY,
  EMAILJS_PUBLIC_KEY,
  EMAILJS_RECEIPT_TEMPLATE_ID,
  EMAILJS_SERVICE_ID,
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
