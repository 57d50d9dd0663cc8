import { createServer } from 'node:net';

/**
 * Asks the operating system rather than probing with a connection: a port can be taken by
 * something that accepts no connections yet (a process still starting, or one bound to 0.0.0.0).
 */
export const isPortFree = (port: number, host: string): Promise<boolean> =>
  new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host, exclusive: true }, () => {
      probe.close(() => resolve(true));
    });
  });
