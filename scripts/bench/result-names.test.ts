import { describe, expect, it } from 'vitest';
import { fileStamp } from './result-names';

describe('result file names', () => {
  it('stamp a run with its ISO time, without colons or milliseconds', () => {
    expect(fileStamp('2026-05-01T09:30:12.345Z')).toBe('2026-05-01T09-30-12Z');
  });
});
