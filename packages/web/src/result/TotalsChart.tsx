/** The running totals of the match as an SVG line chart, one line per seat. */
import type { MatchState } from '@tarock/engine';
import type { JSX } from 'preact';

const W = 320;
const H = 160;
const PAD = 28;

export function TotalsChart(props: {
  match: MatchState;
  names: readonly string[];
  title: string;
  unit: 'points' | 'cents';
}): JSX.Element | null {
  const { match } = props;
  const start = Array.from({ length: match.seats }, (_, s) =>
    match.log[0] ? (match.log[0].totals[s] ?? 0) - (match.log[0].deltas[s] ?? 0) : (match.totals[s] ?? 0),
  );
  const series = Array.from({ length: match.seats }, (_, s) => [
    start[s] ?? 0,
    ...match.log.map((e) => e.totals[s] ?? 0),
  ]);
  const all = series.flat();
  if (match.log.length === 0) return null;
  const min = Math.min(0, ...all);
  const max = Math.max(1, ...all);
  const x = (i: number): number => PAD + (i * (W - 2 * PAD)) / Math.max(1, match.log.length);
  const y = (v: number): number => H - PAD / 2 - ((v - min) * (H - PAD)) / (max - min || 1);
  const fmt = (v: number): string => (props.unit === 'cents' ? (v / 100).toFixed(2) : String(Math.round(v)));
  return (
    <figure class="chart">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label={`${props.title}: ${props.names.map((n, s) => `${n} ${fmt(match.totals[s] ?? 0)}`).join(', ')}`}
      >
        <line class="axis" x1={PAD} y1={y(0)} x2={W - PAD / 2} y2={y(0)} />
        <text class="axis-text" x={2} y={y(max) + 4}>
          {fmt(max)}
        </text>
        <text class="axis-text" x={2} y={y(min) + 4}>
          {fmt(min)}
        </text>
        {series.map((pts, s) => (
          <g key={s} class={`series series-${s}`}>
            <polyline fill="none" points={pts.map((v, i) => `${x(i)},${y(v)}`).join(' ')} />
            {pts.map((v, i) => (
              <circle key={i} cx={x(i)} cy={y(v)} r="2.5" />
            ))}
          </g>
        ))}
      </svg>
      <figcaption class="chart-legend">
        {props.title}:{' '}
        {props.names.map((n, s) => (
          <span key={n} class={`legend legend-${s}`}>
            {n}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
