/**
 * The Illustrated Tarock deal between the cards and the tricks (seed 001, all three books;
 * rules-notes Parts A and B): redeal of a hand without tarock (Löw; the hand is shown to all and
 * kept in the state's `thrownIn` through the redealt deal), the auction, the announcements
 * before the pickup, the talon exposure and choice, the discards, the announcements after the
 * pickup, then play with the tarocks as trumps; if all pass the deal is thrown in, or (Beck option)
 * Trischaken is played. Settlement is in settle.ts (one function for played deals and summaries).
 */
import { type Card, TAROCK54, TRULL, isTarock } from '../cards/pack';
import type { Flow } from '../core/flow';
import { type ShownHand, type State, patch } from '../core/state';
import type { Action, Seat, Settlement } from '../core/types';
import type { SeenTable } from '../core/view';
import { type PlayRules, playRules } from '../play/kernel';
import { applyAnnounce, legalAnnounce, startRound } from './announce';
import { applyAuction, legalAuction, openAuction } from './auction/index';
import { applyClaim, legalClaims, startClaims } from './claims';
import { firstSpeaker } from './auction/takeHold';
import { factsFromState } from './facts';
import { type IllustratedRules, contractSpec, gameValue } from './rules';
import { passedSettlement, settleDeal } from './settle';
import { choosableGroups, discardable, groupCards, talonGroups, whyNotDiscard, whyNotTalon } from './talon';
import { settleTrischaken } from './trischaken';
import { illustratedPointStakes } from './pointStakes';
import { illustratedUltimos } from './ultimos';

const TAROCK_SUIT = TAROCK54.tarockSuit;
const NORMAL_PLAY: PlayRules = playRules(TAROCK54, TAROCK_SUIT);
const TRISCHAKEN_PLAY: PlayRules = playRules(TAROCK54, TAROCK_SUIT, { pagatLastTrump: true });

/** The contract id of Beck's Trischaken (played when all pass, by agreement). */
export const TRISCHAKEN = 'trischaken';

const declarerOf = (s: State): Seat => s.contract?.declarer as Seat;

/**
 * Why a talon part is withheld, from the table as every seat sees it: the talon lies open while
 * the declarer chooses (IT-07) and the announcements are public, so a View says it as the State.
 */
function talonRefusal(
  v: SeenTable,
  action: Extract<Action, { type: 'talon' }>,
  rules: IllustratedRules,
): string | null {
  const c = v.contract;
  const spec = c ? contractSpec(rules, c.id) : undefined;
  if (!c || c.declarer === null || !spec || !v.talon) return null;
  const talon: Card[] = [];
  for (const card of v.talon) if (card !== null) talon.push(card);
  if (talon.length !== v.talon.length) return null;
  return whyNotTalon(spec.talon, talon, v.announcements, c.declarer, action.group);
}

/** How many cards the declarer takes from the talon (and lays away). */
function exchangeSize(s: State, rules: IllustratedRules): number {
  const spec = s.contract ? contractSpec(rules, s.contract.id) : undefined;
  return spec ? (talonGroups(spec.talon, rules.talonSize)[0]?.length ?? 0) : 0;
}

/** After the first round: expose the talon, or (Solo) lay it aside and go to the second round. */
function afterPreRound(rules: IllustratedRules): (s: State) => State {
  return (s) => {
    const spec = s.contract ? contractSpec(rules, s.contract.id) : undefined;
    if (spec && spec.talon !== 'none')
      return patch(s, { phase: 'talon', talonExposed: true, toAct: declarerOf(s) });
    const solo = patch(s, { talonRest: { cards: s.talon.slice(), owner: rules.talon.soloOwner } });
    return startRound(solo, rules, 'post');
  };
}

const toPlay = (s: State): State => patch(s, { phase: 'play', round: null });

function startTrischaken(s: State): State {
  const contract = {
    id: TRISCHAKEN,
    declarer: null,
    gameValue: 0,
    takeLevel: 0,
    target: 0,
    trump: TAROCK_SUIT,
    talonGroup: null,
    raised: 0,
  };
  return patch(s, { contract, talonRest: { cards: s.talon.slice(), owner: 'nobody' }, phase: 'play' });
}

