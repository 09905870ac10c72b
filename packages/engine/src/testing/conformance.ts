/**
 * The shared conformance suite (house style, habit 7): seeded random games of one game (a preset
 * with options), and on each the invariants every rule set must keep:
 * - `actor`: exactly one actor in every state: chance in the deal phase, an active seat with at
 *   least one legal action in every other non-final state, nobody once finished;
 * - `cards`: every card of the pack is in exactly one place (hands, trick, tricks, discards,
 *   untaken talon, else the talon as dealt);
 * - `settled`: every game ends, settled, with one delta per seat;
 * - `card-points`: the parties' card points sum to the pack total (70 / 120; exact thirds for more
 *   than two parties);
 * - `records`: the record round-trips through JSON and text (and, every fourth deal, a seat's view)
 *   and replays to the same final state and result;
 * - `views`: a seat's view does not change when the cards it has not seen are permuted among the
 *   other hands and the hidden talon and the same actions are replayed (as far as they stay legal
 *   and the public course of the deal stays the same);
 * - `garbage`: `apply` never throws on malformed actions, and accepts only legal ones.
 * Each game is played once and all checks share its states. Failures are values (no test runner
 * here): the test asserts the list is empty and that the checks ran.
 */
import type { Game } from '../core/game';
import { createRng } from '../core/rng';
import type { Preset } from '../core/ruleset';
import type { State } from '../core/state';
import type { Action } from '../core/types';
import { type CheckName, checkActor, checkCards, checkRecords, checkSettled, checkTalonPart } from './checks';
import { checkGarbage } from './garbage';
import { checkViewSwap } from './viewSwap';

export type { CheckName };

export interface ConformanceFailure {
  readonly check: CheckName;
  /** The game's number in the run (its seed is `${seed}/${game}/${index}`). */
  readonly index: number;
  /** The state index within the game, when the failure belongs to one state. */
  readonly step: number | null;
  readonly message: string;
}

/** A deal longer than this is taken to be an endless loop. */
const MAX_TURNS = 2000;

export interface ConformanceOptions {
  /** Random games to play (default 1000). */
  readonly games?: number;
  readonly seed?: number | string;
  /** Presets to look the record's variant up in when replaying (default: the engine's PRESETS). */
  readonly presets?: readonly Preset[];
  /** Stop collecting after this many failures (default 20). */
  readonly maxFailures?: number;
  /**
   * How often a seat that may pass passes (default: as often as any other legal action). Flows
   * that need everyone to pass (Beck's Trischaken, a thrown-in deal) are rare under uniform play.
   */
  readonly passWeight?: number;
}

export interface ConformanceReport {
  readonly game: string;
  readonly games: number;
  /** States checked for actor and card invariants. */
  readonly states: number;
  /** Views compared in the hidden-card swap check. */
  readonly viewComparisons: number;
  /** Malformed actions applied. */
  readonly garbage: number;
  /** Games by outcome (won, lost, passed, …). */
  readonly outcomes: Readonly<Record<string, number>>;
  readonly failures: readonly ConformanceFailure[];
}

/**
 * Runs the suite on one game.
 * @example const report = runConformance(loadGame('illustrated-beck').value, { games: 1000 });
 */
export function runConformance(game: Game, opts: ConformanceOptions = {}): ConformanceReport {
  const games = opts.games ?? 1000;
  const seed = opts.seed ?? 1;
  const maxFailures = opts.maxFailures ?? 20;
  const passWeight = opts.passWeight ?? 0;
  const failures: ConformanceFailure[] = [];
  const outcomes: Record<string, number> = {};
  let states = 0;
  let viewComparisons = 0;
  let garbage = 0;
  const fail = (check: CheckName, index: number, step: number | null, message: string) => {
    if (failures.length < maxFailures) failures.push({ check, index, step, message });
  };
  for (let index = 0; index < games && failures.length < maxFailures; index++) {
    const rng = createRng(`${seed}/${game.name}/${index}`);
    const dealer = rng.int(game.seats);
    // Play and check each state as it comes, so a broken rule set fails at the state that breaks.
    let s = game.newDeal({ dealer });
    const trajectory: State[] = [s];
    let broken = false;
    while (!broken) {
      const step = trajectory.length - 1;
      const legal = game.legalActions(s);
      const a = checkActor(s, legal);
      if (a) fail('actor', index, step, a);
      const c = checkCards(game, s);
      if (c) fail('cards', index, step, c);
      if (a || c || s.phase === 'finished') break;
      if (step >= MAX_TURNS) {
        fail('play', index, step, `the deal did not end within ${MAX_TURNS} turns`);
        break;
      }
      const pass = passWeight > 0 ? legal.find((x) => x.type === 'pass') : undefined;
      const action =
        s.toAct === 'chance'
          ? game.sampleDeal(s, rng)
          : pass && rng.next() / 2 ** 32 < passWeight
            ? pass
            : (legal[rng.int(legal.length)] as Action);
      const next = game.apply(s, action);
      if (!next.ok) {
        fail('play', index, step, `the legal action ${JSON.stringify(action)} was rejected: ${next.error}`);
        broken = true;
      } else {
        if (action.type === 'talon') {
          const t = checkTalonPart(game, s, next.value, action.group);
          if (t) fail('talon', index, step, t);
        }
        s = next.value;
        trajectory.push(s);
      }
    }
    states += trajectory.length;
    if (s.phase !== 'finished') continue;
    const final = trajectory[trajectory.length - 1] as State;
    const settled = checkSettled(game, final);
    if (settled) fail(settled.check, index, trajectory.length - 1, settled.message);
    outcomes[final.settlement?.outcome ?? 'none'] = (outcomes[final.settlement?.outcome ?? 'none'] ?? 0) + 1;
    // Every deal's record round-trips; a seat's view record on every fourth deal (hidden cards).
    const records = checkRecords(game, trajectory, rng, opts.presets, index % 4 === 0);
    if (records) fail('records', index, null, records);
    const swap = checkViewSwap(game, trajectory, rng);
    viewComparisons += swap.compared;
    if (swap.failure) fail('views', index, null, swap.failure);
    const at = rng.int(trajectory.length);
    const g = checkGarbage(game, trajectory[at] as State, rng);
    garbage += g.tried;
    if (g.failure) fail('garbage', index, at, g.failure);
  }
  return { game: game.name, games, states, viewComparisons, garbage, outcomes, failures };
}
