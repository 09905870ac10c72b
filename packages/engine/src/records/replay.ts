/**
 * Replaying a record through the engine: the preset and options are loaded, the deal is set up
 * as recorded (dealer, pot, redeals), and every turn goes through `game.apply`. The first turn
 * that is malformed, out of turn or illegal stops the replay with its index and the engine's
 * reason; nothing is half-applied (the caller gets all states or an error). A recorded result
 * must equal the settlement the replay reaches, and a finished deal must have one.
 */
import { type Game, makeGame } from '../core/game';
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
      `unknown variant "${r.variant}" (known: ${presets.map((p) => p.rules.id).join(', ') || 'none'})`,
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

/** Where two settlements first differ, in words; null when they are equal. */
export function settlementDifference(recorded: Settlement, replayed: Settlement): string | null {
  const a = canonicalSettlement(recorded);
  const b = canonicalSettlement(replayed);
  for (const key of Object.keys(a) as (keyof Settlement)[]) {
    const x: unknown = a[key];
    const y: unknown = b[key];
    if (JSON.stringify(x) === JSON.stringify(y)) continue;
    // A list (the lines, the deltas): the first entry that differs, not the whole lists.
    if (Array.isArray(x) && Array.isArray(y)) {
      const n = Math.max(x.length, y.length);
      for (let i = 0; i < n; i++) {
        const xi = i < x.length ? JSON.stringify(x[i]) : 'missing';
        const yi = i < y.length ? JSON.stringify(y[i]) : 'missing';
        if (xi !== yi) return `result.${key}[${i}] is ${xi} in the record but ${yi} in the replay`;
      }
    }
    return `result.${key} is ${JSON.stringify(x)} in the record but ${JSON.stringify(y)} in the replay`;
  }
  return null;
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
  return ok({ game, states, final: s });
}
