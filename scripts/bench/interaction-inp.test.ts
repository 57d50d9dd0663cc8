import type { FlowResult } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import { INP_AUDIT, inpBreakdownFromFlow, inpFromFlow } from './interaction-inp';

type Audit = FlowResult.Step['lhr']['audits'][string];

const inpAudit = (overrides: Partial<Audit>): Audit => ({
  id: INP_AUDIT,
  title: 'Interaction to Next Paint',
  description: 'Interaction to Next Paint measures page responsiveness.',
  score: 1,
  scoreDisplayMode: 'numeric',
  numericValue: 88.4,
  numericUnit: 'millisecond',
  displayValue: '90 ms',
  ...overrides,
});

/** The shape Lighthouse's flow result has: a navigation step, then the timespan of the interaction. */
const flowWith = (audits: Record<string, Audit>): Pick<FlowResult, 'steps'> =>
  ({
    steps: [
      { name: 'Load', lhr: { gatherMode: 'navigation', audits: {} } },
      { name: 'Open the menu', lhr: { gatherMode: 'timespan', audits } },
    ],
  }) as unknown as Pick<FlowResult, 'steps'>;

describe('reading INP from a Lighthouse user flow', () => {
  it('gives the timespan step’s INP in whole milliseconds', () => {
    expect(inpFromFlow(flowWith({ [INP_AUDIT]: inpAudit({}) }), 'menu')).toBe(88);
  });

  it('says the audit is missing when the timespan has none', () => {
    expect(() => inpFromFlow(flowWith({}), 'menu')).toThrow(/"menu" has no interaction-to-next-paint audit/);
  });

  it('says no interaction was recorded when Lighthouse found the audit not applicable', () => {
    const notApplicable = inpAudit({ score: null, scoreDisplayMode: 'notApplicable', numericValue: undefined });
    expect(() => inpFromFlow(flowWith({ [INP_AUDIT]: notApplicable }), 'menu')).toThrow(
      /No interaction was recorded during "menu"/,
    );
  });

  it('passes on the reason when Lighthouse could not compute the audit', () => {
    const failed = inpAudit({ score: null, scoreDisplayMode: 'error', errorMessage: 'NO_TRACING_STARTED' });
    expect(() => inpFromFlow(flowWith({ [INP_AUDIT]: failed }), 'menu')).toThrow(/NO_TRACING_STARTED/);
  });

  it('refuses a numeric audit whose value is null', () => {
    const empty = { ...inpAudit({}), numericValue: null } as unknown as Audit;
    expect(() => inpFromFlow(flowWith({ [INP_AUDIT]: empty }), 'menu')).toThrow(/has no INP value/);
  });

  it('refuses a flow with no timespan step', () => {
    const navigationOnly = { steps: [flowWith({}).steps[0]] } as Pick<FlowResult, 'steps'>;
    expect(() => inpFromFlow(navigationOnly, 'menu')).toThrow(/has no timespan step/);
  });

  it('reads where the slowest input’s time went from the INP breakdown insight', () => {
    const breakdown = inpAudit({
      id: 'inp-breakdown-insight',
      scoreDisplayMode: 'numeric',
      details: {
        type: 'list',
        items: [
          {
            type: 'table',
            headings: [],
            items: [
              { subpart: 'inputDelay', label: 'Input delay', duration: 3.2 },
              { subpart: 'processingDuration', label: 'Processing duration', duration: 180.6 },
              { subpart: 'presentationDelay', label: 'Presentation delay', duration: 41 },
            ],
          },
        ],
      },
    });
    expect(inpBreakdownFromFlow(flowWith({ 'inp-breakdown-insight': breakdown }))).toEqual({
      inputDelayMs: 3,
      processingMs: 181,
      presentationMs: 41,
    });
    expect(inpBreakdownFromFlow(flowWith({}))).toBeUndefined();
  });
});
