/**
 * The match log, kept apart from the table information (protocol version 3, docs/decisions/0008).
 * The `table` frame carries the match without its entries (`TableMatch`: its number at the table
 * and the log's length instead); the entries come in `log` frames: the whole log of the current
 * match after the `state` that answers a `watch`, `join` or `resume`, and to everyone only the
 * entries a deal's settlement (or a new match's antes) added. A client keeps them (`keepLog`) and
 * puts the engine's MatchState together again for its score sheet (`matchOf`).
 * No zod here: the web app imports this module (`@tarock/protocol/matchLog`) and keeps zod out of
 * its bundle.
 */
import type { MatchEntry, MatchState } from '@tarock/engine';

/** The match as the `table` frame carries it: the engine's MatchState without `log`. */
export type TableMatch = Omit<MatchState, 'log'> & {
  /** The match's number at the table (1, 2, …): the `match` of DealInfo and of the `log` frames. */
  readonly n: number;
  /** How many entries the match's log has (they come in `log` frames). */
  readonly logLength: number;
};

/** What a `log` frame says: entries of match `match`, the first of them at index `from`. */
export interface LogPiece {
  readonly match: number;
  readonly from: number;
  readonly entries: readonly MatchEntry[];
}

/** The log a client holds: the entries of one match of the table, from its first on. */
export interface KeptLog {
  readonly match: number;
  readonly entries: readonly MatchEntry[];
}

/**
 * The match for the `table` frame: without its entries, with its number `n` at the table.
 * @example tableMatch(model.match, model.matchNo).logLength === model.match.log.length
 */
export function tableMatch(m: MatchState, n: number): TableMatch {
  const { log, ...rest } = m;
  return { ...rest, n, logLength: log.length };
}

/**
 * The log after a `log` frame: the piece replaces the log when it starts at 0 (the whole log, or
 * a new match's first entries), and is added when it starts where the log ends (for a piece that
 * starts earlier, the entries from its start are its). `'gap'`: the piece starts after the log's
 * end, or belongs to another match and does not start at 0 — entries are missing, and the client
 * asks for the whole log again (it keeps what it has meanwhile; `matchOf` shows none of it).
 * @example keepLog({ match: 1, entries: [a] }, { match: 1, from: 1, entries: [b] }) // {match: 1, entries: [a, b]}
 */
export function keepLog(kept: KeptLog | null, piece: LogPiece): KeptLog | 'gap' {
  if (piece.from === 0) return { match: piece.match, entries: piece.entries };
  if (kept === null || kept.match !== piece.match || piece.from > kept.entries.length) return 'gap';
  return { match: kept.match, entries: [...kept.entries.slice(0, piece.from), ...piece.entries] };
}

/**
 * The engine's MatchState as the table's match stands, for the score sheet: the `table` frame's
 * match with the log kept for it, cut at its `logLength` (the `log` frame of a settlement comes
 * before the `table` frame that counts it). Null without a match, and while the log kept is not
 * that match's whole log (not come yet, or asked for again): a client shows no sheet rather than a
 * wrong one.
 * @example matchOf(info.match, kept)?.log.length === info.match?.logLength
 */
export function matchOf(m: TableMatch | null, kept: KeptLog | null): MatchState | null {
  if (m === null || kept === null || kept.match !== m.n || kept.entries.length < m.logLength) return null;
  const { n: _n, logLength, ...rest } = m;
  const log = kept.entries.length === logLength ? kept.entries : kept.entries.slice(0, logLength);
  return { ...rest, log };
}

/** What a client says it holds (`log` of `watch`, `join` and `resume`; the schema is client.ts's `HeldLog`). */
export interface HeldLogOf {
  readonly match: number;
  readonly length: number;
}

/**
 * What the client holds, to send with `watch`, `join` or `resume` (protocol version 5): its
 * match and the number of entries kept; nothing when it keeps none.
 * @example heldOf({ match: 2, entries: [a, b] }) // { log: { match: 2, length: 2 } }
 */
export function heldOf(kept: KeptLog | null): { readonly log?: HeldLogOf } {
  return kept === null ? {} : { log: { match: kept.match, length: kept.entries.length } };
}

/**
 * Where the log frame that answers a `watch`, `join` or `resume` starts: at the length the client
 * holds when that is of the table's current match (`matchNo`) and no longer than its log (its
 * entries are then the log's first ones: a match's log only grows), else at 0 (the whole log).
 * @example logFrom({ match: 1, length: 300 }, 1, 302) // 300
 */
export function logFrom(held: HeldLogOf | undefined, matchNo: number, length: number): number {
  return held !== undefined && held.match === matchNo && held.length <= length ? held.length : 0;
}
