import { useId } from 'react';
import classes from './bar-chart.module.css';

export interface BarDatum {
  label: string;
  value: number;
  /** Printed at the end of the bar's row, e.g. "$500,000 (10%)". */
  valueText: string;
  /** A total is drawn in a second colour so the parts read against it. */
  tone: 'total' | 'part';
}

interface Props {
  title: string;
  /** The data in words: what a screen reader announces instead of the picture. */
  description: string;
  bars: readonly BarDatum[];
}

// User units; the SVG scales. 360 wide keeps the 14-unit labels legible on a phone and at 480 px.
const WIDTH = 360;
const ROW_HEIGHT = 56;
const LABEL_BASELINE = 16;
const BAR_TOP = 24;
const BAR_HEIGHT = 18;

/** A hand-drawn horizontal bar chart: one image to assistive technology; pages show the figures as text too. */
export function BarChart({ title, description, bars }: Props) {
  const id = useId();
  const titleId = `${id}-title`;
  const descId = `${id}-desc`;
  const max = Math.max(0, ...bars.map((bar) => bar.value));
  const height = bars.length * ROW_HEIGHT - (ROW_HEIGHT - BAR_TOP - BAR_HEIGHT);

  return (
    <svg
      role="img"
      aria-labelledby={`${titleId} ${descId}`}
      viewBox={`0 0 ${WIDTH} ${height}`}
      className={classes.chart}
    >
      <title id={titleId}>{title}</title>
      <desc id={descId}>{description}</desc>
      {bars.map((bar, index) => {
        const top = index * ROW_HEIGHT;
        const barWidth = max === 0 ? 0 : (bar.value / max) * WIDTH;
        return (
          <g key={bar.label} data-bar={bar.label}>
            <text x={0} y={top + LABEL_BASELINE} className={classes.label}>
              {bar.label}
            </text>
            <text x={WIDTH} y={top + LABEL_BASELINE} textAnchor="end" className={classes.value}>
              {bar.valueText}
            </text>
            <rect x={0} y={top + BAR_TOP} width={WIDTH} height={BAR_HEIGHT} rx={4} className={classes.track} />
            <rect
              x={0}
              y={top + BAR_TOP}
              width={barWidth}
              height={BAR_HEIGHT}
              rx={4}
              className={bar.tone === 'total' ? classes.total : classes.part}
            />
          </g>
        );
      })}
    </svg>
  );
}
