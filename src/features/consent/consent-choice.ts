// Remembered in localStorage (the privacy policy says so), with the question's version to ask again on a change.
export type ConsentChoice = 'granted' | 'denied';

const KEY = 'charity.analytics-consent';

/** Raise when the banner asks for something new: earlier answers then no longer count. */
const QUESTION_VERSION = 1;

export function readChoice(): ConsentChoice | null {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? 'null') as { choice?: unknown; version?: unknown } | null;
    const choice = stored?.version === QUESTION_VERSION ? stored.choice : undefined;
    return choice === 'granted' || choice === 'denied' ? choice : null;
  } catch {
    return null;
  }
}

export function saveChoice(choice: ConsentChoice, now: Date = new Date()): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ choice, decidedAt: now.toISOString(), version: QUESTION_VERSION }));
  } catch {
    // Storage disabled (private mode): the banner asks again on the next visit, which is the safe side.
  }
}
