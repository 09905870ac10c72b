import { describe, expect, test } from 'vitest';
import type { MatchState } from '@tarock/engine';
import { axisLabel, chartRange, TotalsChart } from './TotalsChart';

describe('the totals chart range', () => {
  test('labels the highest and lowest totals, with 0 always inside', () => {
    expect(chartRange([0, 30, -20])).toEqual({ min: -20, max: 30, labels: [30, -20] });
    expect(chartRange([5, 12])).toEqual({ min: 0, max: 12, labels: [12, 0] });
  });

  test('when no total is above 0 the top is 0, not a made-up step above it', () => {
    expect(chartRange([0, -50, -50, -100])).toEqual({ min: -100, max: 0, labels: [0, -100] });
    expect(chartRange([0, 0, 0])).toEqual({ min: 0, max: 0, labels: [0] });
  });
});

/** Every text the chart draws or says: the axis labels and the figure's label. */
function texts(node: unknown): string[] {
  if (typeof node === 'string' || typeof node === 'number') return [String(node)];
  if (Array.isArray(node)) return node.flatMap(texts);
  if (!node || typeof node !== 'object' || !('props' in node)) return [];
  const props = (node as { props: Record<string, unknown> }).props;
  const label = typeof props['aria-label'] === 'string' ? [props['aria-label']] : [];
  return [...label, ...texts(props['children'])];
}

describe('the totals chart writes amounts in the language of the page', () => {
  const match = {
    seats: 3,
    totals: [-95, -5, -5],
    log: [{ totals: [-95, -5, -5] }],
  } as unknown as MatchState;
  const chart = (lang: 'de' | 'en') =>
    texts(
      TotalsChart({ match, start: [-50, -50, -50], names: ['A', 'B', 'C'], title: 'T', unit: 'cents', lang }),
    );

  test('German: a decimal comma and the minus "−", as in the tables above it (the chart said -0.95)', () => {
    const de = chart('de');
    expect(de).toContain('\u22120,95');
    expect(de).toContain('T: A \u22120,95, B \u22120,05, C \u22120,05');
    expect(axisLabel(123456, 'cents', 'de')).toBe('1.234,56');
    expect(axisLabel(-12.4, 'points', 'de')).toBe('\u221212');
    expect(de.join(' ')).not.toMatch(/\d\.\d/);
  });

  test('English: a decimal point; points stay whole numbers', () => {
    expect(chart('en')).toContain('-0.95');
    expect(axisLabel(226, 'points', 'de')).toBe('226');
    expect(axisLabel(-12.5, 'points', 'en')).toBe('-12');
  });
});

describe('each seat is told apart by more than its colour', () => {
  type Node = { type: unknown; props: Record<string, unknown> };
  const nodes = (node: unknown): Node[] => {
    if (Array.isArray(node)) return node.flatMap(nodes);
    if (!node || typeof node !== 'object' || !('props' in node)) return [];
    const n = node as Node;
    return [n, ...nodes(n.props['children'])];
  };
  const match = {
    seats: 4,
    totals: [10, 10, 10, 10],
    log: [{ totals: [10, 10, 10, 10] }],
  } as unknown as MatchState;
  const all = nodes(
    TotalsChart({
      match,
      start: [0, 0, 0, 0],
      names: ['A', 'B', 'C', 'D'],
      title: 'T',
      unit: 'points',
      lang: 'en',
    }),
  );
  /** A seat's look: its line's dashes and the shape of its point (in the chart, or in the legend's key). */
  const look = (group: Node): string => {
    const inner = nodes(group.props['children']);
    const line = inner.find((n) => n.type === 'polyline' || n.type === 'line');
    const mark = inner.find((n) => n.type === 'circle' || n.type === 'rect' || n.type === 'polygon');
    return `${String(line?.props['stroke-dasharray'] ?? 'solid')} ${String(mark?.type)}`;
  };

  test('four seats with equal totals: four dash patterns and four point shapes, the legend keys alike', () => {
    const series = all.filter((n) => n.type === 'g' && /\bseries-\d/.test(String(n.props['class'])));
    const keys = all.filter((n) => n.type === 'svg' && n.props['class'] === 'legend-key');
    expect(series).toHaveLength(4);
    expect(new Set(series.map(look)).size).toBe(4);
    expect(keys.map(look)).toEqual(series.map(look));
  });
});
