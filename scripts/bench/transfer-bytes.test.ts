import { describe, expect, it } from 'vitest';
import { byteType, firstVisitTransfer, type NetworkRequestRow } from './transfer-bytes';

const SITE = 'http://127.0.0.1:5000';

const row = (
  fields: Partial<NetworkRequestRow> & Pick<NetworkRequestRow, 'url' | 'transferSize'>,
): NetworkRequestRow => ({
  headerBytes: 0,
  sessionTargetType: 'page',
  fromServiceWorker: false,
  ...fields,
});

// Shaped like a first visit to Home: the page's own requests, then what the worker fetches for its caches.
const sample: NetworkRequestRow[] = [
  row({ url: `${SITE}/`, resourceType: 'Document', mimeType: 'text/html', transferSize: 9000, headerBytes: 1600 }),
  row({
    url: `${SITE}/assets/index.js`,
    resourceType: 'Script',
    mimeType: 'application/javascript',
    transferSize: 92000,
    headerBytes: 1650,
  }),
  row({
    url: `${SITE}/assets/index.css`,
    resourceType: 'Stylesheet',
    mimeType: 'text/css',
    transferSize: 9600,
    headerBytes: 1640,
  }),
  row({
    url: `${SITE}/images/home/hero-800w.avif`,
    resourceType: 'Image',
    mimeType: 'image/avif',
    transferSize: 5700,
    headerBytes: 1500,
  }),
  row({
    url: `${SITE}/favicon.svg`,
    resourceType: 'Other',
    mimeType: 'image/svg+xml',
    transferSize: 2000,
    headerBytes: 1550,
  }),
  row({
    url: `${SITE}/manifest.webmanifest`,
    resourceType: 'Manifest',
    mimeType: 'application/manifest+json',
    transferSize: 2200,
    headerBytes: 1630,
  }),
  row({
    url: 'http://127.0.0.1:8080/v1/projects/demo-charity/databases/(default)/documents:runQuery',
    resourceType: 'Fetch',
    mimeType: 'application/json',
    transferSize: 4300,
    headerBytes: 300,
  }),
  row({
    url: `${SITE}/assets/blog.js`,
    resourceType: 'Other',
    mimeType: 'text/javascript',
    transferSize: 2600,
    headerBytes: 1650,
  }),
  // What a service worker's precache would add if Lighthouse ever recorded it.
  row({
    url: `${SITE}/assets/admin.js`,
    resourceType: 'Script',
    mimeType: 'application/javascript',
    transferSize: 30000,
    headerBytes: 1650,
    sessionTargetType: 'service_worker',
  }),
  row({
    url: `${SITE}/images/home/hero-1200w.avif`,
    resourceType: 'Image',
    mimeType: 'image/avif',
    transferSize: 9000,
    headerBytes: 1500,
    sessionTargetType: 'worker',
  }),
];

describe('firstVisitTransfer', () => {
  const { bytes, requests, leftOut, servedByWorker } = firstVisitTransfer(sample);

  it('counts only the page’s own requests, not the worker’s', () => {
    expect(requests).toBe(8);
    expect(leftOut).toBe(2);
    expect(servedByWorker).toBe(0);
  });

  it('groups compressed body bytes by type, headers apart', () => {
    expect(bytes).toEqual({
      script: 92000 - 1650 + (2600 - 1650),
      stylesheet: 9600 - 1640,
      image: 5700 - 1500 + (2000 - 1550),
      font: 0,
      document: 9000 - 1600,
      other: 2200 - 1630 + (4300 - 300),
      headers: 1600 + 1650 + 1640 + 1500 + 1550 + 1630 + 300 + 1650,
      total: 9000 + 92000 + 9600 + 5700 + 2000 + 2200 + 4300 + 2600,
    });
  });

  it('adds up: the types and the headers make the total', () => {
    const { total, ...parts } = bytes;
    expect(Object.values(parts).reduce((sum, value) => sum + value, 0)).toBe(total);
  });

  it('counts iframes as the page’s own and notes answers from the worker', () => {
    const framed = firstVisitTransfer([
      row({ url: `${SITE}/embed`, resourceType: 'Document', transferSize: 500, sessionTargetType: 'iframe' }),
      row({ url: `${SITE}/assets/late.js`, resourceType: 'Script', transferSize: 700, fromServiceWorker: true }),
    ]);
    expect(framed.bytes.total).toBe(1200);
    expect(framed.servedByWorker).toBe(1);
  });

  it('never counts more header bytes than were received', () => {
    const odd = firstVisitTransfer([
      row({ url: `${SITE}/x.js`, resourceType: 'Script', transferSize: 100, headerBytes: 400 }),
    ]);
    expect(odd.bytes).toMatchObject({ script: 0, headers: 100, total: 100 });
  });
});

describe('byteType', () => {
  it('trusts Chrome’s resource type first', () => {
    expect(byteType({ resourceType: 'Font', mimeType: 'application/octet-stream' })).toBe('font');
  });

  it('falls back on the MIME type for prefetches, icons and other requests', () => {
    expect(byteType({ resourceType: 'Prefetch', mimeType: 'text/javascript' })).toBe('script');
    expect(byteType({ resourceType: 'Other', mimeType: 'font/woff2' })).toBe('font');
    expect(byteType({ resourceType: 'Other', mimeType: 'text/css' })).toBe('stylesheet');
    expect(byteType({ resourceType: 'Fetch', mimeType: 'application/json' })).toBe('other');
    expect(byteType({ resourceType: undefined, mimeType: undefined })).toBe('other');
  });
});
