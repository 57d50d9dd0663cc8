/**
 * What only works with JavaScript (a form sent by the app, a copy button, posts read from
 * Firestore) and what says so to a browser without it (Opera Mini's data saver, a phone with
 * JavaScript turned off). The page's inline script marks <html> with SCRIPTED_ATTRIBUTE before
 * anything paints; the style sheet (src/styles/global.css) then hides the notes, and without it
 * hides what cannot work. Plain attributes rather than <noscript>, whose content browsers parse as
 * text when only the running of scripts is off (as test browsers and some proxies do).
 */
export const SCRIPTED_ATTRIBUTE = 'data-scripted';

/**
 * Marks <html> when the browser has the Web Share API, in the same inline script, so a page's share
 * control (src/components/share) shows the share sheet's button or the plain links from the first
 * paint: the prerendered HTML holds both, and nothing changes size when the app arrives.
 */
export const WEB_SHARE_ATTRIBUTE = 'data-web-share';

/** Spread on an element that only works with JavaScript: `<form {...needsScript}>`. */
export const needsScript = { 'data-needs-script': '' } as const;

/** Spread on an element that is shown only without JavaScript. */
export const onlyWithoutScript = { 'data-no-script': '' } as const;
