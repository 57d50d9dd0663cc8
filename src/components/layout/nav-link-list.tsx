import { Link } from '@tanstack/react-router';
import type { NavItem } from './nav-links';

interface Props {
  items: readonly NavItem[];
  className?: string | undefined;
  onNavigate?: () => void;
}

export function NavLinkList({ items, className, onNavigate }: Props) {
  return items.map((item) => (
    <Link
      key={item.label}
      to={item.to}
      className={className}
      activeOptions={{ exact: item.to === '/' }}
      activeProps={{ 'aria-current': 'page' }}
      onClick={onNavigate}
    >
      {item.label}
    </Link>
  ));
}
