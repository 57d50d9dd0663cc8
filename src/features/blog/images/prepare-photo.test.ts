import { describe, expect, it } from 'vitest';
import { fittedSize } from './prepare-photo';

describe('the size a photo is stored at', () => {
  it('brings the long edge down to 1600 px, keeping the shape', () => {
    expect(fittedSize(3000, 2000)).toEqual({ width: 1600, height: 1067 });
    expect(fittedSize(2000, 4000)).toEqual({ width: 800, height: 1600 });
  });

  it('never enlarges a small photo', () => {
    expect(fittedSize(800, 600)).toEqual({ width: 800, height: 600 });
  });
});
