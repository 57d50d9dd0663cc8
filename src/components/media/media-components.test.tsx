import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { impactCounters } from '../../content/impact';
import { image, MEDIA_SIZES, type VideoAsset } from '../../content/types';
import { ImpactCounters } from './impact-counters';
import { ResponsiveImage } from './responsive-image';
import { VIDEO_FALLBACK_TEXT, VideoPlayer } from './video-player';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const photo = image({ src: '/images/home/gallery-1.jpg', alt: 'Children running to a classroom' }, 'gallery', {
  '/images/home/gallery-1.jpg': '#885808',
});

const video: VideoAsset = {
  src: '/videos/story3.mp4',
  poster: image({ src: '/images/stories/story3.jpg', alt: 'Grace teaching' }, 'videoPoster', {
    '/images/stories/story3.jpg': '#186878',
  }),
  title: "Video: Grace's story",
  ...MEDIA_SIZES.video,
};

describe('responsive image', () => {
  it('offers AVIF then WebP at every width, with the JPEG and its size as the fallback', () => {
    const { container } = render(<ResponsiveImage image={photo} sizes="100vw" />);
    const sources = [...container.querySelectorAll('source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[1]?.getAttribute('srcset')).toContain('/images/home/gallery-1-1200w.webp 1200w');
    const img = screen.getByRole('img', { name: photo.alt });
    expect(img.getAttribute('src')).toBe('/images/home/gallery-1.jpg');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1200', '800']);
  });

  it('paints its box in the tone its data file gave it, and none without one', () => {
    const { rerender } = render(<ResponsiveImage image={photo} sizes="100vw" />);
    expect(screen.getByRole('img').style.backgroundColor).toBe('rgb(136, 88, 8)');
    rerender(<ResponsiveImage image={image({ src: photo.src, alt: photo.alt }, 'gallery', {})} sizes="100vw" />);
    expect(screen.getByRole('img').style.backgroundColor).toBe('');
  });

  it('loads lazily unless it is the priority picture above the fold', () => {
    const { rerender } = render(<ResponsiveImage image={photo} sizes="100vw" />);
    const img = screen.getByRole('img');
    expect([img.getAttribute('loading'), img.getAttribute('decoding'), img.getAttribute('fetchpriority')]).toEqual([
      'lazy',
      'async',
      null,
    ]);
    rerender(<ResponsiveImage image={photo} sizes="100vw" priority />);
    expect([img.getAttribute('loading'), img.getAttribute('fetchpriority')]).toEqual(['eager', 'high']);
  });
});

describe('video player', () => {
  it('downloads nothing before play, shows a poster and names the video', () => {
    const { container } = render(<VideoPlayer video={video} posterLoading="eager" />);
    const player = container.querySelector('video');
    expect(player?.getAttribute('preload')).toBe('none');
    expect(player?.getAttribute('poster')).toBe('/images/stories/story3-800w.webp');
    expect(player?.getAttribute('aria-label')).toBe(video.title);
    expect(container.querySelector('source')?.getAttribute('src')).toBe('/videos/story3.mp4');
    expect(player?.textContent).toBe(VIDEO_FALLBACK_TEXT);
    // The poster's tone until the poster is there.
    expect(player?.style.backgroundColor).toBe('rgb(24, 104, 120)');
  });

  it('adds a lazy poster only after the first render, so prerendered pages download none up front', async () => {
    const { container } = render(<VideoPlayer video={video} />);
    const player = container.querySelector('video');
    expect(player?.hasAttribute('poster')).toBe(false);
    // jsdom has no IntersectionObserver: the player then shows its poster on the next frame.
    await waitFor(() => expect(player?.getAttribute('poster')).toBe('/images/stories/story3-800w.webp'));
  });

  it('only logs a video that fails to load', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = render(<VideoPlayer video={video} />);
    const source = container.querySelector('source');
    if (source === null) throw new Error('no <source>');
    fireEvent.error(source);
    expect(log).toHaveBeenCalledWith('Video failed to load: /videos/story3.mp4', expect.anything());
    expect(container.querySelector('video')).not.toBeNull();
  });
});

describe('impact counters', () => {
  it('gives screen readers each final figure with its label, whatever the animation shows', () => {
    // Never scrolled into view: the visible digits wait at zero.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe = vi.fn();
        disconnect = vi.fn();
      },
    );
    render(<ImpactCounters counters={impactCounters} title="Our Impact" />);
    const region = screen.getByRole('region', { name: 'Our Impact' });
    const items = [...region.querySelectorAll('li')];
    expect(items).toHaveLength(impactCounters.length);
    for (const [index, counter] of impactCounters.entries()) {
      expect(items[index]?.textContent).toContain(`${counter.value}+`);
      expect(items[index]?.textContent).toContain(counter.label);
      const digits = items[index]?.querySelector('[aria-hidden="true"][data-count-up]');
      expect(digits?.getAttribute('data-count-up')).toBe(`${counter.value}+`);
      expect(digits?.textContent).toBe('0+');
    }
  });
});
