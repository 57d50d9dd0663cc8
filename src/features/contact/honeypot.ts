// Apart from honeypot-field.tsx, so tests can name the field without its style sheet. Bots like "website".
export const HONEYPOT_NAME = 'website';

export function isHoneypotFilled(form: HTMLFormElement): boolean {
  const field = form.elements.namedItem(HONEYPOT_NAME);
  return field instanceof HTMLInputElement && field.value.trim() !== '';
}
