/**
 * Replaying a record through the engine: the preset and options are loaded, the deal is set up
 * as recorded (dealer, pot, redeals), and every turn goes through `game.apply`. The first turn
 * that is malformed, out of turn or illegal stops the replay with its index and the engine's
 * reason; nothing is half-applied (the caller gets all states or an error). A recorded result
 * must equal the settlement the replay reaches in every number and word of the rules (deltas,
 * pots, card points, outcome, contract, each explanation line's amounts), and a finished deal
 * must have one. The text of an explanation line is the wording of the engine that wrote the
 * record: a later engine may word a line otherwise, so a line that differs in its text only is
 * reported (`reworded`), not refused.
 */
import { quoted } from '../core/quoted';
import { type Game, makeGame } from '../core/game';
import { ruleField } from '../core/named';
import { err, ok, type Result } from '../core/result';
import type { Preset } from '../core/ruleset';
import type { State } from '../core/state';
import type { Settlement } from '../core/types';
import { findPreset, PRESETS } from '../presets/index';
import { toAction } from './actionText';
import { canonicalSettlement, type GameRecord } from './record';
import { turnSketch } from './turnSketch';

export interface ReplayError {
  /** 0-based index into `turns` of the offending turn; null when the header is at fault. */
  readonly index: number | null;
  /**
   * The turn in the text notation, e.g. `S2 play T21`, short (`turnSketch`): a deal as
   * `deal S0[…] S1[…] S2[…] talon[…]`, a value that is no card quoted as given.
   */
  readonly turn: string | null;
  readonly reason: string;
}

export interface Replayed {
  readonly game: Game;
  /** The state before the first turn and after each turn: `states[i + 1]` follows `turns[i]`. */
  readonly states: readonly State[];
  readonly final: State;
  /**
   * The explanation lines (0-based) whose recorded text this engine words otherwise, their
   * amounts the same: the record was written by an engine with other wording. Empty for a
   * record of this engine, and for a deal not finished.
   */
  readonly reworded: readonly RewordedLine[];
}

/** An explanation line the record words otherwise than this engine does. */
export interface RewordedLine {
  readonly line: number;
  readonly recorded: string;
  readonly replayed: string;
}

/** "action 15 (S2 play T21): reason" — numbered from 1 as in the text form. */
export function describeReplayError(e: ReplayError): string {
  if (e.index === null) return e.reason;
  return `action ${e.index + 1} (${e.turn ?? '?'}): ${e.reason}`;
}

/** The game a record was played under (preset by id, options as recorded). */
export function gameOfRecord(r: GameRecord, presets: readonly Preset[] = PRESETS): Result<Game> {
  const preset = findPreset(r.variant, presets);
  if (!preset)
    return err(
      `unknown variant ${quoted(r.variant, 80)} (known: ${presets.map((p) => p.rules.id).join(', ') || 'none'})`,
    );
  if (preset.rules.version !== r.rulesVersion)
    return err(
      `the record was played under version ${r.rulesVersion} of ${r.variant}; this engine has version ${preset.rules.version}`,
    );
  const game = makeGame(preset, r.options);
  if (!game.ok) return game;
  if (game.value.pack.id !== r.pack)
    return err(`the record's pack ${r.pack} is not the pack of ${r.variant} (${game.value.pack.id})`);
  if (r.seats.length !== game.value.seats)
    return err(
      `the record has ${r.seats.length} seats; ${game.value.name} is played with ${game.value.seats}`,
    );
  return game;
}

/** A settlement with its lines' text left out: what a replay must reach exactly. */
function settledNumbers(c: Settlement): Settlement {
  return { ...c, lines: c.lines.map((l) => ({ ...l, text: '' })) };
}

/**
 * Where two settlements first differ, in words; null when they are equal in everything but the
 * text of their explanation lines (`rewordedLines` lists those).
 */
