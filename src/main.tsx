import './styles/mantine.css';
import './styles/global.css';
import { MantineProvider } from '@mantine/core';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
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
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

auth.startIfSignedInBefore();

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
