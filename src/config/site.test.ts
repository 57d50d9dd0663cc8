import { describe, expect, it } from 'vitest';
import { whatsappLink } from './site';

describe('the WhatsApp click-to-chat link', () => {
  it("is wa.me with the number's digits only, in international form", () => {
    expect(whatsappLink('+234 803 123 4567')).toBe('https://wa.me/2348031234567');
    expect(whatsappLink('+2348031234567')).toBe('https://wa.me/2348031234567');
    expect(whatsappLink('00234-803-123-4567')).toBe('https://wa.me/2348031234567');
  });

  it('is left out when the charity has no WhatsApp number', () => {
    expect(whatsappLink(undefined)).toBeUndefined();
    expect(whatsappLink('')).toBeUndefined();
  });
});
