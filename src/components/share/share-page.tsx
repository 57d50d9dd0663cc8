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
 * Share this page (a post, a program, a story): the system's share sheet where the browser has the
 * Web Share API (phones), otherwise links to WhatsApp and e-mail and a Copy link button.
 *
 * All of it is in the prerendered HTML, so its space is there from the first paint and nothing moves
 * when the app arrives. Which part shows is decided before that paint: the page's inline script marks
 * <html> when the browser can share (WEB_SHARE_ATTRIBUTE), and without JavaScript only the two links,
 * which need none, show. Until the app has the page, the links carry the page's canonical address
 * (the prerenderer knows no other); from then on the address in the browser's bar.
 */
export function SharePage({ title }: { title: string }) {
  const hydrated = useHydrated();
  const pathname = useLocation({ select: (location) => location.pathname });
  const [copied, setCopied] = useState<string | null>(null);
  const url = hydrated ? window.location.href : new URL(pathname, site.url).href;

  const share = (): void => {
    navigator.share({ title, url: window.location.href }).catch((error: unknown) => {
      // Closing the share sheet is not an error worth telling anyone about.
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
