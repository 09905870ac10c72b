/**
 * Reading back the match `tarock play` kept (saveFile.ts): the file is checked field by field and
 * the deal in progress is replayed through the engine from its record, so that a damaged, foreign
 * or newer file, or one whose turns the rules refuse, gives one line saying why instead of a
 * match that goes wrong later.
 */
import { readFileSync } from 'node:fs';
import { decodeUtf8 } from './readCapped';
import { createBot } from '@tarock/bots';
import {
  type Game,
  type GameRecord,
  type MatchState,
  type Preset,
  type Result,
  type State,
  createRng,
  describeReplayError,
  err,
  isRngState,
  loadGame,
  quoted,
  matchStateFromJson,
  ok,
  recordFromJson,
  recordGameName,
  recordToJson,
  replay,
} from '@tarock/engine';
import { SAVE_FORMAT, SAVE_VERSION, type RngWords } from './saveFile';
import type { DealStart } from './table';
import { notKind } from './fileKind';

/** A saved match read back, ready to play on. */
export interface Resumed {
  readonly game: Game;
  readonly players: readonly string[];
  readonly names: readonly string[];
  readonly seed: string;
  readonly records: string | null;
  readonly match: MatchState;
  /** The deal in progress, rebuilt by the engine, or null between deals. */
  readonly deal: ResumedDeal | null;
  readonly hints: readonly (RngWords | null)[];
}

/** The deal in progress: where it goes on from, and the state before and after each turn so far. */
export interface ResumedDeal {
  readonly deal: DealStart;
  readonly states: readonly State[];
}

type Fields = Readonly<Record<string, unknown>>;

const isObject = (x: unknown): x is Fields => typeof x === 'object' && x !== null && !Array.isArray(x);
const isInt = (x: unknown): x is number => Number.isInteger(x);
const isStrings = (x: unknown, n: number): x is string[] =>
  Array.isArray(x) && x.length === n && x.every((v) => typeof v === 'string');

/**
 * The deal's record as a version-1 file kept it: the engine's own record, cards as numbers. It is
 * written again in the JSON form, which `recordFromJson` then reads strictly; a record too damaged
 * for that (a turn without its action) is refused, as a damaged record of version 2 is.
 */
function legacyRecord(v: unknown): Result<GameRecord> {
  const turns = isObject(v) ? v['turns'] : undefined;
  if (!Array.isArray(turns)) return err('turns: expected an array');
  const at = turns.findIndex(
    (t) => !isObject(t) || !isObject(t['action']) || typeof t['action']['type'] !== 'string',
  );
  if (at >= 0) return err(`turns[${at}]: expected an actor and its action`);
  try {
    return recordFromJson(recordToJson(v as unknown as GameRecord)); // shaped as one; read strictly
  } catch (e) {
    return err(`it is damaged (${e instanceof Error ? e.message : String(e)})`);
  }
}

/** The deal in progress rebuilt by replaying its record, checked against the match. */
function dealOf(
  d: unknown,
  version: number,
  game: Game,
  match: MatchState,
  presets: readonly Preset[],
): Result<ResumedDeal> {
  if (!isObject(d) || !isObject(d['record'])) return err('"deal" has no record');
  if (!isRngState(d['chance']) || !isRngState(d['play']))
    return err('"deal.chance" and "deal.play" must each be an Rng state (4 whole numbers of 32 bits)');
  const read = version === 1 ? legacyRecord(d['record']) : recordFromJson(d['record']);
  if (!read.ok) return err(`the deal's record: ${read.error}`);
  const record = read.value;
  if (recordGameName(record) !== game.name)
    return err(`the deal's record is of ${recordGameName(record)}, the match of ${game.name}`);
  if (record.dealer !== match.dealer || record.pot !== match.pot || record.sidePot !== match.sidePot)
    return err("the deal's record does not start from the match (its dealer or pot differ)");
  const replayed = replay(record, presets);
  if (!replayed.ok) return err(`the deal in progress: ${describeReplayError(replayed.error)}`);
  if (replayed.value.final.phase === 'finished') return err('the deal in progress is already over');
  const { final, states } = replayed.value;
  return ok({
    deal: { state: final, chance: createRng(0, d['chance']), play: createRng(0, d['play']) },
    states,
  });
}

