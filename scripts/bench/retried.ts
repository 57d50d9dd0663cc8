/**
 * Lighthouse sometimes fails to record a trace (NO_NAVSTART) and asks to be run again, or leaves a
 * metric out of its report (a run with real throttling on a busy host once had no TBT, which ended a
 * benchmark after 15 minutes of measuring): such a run is made again, twice at most.
 */
export const ATTEMPTS = 3;

/** `attempt()`'s answer, asking again while it throws, ATTEMPTS times in all; never once `stopped()`. */
export async function retried<T>(attempt: () => Promise<T>, label: string, stopped: () => boolean): Promise<T> {
  for (let tried = 1; ; tried += 1) {
    if (stopped()) throw new Error('The benchmark was stopped.');
    try {
      return await attempt();
    } catch (error) {
      if (tried >= ATTEMPTS || stopped()) throw error;
      const reason = error instanceof Error ? error.message : String(error);
      console.log(`  ${label}: ${reason} Trying again.`);
    }
  }
}
