/**
 * The inline script marks <html> before anything paints; src/styles/global.css then hides the no-script
 * notes, and without it what cannot work. Not <noscript>, whose content browsers parse as text when
 * only the running of scripts is off (as test browsers and some proxies do).
 */
export const SCRIPTED_ATTRIBUTE = 'data-scripted';

/** The Web Share API, marked by the same script, so src/components/share shows the right control from the first paint. */
export const WEB_SHARE_ATTRIBUTE = 'data-web-share';

/** Spread on an element that only works with JavaScript: `<form {...needsScript}>`. */
export const needsScript = { 'data-needs-script': '' } as const;

export const onlyWithoutScript = { 'data-no-script': '' } as const;
