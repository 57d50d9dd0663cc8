import { useState } from 'react';
import { useHydrated } from '../use-hydrated';
import { Button } from '../ui/button';
import { buttonClass } from '../ui/button-class';
import classes from './share-page.module.css';
import { emailShareUrl, whatsappShareUrl } from './share-links';

/**
 * Share this page (a post, a program, a story): the system's share sheet where the browser has the
 * Web Share API (phones), otherwise links to WhatsApp and e-mail and a Copy link button. Drawn by the
 * app only: what the browser can do is unknown to the prerendered page.
 */
export function SharePage({ title }: { title: string }) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState<string | null>(null);
  if (!hydrated) return null;
  const url = window.location.href;

  if (typeof navigator.share === 'function') {
    return (
      <div className={classes.share} data-share="">
        <Button
          variant="outline"
          onClick={() => {
            navigator.share({ title, url }).catch((error: unknown) => {
              // Closing the share sheet is not an error worth telling anyone about.
              if (!(error instanceof DOMException && error.name === 'AbortError'))
                console.warn('Sharing failed', error);
            });
          }}
        >
          Share
        </Button>
      </div>
    );
  }

  const copy = async (): Promise<void> => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('Link copied.');
    } catch {
      setCopied(`Could not copy. The link is ${url}`);
    }
  };

  const look = buttonClass({ variant: 'outline' });
  return (
    <div className={classes.share} data-share="">
      <a className={look} href={whatsappShareUrl(title, url)} target="_blank" rel="noopener noreferrer">
        Share on WhatsApp
      </a>
      <a className={look} href={emailShareUrl(title, url)}>
        Share by e-mail
      </a>
      <Button variant="outline" onClick={() => void copy()}>
        Copy link
      </Button>
      {/* A div, not a paragraph: the page's paragraphs are its own text. */}
      <div role="status" className={classes.status}>
        {copied}
      </div>
    </div>
  );
}
