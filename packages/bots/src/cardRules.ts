/**
 * Card play by the usual principles, from what the seat has seen:
 * - count the trumps: a card is a master when no unseen card of its suit beats it; the declarer
 *   draws trumps with master trumps, then cashes masters;
 * - second and third hand: win with a card the later opponents cannot beat; smear points on a
 *   trick the partner will win; otherwise throw the cheapest card;
 * - keep the Pagat for the last trick while it can still win it (enough trumps to draw the rest);
 * - without a declarer (Trischaken) avoid points: duck, and dump points on others' tricks.
 */
import {
  type Card,
  type Game,
  type Pack,
  PAGAT,
  type PlayRules,
  SKUS,
  type Seat,
  type State,
  type View,
  beats,
  legalCards,
} from '@tarock/engine';
import type { Knowledge } from './knowledge';

/** What a player knows of the cards it cannot see: a seat's view, or (in rollouts) every hand. */
export interface CardInfo {
  /** How many cards of `card`'s suit that beat it may be held by others. */
  higherOut(card: Card): number;
  /** How many trumps others may hold. */
  trumpsOut(): number;
  /** Could `seat`, playing later to a trick led with `led`, beat `winning`? */
  mayBeat(seat: Seat, winning: Card, led: Card): boolean;
  /**
   * How many cards of `suit` the seat cannot place (held by others, laid away face down, or in a
   * hidden talon). Only a seat's view counts these; with every hand open (rollouts) it is absent.
   */
  suitOut?(suit: number): number;
}

export interface Table {
  readonly pack: Pack;
  readonly rules: PlayRules;
  readonly me: Seat;
  readonly declarer: Seat | null;
  readonly players: readonly Seat[];
  readonly hand: readonly Card[];
  readonly trick: readonly Card[];
  readonly leader: Seat;
  /** Seats still to play to this trick after me, in order. */
  readonly later: readonly Seat[];
  readonly tricksLeft: number;
  readonly voids: readonly number[];
  readonly info: CardInfo;
}

const isTrump = (t: Table, c: Card): boolean =>
  t.rules.trumpSuit >= 0 && t.pack.suitOf[c] === t.rules.trumpSuit;
const value = (t: Table, c: Card): number => t.pack.points[c] as number;
const strength = (t: Table, c: Card): number => t.rules.strength[c] as number;
const sameSide = (t: Table, a: Seat, b: Seat): boolean =>
  t.declarer !== null && (a === t.declarer) === (b === t.declarer);

const higherUnseen = (t: Table, card: Card): number => t.info.higherOut(card);
const unseenTrumps = (t: Table): number => t.info.trumpsOut();
const mayBeat = (t: Table, seat: Seat, winning: Card, led: Card): boolean =>
  t.info.mayBeat(seat, winning, led);

/** Card knowledge from a seat's view: unseen cards may be anywhere but in a suit a seat is out of. */
export function viewInfo(
  pack: Pack,
  rules: PlayRules,
  unseen: Iterable<Card>,
  voids: readonly number[],
): CardInfo {
  // How many unseen cards of each suit have each strength.
  let width = 0;
  for (const c of pack.cards) width = Math.max(width, (rules.strength[c] as number) + 1);
  const counts = new Int32Array(pack.suits.length * width);
  let trumps = 0;
  for (const c of unseen) {
    const suit = pack.suitOf[c] as number;
    const at = suit * width + (rules.strength[c] as number);
    counts[at] = (counts[at] as number) + 1;
    if (rules.trumpSuit >= 0 && suit === rules.trumpSuit) trumps++;
  }
  const higherOut = (card: Card): number => {
    const base = (pack.suitOf[card] as number) * width;
    let n = 0;
    for (let x = (rules.strength[card] as number) + 1; x < width; x++) n += counts[base + x] as number;
    return n;
  };
  return {
    higherOut,
    trumpsOut: () => trumps,
    suitOut(suit) {
      let n = 0;
      for (let x = 0; x < width; x++) n += counts[suit * width + x] as number;
      return n;
    },
    mayBeat(seat, winning, led) {
      const ledSuit = pack.suitOf[led] as number;
      const out = voids[seat] ?? 0;
      const ws = pack.suitOf[winning] as number;
      const trump = rules.trumpSuit;
      if ((out & (1 << ledSuit)) === 0) {
        // He may follow: he beats only a winner of the led suit, with a higher one.
        if (ws === ledSuit && higherOut(winning) > 0) return true;
      }
      if (trump < 0 || ledSuit === trump || (out & (1 << trump)) !== 0 || trumps === 0) return false;
      // Possibly void in the led suit with a trump: he beats a plain card, or a lower trump.
      return ws !== trump || higherOut(winning) > 0;
    },
  };
}

