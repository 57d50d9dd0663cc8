/** Text made safe for HTML and XML, in element content and in quoted attributes alike. */
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeMarkup = (text: string): string => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

/** An absolute address on the site, from a path. */
export const absolute = (path: string, origin: string): string => new URL(path, origin).href;
