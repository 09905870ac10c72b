/**
 * The generic game: a preset plus options. It owns the deal, trick play, legality checking,
 * history and seat views; the preset's flow carries the rest. `legalActions` is the only
 * definition of what is legal: `apply` accepts exactly those actions (and, for chance, a valid
 * deal) and rejects anything else with a reason, never throwing on bad input.
 */
import { quoted } from './quoted';
import { PACKS, type Pack } from '../cards/pack';
import { formatCard } from '../cards/notation';
import { shuffled, type Rng } from './rng';
import { type Result, err, ok } from './result';
import type { OptionValue, OptionValues, Preset, RulesetBase } from './ruleset';
import { type CallsOnGame, type State, nextPlayer, patch } from './state';
import type { UltimoCalls } from './flow';
import type { Card } from '../cards/pack';
import type { Action, Actor, Burden, PointStakes, Seat, Settlement, Ultimo } from './types';
import { type PlayRules, legalCards, trickWinner } from '../play/kernel';
import { cardRefusal, cardRefusalText } from '../play/refusal';
import { sameAction } from './actions';
import { dealCards, validateDeal } from './deal';
import { type SeenTable, type View, viewOf } from './view';

/** No card point paid one by one: a game won or lost at its thresholds. */
const NO_POINT_STAKES: PointStakes = { over: false, under: false };

export interface DealSetup {
  /** The dealer (default 0). */
  readonly dealer?: Seat;
  /** The pot before the deal, in cents (money games). */
  readonly pot?: number;
  /** The side pot before the deal, in cents, where the rules keep a second pot (MatchState.sidePot). */
  readonly sidePot?: number | undefined;
  /** How many times this deal was thrown in already. */
  readonly redeals?: number;
}

export interface Game<R extends RulesetBase = RulesetBase> {
  /** `preset-id` or `preset-id(key=value,…)` with the options that differ from the defaults. */
  readonly name: string;
  readonly preset: Preset<R>;
  readonly rules: R;
  readonly pack: Pack;
  /** Every option, resolved (defaults included). */
  readonly options: OptionValues;
  /** Seats at the table (3, or 4 with the dealer sitting out), from the `seats` option. */
  readonly seats: number;
  newDeal(setup?: DealSetup): State;
  toAct(s: State): Actor | null;
  /** The legal actions of the seat to act (empty for chance and when finished). */
  legalActions(s: State): Action[];
  apply(s: State, action: Action): Result<State>;
  /** Chance: a shuffled deal in the rule set's dealing pattern. */
  sampleDeal(s: State, rng: Rng): Action;
  view(s: State, viewer: Seat | 'spectator'): View;
  /**
   * The trick rules (trumps, strength, following) of the contract in `s`: a State or a View, so
   * players can reason about the play from what they see.
   */
  playRules(s: Pick<State, 'contract'>): PlayRules;
  /**
   * The talon split as the contract in `s` (a State or a View) lets the declarer choose from it:
   * the talon's cards as `s` shows them (null: face down), one list per talon choice, the index
   * being the choice's `group` (halves, pairs, single cards, or the whole stock as one). Empty
   * when there is no talon or no contract yet, and where the contract takes none of it (a Solo).
   */
  talonParts(
    s: Pick<State, 'contract'> & { readonly talon: readonly (Card | null)[] | null },
  ): (Card | null)[][];
  settlement(s: State): Settlement | null;
  /**
   * Who must reach the contract's target (`contract.target + contract.raised` card points) under
   * the calls made on the game so far, from a State or a View: the declarer, or the defenders
   * where a call shifts the burden (Bavarian Kontra with `kontraShiftsBurden`; not in a Bettel,
   * which is won by taking no trick). Before a contract, the declarer.
   */
  burden(s: CallsOnGame): Burden;
  /**
   * The bonuses a card wins in a given trick (the Pagat ultimo, the Uhu) under the contract and
   * announcements of `s` (a State or a View), with what each seat's success scores; empty where the
   * rule set has none (Bavarian Tarock) or there is no contract.
   */
  ultimos(s: UltimoCalls): readonly Ultimo[];
  /**
   * Whether the settlement pays the declaring side's card points one by one beside the game's value
   * (over- and undershoot) under the contract and announcements of `s` (a State or a View); neither
   * where the rule set pays a game at its thresholds only (Bavarian Tarock) or there is no contract.
   */
  pointStakes(s: UltimoCalls): PointStakes;
  /**
   * Why `action` is not among the legal actions, from what a seat sees (its View) where that is
   * enough to say (a talon part the declarer's Without Kings keeps him from); null where only the
   * State could say. `apply` gives the State's reason.
   */
  explainSeen(v: SeenTable, action: Action): string | null;
}