/** Checks the parsed file and rebuilds the match; every error is the reason it is refused. */
export function resumedOf(x: unknown, presets: readonly Preset[]): Result<Resumed> {
  if (!isObject(x) || x['format'] !== SAVE_FORMAT)
    return err(`it is not a match saved by tarock play (no "format": "${SAVE_FORMAT}")`);
  const v = x['v'];
  if (isInt(v) && v > SAVE_VERSION)
    return err(`it was saved by a newer tarock (version ${v}; this one reads version ${SAVE_VERSION})`);
  if (v === undefined) return err(`it has no version ("v"): this one reads version ${SAVE_VERSION} (and 1)`);
  if (v !== SAVE_VERSION && v !== 1)
    return err(`its version ${quoted(v)} is not ${SAVE_VERSION} (nor 1, which is still read)`);
  if (typeof x['game'] !== 'string') return err('"game" is not a game name');
  const loaded = loadGame(x['game'], presets);
  if (!loaded.ok)
    return err(`its game ${x['game']} is unknown here: ${loaded.error.replace(/ \(known: .*/, '')}`);
  const game = loaded.value;
  if (x['rulesVersion'] === undefined)
    return err('it has no "rulesVersion": the rules it was played under are not known');
  if (x['rulesVersion'] !== game.rules.version)
    return err(
      `it was played under version ${quoted(x['rulesVersion'])} of ${game.rules.id}; this engine has version ${game.rules.version}`,
    );
  const players = x['players'];
  if (!isStrings(players, game.seats)) return err(`"players" is not ${game.seats} names`);
  for (const p of players) {
    const bot = p === 'me' ? null : createBot(p, game);
    if (bot && !bot.ok) return err(`"players": ${bot.error}`);
  }
  if (!isStrings(x['names'], game.seats)) return err(`"names" is not ${game.seats} names`);
  const seed = x['seed'];
  if (typeof seed !== 'string' || seed === '') return err('"seed" is not a seed');
  const records = x['records'];
  if (records !== null && typeof records !== 'string') return err('"records" is not a folder or null');
  const hints = x['hints'];
  const hintOk = (h: unknown, i: number) => (players[i] === 'me' ? isRngState(h) : h === null);
  if (!Array.isArray(hints) || hints.length !== game.seats || !hints.every(hintOk))
    return err('"hints" is not an Rng state for each "me" and null for each computer player');
  const read = matchStateFromJson(x['match'], game);
  if (!read.ok) return read;
  const match = read.value;
  if (match.finished) return err('the match is over (its "match.finished" is true)');
  let deal: ResumedDeal | null = null;
  if (x['deal'] !== null) {
    const d = dealOf(x['deal'], v, game, match, presets);
    if (!d.ok) return d;
    deal = d.value;
  }
  return ok({ game, players, names: x['names'], seed, records, match, deal, hints });
}

/** Reads the match kept in `file`; the error names the file and says why it cannot be resumed. */
export function readSavedMatch(file: string, presets: readonly Preset[]): Result<Resumed> {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch (e) {
    const code = (e as { code?: string }).code;
    return err(
      code === 'ENOENT'
        ? `no match is saved in ${file}`
        : `cannot read ${file}: ${e instanceof Error ? e.message : String(e)}`,
    );
  }
  const decoded = decodeUtf8(bytes);
  if (!decoded.ok) return err(`cannot resume ${file}: ${decoded.error}`);
  const text = decoded.value;
  // Another file of ours (a record, a deal summary): what it is and which command reads it.
  const other = notKind(text, 'savedMatch', file);
  if (other) return err(`cannot resume ${file}: it is ${other}`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (e) {
    return err(`cannot resume ${file}: it is not JSON (${e instanceof Error ? e.message : String(e)})`);
  }
  const resumed = resumedOf(parsed, presets);
  return resumed.ok ? resumed : err(`cannot resume ${file}: ${resumed.error}`);
}
