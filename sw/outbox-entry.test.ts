import { describe, expect, it } from 'vitest';
import { readTemplateParams } from './outbox-entry';

const encode = (value: unknown): ArrayBuffer => {
  const bytes = new TextEncoder().encode(typeof value === 'string' ? value : JSON.stringify(value));
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
};

describe('reading a queued EmailJS request', () => {
  it('finds the four fields the form sent and the message id', () => {
    const params = {
      user_name: 'Ada',
      user_email: 'ada@example.com',
      subject: 'Hello — ünïcode',
      message: 'Hi',
      message_id: '6f1c1d4e-5b0a-4c36-9a53-0d3f7b1e2a90',
    };
    const body = { lib_version: '4.4.1', user_id: 'k', service_id: 's', template_id: 't', template_params: params };
    expect(readTemplateParams(encode(body))).toEqual(params);
  });

  it('still reads a message queued before messages had ids', () => {
    const params = { user_name: 'Ada', user_email: 'ada@example.com', subject: 'Hello', message: 'Hi' };
    expect(readTemplateParams(encode({ template_params: params }))).toEqual({ ...params, message_id: '' });
  });

  it('gives nothing for a body that is not the form’s', () => {
    expect(readTemplateParams(undefined)).toBeNull();
    expect(readTemplateParams(encode('not json'))).toBeNull();
    expect(readTemplateParams(encode({ template_params: { subject: 'x' } }))).toBeNull();
  });
});
