import type { LinkProps } from '@tanstack/react-router';

export interface NavItem {
  label: string;
  to: NonNullable<LinkProps['to']>;
}

/** The name of the phone menu's button. */
export const MENU_LABEL = 'Menu';

export const MAIN_NAV: readonly NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'About Us', to: '/about' },
  { label: 'Programs', to: '/programs' },
  { label: 'Impact', to: '/impact' },
  { label: 'Contact', to: '/contact' },
  { label: 'Donate', to: '/donate' },
];

export const FOOTER_QUICK_LINKS: readonly NavItem[] = [
  ...MAIN_NAV.filter((item) => item.to !== '/donate'),
  { label: 'Blog', to: '/blog' },
  { label: 'Donate', to: '/donate' },
];

export const LEGAL_LINKS: readonly NavItem[] = [
  { label: 'Privacy Policy', to: '/privacy' },
  { label: 'Terms of Use', to: '/terms' },
];
