import type { ReactNode } from 'react';
import { CloseButton } from '../ui/close-button';
import classes from './pwa-notices.module.css';

interface Props {
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  onDismiss: () => void;
  /** For the toast that closes by itself: it stays while the pointer or focus is on it. */
  onHoldChange?: (held: boolean) => void;
}

export function NoticeCard({ title, children, actions, onDismiss, onHoldChange }: Props) {
  return (
    <li
      className={classes.notice}
      onMouseEnter={() => onHoldChange?.(true)}
      onMouseLeave={() => onHoldChange?.(false)}
      onFocus={() => onHoldChange?.(true)}
      onBlur={() => onHoldChange?.(false)}
    >
      <div className={classes.body}>
        <p className={classes.title}>{title}</p>
        {children}
        {actions && <div className={classes.actions}>{actions}</div>}
      </div>
      <CloseButton className={classes.close} aria-label={`Dismiss: ${title}`} title="Dismiss" onClick={onDismiss} />
    </li>
  );
}
