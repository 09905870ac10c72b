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
 * - `records`: the record round-trips through JSON and text (the full record and a seat's view)
 *   and replays to the same final state and result;
 * - `views`: a seat's view does not change when the cards it has not seen are permuted among the
 *   other hands and the hidden talon and the same actions are replayed (as far as they stay legal
 *   and the public course of the deal stays the same);
 * - `garbage`: `apply` never throws on malformed actions, and accepts only legal ones.
 * Each game is played once and all checks share its states. Failures are values (no test runner
 * here): the test asserts the list is empty and that the checks ran.
 */
import type { Card } from '../cards/pack';
import { sameAction } from '../core/actions';
import type { Game } from '../core/game';
import { createRng, type Rng, shuffled } from '../core/rng';
import type { State } from '../core/state';
import type { Action, Seat } from '../core/types';
import type { View } from '../core/view';
import { parseRecordJson, formatRecordJson } from '../records/json';
import { type GameRecord, recordOf, viewRecordOf } from '../records/record';
import { describeReplayError, replay } from '../records/replay';
import { formatRecordText, parseRecordText } from '../records/text';
import { firstDifference } from './equal';
import type { Preset } from '../core/ruleset';

export type CheckName =
  | 'play'
  | 'actor'
  | 'cards'
  | 'settled'
  | 'card-points'
  | 'records'
  | 'views'
  | 'garbage';

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

/** Checks the actor invariant of one state; null when it holds. */
export function checkActor(s: State, legal: readonly Action[]): string | null {
  if (s.phase === 'finished') {
    if (s.toAct !== null) return `a finished deal has ${String(s.toAct)} to act`;
    return s.settlement ? null : 'a finished deal has no settlement';
  }
  if (s.settlement) return `the deal is settled in phase ${s.phase}`;
  if (s.phase === 'deal')
    return s.toAct === 'chance' ? null : `in the deal phase ${String(s.toAct)} acts, not chance`;
  if (s.toAct === null || s.toAct === 'chance') return `nobody (${String(s.toAct)}) acts in phase ${s.phase}`;
  if (!s.players.includes(s.toAct)) return `seat ${s.toAct} acts but is not an active player`;
  if (legal.length === 0) return `S${s.toAct} has no legal action in phase ${s.phase}`;
  for (let i = 0; i < legal.length; i++)
    for (let j = i + 1; j < legal.length; j++)
      if (sameAction(legal[i] as Action, legal[j] as Action))
        return `legal actions list ${JSON.stringify(legal[i])} twice`;
  return null;
}

/** Checks that every card is in exactly one place; null when it holds. */
export function checkCards(game: Game, s: State): string | null {
  if (s.phase === 'deal') return null;
  const where = new Map<Card, string>();
  const put = (c: Card, place: string): string | null => {
    if (!Number.isInteger(c) || c < 0 || c >= game.pack.size)
      return `${place} holds ${String(c)}, not a card`;
    const before = where.get(c);
    if (before !== undefined) return `card ${c} is both in ${before} and in ${place}`;
    where.set(c, place);
    return null;
  };
  const places: [string, readonly Card[]][] = [
    ...s.hands.map((h, i): [string, readonly Card[]] => [`the hand of S${i}`, h]),
    ['the trick', s.trick],
    ...s.tricks.map((t, i): [string, readonly Card[]] => [`trick ${i + 1}`, t.cards]),
    ['the discards', s.discards],
    ['the untaken talon', s.talonRest?.cards ?? []],
  ];
  for (const [place, cards] of places)
    for (const c of cards) {
      const bad = put(c, place);
      if (bad) return bad;
    }
  for (const c of s.talon) if (!where.has(c)) where.set(c, 'the talon');
  if (where.size !== game.pack.size) {
    const missing = game.pack.cards.filter((c) => !where.has(c));
    return `${missing.length} cards are nowhere: ${missing.join(' ')}`;
  }
  return null;
}

/** Checks the finished deal's settlement; null when it holds. */
export function checkSettled(game: Game, s: State): { check: CheckName; message: string } | null {
  const st = s.settlement;
  if (s.phase !== 'finished' || !st) return { check: 'settled', message: 'the deal did not end settled' };
  if (st.deltas.length !== game.seats)
    return { check: 'settled', message: `${st.deltas.length} deltas for ${game.seats} seats` };
  if (st.deltas.some((d) => !Number.isFinite(d)))
    return { check: 'settled', message: 'a delta is not a number' };
  if (st.cardPoints.length === 0) return null;
  const thirds = st.cardPoints.reduce((a, p) => a + p.thirds, 0);
  const points = st.cardPoints.reduce((a, p) => a + p.points, 0);
  if (thirds !== 3 * game.pack.total)
    return {
      check: 'card-points',
      message: `the parties' card points come to ${thirds}/3, not ${game.pack.total}`,
    };
  if (st.cardPoints.length === 2 && points !== game.pack.total)
    return {
      check: 'card-points',
      message: `the two parties' card points sum to ${points}, not ${game.pack.total}`,
    };
  return null;
}

/**
 * Round-trips the full record through both forms and replays it; with `withView`, also the record
 * of what a random seat saw at a random turn (hidden cards).
 */
export function checkRecords(
  game: Game,
  states: readonly State[],
  rng: Rng,
  presets?: readonly Preset[],
  withView = true,
): string | null {
  const final = states[states.length - 1] as State;
  const meta = {
    seats: Array.from({ length: game.seats }, (_, i) => ({ name: `Player ${i}`, player: 'random' })),
    tags: { Event: 'conformance', Seed: String(rng.next()) },
  };
  const full = recordOf(game, final, meta);
  const records: [string, GameRecord][] = [['the record', full]];
  if (withView) {
    const viewer: Seat | 'spectator' =
      rng.int(game.seats + 1) === game.seats ? 'spectator' : rng.int(game.seats);
    const mid = states[rng.int(states.length)] as State;
    records.push([
      `the view of ${String(viewer)} at turn ${mid.history.length}`,
      viewRecordOf(game, mid, viewer, meta),
    ]);
  }
  for (const [what, r] of records) {
    const json = parseRecordJson(formatRecordJson(r));
    if (!json.ok) return `${what} does not read back from JSON: ${json.error}`;
    const dj = firstDifference(json.value, r);
    if (dj) return `${what} changes through JSON: ${dj}`;
    const text = parseRecordText(formatRecordText(r));
    if (!text.ok) return `${what} does not read back from text: ${text.error}`;
    const dt = firstDifference(text.value, r);
    if (dt) return `${what} changes through text: ${dt}`;
  }
  const replayed = replay(full, presets);
  if (!replayed.ok) return `the record does not replay: ${describeReplayError(replayed.error)}`;
  const d = firstDifference(replayed.value.final, final);
  return d ? `the replay ends in another state: ${d}` : null;
}

/** Every card a view shows, anywhere. */
export function cardsSeen(v: View, into: Set<Card>): void {
  const add = (c: Card | null) => {
    if (c !== null) into.add(c);
  };
  v.hand.forEach(add);
  v.talon?.forEach(add);
  v.discards.forEach(add);
  v.talonRest?.forEach(add);
  v.trick.forEach(add);
  for (const t of v.tricks) t.cards.forEach(add);
  for (const t of v.history) {
    const a = t.action;
    if (a.type === 'deal') {
      for (const h of a.hands) h.forEach(add);
      a.talon.forEach(add);
    } else if (a.type === 'discard' || a.type === 'play') add(a.card);
  }
}

function relabel(a: Action, map: ReadonlyMap<Card, Card>): Action {
  const m = (c: Card) => map.get(c) ?? c;
  if (a.type === 'deal') return { type: 'deal', hands: a.hands.map((h) => h.map(m)), talon: a.talon.map(m) };
  if (a.type === 'discard' || a.type === 'play') return { ...a, card: m(a.card) };
  return a;
}

/**
 * The hidden-card swap: picks a viewer and a state, permutes the cards the viewer has not seen up
 * to that state, replays the relabelled actions and compares the viewer's views step by step.
 */
export function checkViewSwap(
  game: Game,
  states: readonly State[],
  rng: Rng,
): { compared: number; failure: string | null } {
  const final = states[states.length - 1] as State;
  const last = final.phase === 'finished' ? states.length - 2 : states.length - 1;
  if (last < 1) return { compared: 0, failure: null };
  const k = 1 + rng.int(last);
  const viewer: Seat | 'spectator' =
    rng.int(game.seats + 1) === game.seats ? 'spectator' : rng.int(game.seats);
  const views = states.slice(0, k + 1).map((s) => game.view(s, viewer));
  const seen = new Set<Card>();
  for (const v of views) cardsSeen(v, seen);
  const unseen = game.pack.cards.filter((c) => !seen.has(c));
  const perm = shuffled(rng, unseen);
  const map = new Map(unseen.map((c, i) => [c, perm[i] as Card]));
  const first = states[0] as State;
  let s = game.newDeal({ dealer: first.dealer, pot: first.pot, redeals: first.redeals });
  let compared = 0;
  for (let j = 1; j <= k; j++) {
    const original = states[j] as State;
    const turn = original.history[original.history.length - 1];
    if (!turn) break;
    const next = game.apply(s, relabel(turn.action, map));
    if (!next.ok || next.value.phase !== original.phase || next.value.toAct !== original.toAct) break;
    s = next.value;
    const d = firstDifference(game.view(s, viewer), views[j]);
    if (d)
      return {
        compared,
        failure: `the view of ${String(viewer)} after turn ${j} changes when unseen cards are swapped: ${d}`,
      };
    compared++;
  }
  return { compared, failure: null };
}

/** Malformed actions of every shape, and well-formed ones with wrong values. */
export function garbageActions(game: Game, s: State, rng: Rng): unknown[] {
  const n = game.pack.size;
  const anyCard = rng.int(n);
  const words = ['', 'x', 'solo', 'dreiblatt', 'pagat', 'game', 'play', '__proto__', 'constructor'];
  const word = words[rng.int(words.length)];
  const legal = game.legalActions(s);
  const someLegal = legal[rng.int(Math.max(1, legal.length))];
  const hands = Array.from({ length: game.seats }, () => [anyCard, anyCard]);
  return [
    null,
    undefined,
    42,
    'play T21',
    [],
    {},
    { type: 7 },
    { type: 'nonsense' },
    { type: 'play' },
    { type: 'play', card: -1 },
    { type: 'play', card: n },
    { type: 'play', card: 1.5 },
    { type: 'play', card: String(anyCard) },
    { type: 'play', card: Number.NaN },
    { type: 'play', card: anyCard },
    { type: 'discard', card: anyCard },
    { type: 'discard', card: null },
    { type: 'bid', bid: word },
    { type: 'bid', bid: 3 },
    { type: 'declare', contract: word },
    { type: 'trump', suit: rng.int(8) - 2 },
    { type: 'talon', group: rng.int(6) - 1 },
    { type: 'talon', group: 'a' },
    { type: 'announce', bonus: word },
    { type: 'announce', bonus: { x: 1 } },
    { type: 'contra', target: word },
    { type: 'contra' },
    { type: 'pass' },
    { type: 'accept' },
    { type: 'take' },
    { type: 'hold' },
    { type: 'ready' },
    { type: 'raise' },
    { type: 'deal', hands: 'x', talon: null },
    { type: 'deal', hands, talon: [anyCard] },
    { type: 'deal', hands: [null, null, null], talon: [] },
    someLegal ? { ...someLegal, extra: true } : { type: 'pass', extra: true },
  ];
}

/** Applies garbage: never a throw, and an accepted action must be one of the legal ones. */
export function checkGarbage(game: Game, s: State, rng: Rng): { tried: number; failure: string | null } {
  const legal = game.legalActions(s);
  const actions = garbageActions(game, s, rng);
  for (const g of actions) {
    let r: ReturnType<Game['apply']>;
    try {
      r = game.apply(s, g as Action); // deliberately malformed: apply must cope with any value
    } catch (e) {
      return { tried: actions.length, failure: `apply threw on ${JSON.stringify(g)}: ${String(e)}` };
    }
    if (r.ok && s.phase !== 'deal' && !legal.some((a) => sameAction(a, g as Action)))
      return { tried: actions.length, failure: `apply accepted ${JSON.stringify(g)}, which is not legal` };
    if (!r.ok && typeof r.error !== 'string')
      return { tried: actions.length, failure: `apply rejected ${JSON.stringify(g)} without a reason` };
  }
  return { tried: actions.length, failure: null };
}

/**
 * Runs the suite on one game.
 * @example const report = runConformance(loadGame('illustrated-beck').value, { games: 1000 });
 */
export function runConformance(game: Game, opts: ConformanceOptions = {}): ConformanceReport {
  const games = opts.games ?? 1000;
  const seed = opts.seed ?? 1;
  const maxFailures = opts.maxFailures ?? 20;
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
      const action =
        s.toAct === 'chance' ? game.sampleDeal(s, rng) : (legal[rng.int(legal.length)] as Action);
      const next = game.apply(s, action);
      if (!next.ok) {
        fail('play', index, step, `the legal action ${JSON.stringify(action)} was rejected: ${next.error}`);
        broken = true;
      } else {
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
