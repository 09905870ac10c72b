/**
 * Scenario helpers for the Bavarian tests: load a preset with options, deal chosen hands through
 * the chance `deal` action, and apply actions written the way players say them
 * ("bid spiele", "hold", "declare frage", "trump H", "talon", "discard EA", "contra", "play HA").
 */
import { parseCard, parseCards } from '../cards/notation';
import { makeGame, type Game } from '../core/game';
import type { OptionValue } from '../core/ruleset';
import type { State } from '../core/state';
import type { Action, Seat } from '../core/types';
import { bavarianPresets } from '../presets/bavarian';
import type { BavarianRules } from './rules';

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
export function dealt(
  g: Game,
  hands: readonly string[],
  stock: string,
  setup: { dealer?: Seat; pot?: number } = {},
): State {
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
