/** Every route of the spec's route table, with the heading a visitor sees there. */
export const SPEC_ROUTES: readonly { path: string; heading: RegExp }[] = [
  { path: '/', heading: /Bringing Hope/ },
  { path: '/about', heading: /About Us/ },
  { path: '/programs', heading: /Our Programs/ },
  { path: '/programs/education', heading: /Education/ },
  { path: '/impact', heading: /Our Impact/ },
  { path: '/impact/story/1', heading: /./ },
  { path: '/impact/report', heading: /Impact Report/ },
  { path: '/contact', heading: /Contact/ },
  { path: '/donate', heading: /Donate/ },
  { path: '/donate/education', heading: /Donate/ },
  { path: '/donate/success', heading: /Thank You/ },
  { path: '/blog/any-post', heading: /./ },
  { path: '/admin', heading: /Admin Login/ },
  { path: '/privacy', heading: /Privacy Policy/ },
  { path: '/terms', heading: /Terms of Use/ },
];
