import './styles/mantine.css';
import './styles/global.css';
import { MantineProvider } from '@mantine/core';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { watchChunkLoadErrors } from './components/errors/chunk-load-error';
import { RouteErrorView } from './components/errors/route-error-view';
import { AuthStore } from './features/auth/auth-store';
import { registerServiceWorker } from './lib/pwa/register-service-worker';
import { routeTree } from './route-tree.gen';
import { theme } from './theme';

const auth = new AuthStore();

const router = createRouter({
  routeTree,
  context: { auth },
  scrollRestoration: true,
  defaultPreload: 'intent',
  // Every route: a friendly message with a way forward, and the offline notice when code is missing.
  defaultErrorComponent: RouteErrorView,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

auth.startIfSignedInBefore();
watchChunkLoadErrors();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <MantineProvider theme={theme}>
      <RouterProvider router={router} />
    </MantineProvider>
  </StrictMode>,
);

registerServiceWorker();
