/** An error's `code` when it has a text one (Firebase's errors do), without importing the SDK that threw it. */
export function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}
