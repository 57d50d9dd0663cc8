import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { AuthStore } from '../features/auth/auth-store';
import { ServedPosts } from '../features/blog/read/served-posts';
import { createAppRouter } from './create-app-router';
import { navigateAfterPaint } from './navigate-after-paint';

const nextFrame = (): Promise<void> => new Promise((resolve) => requestAnimationFrame(() => resolve()));

describe('navigations wait for the press to be painted', () => {
  it('leaves the address as it is until the next frame has been drawn, then goes', async () => {
    const history = createMemoryHistory({ initialEntries: ['/'] });
    const router = createAppRouter({
      auth: new AuthStore(),
      served: new ServedPosts(),
      history,
      scrollRestoration: false,
    });
    navigateAfterPaint(router);

    const navigated = router.navigate({ to: '/contact' });
    await Promise.resolve();
    expect(history.location.pathname).toBe('/');
    await nextFrame();
    await navigated;
    expect(history.location.pathname).toBe('/contact');
  });
});
