/**
 * The Bavarian flow: auction → contract (declare, trump, stock, discards) → self-raise and Kontra
 * → play → settlement. It reads only the rule set's data (seed 000; rules-notes Part C).
 * Play (rules-notes BT-05): follow suit, else trump, else any card; no duty to head the trick.
 * Bettel (BT-NP-3): no trump, the 10 ranks between Unter and 9, lost at the declarer's first trick.
 */
import { PACKS, type Pack } from '../cards/pack';
import type { Flow } from '../core/flow';
import type { State } from '../core/state';
import type { Action } from '../core/types';
import { playRules, type PlayRules } from '../play/kernel';
import { applyAnnounce, burdenAt, kontraLevel, legalAnnounce } from './announce';
import { stockGameSeat } from './auction/haferl';
import { applyAuction, auctionOf, legalAuction, startAuction } from './auction/index';
import { applyContract, concludeAuction, legalContract, specOf } from './contract';
import { factsFromState } from './facts';
import type { BavarianRules } from './rules';
import { bavarianPointStakes } from './pointStakes';
import { settleDeal } from './settle';

/** Bettel's order within a suit: A K O U 10 9 8 7 6 (the 10 between Unter and 9). */
export function bettelStrength(pack: Pack): Uint8Array {
  const out = new Uint8Array(pack.size);
  for (const c of pack.cards) {
    const suit = pack.suits[pack.suitOf[c] as number];
    const ranks = suit?.ranks.map((r) => r.ascii) ?? [];
    const order = ranks.filter((r) => r !== '10');
    order.splice(order.indexOf('U'), 0, '10');
    out[c] = order.indexOf(suit?.ranks[pack.rankOf[c] as number]?.ascii ?? '');
  }
  return out;
}

const cache = new Map<string, PlayRules>();

function rulesFor(pack: Pack, trump: number, bettel: boolean): PlayRules {
  const key = `${pack.id}/${trump}/${bettel}`;
  let r = cache.get(key);
  if (!r) {
    r = bettel ? playRules(pack, -1, { strength: bettelStrength(pack) }) : playRules(pack, trump);
    cache.set(key, r);
  }
  return r;
}

function afterAuctionStep(s: State, rules: BavarianRules): State {
  const result = auctionOf(s)?.result;
  return result ? concludeAuction(s, rules, result) : s;
}

export const bavarianFlow: Flow<BavarianRules> = {
  afterDeal: (s, rules) => startAuction(s, rules),

  legal(s, rules): Action[] {
    switch (s.phase) {
      case 'auction':
        return legalAuction(s, rules);
      case 'declare':
      case 'trump':
      case 'talon':
      case 'discard':
        return legalContract(s, rules);
      case 'announce':
        return legalAnnounce(s, rules);
      default:
        return [];
    }
  },

  apply(s, action, rules): State {
    switch (s.phase) {
      case 'auction':
        return afterAuctionStep(applyAuction(s, action, rules), rules);
      case 'declare':
      case 'trump':
      case 'talon':
      case 'discard':
        return applyContract(s, action, rules);
      case 'announce':
        return applyAnnounce(s, action, rules);
      default:
        return s;
    }
  },

  explain(s, action, rules): string | null {
    if (s.phase === 'discard' && action.type === 'discard')
      return 'only a card of your hand can be laid away';
    if (s.phase === 'trump' && action.type === 'trump') {
      const spec = specOf(s, rules);
      return `${spec.name} may not be played with that trump`;
    }
    if (s.phase === 'auction' && (action.type === 'bid' || action.type === 'hold')) {
      const legal = legalAuction(s, rules)
        .map((a) => (a.type === 'bid' ? a.bid : a.type))
        .join(', ');
      const a = rules.auction;
      if (
        action.type === 'bid' &&
        action.bid === 'spiele' &&
        a.kind === 'haferl' &&
        a.stockGameBy === 'dealer'
      ) {
        // Four at the table the dealer sits out: the last active seat has his privilege, or nobody.
        const by = stockGameSeat(s, a);
        const who =
          by === 'none'
            ? 'nobody may play a game with the stock while the dealer sits out'
            : by === s.dealer
              ? 'only the dealer may play a game with the stock'
              : "only the player on the dealer's right may play a game with the stock while the dealer sits out";
        return `${who}; you may say: ${legal}`;
      }
      return `not possible now; you may say: ${legal}`;
    }
    return null;
  },

  burden: (s, rules) =>
    s.contract && specOf(s, rules).kind !== 'bettel' ? burdenAt(rules, kontraLevel(s)) : 'declarer',

  pointStakes: bavarianPointStakes,

  playRules(s, rules): PlayRules {
    const pack = PACKS[rules.pack];
    const c = s.contract;
    const bettel = c ? specOf(s, rules).kind === 'bettel' : false;
    return rulesFor(pack, c?.trump ?? -1, bettel);
  },

  afterTrick(s, rules) {
    const c = s.contract;
    const last = s.tricks[s.tricks.length - 1];
    if (c && last && specOf(s, rules).kind === 'bettel' && last.winner === c.declarer) return 'finished';
    return 'continue';
  },

  settle: (s, rules) => settleDeal(rules, factsFromState(s, PACKS[rules.pack])),
};
