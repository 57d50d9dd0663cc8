import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BarChart, type BarDatum } from './bar-chart';

afterEach(cleanup);

const bars: BarDatum[] = [
  { label: 'Revenue', value: 200, valueText: '$200', tone: 'total' },
  { label: 'Spent', value: 50, valueText: '$50 (25%)', tone: 'part' },
];

function barWidth(container: HTMLElement, label: string): number {
  const rects = container.querySelectorAll(`g[data-bar="${label}"] rect`);
  return Number(rects[1]?.getAttribute('width'));
}

describe('bar chart', () => {
  it('is one image named by its title and described by its data in words', () => {
    render(<BarChart title="Where it went" description="Revenue $200; spent $50." bars={bars} />);
    const chart = screen.getByRole('img', { name: 'Where it went Revenue $200; spent $50.' });
    expect(chart.tagName.toLowerCase()).toBe('svg');
  });

  it('draws each bar in proportion to the largest value and prints its value beside it', () => {
    const { container } = render(<BarChart title="t" description="d" bars={bars} />);
    expect(barWidth(container, 'Spent') / barWidth(container, 'Revenue')).toBeCloseTo(0.25);
    expect(container.textContent).toContain('$50 (25%)');
  });

  it('draws empty bars rather than failing when every value is zero', () => {
    const { container } = render(
      <BarChart title="t" description="d" bars={[{ label: 'None', value: 0, valueText: '$0', tone: 'part' }]} />,
    );
    expect(barWidth(container, 'None')).toBe(0);
  });
});
