// This device has signed in before: the visitors who never do should not download Firebase Auth to learn so.
const KEY = 'charity.auth.session-hint';

export function hasSessionHint(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function setSessionHint(present: boolean): void {
  try {
    if (present) localStorage.setItem(KEY, '1');
    else localStorage.removeItem(KEY);
  } catch {
    // Storage can be disabled (private mode); the hint is only an optimisation.
  }
}
