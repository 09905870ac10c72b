/** The running totals of the match as an SVG line chart, one line per seat. */
import type { MatchState } from '@tarock/engine';
import type { JSX } from 'preact';
import type { Lang } from '../app/settings';
import { EURO, formatAmount } from './format';

const W = 320;
const H = 160;
const PAD = 28;

/**
 * The chart's value range: from the lowest total to the highest, always with 0 (the axis), and
 * the values labelled on the side (the top and the bottom, one label when they are the same).
 */
export function chartRange(values: readonly number[]): { min: number; max: number; labels: number[] } {
  const min = Math.min(0, ...values);
  const max = Math.max(0, ...values);
  return { min, max, labels: max > min ? [max, min] : [min] };
}

/** A total on the chart's side: euros with two decimals (no sign of the currency) or whole points, in the language's way. */
export function axisLabel(v: number, unit: 'points' | 'cents', lang: Lang): string {
  // German as the tables write it (its minus "−", its thousands separator), without the unit.
  if (lang === 'de') return formatAmount(Math.round(v), unit, lang).replace(EURO, '');
  return unit === 'cents' ? (v / 100).toFixed(2) : String(Math.round(v));
}

/**
 * Each seat's line is told apart by more than its colour (two totals alike drew one line over the
 * other, and a reader who cannot tell the colours apart had only the legend's): its dashes and the
 * shape of its points, the same in the legend.
 */
export const SERIES_DASH = ['', '6 3', '2 2', '8 3 2 3'] as const;

/** Seat `s`'s point at (cx, cy): a circle, a square, a triangle or a diamond. */
export function seriesMark(s: number, cx: number, cy: number, key?: number): JSX.Element {
  switch (s % 4) {
    case 0:
      return <circle key={key} cx={cx} cy={cy} r="2.5" />;
    case 1:
      return <rect key={key} x={cx - 2.5} y={cy - 2.5} width="5" height="5" />;
    case 2:
      return <polygon key={key} points={`${cx},${cy - 3} ${cx + 3},${cy + 2.5} ${cx - 3},${cy + 2.5}`} />;
    default:
      return (
        <polygon
          key={key}
          points={`${cx},${cy - 3.2} ${cx + 3.2},${cy} ${cx},${cy + 3.2} ${cx - 3.2},${cy}`}
        />
      );
  }
}

export function TotalsChart(props: {
  match: MatchState;
  /** Each seat's total before the first entry (`matchStart`). */
  start: readonly number[];
  names: readonly string[];
  title: string;
  unit: 'points' | 'cents';
  /** The amounts are written as the tables write them: `0,45 €` in German, `0.45 €` in English. */
  lang: Lang;
}): JSX.Element | null {
  const { match, start } = props;
  const series = Array.from({ length: match.seats }, (_, s) => [
    start[s] ?? 0,
    ...match.log.map((e) => e.totals[s] ?? 0),
  ]);
  const all = series.flat();
  if (match.log.length === 0) return null;
  const { min, max, labels } = chartRange(all);
  // Equal totals would draw one line over another: each seat's line sits a few pixels apart.
  const dodge = (s: number): number => (s - (match.seats - 1) / 2) * 3;
  const x = (i: number): number => PAD + (i * (W - 2 * PAD)) / Math.max(1, match.log.length);
  const y = (v: number): number => H - PAD / 2 - ((v - min) * (H - PAD)) / (max - min || 1);
  const fmt = (v: number): string => axisLabel(v, props.unit, props.lang);
  return (
    <figure class="chart">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label={`${props.title}: ${props.names.map((n, s) => `${n} ${fmt(match.totals[s] ?? 0)}`).join(', ')}`}
      >
        <line class="axis" x1={PAD} y1={y(0)} x2={W - PAD / 2} y2={y(0)} />
        {labels.map((v) => (
          <text key={v} class="axis-text" x={2} y={y(v) + 4}>
            {fmt(v)}
          </text>
        ))}
        {series.map((pts, s) => (
          <g key={s} class={`series series-${s}`}>
            <polyline
              fill="none"
              stroke-dasharray={SERIES_DASH[s % 4] || undefined}
              points={pts.map((v, i) => `${x(i)},${y(v) + dodge(s)}`).join(' ')}
            />
            {pts.map((v, i) => seriesMark(s, x(i), y(v) + dodge(s), i))}
          </g>
        ))}
      </svg>
      <figcaption class="chart-legend">
        {props.title}:{' '}
        {props.names.map((n, s) => (
          <span key={n} class={`legend legend-${s}`}>
            <svg class="legend-key" viewBox="0 0 22 8" width="22" height="8" aria-hidden="true">
              <line x1="0" y1="4" x2="22" y2="4" stroke-dasharray={SERIES_DASH[s % 4] || undefined} />
              {seriesMark(s, 11, 4)}
            </svg>
            {n}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
