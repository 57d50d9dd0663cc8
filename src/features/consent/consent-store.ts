import { readChoice, saveChoice, type ConsentChoice } from './consent-choice';

export interface ConsentState {
  /** null until the visitor answers. */
  choice: ConsentChoice | null;
  /** The footer's "Privacy choices" opened the panel. */
  reviewing: boolean;
}

type Listener = () => void;

/**
 * The analytics choice as a small external store: the footer button, the banner and the code that
 * starts analytics all read it. Tiny and free of Firebase, since it is part of every page.
 */
export class ConsentStore {
  private state: ConsentState | undefined;
  private readonly listeners = new Set<Listener>();
  /** Where focus was when the panel opened, to return it there on close. */
  private opener: HTMLElement | null = null;

  // Read on first use, not at import: pages are prerendered where there is no localStorage.
  getState = (): ConsentState => (this.state ??= { choice: readChoice(), reviewing: false });

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  choose(choice: ConsentChoice): void {
    saveChoice(choice);
    const wasReviewing = this.getState().reviewing;
    this.set({ choice, reviewing: false });
    if (wasReviewing) this.returnFocus();
  }

  openReview(opener: HTMLElement | null): void {
    this.opener = opener;
    this.set({ ...this.getState(), reviewing: true });
  }

  closeReview(): void {
    this.set({ ...this.getState(), reviewing: false });
    this.returnFocus();
  }

  private returnFocus(): void {
    this.opener?.focus();
    this.opener = null;
  }

  private set(next: ConsentState): void {
    this.state = next;
    this.listeners.forEach((listener) => listener());
  }
}

export const consentStore = new ConsentStore();
