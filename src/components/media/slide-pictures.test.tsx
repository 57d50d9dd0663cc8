import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { galleryPicture } from '../../content/types';
import { atMost2x } from './at-most-2x';
import { CarouselFigure } from './carousel-figure';
import { useSlidePictures } from './use-slide-pictures';

afterEach(cleanup);

describe('which slides of a carousel load their picture', () => {
  it('only the first at the start, then the slides in view and those asked for around them, wrapping', () => {
    const { result } = renderHook(() => useSlidePictures(5, 'program'));
    expect([...result.current.shown]).toEqual([0]);
    act(() => result.current.reveal(2));
    expect([...result.current.shown].sort()).toEqual([0, 2]);
    // The last slide, with one more on each side: the loop wraps to the first.
    act(() => result.current.reveal(4, { before: 1, after: 1 }));
    expect([...result.current.shown].sort()).toEqual([0, 2, 3, 4]);
  });

  it('every slide in view when several are shown side by side', () => {
    // A screen 1024 px wide or more, where a gallery shows three photos.
    const wide = vi
      .spyOn(window, 'matchMedia')
      .mockImplementation(
        (query: string) => ({ matches: /min-width: (600|1024)px/.test(query), media: query }) as MediaQueryList,
      );
    try {
      const { result } = renderHook(() => useSlidePictures(6, 'gallery'));
      expect([...result.current.shown].sort()).toEqual([0, 1, 2]);
      act(() => result.current.reveal(4, { after: 1 }));
      expect([...result.current.shown].sort()).toEqual([0, 1, 2, 4, 5]);
    } finally {
      wide.mockRestore();
    }
  });

  it('keeps the same set when nothing new is revealed, so the slides do not render again', () => {
    const { result } = renderHook(() => useSlidePictures(3, 'program'));
    const before = result.current.shown;
    act(() => result.current.reveal(0));
    expect(result.current.shown).toBe(before);
  });
});

describe('a slide not yet loaded', () => {
  const slide = galleryPicture(
    { src: '/images/impact/school-1.jpg', alt: 'Pupils lined up for morning assembly', caption: 'Morning assembly' },
    { '/images/impact/school-1.jpg': '#683858' },
  );

  it('shows its box, description and caption, and asks for no file', () => {
    const { container } = render(<CarouselFigure slide={slide} variant="program" deferred />);
    expect(screen.getByRole('img', { name: slide.alt }).style.backgroundColor).toBe('rgb(104, 56, 88)');
    expect(screen.getByText('Morning assembly')).toBeDefined();
    expect(container.querySelectorAll('img, source')).toHaveLength(0);
  });

  it('becomes the responsive picture once it may load', () => {
    const { container } = render(<CarouselFigure slide={slide} variant="program" />);
    expect(container.querySelector('img')?.getAttribute('alt')).toBe(slide.alt);
  });
});

describe('sizes on dense phone screens', () => {
  it('names a narrower slot the denser the screen, and the slot itself below 2 device pixels per CSS pixel', () => {
    const sizes = atMost2x('100vw');
    const factors = [...sizes.matchAll(/\(min-resolution: ([\d.]+)dppx\) calc\(100vw \* ([\d.]+)\)/g)].map(
      ([, density, factor]) => ({ density: Number(density), factor: Number(factor) }),
    );
    expect(factors.length).toBeGreaterThan(1);
    // Densest first (the first matching condition wins), each asking for at most about 2x.
    for (const [index, step] of factors.entries()) {
      const denser = factors[index - 1];
      if (denser !== undefined) expect(step.density).toBeLessThan(denser.density);
      expect(step.factor * (denser?.density ?? step.density * 1.2)).toBeLessThanOrEqual(2);
    }
    expect(sizes.endsWith(', 100vw')).toBe(true);
  });
});
