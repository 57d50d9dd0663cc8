/**
 * Puts the first-moments script (src/lib/early-presses/capture-early-presses.ts) inline at the top
 * of every page's <head>: it must run before any of the site's files has arrived, so it cannot be
 * one of them. The Content-Security-Policy allows exactly this script by its hash, so the build
 * fails, naming the hash, when firebase.json does not list it.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, type Plugin } from 'vite';
import { hostingSite } from './hosting-sites';

const ENTRY = 'src/lib/early-presses/inline-entry.ts';

/** The CSP source that allows exactly `code` as an inline script. */
export const inlineScriptHash = (code: string): string =>
  `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;

/** The script-src directive of the public site's Content-Security-Policy (firebase.json). */
export function productionScriptSources(root: string): string[] {
  const config = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8')) as {
    hosting: { target: string; headers?: { headers: { key: string; value: string }[] }[] }[];
  };
  const policy = hostingSite(config.hosting, 'site')
    .headers?.flatMap((rule) => rule.headers)
    .find((header) => header.key.toLowerCase() === 'content-security-policy')?.value;
  const directive = policy
    ?.split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === 'script-src');
  return directive?.slice(1) ?? [];
}

/** The script, minified into one self-contained statement with no exports. */
export async function buildEarlyPressScript(root: string): Promise<string> {
  const result = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    build: {
      write: false,
      target: 'es2017',
      minify: true,
      sourcemap: false,
      copyPublicDir: false,
      lib: { entry: join(root, ENTRY), formats: ['iife'], name: 'earlyPresses' },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  const chunks = outputs
    .flatMap((output) => ('output' in output ? output.output : []))
    .flatMap((item) => (item.type === 'chunk' ? [item] : []));
  const [chunk] = chunks;
  if (chunk === undefined) throw new Error(`Building ${ENTRY} produced no script.`);
  return chunk.code.trim();
}

export function earlyPressScriptPlugin(): Plugin {
  let code = '';
  let root = '';
  return {
    name: 'charity:early-press-script',
    configResolved(config) {
      root = config.root;
    },
    async buildStart() {
      code = await buildEarlyPressScript(root);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (context.server === undefined) {
          const hash = inlineScriptHash(code);
          if (!productionScriptSources(root).includes(hash))
            throw new Error(
              `firebase.json's Content-Security-Policy does not allow the inline script of ${ENTRY}: add ${hash} to its script-src (and remove the old hash).`,
            );
        }
        // Right after the character set (which must come within the first 1024 bytes): it must be
        // listening before the page can be pressed.
        const charset = /<meta charset="[^"]*"\s*\/?>/i;
        if (!charset.test(html)) throw new Error('index.html has no <meta charset> to put the inline script after.');
        return html.replace(charset, (tag) => `${tag}<script>${code}</script>`);
      },
    },
  };
}
