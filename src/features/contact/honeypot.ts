/**
 * The contact form's trap for bots (honeypot-field.tsx draws it): a field no person fills in.
 * Kept apart from the component so the tests can name the field without its style sheet.
 */

/** A name bots like to fill: a "website" field is common on contact forms. */
export const HONEYPOT_NAME = 'website';

/** Whether the form's trap was filled; read from the page itself, whoever renders the other fields. */
export function isHoneypotFilled(form: HTMLFormElement): boolean {
  const field = form.elements.namedItem(HONEYPOT_NAME);
  return field instanceof HTMLInputElement && field.value.trim() !== '';
}
