import type { AppEnv } from './env-schema';

declare const __APP_ENV__: AppEnv;

// Parsed by vite.config.ts (parseEnv), so the browser gets the result without the parser.
export const env: AppEnv = __APP_ENV__;
