import { Link } from '@tanstack/react-router';
import { useRef, type ToggleEvent } from 'react';
import { site } from '../../config/site';
import { isAdmin } from '../../features/auth/auth-state';
import { useAuthState } from '../../features/auth/use-auth';
import { useScrolledPast } from '../../hooks/use-scrolled-past';
import { OfflineIndicator } from '../../components/pwa/offline-indicator';
import { containerClass } from '../../components/ui/layout';
import { NavLinkList } from '../../components/layout/nav-link-list';
import { MAIN_NAV, MENU_LABEL, type NavItem } from '../../components/layout/nav-links';
import classes from './site-header.module.css';

const ADMIN_LINK: NavItem = { label: 'Admin Dashboard', to: '/admin' };

const MOBILE_MENU_ID = 'mobile-menu';

/**
 * The phone menu is a native popover, so it works with no script. aria-expanded (for older browsers) is
 * written onto the button, not kept in state: re-rendering the header on each toggle slowed a slow phone.
 */
export function SiteHeader() {
  const scrolled = useScrolledPast(20);
  const menu = useRef<HTMLElement>(null);
  // No aria-expanded until the first toggle: the prerendered page must not claim "collapsed" while
  // the browser has opened the menu before the app arrived.
  const burger = useRef<HTMLButtonElement>(null);
  const auth = useAuthState();
  const items = isAdmin(auth) ? [...MAIN_NAV, ADMIN_LINK] : MAIN_NAV;

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
          ref={burger}
          type="button"
          className={classes.burger}
          popoverTarget={MOBILE_MENU_ID}
          aria-label={MENU_LABEL}
        >
          <span className={classes.burgerLines} aria-hidden="true" />
        </button>
      </div>
      <nav
        ref={menu}
        id={MOBILE_MENU_ID}
        popover="auto"
        aria-label="Main"
        className={classes.mobileMenu}
        onToggle={(event: ToggleEvent<HTMLElement>) =>
          burger.current?.setAttribute('aria-expanded', String(event.newState === 'open'))
        }
      >
        {/* A link opens its page in the app without reloading: the menu closes behind it. */}
        <NavLinkList items={items} className={classes.link} onNavigate={() => menu.current?.hidePopover()} />
      </nav>
    </header>
  );
}