function applyInAuction(s: State, rules: IllustratedRules, action: Action): State {
  const a = s.auction;
  const seat = s.toAct;
  if (!a || typeof seat !== 'number') return s;
  const step = applyAuction(s, rules, a, seat, action);
  switch (step.kind) {
    case 'continue':
      return patch(s, { auction: step.auction, toAct: step.toAct });
    case 'allPass': {
      const passed = patch(s, { auction: step.auction });
      if (rules.redeal.allPass === 'trischaken') return startTrischaken(passed);
      return patch(passed, { phase: 'finished', toAct: null });
    }
    case 'won': {
      const spec = contractSpec(rules, step.contract);
      const contract = {
        id: step.contract,
        declarer: step.declarer,
        gameValue: spec ? gameValue(spec, step.takeLevel) : 0,
        takeLevel: step.takeLevel,
        target: rules.winAt,
        trump: TAROCK_SUIT,
        talonGroup: null,
        raised: 0,
      };
      return startRound(patch(s, { auction: step.auction, contract }), rules, 'pre');
    }
  }
}

function applyTalonChoice(s: State, rules: IllustratedRules, group: number): State {
  const declarer = declarerOf(s);
  const spec = s.contract ? contractSpec(rules, s.contract.id) : undefined;
  if (!spec || !s.contract) return s;
  const taken = groupCards(spec.talon, s.talon, group);
  const hands = s.hands.map((h, i) => (i === declarer ? [...h, ...taken] : h));
  return patch(s, {
    hands,
    talonExposed: false,
    talonRest: { cards: s.talon.filter((c) => !taken.includes(c)), owner: 'defenders' },
    contract: { ...s.contract, talonGroup: group },
    phase: 'discard',
    toAct: declarer,
  });
}

function applyDiscard(s: State, rules: IllustratedRules, card: number): State {
  const declarer = declarerOf(s);
  const hands = s.hands.map((h, i) => (i === declarer ? h.filter((c) => c !== card) : h));
  const next = patch(s, { hands, discards: [...s.discards, card] });
  return next.discards.length >= exchangeSize(s, rules) ? startRound(next, rules, 'post') : next;
}

function legal(s: State, rules: IllustratedRules): Action[] {
  switch (s.phase) {
    case 'auction':
      return legalAuction(rules, s.auction);
    case 'talon': {
      const spec = s.contract ? contractSpec(rules, s.contract.id) : undefined;
      if (!spec) return [];
      return choosableGroups(spec.talon, s.talon, s.announcements, declarerOf(s)).map((group) => ({
        type: 'talon',
        group,
      }));
    }
    case 'discard': {
      const left = exchangeSize(s, rules) - s.discards.length;
      return discardable(rules, s.hands[declarerOf(s)] ?? [], left).map((card) => ({
        type: 'discard',
        card,
      }));
    }
    case 'announce':
      return legalAnnounce(s, rules);
    case 'claim':
      return legalClaims(s, rules);
    default:
      return [];
  }
}

/** Why an auction call is not legal now, in the game's words. */
function explainAuction(s: State, action: Action, rules: IllustratedRules): string | null {
  const a = s.auction;
  const standing = a && 'bid' in a && typeof a.bid === 'string' ? contractSpec(rules, a.bid) : undefined;
  switch (action.type) {
    case 'bid': {
      const spec = contractSpec(rules, action.bid);
      if (!spec)
        return `there is no contract "${action.bid}" (${rules.contracts.map((c) => c.id).join(', ')})`;
      if (standing) return `a bid must name a higher contract than the standing ${standing.name}`;
      return `${spec.name} cannot be bid now`;
    }
    case 'take':
      return standing
        ? `the standing ${standing.name} cannot be taken over now`
        : 'there is no bid to take over';
    case 'hold':
      return 'only a player whose bid was just taken over may hold it';
    case 'accept':
      return 'there is no bid to accept: pass or bid';
    case 'pass':
      return 'a bid stands: accept it ("gut") or bid higher';
    default:
      return null;
  }
}

