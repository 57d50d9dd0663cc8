/**
 * A flag in localStorage that this device has signed in before. Firebase Auth is about
 * 50 KB of JavaScript; visitors who never sign in (nearly all of them) should not pay for it
 * just so the header can learn there is no administrator here.
 */
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
