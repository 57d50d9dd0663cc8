import { createAtom, type Atom } from '@tanstack/store';
import { readChoice, saveChoice, type ConsentChoice } from './consent-choice';

export interface ConsentState {
  choice: ConsentChoice | null;
  reviewing: boolean;
}

/** The analytics choice. Tiny and free of Firebase, since it is part of every page. */
export class ConsentStore {
  private atom: Atom<ConsentState> | undefined;
  private opener: HTMLElement | null = null;

  // Read on first use, not at import: pages are prerendered where there is no localStorage.
  get state(): Atom<ConsentState> {
    return (this.atom ??= createAtom<ConsentState>({ choice: readChoice(), reviewing: false }));
  }

  choose(choice: ConsentChoice): void {
    saveChoice(choice);
    const wasReviewing = this.state.get().reviewing;
    this.state.set({ choice, reviewing: false });
    if (wasReviewing) this.returnFocus();
  }

  openReview(opener: HTMLElement | null): void {
    this.opener = opener;
    this.state.set((state) => ({ ...state, reviewing: true }));
  }

  closeReview(): void {
    this.state.set((state) => ({ ...state, reviewing: false }));
    this.returnFocus();
  }

  private returnFocus(): void {
    this.opener?.focus();
    this.opener = null;
  }
}

export const consentStore = new ConsentStore();