/**
 * The hands that throw the deal in, as the rules show them (IT-13): a hand without tarock where
 * `redeal.noTarock` (or `redeal.loneTrull`, which includes it), a hand whose only tarock is one
 * Trull card where `redeal.loneTrull`. Empty: the deal stands.
 */
function handsShown(s: State, rules: IllustratedRules): ShownHand[] {
  const { noTarock, loneTrull } = rules.redeal;
  return s.players.flatMap((seat): ShownHand[] => {
    const hand = s.hands[seat] ?? [];
    const tarocks = hand.filter((c) => isTarock(TAROCK54, c));
    const reason =
      tarocks.length === 0 && (noTarock || loneTrull)
        ? 'noTarock'
        : loneTrull && tarocks.length === 1 && TRULL.includes(tarocks[0] as number)
          ? 'loneTrull'
          : null;
    return reason ? [{ seat, cards: hand.slice(), reason }] : [];
  });
}

export const illustratedFlow: Flow<IllustratedRules> = {
  afterDeal(s, rules) {
    const shown = handsShown(s, rules);
    if (shown.length > 0) {
      // Löw: the player shows his hand and the same dealer deals again.
      return patch(s, {
        phase: 'deal',
        toAct: 'chance',
        hands: s.hands.map(() => []),
        talon: [],
        redeals: s.redeals + 1,
        thrownIn: shown,
      });
    }
    return patch(s, { phase: 'auction', auction: openAuction(rules), toAct: firstSpeaker(s, rules) });
  },
  legal,
  ultimos: illustratedUltimos,
  // Trischaken scores no honours, so nothing is claimed after it.
  afterPlay: (s, rules) => startClaims(s, rules, s.contract?.id !== TRISCHAKEN),
  pointStakes: illustratedPointStakes,
  apply(s, action, rules) {
    switch (s.phase) {
      case 'auction':
        return applyInAuction(s, rules, action);
      case 'talon':
        return action.type === 'talon' ? applyTalonChoice(s, rules, action.group) : s;
      case 'discard':
        return action.type === 'discard' ? applyDiscard(s, rules, action.card) : s;
      case 'announce': {
        const after = s.round?.stage === 'pre' ? afterPreRound(rules) : toPlay;
        return applyAnnounce(s, rules, action, after);
      }
      case 'claim':
        return applyClaim(s, rules, action);
      default:
        return s;
    }
  },
  explain(s, action, rules) {
    if (s.phase === 'auction') return explainAuction(s, action, rules);
    if (s.phase === 'discard' && action.type === 'discard') {
      const left = exchangeSize(s, rules) - s.discards.length;
      return whyNotDiscard(rules, s.hands[declarerOf(s)] ?? [], left, action.card);
    }
    if (s.phase === 'talon' && action.type === 'talon') return talonRefusal(s, action, rules);
    if (s.phase === 'announce' && action.type === 'announce')
      return `"${action.bonus}" cannot be announced now (not in this round's column, already announced, out of order, or your hand does not allow it)`;
    if (s.phase === 'announce' && action.type === 'contra')
      return `"${action.target}" cannot be contra'd now`;
    return null;
  },
  explainSeen(v, action, rules) {
    return v.phase === 'talon' && action.type === 'talon' ? talonRefusal(v, action, rules) : null;
  },
  talonGroups(s, talonSize, rules) {
    const spec = s.contract ? contractSpec(rules, s.contract.id) : undefined;
    return spec ? talonGroups(spec.talon, talonSize) : [];
  },
  playRules(s, rules) {
    return s.contract?.id === TRISCHAKEN && rules.trischaken.pagatLastTrump ? TRISCHAKEN_PLAY : NORMAL_PLAY;
  },
  settle(s, rules): Settlement {
    if (!s.contract) return passedSettlement(s.seats);
    if (s.contract.id === TRISCHAKEN) return settleTrischaken(s, rules);
    return settleDeal(factsFromState(s, rules), rules, s.seats);
  },
};
