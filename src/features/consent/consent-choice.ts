// Remembered in localStorage (the privacy policy says so), with the question's version to ask again on a change.
export type ConsentChoice = 'granted' | 'denied';

const KEY = 'charity.analytics-consent';

/** Raise when the banner asks for something new: earlier answers then no longer count. */
const QUESTION_VERSION = 1;

interface StoredChoice {
  choice: ConsentChoice;
  decidedAt: string;
  version: number;
}

const isStoredChoice = (value: unknown): value is StoredChoice => {
  if (typeof value !== 'object' || value === null) return false;
  const { choice, version } = value as Partial<StoredChoice>;
  return (choice === 'granted' || choice === 'denied') && version === QUESTION_VERSION;
};

export function readChoice(): ConsentChoice | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (raw === null) return null;
    const parsed: unknown = JSON.parse(raw);
    return isStoredChoice(parsed) ? parsed.choice : null;
  } catch {
    return null;
  }
}

export function saveChoice(choice: ConsentChoice, now: Date = new Date()): void {
  const stored: StoredChoice = { choice, decidedAt: now.toISOString(), version: QUESTION_VERSION };
  try {
    localStorage.setItem(KEY, JSON.stringify(stored));
  } catch {
    // Storage disabled (private mode): the banner asks again on the next visit, which is the safe side.
  }
}
