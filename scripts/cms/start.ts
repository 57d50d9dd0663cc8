/**
 * `npm run cms`: the content editor against this checkout, with no GitHub and no internet: its page,
 * scripts and the site's pictures on one port, decap-server writing saves into content/ on another.
 */
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer, type ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { LOCAL_HOST, LOCAL_PORTS, localUrl } from '../../src/config/local-stack';
import { CMS_OWN_SCRIPTS, cmsOwnScript, cmsScriptFiles, EDITOR_SOURCE } from '../build/cms-editor';
import { REPO_ROOT } from '../stack/repo-paths';

const PUBLIC_DIR = join(REPO_ROOT, 'public');
/** CMS_CONTENT_ROOT: a copy of the checkout, for the editor's own test. */
const CONTENT_ROOT = process.env['CMS_CONTENT_ROOT'] ?? REPO_ROOT;
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.yml': 'text/yaml; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.mp4': 'video/mp4',
  '.pdf': 'application/pdf',
};

const LOCAL_BACKEND_LINE = /^local_backend: false$/m;

/** editor/cms/config.yml with the local backend on, so Decap saves into this checkout through decap-server. */
function localEditorConfig(config: string): string {
  if (!LOCAL_BACKEND_LINE.test(config))
    throw new Error('editor/cms/config.yml must contain the line "local_backend: false" for npm run cms to replace.');
  const backend = `  url: ${localUrl(LOCAL_PORTS.cmsBackend)}/api/v1\n  allowed_hosts: ['${LOCAL_HOST}', 'localhost']`;
  return config.replace(LOCAL_BACKEND_LINE, `local_backend:\n${backend}`);
}

const scripts = new Map(cmsScriptFiles().map((file) => [`/cms/${file.slice(file.lastIndexOf(sep) + 1)}`, file]));

function send(response: ServerResponse, body: string | Buffer, path: string): void {
  response.writeHead(200, {
    'content-type': TYPES[extname(path)] ?? 'application/octet-stream',
    'cache-control': 'no-store',
  });
  response.end(body);
}

const server = createServer((request, response) => {
  const path = decodeURIComponent(new URL(request.url ?? '/', 'http://local').pathname);
  void (async () => {
    try {
      if (path === '/cms' || path === '/cms/')
        return send(response, await readFile(join(EDITOR_SOURCE, 'cms/index.html')), 'index.html');
      if (path === '/cms/config.yml') {
        const config = await readFile(join(EDITOR_SOURCE, 'cms/config.yml'), 'utf8');
        return send(response, localEditorConfig(config), path);
      }
      const own = CMS_OWN_SCRIPTS.find((name) => path === `/cms/${name}.js`);
      if (own) return send(response, await cmsOwnScript(own), path);
      const script = scripts.get(path);
      if (script) return send(response, await readFile(script), path);
      // The editor's other files, then the site's own for the previews of pictures; nothing outside them.
      const dir = path.startsWith('/cms/') ? EDITOR_SOURCE : PUBLIC_DIR;
      const file = normalize(join(dir, path));
      if (!file.startsWith(dir + sep)) throw new Error('outside editor/ and public/');
      return send(response, await readFile(file), file);
    } catch {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
    }
  })();
});

const backend = spawn(process.execPath, [join(REPO_ROOT, 'node_modules/decap-server/dist/index.js')], {
  cwd: REPO_ROOT,
  env: {
    ...process.env,
    PORT: String(LOCAL_PORTS.cmsBackend),
    BIND_HOST: LOCAL_HOST,
    MODE: 'fs',
    GIT_REPO_DIRECTORY: CONTENT_ROOT,
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

function stop(code: number): void {
  backend.kill('SIGTERM');
  server.close();
  process.exitCode = code;
}

backend.once('exit', (code) => {
  if (code !== null && code !== 0) console.error(`decap-server (the editor's local backend) exited with code ${code}.`);
  server.close();
});
process.once('SIGINT', () => stop(0));
process.once('SIGTERM', () => stop(0));

server.once('error', (error) => {
  console.error(`The editor could not start on port ${LOCAL_PORTS.cms}: ${error.message}`);
  stop(1);
});
server.listen(LOCAL_PORTS.cms, LOCAL_HOST, () => {
  console.log(`Content editor: ${localUrl(LOCAL_PORTS.cms)}/cms (saves into this checkout; Ctrl-C to stop)`);
});