function opponentsMayBeat(t: Table, winning: Card, led: Card, who: Seat): boolean {
  return t.later.some((p) => !sameSide(t, p, who) && mayBeat(t, p, winning, led));
}

/** The first card of the lowest key. */
function lowest(cards: readonly Card[], key: (c: Card) => number): Card {
  let best = cards[0] as Card;
  let bestKey = key(best);
  for (let i = 1; i < cards.length; i++) {
    const c = cards[i] as Card;
    const k = key(c);
    if (k < bestKey) {
      best = c;
      bestKey = k;
    }
  }
  return best;
}

/** A cheap card to give away: no master, no Pagat, low value, low strength, trumps last. */
function discardKey(t: Table, c: Card): number {
  let k = value(t, c) * 100 + strength(t, c);
  if (isTrump(t, c)) k += 5000;
  if (higherUnseen(t, c) === 0) k += 2000;
  if (c === PAGAT && t.pack.tarockSuit >= 0) k += 10000;
  return k;
}

/**
 * Points to give to a partner's trick: high value, but not trumps that win tricks on their own.
 * Never the Sküs while another card may go: no card beats it, so its points are its side's in any
 * trick, and given to a trick already won it wastes the trick it would win (its 5 points had put it
 * before a middle tarock; a strong player's sample found it smeared 9 times, 6 beside a low tarock).
 */
function smearKey(t: Table, c: Card): number {
  let k = -value(t, c) * 100 + strength(t, c);
  if (isTrump(t, c)) k += 3000 + strength(t, c) * 50;
  if ((c === PAGAT || c === SKUS) && t.pack.tarockSuit >= 0) k += 10000;
  return k;
}

/** Should the Pagat be kept back (not played now)? While other trumps can draw the unseen ones. */
function keepPagat(t: Table, hand: readonly Card[], legal: readonly Card[]): boolean {
  if (t.pack.tarockSuit < 0 || !legal.includes(PAGAT) || legal.length === 1 || t.tricksLeft <= 1)
    return false;
  const myTrumps = hand.filter((c) => isTrump(t, c) && c !== PAGAT).length;
  return myTrumps >= unseenTrumps(t);
}

/** The rule-based choice of a card among `legal` (plays only; never empty). */
export function chooseCard(t: Table, legal: readonly Card[]): Card {
  let options = legal;
  if (keepPagat(t, t.hand, legal)) options = legal.filter((c) => c !== PAGAT);
  if (options.length === 1) return options[0] as Card;
  if (t.declarer === null) return avoidPoints(t, options);
  const trick = t.trick;
  if (trick.length === 0) return lead(t, options);
  const led = trick[0] as Card;
  let win = led;
  let winner = t.leader;
  const order = seatsFrom(t.players, t.leader);
  trick.forEach((c, i) => {
    if (i > 0 && beats(t.rules, c, win)) {
      win = c;
      winner = order[i] as Seat;
    }
  });
  const partnerWins = sameSide(t, winner, t.me);
  if (partnerWins && !opponentsMayBeat(t, win, led, t.me)) return lowest(options, (c) => smearKey(t, c));
  const winners = options.filter((c) => beats(t.rules, c, win));
  if (winners.length > 0 && !partnerWins) {
    const safe = winners.filter((c) => !opponentsMayBeat(t, c, led, t.me));
    if (safe.length > 0) return lowest(safe, (c) => strength(t, c) * 4 - value(t, c) * 10);
    const pot = trick.reduce((a, c) => a + value(t, c), 0);
    if (pot >= 8) return lowest(winners, (c) => -strength(t, c));
  }
  return lowest(options, (c) => discardKey(t, c));
}

