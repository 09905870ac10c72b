/**
 * Bids and contracts by the words said at the table, where the rule set gives no name.
 *
 * A bid by the words said at the table. A bid that is also a contract takes the rule set's name
 * for it (`Solo`, `Handspiel`); the Bavarian auctions' own calls are not contracts, so the rule
 * sets name them nowhere and the terminal words them here: "ich spiele", "besser", "am besten"
 * (Huber), "spiele Herz" (Scharfes Tarock), and Haferltarock's point bids as their target with
 * the table's call (`hand66`: "Hand to 66 (fünf mehr)", HT-02). The notation's ids (`bid spiele`,
 * `bid hand66`) are still what records hold.
 */
import { RAISE_CALLS, type RulesetBase, ruleName, ruleProp } from '@tarock/engine';

const CALLS: Readonly<Record<string, string>> = {
  spiele: 'ich spiele',
  besser: 'ich spiele besser',
  amBesten: 'ich spiele am besten',
  herz: 'spiele Herz',
};

export function bidName(rules: RulesetBase, bid: string): string {
  const named = ruleName(rules, bid) ?? CALLS[bid];
  if (named) return named;
  const target = /^hand(\d+)$/.exec(bid)?.[1];
  if (!target) return bid;
  const call = RAISE_CALLS[(Number(target) - 61) / 5 - 1];
  return call ? `Hand to ${target} (${call})` : `Hand to ${target}`;
}

/** The all-pass game has no entry among a rule set's contracts (nobody bids it). */
const UNBID: Readonly<Record<string, string>> = { trischaken: 'Trischaken' };

/** A contract by the rule set's name for it (`Herzsolo`), or the all-pass game's (`Trischaken`). */
export function contractName(rules: RulesetBase, id: string): string {
  return ruleName(rules, id) ?? UNBID[id] ?? id;
}

/**
 * Take and hold by the auction's own words (its kind, `rules.auction.kind`): Löw's "Ablösung",
 * Beck's "Unterer", "mein Spiel"; Haferltarock's "ich spiele weiter", Huber's "ich halte".
 */
const TAKE_HOLD: Readonly<Record<string, Readonly<Record<'take' | 'hold', string>>>> = {
  loew: { take: 'take over (Ablösung)', hold: 'hold (mein Spiel)' },
  beck: { take: 'take over (Unterer)', hold: 'hold (mein Spiel)' },
  haferl: { take: 'take', hold: 'hold (ich spiele weiter)' },
  huber: { take: 'take', hold: 'hold (ich halte)' },
  nopoint: { take: 'take', hold: 'hold (ich halte)' },
};

export function takeHoldName(rules: RulesetBase, call: 'take' | 'hold'): string {
  const kind = ruleProp(rules, 'auction', 'kind');
  return (typeof kind === 'string' ? TAKE_HOLD[kind]?.[call] : undefined) ?? call;
}
