/** A problem the person can fix, in one sentence that says what to do: printed without a trace that would bury it. */
export class StackError extends Error {
  override name = 'StackError';

  /** `details`: evidence printed under the sentence, such as a crashed process's last log lines. */
  constructor(
    sentence: string,
    readonly details?: string,
  ) {
    super(sentence);
  }
}

/** Anything but a StackError (a bug in these scripts) is printed in full. */
export const exitWithStackError = (error: unknown): never => {
  if (error instanceof StackError) {
    console.error(error.message);
    if (error.details) console.error(error.details);
  } else {
    console.error(error);
  }
  process.exit(1);
};