/**
 * The share of the trumps a defender cannot place that he counts in the declarer's hand: the
 * declarer outbid both others, and in 1,000 Mayr/Sedlaczek deals of heuristic players he began
 * the card play with 9.7 of the 22 tarocks on average, roughly two thirds of those out.
 */
const DECLARER_TRUMP_SHARE = 0.65;

/**
 * How many cards of a plain suit the declarer must be expected to hold before a defender cashes a
 * master of it (a King the declarer ruffs gives him its points: 76 of 120 King leads of heuristic's
 * defenders were ruffed in a strong player's sample). Of 1, 1.5 and 2 the defence did best at 1,
 * none of them significantly (docs/strength.md, section 32).
 */
export const MIN_FOLLOW = 1;

/**
 * How many cards of plain `suit` a defender, about to lead, expects in the declarer's hand from its
 * own view: none in a suit he has shown void in; otherwise his cards that are not trumps (his hand
 * less the trumps counted his: `DECLARER_TRUMP_SHARE` of those out, all of them once the partner
 * has shown void in trumps), shared among the plain suits he may hold by how many cards of each
 * are out. Laid-away cards count as out, so a suit he could have laid away reads short. Infinite
 * where the seat's view is not given (rollouts see the declarer's hand), and outside the tarock
 * pack.
 */
export function declarerLength(t: Table, suit: number): number {
  const d = t.declarer;
  const suitOut = t.info.suitOut;
  if (d === null || d === t.me) return Number.POSITIVE_INFINITY;
  const out = t.voids[d] ?? 0;
  if ((out & (1 << suit)) !== 0) return 0;
  // Measured on the Illustrated rule sets only: elsewhere a shown void alone keeps a master back.
  if (!suitOut || t.pack.tarockSuit < 0) return Number.POSITIVE_INFINITY;
  const trump = t.rules.trumpSuit;
  // At a lead every active seat holds as many cards as the leader.
  const held = t.tricksLeft;
  let trumps = 0;
  if (trump >= 0 && (out & (1 << trump)) === 0) {
    const trumpsOut = t.info.trumpsOut();
    const partner = t.players.find((p) => p !== d && p !== t.me);
    const partnerOut = partner !== undefined && ((t.voids[partner] ?? 0) & (1 << trump)) !== 0;
    const counted = partnerOut ? trumpsOut : Math.max(DECLARER_TRUMP_SHARE * trumpsOut, trumpsOut - held);
    trumps = Math.min(held, counted);
  }
  let pool = 0;
  for (let s = 0; s < t.pack.suits.length; s++) if (s !== trump && (out & (1 << s)) === 0) pool += suitOut(s);
  return pool > 0 ? ((held - trumps) * suitOut(suit)) / pool : 0;
}

