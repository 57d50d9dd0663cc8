import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { declineInstall, isIosSafari, promptInstall, watchInstallOffers } from './install-prompt';
import { pwaStatusStore } from './pwa-status';

const UA = {
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  ipadSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
};

describe('isIosSafari', () => {
  it('recognises Safari on iPhone, and on iPad (which calls itself a Mac with a touch screen)', () => {
    expect(isIosSafari(UA.iphoneSafari, 5)).toBe(true);
    expect(isIosSafari(UA.ipadSafari, 5)).toBe(true);
  });

  it('leaves out other iOS browsers, desktop Safari and Android', () => {
    expect(isIosSafari(UA.iphoneChrome, 5)).toBe(false);
    expect(isIosSafari(UA.ipadSafari, 0)).toBe(false);
    expect(isIosSafari(UA.androidChrome, 5)).toBe(false);
  });
});

function installOffer() {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = vi.fn(() => Promise.resolve());
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome: 'accepted' }) });
  return { event, prompt };
}

describe('the install offer', () => {
  beforeAll(() => watchInstallOffers());
  afterEach(() => localStorage.clear());

  it('is kept when the browser makes it, and used once when the visitor asks', async () => {
    const { event, prompt } = installOffer();
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(pwaStatusStore.get().installable).toBe(true);
    await promptInstall();
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(pwaStatusStore.get().installable).toBe(false);
    await promptInstall();
    expect(prompt).toHaveBeenCalledTimes(1);
  });

  it('stays away on later visits once the visitor declined it', () => {
    window.dispatchEvent(installOffer().event);
    declineInstall();
    expect(pwaStatusStore.get().installable).toBe(false);
    window.dispatchEvent(installOffer().event);
    expect(pwaStatusStore.get().installable).toBe(false);
  });
});
