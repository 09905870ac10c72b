/**
 * The scoreboard's rows. A match entry's totals are not always its totals before plus its deltas:
 * the deltas are the deal's (with the antes it brought, Bavarian), while an Illustrated series'
 * end bonus is in the totals only. So each deal's row shows the totals the deal itself left, and a
 * change the entry's events made besides gets a row of its own under it, so that every row adds
 * up: the totals before it plus its change.
 */
import type { ExplanationLine, Game, MatchState } from '@tarock/engine';

export interface ScoreRow {
  /** Unique in the match (two entries may share a deal number: the antes into the pot and the side pot). */
  readonly key: string;
  /** A deal; 'start': the antes before the first deal; 'events': what the entry's events changed besides. */
  readonly kind: 'deal' | 'start' | 'events';
  readonly deal: number;
  readonly totals: readonly number[];
  readonly changes: readonly number[];
  readonly pot: number;
  /** The entry's match events (antes, the end bonus, the end of a round or the match). */
  readonly lines: readonly ExplanationLine[];
}

/** Each seat's total before the match's first entry: the starting bank, before any ante. */
export function matchStart(game: Pick<Game, 'preset' | 'rules' | 'name' | 'seats'>): number[] {
  const m = game.preset.match.start(game.rules, game.name, game.seats, 0);
  const first = m.log[0];
  return m.totals.map((t, s) => (first ? (first.totals[s] ?? 0) - (first.deltas[s] ?? 0) : t));
}

export function scoreRows(match: MatchState, start: readonly number[]): ScoreRow[] {
  const rows: ScoreRow[] = [];
  let before = start;
  for (const e of match.log) {
    const totals = before.map((t, s) => t + (e.deltas[s] ?? 0));
    const kind = e.deal === 0 ? 'start' : 'deal';
    rows.push({
      key: `${rows.length}`,
      kind,
      deal: e.deal,
      totals,
      changes: e.deltas,
      pot: e.pot,
      lines: e.lines,
    });
    const rest = e.totals.map((t, s) => t - (totals[s] ?? 0));
    // Amounts are whole points or cents (halves at most): anything smaller is rounding.
    if (rest.some((r) => Math.abs(r) > 1e-6))
      rows.push({
        key: `${rows.length}`,
        kind: 'events',
        deal: e.deal,
        totals: e.totals,
        changes: rest,
        pot: e.pot,
        lines: e.lines,
      });
    before = e.totals;
  }
  return rows;
}
