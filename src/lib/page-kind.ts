/** Drawn (prerendered or by the blog's function) or the empty app shell; read before the app touches #root. */
export const pageArrivedDrawn: boolean = Boolean(document.getElementById('root')?.firstElementChild);
