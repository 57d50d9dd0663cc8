import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { APP_SHELL_PATH } from '../../../src/shared/sw-contract';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.jpg': 'image/jpeg',
  '.mp4': 'video/mp4',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
};

export interface StaticSite {
  url: string;
  /** The served copy of the build: change files here to "deploy" another version. */
  root: string;
  close(): Promise<void>;
}

/**
 * A private copy of the production build (dist/) on a port of its own, answered like Hosting
 * answers it: files as they are, prerendered pages by clean URL, every other path with the app shell,
 * nothing cached by HTTP, with `headers` added to every answer (the site's security headers, say). A
 * test can deploy a second version by editing the copy without touching what other tests are served.
 */
export async function serveCopyOfBuild(
  dist = 'dist',
  { headers = {} }: { headers?: Record<string, string> } = {},
): Promise<StaticSite> {
  const root = mkdtempSync(join(tmpdir(), 'charity-site-'));
  cpSync(dist, root, { recursive: true });
  const server: Server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname));
    const isFile = (candidate: string): boolean =>
      candidate.startsWith(root) && existsSync(candidate) && !statSync(candidate).isDirectory();
    // Hosting's clean URLs: `/` → index.html, `/about` → about.html, anything else → the app shell.
    const file =
      [join(root, path), join(root, `${path}.html`), join(root, path, 'index.html')].find(isFile) ??
      join(root, APP_SHELL_PATH);
    response.writeHead(200, {
      ...headers,
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': 'no-cache',
    });
    response.end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    root,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(root, { recursive: true, force: true });
    },
  };
}
