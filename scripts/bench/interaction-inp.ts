import type { FlowResult } from 'lighthouse';

/** Lighthouse 13's id (no longer `experimental-`); a timespan-only audit. */
export const INP_AUDIT = 'interaction-to-next-paint';

/** The INP of the flow's timespan step, whole ms; every way it can be missing is an error that says which. */
export function inpFromFlow(flow: Pick<FlowResult, 'steps'>, interaction: string): number {
  const timespan = flow.steps.find((step) => step.lhr.gatherMode === 'timespan');
  if (!timespan) throw new Error(`The flow of "${interaction}" has no timespan step.`);
  const audit = timespan.lhr.audits[INP_AUDIT];
  if (!audit) throw new Error(`Lighthouse's timespan of "${interaction}" has no ${INP_AUDIT} audit.`);
  if (audit.scoreDisplayMode === 'notApplicable') {
    throw new Error(`No interaction was recorded during "${interaction}": the page did not receive the input.`);
  }
  if (audit.scoreDisplayMode === 'error') {
    throw new Error(
      `Lighthouse could not compute INP for "${interaction}": ${audit.errorMessage ?? 'no reason given'}.`,
    );
  }
  const value = audit.numericValue;
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new Error(`Lighthouse's timespan of "${interaction}" has no INP value.`);
  }
  return Math.round(value);
}

/** Where the slowest input's time went (Lighthouse's inp-breakdown-insight), whole ms. */
export type InpBreakdown = { inputDelayMs: number; processingMs: number; presentationMs: number };

/** Undefined when Lighthouse gave none: it only says where to look, so its absence is no reason to lose the INP. */
export function inpBreakdownFromFlow(flow: Pick<FlowResult, 'steps'>): InpBreakdown | undefined {
  const details = flow.steps.find((step) => step.lhr.gatherMode === 'timespan')?.lhr.audits['inp-breakdown-insight']
    ?.details;
  if (details?.type !== 'list') return undefined;
  const table = details.items.find((item) => item.type === 'table');
  if (table?.type !== 'table') return undefined;
  const ms = (subpart: string): number | undefined => {
    const duration = table.items.find((item) => item.subpart === subpart)?.duration;
    return typeof duration === 'number' ? Math.round(duration) : undefined;
  };
  const [inputDelayMs, processingMs, presentationMs] = ['inputDelay', 'processingDuration', 'presentationDelay'].map(
    ms,
  );
  if (inputDelayMs === undefined || processingMs === undefined || presentationMs === undefined) return undefined;
  return { inputDelayMs, processingMs, presentationMs };
}
