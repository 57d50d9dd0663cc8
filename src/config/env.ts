import type { AppEnv } from './env-schema';

declare const __APP_ENV__: AppEnv;

/**
 * The configuration, parsed and checked by vite.config.ts (parseEnv) when it builds or serves: a
 * missing setting fails the build, and the browser gets the result without the parser.
 */
export const env: AppEnv = __APP_ENV__;
