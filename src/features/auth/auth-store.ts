import { createAtom, type Readable } from '@tanstack/store';
import { SIGNED_OUT, UNKNOWN, type AuthState } from './auth-state';
import type * as FirebaseAuth from './firebase-auth';

type FirebaseAuthModule = typeof FirebaseAuth;

// This device has signed in before: the visitors who never do should not download Firebase Auth to learn so.
const HINT_KEY = 'charity.auth.session-hint';

function hasSessionHint(): boolean {
  try {
    return localStorage.getItem(HINT_KEY) === '1';
  } catch {
    return false;
  }
}

function setSessionHint(present: boolean): void {
  try {
    if (present) localStorage.setItem(HINT_KEY, '1');
    else localStorage.removeItem(HINT_KEY);
  } catch {
    // Storage can be disabled (private mode); the hint is only an optimisation.
  }
}

export class AuthStore {
  private readonly atom = createAtom<AuthState>(UNKNOWN);
  readonly state: Readable<AuthState> = this.atom;
  private module: Promise<FirebaseAuthModule> | undefined;
  private known: Promise<AuthState> | undefined;
  private resolveKnown: ((state: AuthState) => void) | undefined;

  startIfSignedInBefore(): void {
    if (hasSessionHint()) void this.whenKnown();
    else if (this.atom.get().status === 'unknown') this.set(SIGNED_OUT);
  }

  /** Loads Firebase Auth (once) and resolves with the first definite answer. */
  whenKnown(): Promise<AuthState> {
    if (!this.known) {
      this.known = new Promise<AuthState>((resolve) => (this.resolveKnown = resolve));
      this.load().then(
        (auth) => auth.watchAuth((next) => this.set(next)),
        () => this.set(SIGNED_OUT),
      );
    }
    return this.known;
  }

  async signIn(email: string, password: string): Promise<void> {
    await (await this.load()).signInWithPassword(email, password);
    setSessionHint(true);
  }

  async sendPasswordReset(email: string): Promise<void> {
    await (await this.load()).sendPasswordReset(email);
  }

  async signOut(): Promise<void> {
    await (await this.load()).signOutUser();
  }

  private load(): Promise<FirebaseAuthModule> {
    return (this.module ??= import('./firebase-auth'));
  }

  private set(next: AuthState): void {
    if (next.status === 'signed-out') setSessionHint(false);
    this.atom.set(next);
    if (next.status !== 'unknown') this.resolveKnown?.(next);
  }
}
