import { updatePwaStatus } from './pwa-status';
import { rememberDismissal, wasDismissed } from './remembered-dismissals';

/** Chromium's install offer; not in TypeScript's DOM types because only Chromium has it. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

function isBeforeInstallPrompt(event: Event): event is BeforeInstallPromptEvent {
  return 'prompt' in event && typeof event.prompt === 'function' && 'userChoice' in event;
}

let offer: BeforeInstallPromptEvent | null = null;

/** Its only way to install is Share → Add to Home Screen. */
export function isIosSafari(userAgent: string, maxTouchPoints: number): boolean {
  // iPadOS presents itself as a Mac; only its touch screen gives it away.
  const ios = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  // Other iOS browsers carry Safari in their user agent too, with their own token.
  const otherBrowser = /CriOS|FxiOS|EdgiOS|OPiOS|OPT\/|GSA\/|DuckDuckGo|YaBrowser/.test(userAgent);
  return ios && /Safari\//.test(userAgent) && !otherBrowser;
}

/** Opened as the installed app (from the home screen), not in a browser tab. */
export function runsInstalled(): boolean {
  const iosStandalone: unknown = Reflect.get(navigator, 'standalone');
  return iosStandalone === true || window.matchMedia('(display-mode: standalone)').matches;
}

/** At start-up: the offer can come as soon as the page has loaded. */
export function watchInstallOffers(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    if (!isBeforeInstallPrompt(event)) return;
    // Our button makes the offer; without this the browser may show its own banner as well.
    event.preventDefault();
    offer = event;
    updatePwaStatus({ installable: !wasDismissed('install') });
  });
  window.addEventListener('appinstalled', () => {
    offer = null;
    updatePwaStatus({ installable: false });
  });
  if (isIosSafari(navigator.userAgent, navigator.maxTouchPoints) && !runsInstalled()) {
    updatePwaStatus({ iosInstallHint: !wasDismissed('ios-install-hint') });
  }
}

/** An offer can be used only once. */
export async function promptInstall(): Promise<void> {
  const current = offer;
  offer = null;
  updatePwaStatus({ installable: false });
  if (!current) return;
  await current.prompt();
  await current.userChoice;
}

export function declineInstall(): void {
  rememberDismissal('install');
  updatePwaStatus({ installable: false });
}

export function dismissIosInstallHint(): void {
  rememberDismissal('ios-install-hint');
  updatePwaStatus({ iosInstallHint: false });
}
