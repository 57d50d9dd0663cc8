import { useLocation } from '@tanstack/react-router';
import { useState } from 'react';
import { site } from '../../config/site';
import { needsScript } from '../../lib/early-presses/no-script';
import { useHydrated } from '../use-hydrated';
import { Button } from '../ui/button';
import { buttonClass } from '../ui/button-class';
import classes from './share-page.module.css';
import { emailShareUrl, whatsappShareUrl } from './share-links';

/**
 * The system's share sheet where the browser can share (the inline script marks <html> with WEB_SHARE_ATTRIBUTE
 * before first paint, so nothing moves), else WhatsApp, e-mail and Copy link; before hydration, the canonical URL.
 */
export function SharePage({ title }: { title: string }) {
  const hydrated = useHydrated();
  const pathname = useLocation({ select: (location) => location.pathname });
  const [copied, setCopied] = useState<string | null>(null);
  const url = hydrated ? window.location.href : new URL(pathname, site.url).href;

  const share = (): void => {
    navigator.share({ title, url: window.location.href }).catch((error: unknown) => {
      // AbortError: the visitor closed the share sheet.
      if (!(error instanceof DOMException && error.name === 'AbortError')) console.warn('Sharing failed', error);
    });
  };

  const copy = async (): Promise<void> => {
    const address = window.location.href;
    try {
      await navigator.clipboard.writeText(address);
      setCopied('Link copied.');
    } catch {
      setCopied(`Could not copy. The link is ${address}`);
    }
  };

  const look = buttonClass({ variant: 'outline' });
  return (
    <div className={classes.share} data-share="">
      <div className={classes.sheet}>
        <Button variant="outline" onClick={share}>
          Share
        </Button>
      </div>
      <div className={classes.links}>
        <a className={look} href={whatsappShareUrl(title, url)} target="_blank" rel="noopener noreferrer">
          Share on WhatsApp
        </a>
        <a className={look} href={emailShareUrl(title, url)}>
          Share by e-mail
        </a>
        <Button variant="outline" onClick={() => void copy()} {...needsScript}>
          Copy link
        </Button>
        {/* A div, not a paragraph: the page's paragraphs are its own text. */}
        <div role="status" className={classes.status}>
          {copied}
        </div>
      </div>
    </div>
  );
}
