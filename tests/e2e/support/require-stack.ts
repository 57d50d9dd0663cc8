import { LOCAL_PORTS, localUrl } from '../../../src/config/local-stack';

/** Fails fast, with the fix, when the e2e tests are run without the local stack. */
export default async function requireStack(): Promise<void> {
  const url = localUrl(LOCAL_PORTS.hosting);
  try {
    await fetch(url, { signal: AbortSignal.timeout(3000) });
  } catch {
    throw new Error(
      `Nothing answers at ${url}. Run the e2e tests with "npm run test:stack" (it starts the local stack).`,
    );
  }
}
