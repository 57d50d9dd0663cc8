import { parseEnv } from './env-schema';

/** The validated configuration, read once when the app starts. */
export const env = parseEnv(import.meta.env);
