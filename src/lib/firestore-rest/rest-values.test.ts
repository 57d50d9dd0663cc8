import { describe, expect, it } from 'vitest';
import { documentId, formatTimestamp, parseTimestamp } from './rest-values';

describe('Firestore REST timestamps', () => {
  it('read every precision Firestore writes', () => {
    expect(parseTimestamp('2026-11-20T09:30:00Z')).toEqual({ seconds: 1_795_167_000, nanoseconds: 0 });
    expect(parseTimestamp('2026-11-20T09:30:00.5Z')).toEqual({ seconds: 1_795_167_000, nanoseconds: 500_000_000 });
    expect(parseTimestamp('2026-11-20T09:30:00.123456Z')).toEqual({
      seconds: 1_795_167_000,
      nanoseconds: 123_456_000,
    });
    expect(parseTimestamp('1969-12-31T23:59:59.000000001Z')).toEqual({ seconds: -1, nanoseconds: 1 });
  });

  it('refuse what is not a UTC timestamp', () => {
    for (const text of [
      '',
      'yesterday',
      '2026-11-20T09:30:00+01:00',
      '2026-11-20T09:30:00.1234567890Z',
      '2026-13-45T99:00:00Z',
    ]) {
      expect(parseTimestamp(text)).toBeUndefined();
    }
  });

  it('write all nine fraction digits, so a cursor names the exact instant it was read at', () => {
    const time = { seconds: 1_795_167_000, nanoseconds: 123_456_000 };
    expect(formatTimestamp(time)).toBe('2026-11-20T09:30:00.123456000Z');
    expect(parseTimestamp(formatTimestamp(time))).toEqual(time);
    expect(formatTimestamp({ seconds: 0, nanoseconds: 7 })).toBe('1970-01-01T00:00:00.000000007Z');
  });
});

describe('document names', () => {
  it('end in the document id', () => {
    expect(documentId({ name: 'projects/p/databases/(default)/documents/blog/abc-123' })).toBe('abc-123');
  });
});
