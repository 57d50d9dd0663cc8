import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorView } from './route-error-view';

/** A page that throws `error` while it is broken; `mend` makes it work. */
function renderFailingPage(error: Error): { mend: () => void } {
  let broken = true;
  const rootRoute = createRootRoute({ component: Outlet });
  const page = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    component: () => {
      if (broken) throw error;
      return <h1>The page</h1>;
    },
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([page]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
    defaultErrorComponent: RouteErrorView,
  });
  render(<RouterProvider router={router} />);
  return { mend: () => (broken = false) };
}

const chunkError = new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1:5000/assets/about.js');

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the route error view', () => {
  it('says something went wrong in plain words, and Try again brings the page back', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const page = renderFailingPage(new Error('Cannot read properties of undefined'));
    const heading = await screen.findByRole('heading', { level: 1, name: "Sorry, this page didn't load properly" });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    expect(screen.queryByText(/Cannot read properties/)).toBeNull();
    page.mend();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'The page' })).toBeTruthy();
  });

  it('shows the offline notice, not an error, when the page code cannot be downloaded offline', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderFailingPage(chunkError);
    expect(await screen.findByRole('heading', { level: 1, name: "You're offline" })).toBeTruthy();
    expect(screen.queryByText(/went wrong/i)).toBeNull();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('offers a reload when the code is missing while online (the site was updated)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderFailingPage(chunkError);
    expect(await screen.findByRole('heading', { level: 1, name: 'This page has been updated' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeTruthy();
  });
});
