/**
 * The scoreboard's rows. A match entry's totals are not always its totals before plus its deltas:
 * the deltas are the deal's (with the antes it brought, Bavarian), while an Illustrated series'
 * end bonus is in the totals only. So each deal's row shows the totals the deal itself left, and a
 * change the entry's events made besides gets a row of its own under it, so that every row adds
 * up: the totals before it plus its change. Where the players start with money (Scharfes Tarock's
 * €10 banks), the first row says so: the first deal's totals do not come from nowhere.
 */
import type { ExplanationLine, Game, MatchState } from '@tarock/engine';

export interface ScoreRow {
  /** Unique in the match (two entries may share a deal number: the antes into the pot and the side pot). */
  readonly key: string;
  /**
   * A deal; 'bank': what each player starts with, where that is not nothing (no change: the row the
   * others add to); 'start': the antes before the first deal into the Kasse, 'startSidePot': those
   * into the side pot (the Schreckensteiner); 'events': what the entry's events changed besides.
   */
  readonly kind: 'deal' | 'bank' | 'start' | 'startSidePot' | 'events';
  readonly deal: number;
  readonly totals: readonly number[];
  readonly changes: readonly number[];
  /** The Kasse (main pot) after the row, in cents. */
  readonly pot: number;
  /** The side pot (the Schreckensteiner) after the row, in cents; null where the rules keep none. */
  readonly sidePot: number | null;
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
  if (start.some((t) => t !== 0)) {
    const first = match.log[0];
    rows.push({
      key: 'bank',
      kind: 'bank',
      deal: 0,
      totals: start,
      changes: start.map(() => 0),
      pot: first ? first.pot - first.potDelta : match.pot,
      sidePot:
        match.sidePot === undefined
          ? null
          : first
            ? (first.sidePot ?? 0) - (first.sidePotDelta ?? 0)
            : match.sidePot,
      lines: [],
    });
  }
  let before = start;
  for (const e of match.log) {
    const totals = before.map((t, s) => t + (e.deltas[s] ?? 0));
    const kind =
      e.deal !== 0 ? 'deal' : (e.sidePotDelta ?? 0) > 0 && e.potDelta === 0 ? 'startSidePot' : 'start';
    rows.push({
      key: `${rows.length}`,
      kind,
      deal: e.deal,
      totals,
      changes: e.deltas,
      pot: e.pot,
      sidePot: e.sidePot ?? null,
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
        sidePot: e.sidePot ?? null,
        lines: e.lines,
      });
    before = e.totals;
  }
  return rows;
}

/** A pot the scoreboard shows beside the players: the Kasse, and the Schreckensteiner where there is one. */
export interface PotColumn {
  readonly id: 'pot' | 'sidePot';
  /** What the pot holds now, in cents. */
  readonly total: number;
}

/**
 * The pots a money match keeps, each a column of the scoreboard: the Kasse, and beside it the
 * side pot (the Schreckensteiner, `pot=kasseAndSchreckensteiner`), which the settlement pays into
 * and out of just as it does the Kasse. A match for points keeps none, nor one whose rule set has
 * no pot (`keepsPot` false: Scharfes Tarock's players pay each other from their banks).
 */
export function potColumns(
  match: Pick<MatchState, 'pot' | 'sidePot'>,
  unit: 'points' | 'cents',
  keepsPot = true,
): PotColumn[] {
  if (unit !== 'cents' || !keepsPot) return [];
  const out: PotColumn[] = [{ id: 'pot', total: match.pot }];
  if (match.sidePot !== undefined) out.push({ id: 'sidePot', total: match.sidePot });
  return out;
}

/** What the row's pot column shows: the Kasse or the side pot after the row. */
export const potAt = (row: ScoreRow, id: PotColumn['id']): number =>
  id === 'pot' ? row.pot : (row.sidePot ?? 0);