/**
 * Parses "id" or "id(key=value,key=value)". Preset ids are lower case, so the id is read in any
 * case (`HAFERLTAROCK`); option names and values are matched in any case by `makeGame`.
 */
export function parseGameName(name: string): Result<{ id: string; values: Record<string, string> }> {
  const m = /^([A-Za-z0-9-]+)(?:\(([^()]*)\))?$/.exec(name.trim());
  // Brackets after the options, or inside them: one pair holds them all, said as such rather than
  // read as an option `kontra=true)(x=1`.
  if (!m && /^[A-Za-z0-9-]+\(.*[()]/.test(name.trim()))
    return err(
      `${quoted(name, 80)} is not a game name: the options go in one pair of brackets after the id, preset-id(key=value,…)`,
    );
  if (!m) return err(`${quoted(name, 80)} is not a game name (expected preset-id or preset-id(key=value,…))`);
  const values: Record<string, string> = {};
  for (const part of (m[2] ?? '').split(',').filter((p) => p.trim() !== '')) {
    const eq = part.indexOf('=');
    if (eq < 0) return err(`option ${quoted(part)} in ${quoted(name, 80)} has no value (key=value)`);
    const key = part.slice(0, eq).trim();
    if (key === '')
      return err(`option ${quoted(part.trim())} in ${quoted(name, 80)} has no name (key=value)`);
    // Which of two values would count is no reading to guess: said, not settled silently.
    if (Object.hasOwn(values, key)) return err(`option ${key} is given twice in ${quoted(name, 80)}`);
    // Defined, not assigned: a key "__proto__" is an option name like any other (and refused as one).
    Object.defineProperty(values, key, {
      value: part.slice(eq + 1).trim(),
      enumerable: true,
      writable: true,
    });
  }
  return ok({ id: (m[1] as string).toLowerCase(), values });
}

/**
 * The item whose `text` is `name`: exactly, else in any case when that names one item only (an
 * option `allpass`, a value `Trischaken`), as a preset id is read in any case.
 */
function inAnyCase<T>(items: readonly T[], name: string, text: (t: T) => string): T | undefined {
  const exact = items.find((t) => text(t) === name);
  if (exact !== undefined) return exact;
  const folded = items.filter((t) => text(t).toLowerCase() === name.toLowerCase());
  return folded.length === 1 ? folded[0] : undefined;
}

/** Builds a game from a preset and option values (strings are coerced to the option's type). */
export function makeGame<R extends RulesetBase>(
  preset: Preset<R>,
  values: Readonly<Record<string, OptionValue>> = {},
): Result<Game<R>> {
  const resolved: Record<string, OptionValue> = {};
  for (const o of preset.options) resolved[o.key] = o.default;
  const given = new Set<string>();
  for (const [k, raw] of Object.entries(values)) {
    const spec = inAnyCase(preset.options, k, (o) => o.key);
    if (!spec)
      return err(
        `${preset.rules.id} has no option "${k}" (options: ${preset.options.map((o) => o.key).join(', ') || 'none'})`,
      );
    // `allPass` and `allpass` are one option: given twice, as parseGameName refuses it.
    if (given.has(spec.key)) return err(`option ${spec.key} is given twice`);
    given.add(spec.key);
    const v = inAnyCase(spec.values, String(raw), String);
    if (v === undefined)
      return err(`option ${k}=${String(raw)} is not one of ${spec.values.map(String).join(' | ')}`);
    resolved[spec.key] = v;
  }
  const diff = preset.options
    .filter((o) => resolved[o.key] !== o.default)
    .map((o) => `${o.key}=${String(resolved[o.key])}`);
  const name = diff.length ? `${preset.rules.id}(${diff.join(',')})` : preset.rules.id;
  const rules = preset.resolve(resolved);
  const seatsOpt = resolved['seats'];
  const seats = typeof seatsOpt === 'number' ? seatsOpt : (rules.seatCounts[0] ?? 3);
  return ok(createGame(name, preset, rules, resolved, seats));
}

function createGame<R extends RulesetBase>(
  name: string,
  preset: Preset<R>,
  rules: R,
  options: OptionValues,
  seats: number,
): Game<R> {
  const pack = PACKS[rules.pack];
  const flow = preset.flow;

  const legalActions = (s: State): Action[] => {
    if (s.toAct === null || s.toAct === 'chance' || s.phase === 'finished') return [];
    if (s.phase === 'play') {
      const hand = s.hands[s.toAct] ?? [];
      return legalCards(flow.playRules(s, rules), hand, s.trick[0] ?? null).map((card) => ({
        type: 'play',
        card,
      }));
    }
    return flow.legal(s, rules);
  };

  const finish = (s: State): State => {
    const done = patch(s, { phase: 'finished', toAct: null });
    return patch(done, { settlement: flow.settle(done, rules) });
  };

  const applyPlay = (s: State, seat: Seat, card: number): State => {
    const hands = s.hands.map((h, i) => (i === seat ? h.filter((c) => c !== card) : h));
    const trick = [...s.trick, card];
    if (trick.length < s.players.length) return patch(s, { hands, trick, toAct: nextPlayer(s, seat) });
    const order: Seat[] = [s.leader];
    while (order.length < s.players.length) order.push(nextPlayer(s, order[order.length - 1] as Seat));
    const winner = order[trickWinner(flow.playRules(s, rules), trick)] as Seat;
    const after = patch(s, {
      hands,
      trick: [],
      tricks: [...s.tricks, { leader: s.leader, cards: trick, winner }],
      leader: winner,
      toAct: winner,
    });
    if (flow.afterTrick?.(after, rules) === 'finished') return finish(after);
    if (!s.players.every((p) => (hands[p]?.length ?? 0) === 0)) return after;
    const next = flow.afterPlay?.(after, rules) ?? after;
    return next.phase === 'play' ? finish(next) : next;
  };

  const explain = (s: State, action: Action): string => {
    if (s.phase === 'finished') return 'the deal is over';
    const custom = flow.explain?.(s, action, rules);
    if (custom) return custom;
    if (action.type === 'play') {
      if (s.phase !== 'play') return `no card can be played now: the ${s.phase} is not over`;
      const seat = s.toAct as Seat;
      const hand = s.hands[seat] ?? [];
      if (!Number.isInteger(action.card) || action.card < 0 || action.card >= pack.size)
        return `${String(action.card)} is not a card`;
      if (!hand.includes(action.card))
        return `${formatCard(pack, action.card)} is not in the hand of seat ${seat}`;
      const why = cardRefusal(pack, legalActions(s), hand, s.trick, action.card, s.contract?.trump);
      if (why) return cardRefusalText(pack, action.card, why);
      return `${formatCard(pack, action.card)} may not be led now`;
    }
    return `"${action.type}" is not a legal action in the ${s.phase} phase`;
  };

  const game: Game<R> = {
    name,
    preset,
    rules,
    pack,
    options,
    seats,
    newDeal(setup: DealSetup = {}): State {
      const dealer = setup.dealer ?? 0;
      const active: Seat[] = [];
      for (let i = 1; i <= seats; i++) {
        const seat = (dealer + i) % seats;
        if (seats === 4 && seat === dealer) continue;
        active.push(seat);
      }
      return {
        game: name,
        seats,
        dealer,
        players: active,
        phase: 'deal',
        toAct: 'chance',
        hands: Array.from({ length: seats }, () => []),
        talon: [],
        talonExposed: false,
        talonShown: false,
        auction: null,
        contract: null,
        discards: [],
        talonRest: null,
        announcements: [],
        doublings: [],
        round: null,
        trick: [],
        leader: active[0] as Seat,
        tricks: [],
        pot: setup.pot ?? 0,
        ...(setup.sidePot !== undefined ? { sidePot: setup.sidePot } : {}),
        redeals: setup.redeals ?? 0,
        thrownIn: null,
        history: [],
        settlement: null,
      };
    },
    toAct: (s) => s.toAct,
    legalActions,
    apply(s: State, action: Action): Result<State> {
      if (
        typeof action !== 'object' ||
        action === null ||
        typeof (action as { type?: unknown }).type !== 'string'
      ) {
        return err('an action must be an object with a "type"');
      }
      // The state keeps the engine's own copy of an accepted action, never the caller's object:
      // fields the action does not have are dropped, and a later change to the caller's object
      // cannot rewrite the history (State is plain data, never mutated).
      if (s.phase === 'deal') {
        if (action.type !== 'deal') return err('the cards must be dealt first');
        const bad = validateDeal(pack, rules, s, action);
        if (bad) return err(bad);
        const hands = action.hands.map((h) => h.slice());
        const talon = action.talon.slice();
        const dealt = patch(s, {
          hands: hands.map((h) => h.slice()),
          talon: talon.slice(),
          history: [...s.history, { actor: s.toAct as Actor, action: { type: 'deal', hands, talon } }],
        });
        const next = flow.afterDeal(dealt, rules);
        return ok(next.phase === 'finished' && !next.settlement ? finish(next) : next);
      }
      if (action.type === 'deal') return err('the cards have been dealt already');
      const legal = legalActions(s).find((a) => sameAction(a, action));
      if (!legal) return err(explain(s, action));
      const withTurn = patch(s, { history: [...s.history, { actor: s.toAct as Actor, action: legal }] });
      if (legal.type === 'play') return ok(applyPlay(withTurn, s.toAct as Seat, legal.card));
      const applied = flow.apply(withTurn, legal, rules);
      const next =
        applied.talonExposed && !applied.talonShown ? patch(applied, { talonShown: true }) : applied;
      if (next.phase === 'play' && s.phase !== 'play') {
        const leader = flow.firstLeader?.(next, rules) ?? (next.players[0] as Seat);
        return ok(patch(next, { leader, toAct: leader }));
      }
      return ok(next.phase === 'finished' && !next.settlement ? finish(next) : next);
    },
    sampleDeal(s: State, rng: Rng): Action {
      return dealCards(rules, s, shuffled(rng, pack.cards));
    },
    view: (s, viewer) => viewOf(game, s, viewer),
    playRules: (s) => flow.playRules(s, rules),
    talonParts(s) {
      const talon = s.talon;
      if (!talon || talon.length === 0 || !s.contract) return [];
      const groups = flow.talonGroups?.(s, talon.length, rules) ?? [talon.map((_, i) => i)];
      return groups.map((g) => g.map((i) => talon[i] ?? null));
    },
    settlement: (s) => s.settlement,
    burden: (s) => flow.burden?.(s, rules) ?? 'declarer',
    ultimos: (s) => flow.ultimos?.(s, rules, seats) ?? [],
    pointStakes: (s) => flow.pointStakes?.(s, rules) ?? NO_POINT_STAKES,
    explainSeen: (v, action) => flow.explainSeen?.(v, action, rules) ?? null,
  };
  return game;
}
