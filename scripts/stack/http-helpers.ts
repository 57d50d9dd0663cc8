import type { IncomingMessage, ServerResponse } from 'node:http';

/** Far above any contact message; stops a runaway client from filling memory. */
const MAX_BODY_BYTES = 1_000_000;

export class BodyTooLargeError extends Error {}

export const readBody = async (request: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw new BodyTooLargeError('The request body is too large.');
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
};

/**
 * The site (port 5000 or 5173) calls the mock (another port), so every answer, errors included,
 * must carry CORS headers or the browser hides it from the app. Any origin: this is a local tool.
 */
export const allowAnyOrigin = (request: IncomingMessage, response: ServerResponse): void => {
  response.setHeader('Access-Control-Allow-Origin', request.headers.origin ?? '*');
  response.setHeader('Vary', 'Origin');
  response.setHeader('Access-Control-Allow-Methods', 'GET, POST, DELETE, OPTIONS');
  response.setHeader(
    'Access-Control-Allow-Headers',
    request.headers['access-control-request-headers'] ?? 'Content-Type',
  );
  response.setHeader('Access-Control-Max-Age', '600');
};

export const sendText = (response: ServerResponse, status: number, text: string): void => {
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' });
  response.end(text);
};

export const sendJson = (response: ServerResponse, status: number, value: unknown): void => {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(value, null, 2));
};
