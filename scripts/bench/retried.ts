/** Lighthouse sometimes fails to record a trace (NO_NAVSTART) or leaves a metric out: such a run is made again. */
export const ATTEMPTS = 3;

/** Never once `stopped()`. */
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
