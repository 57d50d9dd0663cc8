/** Every sentence the app notices show, in one place (the header's "Offline" is in offline-indicator.tsx). */
export const PWA_TEXT = {
  offlineReady: 'Ready to work offline',
  offlineReadyDetail: 'Pages you open from now on work without a connection.',
  updateAvailable: 'A new version is available',
  updateDetail: 'Reload to use it. Anything you are typing stays until you do.',
  reload: 'Reload',
  installTitle: 'Install this app',
  install: 'Install app',
  installOffer: 'Add Hope Harvest Mission to your home screen: it opens like an app and works offline.',
  iosHintBefore: 'Tap the Share button',
  iosHintAfter: 'then “Add to Home Screen”.',
  dismiss: 'Dismiss',
  noticesLabel: 'About this app',
} as const;
