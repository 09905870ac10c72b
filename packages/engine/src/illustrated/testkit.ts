/**
 * Scenario helpers for Illustrated Tarock tests: a deal written in card notation, actions written
 * as the table says them ("bid zweiblatt", "take", "announce pagat", "contra game", "talon 1",
 * "discard HQ", "play T1"), and a fixed play policy to finish a deal. The dealer is seat 2, so
 * seat 0 is forehand and seats speak and play in the order 0, 1, 2.
 */
import { TAROCK54, PAGAT, UHU } from '../cards/pack';
import { parseCard, parseCards } from '../cards/notation';
import { type Game, makeGame } from '../core/game';
import type { OptionValue, Preset } from '../core/ruleset';
import type { State } from '../core/state';
import type { Action } from '../core/types';
import type { IllustratedRules } from './rules';

export const DEALER = 2;

function mustParse(text: string): number[] {
  const r = parseCards(TAROCK54, text);
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

/** A deal: the hands of seats 0, 1, 2 and the talon in dealt order, in card notation. */
export function dealOf(hands: readonly [string, string, string], talon: string): Action {
  return { type: 'deal', hands: hands.map(mustParse), talon: mustParse(talon) };
}

/** Parses "bid solo", "pass", "announce forty", "contra pagat@0", "talon 2", "discard HQ", "play T1". */
export function actionOf(text: string): Action {
  const [word = '', arg = ''] = text.trim().split(/\s+/);
  switch (word) {
    case 'pass':
    case 'accept':
    case 'take':
    case 'hold':
    case 'ready':
      return { type: word };
    case 'bid':
      return { type: 'bid', bid: arg };
    case 'announce':
      return { type: 'announce', bonus: arg };
    case 'contra':
      return { type: 'contra', target: arg };
    case 'talon':
      return { type: 'talon', group: Number(arg) };
    case 'discard':
    case 'play': {
      const c = parseCard(TAROCK54, arg);
      if (!c.ok) throw new Error(c.error);
      return { type: word, card: c.value };
    }
    default:
      throw new Error(`unknown action "${text}"`);
  }
}

export function gameOf(
  preset: Preset<IllustratedRules>,
  options: Record<string, OptionValue> = {},
): Game<IllustratedRules> {
  const g = makeGame(preset, options);
  if (!g.ok) throw new Error(g.error);
  return g.value;
}

/** Applies actions in order; throws with the rejection if one is illegal. */
export function run(game: Game, s: State, actions: readonly (string | Action)[]): State {
  let state = s;
  for (const a of actions) {
    const action = typeof a === 'string' ? actionOf(a) : a;
    const r = game.apply(state, action);
    if (!r.ok) throw new Error(`${typeof a === 'string' ? a : JSON.stringify(a)}: ${r.error}`);
    state = r.value;
  }
  return state;
}

/** A new deal with the given cards, dealt by seat 2, then the given actions. */
export function scenario(game: Game, deal: Action, actions: readonly (string | Action)[] = []): State {
  return run(game, game.newDeal({ dealer: DEALER }), [deal, ...actions]);
}

/** The legal actions, as comparable strings ("bid solo", "play T1", …). */
export function legalText(game: Game, s: State): string[] {
  return game.legalActions(s).map(textOf);
}

export function textOf(a: Action): string {
  switch (a.type) {
    case 'bid':
      return `bid ${a.bid}`;
    case 'announce':
      return `announce ${a.bonus}`;
    case 'contra':
      return `contra ${a.target}`;
    case 'talon':
      return `talon ${a.group}`;
    case 'discard':
    case 'play': {
      const suit = TAROCK54.suits[TAROCK54.suitOf[a.card] as number];
      const rank = suit?.ranks[TAROCK54.rankOf[a.card] as number];
      return `${a.type} ${suit?.isTarock ? rank?.ascii : `${suit?.ascii}${rank?.ascii}`}`;
    }
    default:
      return a.type;
  }
}

/**
 * The fixed play policy: play the first legal card in the pack's order, but keep the Uhu back as
 * long as another card is legal, and the Pagat longer still. Plays until the deal is finished.
 */
export function playOut(game: Game, s: State): State {
  let state = s;
  while (state.phase === 'play') {
    const legal = game.legalActions(state);
    const card = (c: number) => legal.find((a) => a.type === 'play' && a.card === c);
    const pick =
      legal.find((a) => a.type === 'play' && a.card !== PAGAT && a.card !== UHU) ?? card(UHU) ?? legal[0];
    if (!pick) throw new Error('no legal card');
    state = run(game, state, [pick]);
  }
  return state;
}

/**
 * A plain deal for scenario tests. Seat 0: Pagat to VI, hearts, ♦K ♦Q. Seat 1: VII–XII, diamonds,
 * ♠K ♠Q ♠C ♠J. Seat 2: XIII–XVIII, spade pips, clubs. Talon: XIX XX XXI Sküs ♣8 ♣7.
 */
export const PLAIN_DEAL: Action = dealOf(
  [
    'T1 T2 T3 T4 T5 T6 HK HQ HC HJ H1 H2 H3 H4 DK DQ',
    'T7 T8 T9 T10 T11 T12 DC DJ D1 D2 D3 D4 SK SQ SC SJ',
    'T13 T14 T15 T16 T17 T18 S10 S9 S8 S7 CK CQ CC CJ C10 C9',
  ],
  'T19 T20 T21 Sk C8 C7',
);

/**
 * A deal with seat 0's hand and the talon given; the other 32 cards go alternately to seats 1 and
 * 2 in the pack's order (♥ ♦ ♠ ♣, then the tarocks), so both get a spread of every suit.
 */
export function dealFor(seat0: string, talon: string): Action {
  const mine = mustParse(seat0);
  const tal = mustParse(talon);
  const rest = TAROCK54.cards.filter((c) => !mine.includes(c) && !tal.includes(c));
  return {
    type: 'deal',
    hands: [mine, rest.filter((_, i) => i % 2 === 0), rest.filter((_, i) => i % 2 === 1)],
    talon: tal,
  };
}
