/**
 * Inlines src/lib/early-presses/capture-early-presses.ts at the top of every page's <head>: it must run
 * before any of the site's files arrives. The build fails, naming the hash, when the CSP does not allow it.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, type Plugin } from 'vite';
import { hostingSite } from './hosting-sites';

const ENTRY = 'src/lib/early-presses/inline-entry.ts';

export const inlineScriptHash = (code: string): string =>
  `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;

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
  const chunk = (Array.isArray(result) ? result : [result])
    .flatMap((output) => ('output' in output ? output.output : []))
    .find((item) => item.type === 'chunk');
  if (chunk?.type !== 'chunk') throw new Error(`Building ${ENTRY} produced no script.`);
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
        // After the charset (which must come within the first 1024 bytes), listening before any press.
        const charset = /<meta charset="[^"]*"\s*\/?>/i;
        if (!charset.test(html)) throw new Error('index.html has no <meta charset> to put the inline script after.');
        return html.replace(charset, (tag) => `${tag}<script>${code}</script>`);
      },
    },
  };
}
