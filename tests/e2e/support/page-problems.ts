import type { Page } from '@playwright/test';

/**
 * Everything a page does wrong that a visitor would not see but a developer must: CSP violations
 * (from the `securitypolicyviolation` event, so even one the browser does not log is caught),
 * console errors (Chromium also logs refused resources there), warnings about our security
 * headers, and uncaught exceptions.
 */
export interface PageProblems {
  /**
   * The current document's violations and every console error and exception since the last call.
   * Call it before leaving each page: a new document starts a new list of violations (Chromium
   * also logs each one as a console error, which is kept across pages).
   */
  collect: () => Promise<string[]>;
}

interface ViolationRecord {
  directive: string;
  blocked: string;
  source: string;
}

declare global {
  interface Window {
    __cspViolations?: ViolationRecord[];
  }
}

const HEADER_WARNING = /Permissions-Policy|Content.Security.Policy|Cross-Origin/i;

export async function watchPageProblems(page: Page): Promise<PageProblems> {
  const problems: string[] = [];
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push({
        directive: event.violatedDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
      });
    });
  });
  page.on('console', (message) => {
    // Chromium reports a header it cannot use (an unknown Permissions-Policy feature, a bad CSP
    // directive) only as a warning.
    const headerProblem = message.type() === 'warning' && HEADER_WARNING.test(message.text());
    if (message.type() === 'error' || headerProblem) {
      problems.push(`console ${message.type()} on ${page.url()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`uncaught on ${page.url()}: ${error.message}`));

  return {
    collect: async () => {
      const found = await page.evaluate(() => window.__cspViolations ?? []);
      const violations = found.map(
        (v) => `CSP ${v.directive} blocked ${v.blocked || '(inline)'} at ${v.source} on ${page.url()}`,
      );
      return [...violations, ...problems.splice(0)];
    },
  };
}