export function settlementDifference(recorded: Settlement, replayed: Settlement): string | null {
  const ca = canonicalSettlement(recorded);
  const cb = canonicalSettlement(replayed);
  const a = settledNumbers(ca);
  const b = settledNumbers(cb);
  for (const key of Object.keys(a) as (keyof Settlement)[]) {
    const x: unknown = a[key];
    const y: unknown = b[key];
    if (JSON.stringify(x) === JSON.stringify(y)) continue;
    // A list (the lines, the deltas): the first entry that differs, not the whole lists.
    if (Array.isArray(x) && Array.isArray(y)) {
      const n = Math.max(x.length, y.length);
      const whole = (list: readonly unknown[], i: number): string =>
        i < list.length ? JSON.stringify(list[i]) : 'missing';
      // A line is shown with its text, though only its amounts are compared.
      const [xs, ys] = key === 'lines' ? [ca.lines, cb.lines] : [x, y];
      for (let i = 0; i < n; i++)
        if (whole(x, i) !== whole(y, i))
          return `result.${key}[${i}] is ${whole(xs, i)} in the record but ${whole(ys, i)} in the replay`;
    }
    return `result.${key} is ${JSON.stringify(x)} in the record but ${JSON.stringify(y)} in the replay`;
  }
  return null;
}

/** The lines of two settlements equal in their numbers whose text differs. */
export function rewordedLines(recorded: Settlement, replayed: Settlement): RewordedLine[] {
  return recorded.lines.flatMap((l, line) => {
    const text = replayed.lines[line]?.text;
    return text !== undefined && text !== l.text ? [{ line, recorded: l.text, replayed: text }] : [];
  });
}

/**
 * @example const r = replay(record); if (!r.ok) console.log(describeReplayError(r.error));
 */
export function replay(r: GameRecord, presets: readonly Preset[] = PRESETS): Result<Replayed, ReplayError> {
  const loaded = gameOfRecord(r, presets);
  if (!loaded.ok) return err({ index: null, turn: null, reason: loaded.error });
  const game = loaded.value;
  if (r.view !== null)
    return err({
      index: null,
      turn: null,
      reason: 'this record is a seat view (hidden cards): it cannot be replayed',
    });
  // A side pot only where the rules keep one (the Bavarian Schreckensteiner); a deal played outside
  // a match may have none (it then pays nothing from it).
  const sidePotRule = ruleField(game.rules, 'sidePot');
  if (r.sidePot !== undefined && (sidePotRule === null || sidePotRule === undefined))
    return err({
      index: null,
      turn: null,
      reason: `${game.name} keeps no side pot, but the record gives one (SidePot ${r.sidePot})`,
    });
  let s = game.newDeal({ dealer: r.dealer, pot: r.pot, sidePot: r.sidePot, redeals: r.redeals });
  const states: State[] = [s];
  for (const [index, t] of r.turns.entries()) {
    const fail = (reason: string) => err({ index, turn: turnSketch(game.pack, t), reason });
    if (s.phase === 'finished') return fail('the deal is already over');
    const action = toAction(t.action);
    if (!action) return fail('the turn hides cards (??): only a full record can be replayed');
    if (t.actor !== s.toAct)
      return fail(
        `it is ${s.toAct === 'chance' ? "chance's" : `S${String(s.toAct)}'s`} turn, not ${t.actor === 'chance' ? "chance's" : `S${t.actor}'s`}`,
      );
    const next = game.apply(s, action);
    if (!next.ok) return fail(next.error);
    s = next.value;
    states.push(s);
  }
  if (s.settlement && !r.result)
    return err({
      index: null,
      turn: null,
      reason:
        "the turns finish the deal, but its result is null (a finished deal's record holds its settlement)",
    });
  if (r.result) {
    if (!s.settlement)
      return err({
        index: null,
        turn: null,
        reason: 'the record has a result but its turns do not finish the deal',
      });
    const diff = settlementDifference(r.result, s.settlement);
    if (diff) return err({ index: null, turn: null, reason: diff });
  }
  const reworded = r.result && s.settlement ? rewordedLines(r.result, s.settlement) : [];
  return ok({ game, states, final: s, reworded });
}
