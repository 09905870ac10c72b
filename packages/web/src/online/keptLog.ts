/**
 * The match log an online table's page keeps across a reload (docs/decisions/0011, "The web page
 * keeps its log"): per table, the current match's entries as the `log` frames brought them, with
 * the match's number. After a reload the page reads it (`KeptLogStore.read`) before its first
 * `watch`, `join` or `resume`, says its length there (`log: {match, length}`), and the server sends
 * only the entries after it. What is read is a candidate only: it counts once the server's answer
 * bears it out (`fitsTable`); a kept log that does not fit is dropped and the whole log asked for.
 * The store in the browser is IndexedDB (`idbKeptLogs.ts`); a store that fails answers as if it
 * kept nothing, and the page asks without `log`, as it did before it kept anything.
 */
import { type MatchEntry, matchStateFromJson } from '@tarock/engine';
import type { KeptLog, LogPiece, TableMatch } from '@tarock/protocol/matchLog';

/** Where the page keeps its tables' match logs. None of these rejects: a failure keeps nothing. */
export interface KeptLogStore {
  /** The log kept of `table`, or null (none; damaged, which is then dropped; or unreadable). */
  read(table: string): Promise<KeptLog | null>;
  /**
   * Keeps `log`, the table's log after `piece` (`keepLog`): the piece alone is added when the
   * kept log ends where it starts, else the log is written whole.
   */
  keep(table: string, log: KeptLog, piece: LogPiece): Promise<void>;
  /** Forgets the log kept of `table`. */
  drop(table: string): Promise<void>;
  /**
   * Forgets the logs of tables not in `tables`, those not written since `before` (epoch ms), and
   * all but the `KEPT_LOG_TABLES` written last.
   */
  prune(tables: ReadonlySet<string>, before: number): Promise<void>;
}

/** How long a table's log is kept without a write: two weeks. */
export const KEPT_LOG_MS = 14 * 24 * 60 * 60_000;
/** The most tables whose logs are kept (the newest written). */
export const KEPT_LOG_TABLES = 20;
/**
 * How long the page's first request at a table waits for the kept log: a store that does not
 * answer by then (another tab holding an older version open) is not waited for.
 */
export const KEPT_LOG_READ_MS = 2_000;
/**
 * The pieces a table's log is kept in at most: each settlement adds one (a few hundred bytes),
 * and the next piece after this many is written with the whole log, as one piece.
 */
export const KEPT_LOG_PIECES = 64;

/** A kept table's first record: which match its pieces are of, and how many entries they hold. */
export interface KeptHead {
  readonly table: string;
  readonly match: number;
  readonly length: number;
  /** How many pieces hold the entries (`KEPT_LOG_PIECES`). */
  readonly pieces: number;
  /** When the log was last written (epoch ms). */
  readonly used: number;
}

/** Entries of the log from `from` on, as one `log` frame (or the whole log) brought them. */
export interface KeptPiece {
  readonly table: string;
  readonly from: number;
  readonly match: number;
  readonly entries: readonly MatchEntry[];
}

const isCount = (x: unknown, least: number): x is number =>
  typeof x === 'number' && Number.isInteger(x) && x >= least;
const isObject = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

/** A head as stored, or null when it is not of that shape. */
export function readHead(x: unknown, table: string): KeptHead | null {
  if (!isObject(x) || x['table'] !== table) return null;
  const { match, length, pieces, used } = x;
  if (!isCount(match, 1) || !isCount(length, 0) || !isCount(pieces, 0) || typeof used !== 'number')
    return null;
  return { table, match, length, pieces, used };
}

/**
 * The log that a head and its pieces (in the order of `from`) hold, or the reason it is damaged:
 * the pieces must be of the head's match, follow on from 0 without a gap or overlap and hold the
 * head's length; each entry an object (checked strictly against the table's match on use,
 * `fitsTable`).
 */
export function assemble(head: unknown, pieces: readonly unknown[], table: string): KeptLog | string {
  const h = readHead(head, table);
  if (h === null) return 'its head is not of its shape';
  const entries: MatchEntry[] = [];
  for (const p of pieces) {
    if (!isObject(p) || p['table'] !== table || p['match'] !== h.match) return 'a piece of another match';
    if (p['from'] !== entries.length)
      return `a piece from ${String(p['from'])} after ${entries.length} entries`;
    const list = p['entries'];
    if (!Array.isArray(list) || !list.every(isObject)) return 'a piece without entries';
    entries.push(...(list as unknown as MatchEntry[])); // objects; read strictly by `fitsTable`
  }
  if (entries.length !== h.length) return `${entries.length} entries, not ${h.length}`;
  return { match: h.match, entries };
}

/**
 * Whether a log put together from a kept one and the server's answer is the table's match's (its
 * `table` frame came before the answer's `log` frame): of its number, at least its length, every
 * entry of the match's shape (`matchStateFromJson`, its seats), and the last entry the match's
 * deals, totals and pot. A table frame without a match cannot tell: true. An entry in the middle
 * changed but of its shape cannot be told (one entry's totals do not follow from the one before:
 * an end bonus is in its lines, not its deltas).
 * @example fitsTable({ match: 1, entries }, tableMatch(match, 1)) // true when entries is match.log
 */
export function fitsTable(log: KeptLog, m: TableMatch | null): boolean {
  if (m === null) return true;
  if (m.n !== log.match || log.entries.length < m.logLength) return false;
  const { n: _n, logLength, ...rest } = m;
  const entries = log.entries.slice(0, logLength);
  if (!matchStateFromJson({ ...rest, log: entries }, { name: m.game, seats: m.seats }).ok) return false;
  const last = entries.at(-1);
  if (last === undefined) return true;
  return (
    last.deal === m.deals &&
    last.pot === m.pot &&
    last.totals.length === m.totals.length &&
    last.totals.every((t, i) => t === m.totals[i])
  );
}

/**
 * The tables whose logs `prune` forgets, of `heads` as stored: those not in `tables`, those not
 * written since `before`, and those past the `KEPT_LOG_TABLES` written last; a damaged head too.
 */
export function toForget(heads: readonly unknown[], tables: ReadonlySet<string>, before: number): string[] {
  const forget: string[] = [];
  const kept: KeptHead[] = [];
  for (const x of heads) {
    const table = isObject(x) && typeof x['table'] === 'string' ? x['table'] : null;
    if (table === null) continue;
    const h = readHead(x, table);
    if (h === null || !tables.has(table) || h.used < before) forget.push(table);
    else kept.push(h);
  }
  kept.sort((a, b) => b.used - a.used);
  for (const h of kept.slice(KEPT_LOG_TABLES)) forget.push(h.table);
  return forget;
}

/** `answer` within `ms`, else `otherwise` (a store that never answers is not waited for). */
export function within<T>(answer: Promise<T>, ms: number, otherwise: T): Promise<T> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(otherwise), ms);
    answer.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      () => {
        clearTimeout(timer);
        resolve(otherwise);
      },
    );
  });
}
