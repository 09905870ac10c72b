/**
 * The match against computer players as the worker keeps it across a reload: the setup, the seed,
 * the match totals, the current deal's full record (every hand: only the worker reads it), the
 * random number generators' states, the sequence number, whether the deal was settled and where
 * the undo point lay. `readSnapshot` checks the shape of what storage gave back; whether the deal
 * itself holds together is checked by replaying it (`TableSession.restore`).
 */
import { type Result, err, isRngState, ok } from '@tarock/engine';
import type { MatchSetup, SeatPlayer } from './protocol';
import type { RestoreRefusal } from './refusal';

export const SNAPSHOT_VERSION = 1;

export type RngState = readonly [number, number, number, number];

export interface Snapshot {
  readonly v: typeof SNAPSHOT_VERSION;
  readonly setup: MatchSetup;
  readonly seed: string;
  /** The MatchState, read against the game when the session is restored (`matchStateFromJson`). */
  readonly match: unknown;
  /** The deal's full record so far, as `recordToJson` writes it (cards by name). */
  readonly record: Record<string, unknown>;
  readonly dealRng: RngState;
  readonly botRng: RngState;
  readonly seq: number;
  /** Whether the deal's settlement is already in `match` (it is added once). */
  readonly settled: boolean;
  /** The undo point as the number of the record's turns before it; null when nothing can be taken back. */
  readonly undo: number | null;
  /**
   * The match's place in the offline history (`history.ts`): its id and start. A snapshot written
   * before the history has none: the match restored gets a new one.
   */
  readonly history?: MatchIdentity;
}

/** Which match of the offline history a session is: an id and when it started (ms since the epoch). */
export interface MatchIdentity {
  readonly id: string;
  readonly started: number;
}

type Check<T> = Result<T>;

const isObject = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);
const isInt = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x);
const isNumber = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);
const isStrings = (x: unknown): x is string[] => Array.isArray(x) && x.every((s) => typeof s === 'string');

function readRng(x: unknown, field: string): Check<RngState> {
  return isRngState(x) ? ok(x) : err(`${field} is not a random number generator's state (four 32-bit words)`);
}

function readPlayer(x: unknown): SeatPlayer | null {
  if (!isObject(x)) return null;
  if (x['kind'] === 'human') return { kind: 'human' };
  if (x['kind'] === 'bot' && typeof x['bot'] === 'string') return { kind: 'bot', bot: x['bot'] };
  return null;
}

function readSetup(x: unknown): Check<MatchSetup> {
  if (!isObject(x)) return err('setup is missing');
  const { game, players, names, seed, delayMs } = x;
  if (typeof game !== 'string') return err('setup.game is not a game name');
  if (!Array.isArray(players)) return err('setup.players is not a list');
  const read = players.map(readPlayer);
  if (read.some((p) => p === null)) return err('setup.players holds a seat that is neither human nor bot');
  if (!isStrings(names) || names.length !== players.length)
    return err('setup.names is not one name per seat');
  if (seed !== undefined && typeof seed !== 'string') return err('setup.seed is not text');
  if (!isNumber(delayMs)) return err('setup.delayMs is not a number');
  return ok({
    game,
    players: read as SeatPlayer[],
    names,
    delayMs,
    ...(seed !== undefined ? { seed } : {}),
  });
}

function readIdentity(x: unknown): Check<MatchIdentity | undefined> {
  if (x === undefined) return ok(undefined);
  if (!isObject(x) || typeof x['id'] !== 'string' || x['id'] === '' || !isNumber(x['started']))
    return err('history is not a match id with its start');
  return ok({ id: x['id'], started: x['started'] });
}

/** What storage gave back, checked for the snapshot's shape (never trusted as it came). */
export function readSnapshot(x: unknown): Result<Snapshot, RestoreRefusal> {
  if (isObject(x) && x['v'] !== SNAPSHOT_VERSION)
    return err({ code: 'version', found: JSON.stringify(x['v']) ?? 'none', reads: SNAPSHOT_VERSION });
  const read = readShape(x);
  return read.ok ? read : err({ code: 'damaged', detail: read.error });
}

function readShape(x: unknown): Check<Snapshot> {
  if (!isObject(x)) return err('the saved match is not a snapshot');
  const setup = readSetup(x['setup']);
  if (!setup.ok) return setup;
  const dealRng = readRng(x['dealRng'], 'dealRng');
  if (!dealRng.ok) return dealRng;
  const botRng = readRng(x['botRng'], 'botRng');
  if (!botRng.ok) return botRng;
  const { seed, record, seq, settled, undo } = x;
  if (typeof seed !== 'string') return err('seed is not text');
  if (!isObject(record)) return err('record is missing');
  if (!isInt(seq) || seq < 0) return err('seq is not a count');
  if (typeof settled !== 'boolean') return err('settled is not true or false');
  if (undo !== null && !(isInt(undo) && undo >= 0)) return err('undo is neither null nor a turn count');
  const history = readIdentity(x['history']);
  if (!history.ok) return history;
  return ok({
    v: SNAPSHOT_VERSION,
    setup: setup.value,
    seed,
    match: x['match'],
    record,
    dealRng: dealRng.value,
    botRng: botRng.value,
    seq,
    settled,
    undo,
    ...(history.value ? { history: history.value } : {}),
  });
}
