import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCAL_PORTS, localFunctionUrl, localUrl } from '../../src/config/local-stack';
import { REPO_ROOT } from './repo-paths';

/**
 * The functions' params (functions/src/params.ts) for the local stack, written on each start to the
 * gitignored functions/.env.local and .secret.local, which the emulator reads. Test values only.
 */
export const FUNCTIONS_DIR = join(REPO_ROOT, 'functions');

export const LOCAL_PAYSTACK_SECRET_KEY = 'sk_test_localstackdouble';

export const PAYSTACK_WEBHOOK_URL = localFunctionUrl('paystackWebhook');

/** The functions' PAYSTACK_API_BASE is this path on the Paystack double. */
export const PAYSTACK_DOUBLE_API_PATH = '/paystack/api';

export const LOCAL_RECEIPT_TEMPLATE_ID = 'local-receipt-template';

export const LOCAL_GITHUB_CLIENT = { id: 'local-cms-client', secret: 'local-cms-secret' } as const;

const dotenv = (values: Record<string, string>): string =>
  [
    '# Written by the local stack (scripts/stack/local-functions.ts) on each start; edits are lost.',
    ...Object.entries(values).map(([name, value]) => `${name}=${value}`),
    '',
  ].join('\n');

export function writeLocalFunctionsSettings(): void {
  writeFileSync(
    join(FUNCTIONS_DIR, '.env.local'),
    dotenv({
      PAYSTACK_API_BASE: `${localUrl(LOCAL_PORTS.paystack)}${PAYSTACK_DOUBLE_API_PATH}`,
      EMAILJS_ORIGIN: localUrl(LOCAL_PORTS.emailjs),
      EMAILJS_PUBLIC_KEY: 'local-public-key',
      EMAILJS_SERVICE_ID: 'local-service',
      EMAILJS_RECEIPT_TEMPLATE_ID: LOCAL_RECEIPT_TEMPLATE_ID,
      CMS_GITHUB_CLIENT_ID: LOCAL_GITHUB_CLIENT.id,
      GITHUB_ORIGIN: localUrl(LOCAL_PORTS.githubOauth),
    }),
  );
  writeFileSync(
    join(FUNCTIONS_DIR, '.secret.local'),
    dotenv({
      PAYSTACK_SECRET_KEY: LOCAL_PAYSTACK_SECRET_KEY,
      EMAILJS_PRIVATE_KEY: 'local-private-key',
      CMS_GITHUB_CLIENT_SECRET: LOCAL_GITHUB_CLIENT.secret,
    }),
  );
}
