/**
 * Scenario helpers for the Bavarian tests: load a preset with options, deal chosen hands through
 * the chance `deal` action, and apply actions written the way players say them
 * ("bid spiele", "hold", "declare frage", "trump H", "talon", "discard EA", "contra", "play HA").
 */
import { parseCard, parseCards } from '../cards/notation';
import { type DealSetup, makeGame, type Game } from '../core/game';
import type { OptionValue } from '../core/ruleset';
import type { State } from '../core/state';
import type { Settlement } from '../core/types';
import type { Action, Seat } from '../core/types';
import { bavarianPresets } from '../presets/bavarian';
import type { BavarianRules } from './rules';
import { cardsHold } from './summary';

export function bavarianGame(
  id: string,
  options: Readonly<Record<string, OptionValue>> = {},
): Game<BavarianRules> {
  const preset = bavarianPresets.find((p) => p.rules.id === id);
  if (!preset) throw new Error(`no preset ${id}`);
  const g = makeGame(preset, options);
  if (!g.ok) throw new Error(g.error);
  return g.value as Game<BavarianRules>; // every Bavarian preset's rules are BavarianRules
}

const SUITS = ['E', 'G', 'H', 'S'];

/** Parses "bid spiele", "pass", "trump H", "discard EA", "play G10", … into an action. */
export function parseAction(g: Game, text: string): Action {
  const [verb = '', arg = ''] = text.trim().split(/\s+/);
  const card = (): number => {
    const c = parseCard(g.pack, arg);
    if (!c.ok) throw new Error(c.error);
    return c.value;
  };
  switch (verb) {
    case 'pass':
    case 'hold':
    case 'ready':
    case 'raise':
      return { type: verb };
    case 'bid':
      return { type: 'bid', bid: arg };
    case 'declare':
      return { type: 'declare', contract: arg };
    case 'trump':
      return { type: 'trump', suit: SUITS.indexOf(arg) };
    case 'talon':
      return { type: 'talon', group: 0 };
    case 'contra':
      return { type: 'contra', target: 'game' };
    case 'discard':
      return { type: 'discard', card: card() };
    case 'play':
      return { type: 'play', card: card() };
    default:
      throw new Error(`unknown action "${text}"`);
  }
}

