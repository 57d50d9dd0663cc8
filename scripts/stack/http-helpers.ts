import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { LOCAL_HOST } from '../../src/config/local-stack';

/** Far above any contact message; stops a runaway client from filling memory. */
const MAX_BODY_BYTES = 1_000_000;

class BodyTooLargeError extends Error {}

export const readBody = async (request: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new BodyTooLargeError('The request body is too large.');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
};

export const parseJson = (rawBody: string): unknown => {
  try {
    return JSON.parse(rawBody) as unknown;
  } catch {
    return undefined;
  }
};

export const parseObject = (rawBody: string): Record<string, unknown> | undefined => {
  const parsed = parseJson(rawBody);
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
    ? (parsed as Record<string, unknown>)
    : undefined;
};

export const sendText = (response: ServerResponse, status: number, text: string): void => {
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' }).end(text);
};

export const sendJson = (response: ServerResponse, status: number, value: unknown): void => {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify(value, null, 2));
};

export type LocalServer = { server: Server; stop: () => Promise<void> };

type DoubleOptions = { port: number; log: (text: string) => void };

export type StartLocalDouble = (options: DoubleOptions) => Promise<LocalServer>;

/** A local double listening: a route that fails answers 413 or 500 and is logged rather than crashing the stack. */
export const serveLocally = async (
  { port, name, log }: DoubleOptions & { name: string },
  route: (request: IncomingMessage, response: ServerResponse, url: URL) => Promise<void> | void,
): Promise<LocalServer> => {
  const server = createServer((request, response) => {
    // The site calls the doubles on other ports: every answer, errors included, needs CORS headers.
    response.setHeaders(
      new Map([
        ['Access-Control-Allow-Origin', request.headers.origin ?? '*'],
        ['Vary', 'Origin'],
        ['Access-Control-Allow-Methods', 'GET, POST, DELETE, OPTIONS'],
        ['Access-Control-Allow-Headers', request.headers['access-control-request-headers'] ?? 'Content-Type'],
        ['Access-Control-Max-Age', '600'],
      ]),
    );
    if (request.method === 'OPTIONS') return sendText(response, 204, '');
    Promise.resolve()
      .then(() => route(request, response, new URL(request.url ?? '/', `http://${LOCAL_HOST}`)))
      .catch((error: unknown) => {
        if (response.headersSent) return response.destroy();
        if (error instanceof BodyTooLargeError) return sendText(response, 413, error.message);
        sendText(response, 500, `The ${name} failed`);
        log(`${name}: ${error instanceof Error ? error.message : String(error)}`);
      });
  });
  server.listen(port, LOCAL_HOST);
  await once(server, 'listening');
  const stop = async (): Promise<void> => {
    // Browsers keep connections alive; without this, close() would wait for them to idle out.
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  return { server, stop };
};
