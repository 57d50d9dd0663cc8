/**
 * A problem the person running the stack can fix, stated as one sentence that says what to do.
 * Printed without a stack trace: a trace would bury the one line that matters.
 */
export class StackError extends Error {
  override name = 'StackError';

  /** Optional evidence printed under the sentence, such as the last lines of a crashed process's log. */
  readonly details: string | undefined;

  constructor(sentence: string, details?: string) {
    super(sentence);
    this.details = details;
  }
}

/** Prints a StackError as its sentence, anything else (a bug in these scripts) in full, and exits 1. */
export const exitWithStackError = (error: unknown): never => {
  if (error instanceof StackError) {
    console.error(error.message);
    if (error.details) console.error(error.details);
  } else {
    console.error(error);
  }
  process.exit(1);
};