/** A new deal with the given hands (per seat; "" for a sitting-out dealer) and stock. */
export function dealt(g: Game, hands: readonly string[], stock: string, setup: DealSetup = {}): State {
  const cards = (t: string): number[] => {
    const r = parseCards(g.pack, t);
    if (!r.ok) throw new Error(r.error);
    return r.value;
  };
  const s = g.newDeal(setup);
  const r = g.apply(s, { type: 'deal', hands: hands.map(cards), talon: cards(stock) });
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

/** Applies actions in order; throws with the engine's reason if one is illegal. */
export function run(g: Game, s: State, actions: readonly (string | Action)[]): State {
  let st = s;
  for (const a of actions) {
    const action = typeof a === 'string' ? parseAction(g, a) : a;
    const r = g.apply(st, action);
    if (!r.ok) throw new Error(`${typeof a === 'string' ? a : JSON.stringify(a)}: ${r.error}`);
    st = r.value;
  }
  return st;
}

/** Plays the rest of the deal, each player choosing his first legal action (the lowest card). */
export function playOut(g: Game, s: State): State {
  let st = s;
  while (st.phase !== 'finished') {
    const a = g.legalActions(st)[0];
    if (!a) throw new Error(`no legal action in phase ${st.phase}`);
    const r = g.apply(st, a);
    if (!r.ok) throw new Error(r.error);
    st = r.value;
  }
  return st;
}

/** The legal actions as short text, for assertions. */
export function legalText(g: Game, s: State): string[] {
  return g.legalActions(s).map((a) => {
    switch (a.type) {
      case 'bid':
        return `bid ${a.bid}`;
      case 'declare':
        return `declare ${a.contract}`;
      case 'trump':
        return `trump ${SUITS[a.suit] ?? a.suit}`;
      case 'discard':
      case 'play':
        return `${a.type} ${g.pack.suits[g.pack.suitOf[a.card] as number]?.ascii ?? ''}${
          g.pack.suits[g.pack.suitOf[a.card] as number]?.ranks[g.pack.rankOf[a.card] as number]?.ascii ?? ''
        }`;
      default:
        return a.type;
    }
  });
}

/**
 * The fewest tricks the declarer of `id` (three active players) can take with `points` card
 * points, the stock his, leaving the defenders the rest: a summary of any card-point total that
 * describes a possible deal.
 */
export function tricksFor(
  id: string,
  options: Readonly<Record<string, OptionValue>>,
  points: number,
): number {
  const { rules } = bavarianGame(id, options);
  const holds = (n: number, p: number) => {
    const [least, most] = cardsHold(rules, n);
    return least <= p && p <= most;
  };
  for (let t = 0; t <= rules.handSize; t++)
    if (holds(3 * t + rules.talonSize, points) && holds(3 * (rules.handSize - t), 120 - points)) return t;
  throw new Error(`no deal of ${id} gives the declarer ${points} card points`);
}

/** Summary fields of a score-keeper's deal summary (the envelope is added by `settleFields`). */
export type Fields = Readonly<Record<string, unknown>>;

/**
 * Settles a summary of `id` with three seats unless the options say otherwise: seat 0 deals,
 * seat 1 (forehand) declares unless `fields` says otherwise.
 */
export function settleFields(
  id: string,
  options: Readonly<Record<string, OptionValue>>,
  fields: Fields,
): Settlement {
  const g = bavarianGame(id, options);
  const summary = {
    format: 'tarock-deal-summary',
    version: 1,
    variant: id,
    dealer: 0,
    declarer: 1,
    ...fields,
  };
  const r = g.preset.settleSummary(summary, g.rules, g.seats);
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

/** Card points and tricks of an 11-card deal in which the declarer took `declarer` points. */
export const played = (declarer: number, tricksDeclarer = 6, extra: Fields = {}): Fields => ({
  points: { declarer, defenders: 120 - declarer },
  tricks: { declarer: tricksDeclarer, defenders: 11 - tricksDeclarer },
  ...extra,
});

/** The sum of the deltas and the pot change: zero when money is conserved. */
export const conserved = (s: Settlement): number => s.deltas.reduce((a, b) => a + b, 0) + s.potDelta;

const H36 = [
  'GU G9 G8 G7 G6 SA S10 SK SO SU S9',
  'HA H10 HK HO HU H9 H8 H7 H6 EA GA',
  'E10 EK EO EU E9 E8 E7 E6 G10 GK GO',
] as const;
const H24 = ['GA GO G9 H10 SK SO S9', 'EO EU G10 GU HK SA SU', 'EA E10 EK HA HO HU H9'] as const;

/**
 * A standard deal for scenario tests: forehand holds every Herz and the Eichel and Gras Aces
 * (36 cards; stock S8 S7 S6), or the 24-card hands (stock S10 GK E9). With four seats the
 * sitting-out dealer gets no cards. The pot holds 150 ¢.
 */
export function startDeal(id: string, options: Readonly<Record<string, OptionValue>> = {}, dealer: Seat = 0) {
  const g = bavarianGame(id, options);
  const short = g.rules.handSize === 7;
  const hands = short ? H24 : H36;
  const byseat: string[] = Array.from({ length: g.seats }, () => '');
  g.newDeal({ dealer }).players.forEach((p, i) => {
    byseat[p] = hands[(i + 1) % 3] as string;
  });
  const s = dealt(g, byseat, short ? 'S10 GK E9' : 'S8 S7 S6', { dealer, pot: 150 });
  return { g, s, at: (actions: readonly string[]): State => run(g, s, actions) };
}
