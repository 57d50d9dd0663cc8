import { errorCode } from '../../../lib/error-code';

export type PostAction = 'added' | 'saved' | 'deleted';

export function describePublishError(error: unknown, action: PostAction = 'added'): string {
  switch (errorCode(error)) {
    case 'permission-denied':
    case 'unauthenticated':
      // Not "sign out and in again": logging out forgets the draft on a shared phone.
      return 'The server refused this post: this account may no longer be the administrator. Your text is kept on this device. Ask another administrator to check your account, then try again.';
    case 'not-found':
      return 'This post was deleted elsewhere (on another phone or computer), so the changes could not be saved. Your text is kept.';
    case 'unavailable':
    case 'deadline-exceeded':
      return 'Could not reach the server. Check your connection and try again; your text is kept on this device.';
    default:
      return typeof navigator !== 'undefined' && !navigator.onLine
        ? 'You are offline. Your text is kept on this device; post it again when you are back online.'
        : `The post could not be ${action}. Your text is kept; please try again.`;
  }
}

/** For a post that waited for a connection, once the form holds it again. */
export function describeRefusal(error: unknown, action: PostAction): string {
  switch (errorCode(error)) {
    case 'not-found':
      return 'This post was deleted elsewhere (on another phone or computer), so the changes could not be saved. Everything you wrote is back in the form as a new post: press Add Post to publish it again.';
    case 'permission-denied':
    case 'unauthenticated':
      return describePublishError(error, action);
    default:
      return `The server refused it. Everything you wrote is back in the form: check it and press ${action === 'saved' ? 'Save changes' : 'Add Post'} again.`;
  }
}