function lead(t: Table, given: readonly Card[]): Card {
  let options = given;
  const masters = options.filter((c) => higherUnseen(t, c) === 0);
  const trumpsOut = unseenTrumps(t);
  if (t.me === t.declarer) {
    const masterTrumps = masters.filter((c) => isTrump(t, c));
    if (trumpsOut > 0 && masterTrumps.length > 0) return lowest(masterTrumps, (c) => strength(t, c));
    const sideMasters = masters.filter((c) => !isTrump(t, c));
    if (sideMasters.length > 0 && trumpsOut === 0) return lowest(sideMasters, (c) => -value(t, c));
    const myTrumps = options.filter((c) => isTrump(t, c));
    if (myTrumps.length > trumpsOut && trumpsOut > 0)
      return lowest(myTrumps, (c) => strength(t, c) + value(t, c) * 30);
  } else if (t.declarer !== null) {
    const kept = (c: Card) =>
      !isTrump(t, c) &&
      higherUnseen(t, c) === 0 &&
      declarerLength(t, t.pack.suitOf[c] as number) < MIN_FOLLOW;
    const sideMasters = masters.filter((c) => !isTrump(t, c) && !kept(c));
    if (sideMasters.length > 0) return lowest(sideMasters, (c) => -value(t, c));
    // A master kept back is not led from the longest suit either while another plain card may go;
    // with trumps alone beside it, it is led all the same (a trump led instead helped the declarer
    // more: docs/strength.md, section 32).
    const rest = options.filter((c) => !kept(c));
    if (rest.length < options.length && rest.some((c) => !isTrump(t, c))) options = rest;
  }
  // Otherwise lead low from the longest plain suit.
  const lengths = new Int32Array(t.pack.suits.length);
  for (const x of options) {
    const suit = t.pack.suitOf[x] as number;
    lengths[suit] = (lengths[suit] as number) + 1;
  }
  const length = (c: Card) => lengths[t.pack.suitOf[c] as number] as number;
  const plain = options.filter((c) => !isTrump(t, c));
  const pool = plain.length > 0 ? plain : options;
  return lowest(pool, (c) => value(t, c) * 100 + strength(t, c) - length(c) * 7);
}

function avoidPoints(t: Table, options: readonly Card[]): Card {
  if (t.trick.length === 0) return lowest(options, (c) => strength(t, c) * 10 + value(t, c));
  let win = t.trick[0] as Card;
  t.trick.forEach((c, i) => {
    if (i > 0 && beats(t.rules, c, win)) win = c;
  });
  const losers = options.filter((c) => !beats(t.rules, c, win));
  if (losers.length > 0) return lowest(losers, (c) => -value(t, c) * 100 - strength(t, c));
  return lowest(options, (c) => value(t, c) * 100 - strength(t, c));
}

function seatsFrom(players: readonly Seat[], leader: Seat): Seat[] {
  const i = players.indexOf(leader);
  return players.map((_, k) => players[(i + k) % players.length] as Seat);
}

/** The table as a seat sees it from its view. */
export function viewTable(game: Game, view: View, k: Knowledge): Table {
  const unseen = new Set<Card>([...k.unknown, ...k.talonUnplaced]);
  const rules = game.playRules(view);
  const order = seatsFrom(view.players, view.leader);
  return {
    pack: game.pack,
    rules,
    me: view.viewer === 'spectator' ? -1 : view.viewer,
    declarer: view.contract?.declarer ?? null,
    players: view.players,
    hand: view.hand,
    trick: view.trick,
    leader: view.leader,
    later: order.slice(view.trick.length + 1),
    tricksLeft: view.hand.length,
    voids: k.voids,
    info: viewInfo(game.pack, rules, unseen, k.voids),
  };
}

/** The table with every hand open (rollouts of sampled worlds). */
export function openTable(game: Game, s: State): Table {
  const rules = game.playRules(s);
  const pack = game.pack;
  const me = s.toAct as Seat;
  const order = seatsFrom(s.players, s.leader);
  const others = s.players.filter((p) => p !== me);
  const outCards = others.flatMap((p) => s.hands[p] ?? []);
  const higherOut = (card: Card): number =>
    outCards.filter(
      (c) =>
        pack.suitOf[c] === pack.suitOf[card] &&
        (rules.strength[c] as number) > (rules.strength[card] as number),
    ).length;
  const trumps = rules.trumpSuit < 0 ? 0 : outCards.filter((c) => pack.suitOf[c] === rules.trumpSuit).length;
  return {
    pack,
    rules,
    me,
    declarer: s.contract?.declarer ?? null,
    players: s.players,
    hand: s.hands[me] ?? [],
    trick: s.trick,
    leader: s.leader,
    later: order.slice(s.trick.length + 1),
    tricksLeft: (s.hands[me] ?? []).length,
    voids: s.players.map(() => 0),
    info: {
      higherOut,
      trumpsOut: () => trumps,
      mayBeat: (seat, winning, led) =>
        legalCards(rules, s.hands[seat] ?? [], led).some((c) => beats(rules, c, winning)),
    },
  };
}
