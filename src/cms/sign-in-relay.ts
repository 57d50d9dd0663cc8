/**
 * The GitHub sign-in popup's hand-off to the editor (functions/src/cms-sign-in/ writes the page this
 * runs in). Decap waits for a handshake from the popup, answers it, and then takes the message the
 * function wrote into the page: the staff member's token, or the reason sign-in failed. Both windows
 * are on the editor's origin, and every message is sent to that origin only, so no other page can
 * receive the token. A file of its own because the editor's CSP allows no inline script.
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
