/** editor/cms/config.yml with the local backend on, so Decap saves into this checkout through decap-server. */
import { LOCAL_HOST, localUrl } from '../../src/config/local-stack';

const LOCAL_BACKEND_LINE = /^local_backend: false$/m;

export function localEditorConfig(config: string, backendPort: number): string {
  if (!LOCAL_BACKEND_LINE.test(config))
    throw new Error('editor/cms/config.yml must contain the line "local_backend: false" for npm run cms to replace.');
  return config.replace(
    LOCAL_BACKEND_LINE,
    [
      'local_backend:',
      `  url: ${localUrl(backendPort)}/api/v1`,
      `  allowed_hosts: ['${LOCAL_HOST}', 'localhost']`,
    ].join('\n'),
  );
}
