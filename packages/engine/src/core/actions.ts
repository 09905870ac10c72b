/** Structural equality of actions (legality is membership in `legalActions`). */
import type { Action } from './types';

export function sameAction(a: Action, b: Action): boolean {
  if (a.type !== b.type) return false;
  switch (a.type) {
    case 'bid':
      return b.type === 'bid' && a.bid === b.bid;
    case 'declare':
      return b.type === 'declare' && a.contract === b.contract;
    case 'trump':
      return b.type === 'trump' && a.suit === b.suit;
    case 'talon':
      return b.type === 'talon' && a.group === b.group;
    case 'discard':
      return b.type === 'discard' && a.card === b.card;
    case 'announce':
      return b.type === 'announce' && a.bonus === b.bonus;
    case 'contra':
      return b.type === 'contra' && a.target === b.target;
    case 'play':
      return b.type === 'play' && a.card === b.card;
    case 'deal':
      return b.type === 'deal' && JSON.stringify(a) === JSON.stringify(b);
    case 'pass':
    case 'accept':
    case 'take':
    case 'hold':
    case 'ready':
    case 'raise':
      return true;
  }
}
