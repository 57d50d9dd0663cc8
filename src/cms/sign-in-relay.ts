/**
 * The GitHub sign-in popup's hand-off to the editor (the page is written by functions/src/cms-sign-in/):
 * a handshake with Decap, then the token or the failure. Messages go to the editor's origin only, so no
 * other page can receive the token. A file of its own: the editor's CSP allows no inline script.
 */
const slot = document.querySelector<HTMLElement>('[data-message]');
const handshake = slot?.dataset['handshake'];
const message = slot?.dataset['message'];
const editor = window.opener as Window | null;

if (editor && handshake && message) {
  window.addEventListener('message', (event) => {
    if (event.origin === location.origin && event.data === handshake) editor.postMessage(message, location.origin);
  });
  editor.postMessage(handshake, location.origin);
}

export {};
