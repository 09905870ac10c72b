/**
 * From the won bid to the first card (seed 000; rules-notes BT-06, H-01, H-05, HT-03, BT-NP-1):
 * the declarer names the contract his bid allows (where it leaves a choice), names trump when the
 * contract lets him choose (at once, or after the exchange for Haferltarock's pick-up), takes the
 * stock and lays away any three cards in a stock game, or leaves the stock aside unseen (it counts
 * for him; in Bettel it is unused). Steps with a single possibility are taken without asking.
 */
import { patch, type State } from '../core/state';
import type { Action, Seat } from '../core/types';
import { openAnnouncements } from './announce';
import { auctionOf } from './auction/index';
import type { AuctionResult } from './auction/types';
import { type BavarianRules, type ContractSpec, contractSpec, trumpSuits } from './rules';

/** The auction is over: throw the deal in, ask for the contract, or start the only one allowed. */
export function concludeAuction(s: State, rules: BavarianRules, result: AuctionResult): State {
  if (result.declarer === null) return patch(s, { phase: 'finished', toAct: null });
  if (result.contracts.length > 1) return patch(s, { phase: 'declare', toAct: result.declarer });
  return startContract(s, rules, result.declarer, result.contracts[0] as string, result.target);
}

export function startContract(
  s: State,
  rules: BavarianRules,
  declarer: Seat,
  id: string,
  target: number,
): State {
  const spec = contractSpec(rules, id);
  if (!spec) throw new Error(`rule set ${rules.id} has no contract "${id}"`);
  const contract = {
    id,
    declarer,
    gameValue: spec.value,
    takeLevel: 0,
    target,
    trump: spec.trump === 'none' ? -1 : null,
    talonGroup: null,
    raised: 0,
  };
  return proceed(patch(s, { contract }), rules);
}

export function specOf(s: Pick<State, 'contract'>, rules: BavarianRules): ContractSpec {
  const spec = s.contract ? contractSpec(rules, s.contract.id) : undefined;
  if (!spec) throw new Error('no contract is being played');
  return spec;
}

/** Moves to the next step of the contract that still needs doing. */
export function proceed(s: State, rules: BavarianRules): State {
  const c = s.contract;
  if (!c || c.declarer === null) return s;
  const spec = specOf(s, rules);
  const declarer = c.declarer;
  const exchange = spec.stock === 'exchange';
  if (c.trump === null && (spec.trumpTiming === 'beforeStock' || !exchange)) return trumpStep(s, rules, spec);
  if (exchange && c.talonGroup === null) return patch(s, { phase: 'talon', toAct: declarer });
  if (exchange && s.discards.length < rules.talonSize) return patch(s, { phase: 'discard', toAct: declarer });
  if (c.trump === null) return trumpStep(s, rules, spec);
  if (!exchange && s.talonRest === null) {
    const owner = spec.stock === 'aside' ? 'declarer' : rules.bettelStock;
    return proceed(patch(s, { talonRest: { cards: s.talon, owner } }), rules);
  }
  return openAnnouncements(s, rules);
}

function trumpStep(s: State, rules: BavarianRules, spec: ContractSpec): State {
  const suits = trumpSuits(spec);
  const c = s.contract;
  if (!c) return s;
  if (suits.length === 1) return proceed(patch(s, { contract: { ...c, trump: suits[0] as number } }), rules);
  return patch(s, { phase: 'trump', toAct: c.declarer });
}

export function legalContract(s: State, rules: BavarianRules): Action[] {
  const seat = s.toAct;
  if (typeof seat !== 'number') return [];
  switch (s.phase) {
    case 'declare': {
      const contracts = auctionOf(s)?.result?.contracts ?? [];
      return contracts.map((contract) => ({ type: 'declare', contract }));
    }
    case 'trump':
      return trumpSuits(specOf(s, rules)).map((suit) => ({ type: 'trump', suit }));
    case 'talon':
      return [{ type: 'talon', group: 0 }];
    case 'discard':
      return (s.hands[seat] ?? []).map((card) => ({ type: 'discard', card }));
    default:
      return [];
  }
}

export function applyContract(s: State, action: Action, rules: BavarianRules): State {
  const c = s.contract;
  const seat = s.toAct as Seat;
  switch (action.type) {
    case 'declare': {
      const target = auctionOf(s)?.result?.target ?? 61;
      return startContract(s, rules, seat, action.contract, target);
    }
    case 'trump':
      return c ? proceed(patch(s, { contract: { ...c, trump: action.suit } }), rules) : s;
    case 'talon': {
      if (!c) return s;
      const hands = s.hands.map((h, i) => (i === seat ? [...h, ...s.talon] : h));
      return proceed(patch(s, { hands, contract: { ...c, talonGroup: 0 } }), rules);
    }
    case 'discard': {
      const hands = s.hands.map((h, i) => (i === seat ? h.filter((x) => x !== action.card) : h));
      return proceed(patch(s, { hands, discards: [...s.discards, action.card] }), rules);
    }
    default:
      return s;
  }
}
