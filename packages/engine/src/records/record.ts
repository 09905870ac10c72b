/**
 * The game record (docs/records.md, ADR 0003): one deal, self-contained. The header names the
 * preset, its rule-set version and the options that differ from the preset's defaults; the turns
 * start with chance's deal, so replaying needs no RNG; the result is the engine's settlement.
 * A record written from a seat's view has `view` set and `??` (null) for the cards that seat
 * never saw; only a full record (`view: null`) can be replayed.
 */
import type { PackId } from '../cards/pack';
import type { Game } from '../core/game';
import type { OptionValue, OptionValues } from '../core/ruleset';
import type { State } from '../core/state';
import type { ExplanationLine, Seat, Settlement } from '../core/types';
import type { PublicTurn } from '../core/view';

export const RECORD_FORMAT = 'tarock-record';
/** Bumped on any incompatible change of the record format (not of a rule set: see `rulesVersion`). */
export const RECORD_VERSION = 1;

export interface SeatInfo {
  /** The player's name at the table. */
  readonly name: string;
  /** "human", or the computer player's name as `createBot` takes it ("random", "pimc:fast"). */
  readonly player: string;
}

export interface GameRecord {
  readonly format: typeof RECORD_FORMAT;
  readonly version: typeof RECORD_VERSION;
  /** The preset id. */
  readonly variant: string;
  /** The preset's `rules.version` the deal was played under. */
  readonly rulesVersion: number;
  /** The pack, so that the record's cards can be read without the preset. */
  readonly pack: PackId;
  /** Only the options that differ from the preset's defaults. */
  readonly options: OptionValues;
  /** One entry per seat at the table (4 when the dealer sits out). */
  readonly seats: readonly SeatInfo[];
  /** Free tags, PGN-style: Date, Seed, Engine, Table, Event, Match, Deal, … (keys start upper-case). */
  readonly tags: Readonly<Record<string, string>>;
  readonly dealer: Seat;
  /** The pot before the deal, in cents (money games; 0 otherwise). */
  readonly pot: number;
  /** The side pot before the deal, in cents, where the rules keep one (State.sidePot). */
  readonly sidePot?: number;
  /** How often this deal had been thrown in before its first turn (a throw-in among the turns counts when replayed). */
  readonly redeals: number;
  /** Whose view this record shows (hidden cards are null), or null for the full record. */
  readonly view: Seat | 'spectator' | null;
  /** Every turn in order, chance's deal first. */
  readonly turns: readonly PublicTurn[];
  /** The settlement, or null while the deal is not finished. */
  readonly result: Settlement | null;
}

/** Header fields a host adds to a record. */
export interface RecordMeta {
  readonly seats?: readonly SeatInfo[];
  readonly tags?: Readonly<Record<string, string>>;
}

/** The game name a record was played under: `id` or `id(key=value,…)`, as `loadGame` takes it. */
export function recordGameName(r: Pick<GameRecord, 'variant' | 'options'>): string {
  const diff = Object.entries(r.options).map(([k, v]) => `${k}=${String(v)}`);
  return diff.length ? `${r.variant}(${diff.join(',')})` : r.variant;
}

/** The options of `game` that differ from its preset's defaults. */
export function optionsDiff(game: Game): Record<string, OptionValue> {
  const diff: Record<string, OptionValue> = {};
  for (const o of game.preset.options) {
    const v = game.options[o.key];
    if (v !== undefined && v !== o.default) diff[o.key] = v;
  }
  return diff;
}

const zero = (x: number): number => (x === 0 ? 0 : x);

/** A settlement as plain data with −0 written as 0 (JSON cannot tell them apart). */
export function canonicalSettlement(s: Settlement): Settlement {
  const line = (l: ExplanationLine): ExplanationLine => ({
    text: l.text,
    ...(l.amounts !== undefined ? { amounts: l.amounts.map(zero) } : {}),
    ...(l.pot !== undefined ? { pot: zero(l.pot) } : {}),
    ...(l.sidePot !== undefined ? { sidePot: zero(l.sidePot) } : {}),
  });
  return {
    unit: s.unit,
    deltas: s.deltas.map(zero),
    potDelta: zero(s.potDelta),
    ...(s.sidePotDelta !== undefined ? { sidePotDelta: zero(s.sidePotDelta) } : {}),
    cardPoints: s.cardPoints.map((p) => ({
      party: p.party,
      seats: p.seats.slice(),
      points: zero(p.points),
      thirds: zero(p.thirds),
    })),
    outcome: s.outcome,
    declarer: s.declarer,
    contract: s.contract,
    lines: s.lines.map(line),
  };
}

function defaultSeats(game: Game): SeatInfo[] {
  return Array.from({ length: game.seats }, (_, i) => ({ name: `Seat ${i}`, player: 'unknown' }));
}

function header(game: Game, s: State, meta: RecordMeta) {
  return {
    format: RECORD_FORMAT,
    version: RECORD_VERSION,
    variant: game.rules.id,
    rulesVersion: game.rules.version,
    pack: game.pack.id,
    options: optionsDiff(game),
    seats: meta.seats ?? defaultSeats(game),
    tags: meta.tags ?? {},
    dealer: s.dealer,
    pot: s.pot,
    ...(s.sidePot !== undefined ? { sidePot: s.sidePot } : {}),
    redeals: redealsBefore(s),
  } as const;
}

/**
 * The deals thrown in before the record's first turn: the state's count less those its own history
 * threw in (IT-13: a hand without tarock is shown and the same dealer deals again within the
 * deal's history). Every deal turn but the last was thrown in, and the last one too while the
 * state waits for the next deal. Replaying the turns from this count comes back to the state's.
 */
function redealsBefore(s: State): number {
  const deals = s.history.filter((t) => t.action.type === 'deal').length;
  const thrownIn = s.phase === 'deal' ? deals : Math.max(0, deals - 1);
  return s.redeals - thrownIn;
}

/**
 * The full record of a deal so far (finished or not).
 * @example const r = recordOf(game, state, { tags: { Seed: '42' } });
 */
export function recordOf(game: Game, s: State, meta: RecordMeta = {}): GameRecord {
  return {
    ...header(game, s, meta),
    view: null,
    turns: s.history,
    result: s.settlement ? canonicalSettlement(s.settlement) : null,
  };
}

/** The record of what `viewer` saw (for a finished deal this is the full record but marked as a view). */
export function viewRecordOf(
  game: Game,
  s: State,
  viewer: Seat | 'spectator',
  meta: RecordMeta = {},
): GameRecord {
  const v = game.view(s, viewer);
  return {
    ...header(game, s, meta),
    view: viewer,
    turns: v.history,
    result: v.settlement ? canonicalSettlement(v.settlement) : null,
  };
}

/** True when no card of the record is hidden. */
export function isComplete(r: GameRecord): boolean {
  return r.turns.every(({ action: a }) => {
    if (a.type === 'deal') return a.hands.every((h) => h.every((c) => c !== null)) && !a.talon.includes(null);
    return a.type !== 'discard' || a.card !== null;
  });
}
