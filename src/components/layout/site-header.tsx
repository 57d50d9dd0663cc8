import { Link, useLocation } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { site } from '../../config/site';
import { isAdmin } from '../../features/auth/auth-state';
import { useAuthState } from '../../features/auth/use-auth';
import { useScrolledPast } from '../../hooks/use-scrolled-past';
import { OfflineIndicator } from '../pwa/offline-indicator';
import { containerClass } from '../ui/layout';
import { NavLinkList } from './nav-link-list';
import { MAIN_NAV, type NavItem } from './nav-links';
import classes from './site-header.module.css';

/** The spec's threshold for the header's scrolled style. */
const SCROLLED_AFTER_PX = 20;

const ADMIN_LINK: NavItem = { label: 'Admin Dashboard', to: '/admin' };

export function SiteHeader() {
  const scrolled = useScrolledPast(SCROLLED_AFTER_PX);
  const pathname = useLocation({ select: (location) => location.pathname });
  // The menu belongs to the page it was opened on, so any navigation closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  const setMenuOpen = (open: boolean): void => setMenuOpenOn(open ? pathname : null);
  const auth = useAuthState();
  const items = isAdmin(auth) ? [...MAIN_NAV, ADMIN_LINK] : MAIN_NAV;

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent): void => {
      if (event.key === 'Escape') setMenuOpenOn(null);
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  return (
    <header className={classes.header} data-scrolled={scrolled || undefined}>
      <div className={containerClass('lg', classes.inner)}>
        <Link to="/" className={classes.brand}>
          {site.name}
        </Link>
        <OfflineIndicator />
        <nav aria-label="Main" className={classes.desktopNav}>
          <NavLinkList items={items} className={classes.link} />
        </nav>
        <button
          type="button"
          className={classes.burger}
          onClick={() => setMenuOpen(!menuOpen)}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
        >
          <span className={classes.burgerLines} aria-hidden="true" />
        </button>
      </div>
      {menuOpen && (
        <nav id="mobile-menu" aria-label="Main" className={classes.mobileMenu}>
          <NavLinkList items={items} className={classes.link} onNavigate={() => setMenuOpen(false)} />
        </nav>
      )}
    </header>
  );
}
