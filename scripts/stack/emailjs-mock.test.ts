import { describe, expect, it } from 'vitest';
import { formatReceivedMessage } from './emailjs-mock';

const body = (templateParams: Record<string, unknown>) => ({
  user_id: 'local-public-key',
  service_id: 'local-service',
  template_id: 'local-template',
  template_params: templateParams,
});

describe('formatReceivedMessage', () => {
  it("prints the message's id on a line of its own, so a message sent twice is plain to see", () => {
    const text = formatReceivedMessage(
      body({
        user_name: 'Ada Obi',
        user_email: 'ada@example.com',
        subject: 'Volunteering',
        message: 'Hello',
        message_id: '6f1c1d4e-5b0a-4c36-9a53-0d3f7b1e2a90',
      }),
      new Date('2026-03-01T10:00:00Z'),
    );
    expect(text).toContain('  Message id: 6f1c1d4e-5b0a-4c36-9a53-0d3f7b1e2a90');
    expect(text.match(/6f1c1d4e/g)).toHaveLength(1);
  });

  it('says so when a message came without an id', () => {
    const text = formatReceivedMessage(body({ subject: 'Old client' }), new Date('2026-03-01T10:00:00Z'));
    expect(text).toContain('  Message id: (none)');
  });

  it('heads a gift receipt with the donor it is addressed to, not as a contact message', () => {
    const text = formatReceivedMessage(
      body({ to_email: 'donor@example.org', subject: 'Your gift', message: 'Thank you' }),
      new Date('2026-03-01T10:00:00Z'),
    );
    expect(text.split('\n')[0]).toMatch(/Receipt to donor@example\.org/);
    expect(text).not.toContain('Contact message');
  });
});
