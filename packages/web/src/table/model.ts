/**
 * What the table shows, worked out from the human seat's View alone: where each seat sits, who
 * played which card of the trick, each seat's last call, and the words for the live announcements.
 */
import {
  type Action,
  type Card,
  type Game,
  type Pack,
  type PublicTurn,
  type Seat,
  type View,
  contractsOf,
} from '@tarock/engine';
import type { Strings } from '../i18n/strings';

type Family = Game['rules']['family'];

export type Position = 'bottom' | 'left' | 'top' | 'right';

/**
 * Screen position of every seat, the human at the bottom. Seats are numbered in playing order;
 * play passing clockwise (seen from above) goes from the bottom to the left.
 */
export function seatPositions(seats: number, human: Seat, direction: 'cw' | 'ccw'): Position[] {
  const order: Position[] =
    seats === 4
      ? direction === 'cw'
        ? ['bottom', 'left', 'top', 'right']
        : ['bottom', 'right', 'top', 'left']
      : direction === 'cw'
        ? ['bottom', 'left', 'right']
        : ['bottom', 'right', 'left'];
  return Array.from({ length: seats }, (_, seat) => order[(seat - human + seats) % seats] ?? 'top');
}

/** The seats in playing order starting with `leader`. */
export function orderFrom(players: readonly Seat[], leader: Seat): Seat[] {
  const i = Math.max(0, players.indexOf(leader));
  return players.map((_, k) => players[(i + k) % players.length] as Seat);
}

export interface PlayedCard {
  readonly seat: Seat;
  readonly card: Card;
}

/** The trick on the table: the one being played, or the last one completed while none is started. */
export function tableTrick(view: View): { cards: PlayedCard[]; winner: Seat | null; complete: boolean } {
  if (view.trick.length > 0) {
    const order = orderFrom(view.players, view.leader);
    return {
      cards: view.trick.map((card, i) => ({ seat: order[i] as Seat, card })),
      winner: null,
      complete: false,
    };
  }
  const last = view.tricks[view.tricks.length - 1];
  if (!last || (view.phase !== 'play' && view.phase !== 'finished'))
    return { cards: [], winner: null, complete: false };
  return { cards: trickCards(view, view.tricks.length - 1), winner: last.winner, complete: true };
}

export function trickCards(view: View, index: number): PlayedCard[] {
  const t = view.tricks[index];
  if (!t) return [];
  const order = orderFrom(view.players, t.leader);
  return t.cards.map((card, i) => ({ seat: order[i] as Seat, card }));
}

/** The turns of the current deal after the (last) deal turn: a redeal starts the list again. */
export function dealTurns(history: readonly PublicTurn[]): PublicTurn[] {
  let start = 0;
  history.forEach((t, i) => {
    if (t.action.type === 'deal') start = i + 1;
  });
  return history.slice(start);
}

/** The calls of an auction (accept: "gut" to the standing bid); `accept` is also a defender's answer later. */
const AUCTION_CALLS: ReadonlySet<string> = new Set(['bid', 'pass', 'take', 'hold', 'accept']);

/**
 * How many of the deal's turns (after the deal turn) the auction took: its calls run from the
 * first turn until the first call of another kind (a contract named, the talon or stock taken,
 * trump, an announcement, "es liegt", a Kontra). The announcements' "gut" never follows the
 * auction directly: the declarer speaks first there.
 */
export function auctionLength(turns: readonly PublicTurn[]): number {
  const end = turns.findIndex((t) => t.actor === 'chance' || !AUCTION_CALLS.has(t.action.type));
  return end < 0 ? turns.length : end;
}

/**
 * Each seat's latest call of this deal that is still current, before play, with its history
 * index: during the auction the bids and passes; once it is over, only the calls made since (its
 * winning bid is the contract the bar shows, an outbid or passed call is history).
 */
export function lastCalls(view: View): Map<Seat, { readonly action: Action; readonly at: number }> {
  const out = new Map<Seat, { readonly action: Action; readonly at: number }>();
  if (view.phase === 'play' || view.phase === 'finished') return out;
  const turns = dealTurns(view.history);
  const start = view.history.length - turns.length;
  const from = view.phase === 'auction' || view.phase === 'deal' ? 0 : auctionLength(turns);
  turns.forEach((t, i) => {
    if (
      i < from ||
      t.actor === 'chance' ||
      t.action.type === 'play' ||
      t.action.type === 'discard' ||
      t.action.type === 'deal'
    )
      return;
    out.set(t.actor, { action: t.action, at: start + i });
  });
  return out;
}

/** The legal cards to play or lay away, by action type. */
export function legalCardSet(view: View): { play: Set<Card>; discard: Set<Card> } {
  const play = new Set<Card>();
  const discard = new Set<Card>();
  for (const a of view.legal) {
    if (a.type === 'play') play.add(a.card);
    else if (a.type === 'discard') discard.add(a.card);
  }
  return { play, discard };
}

/** The hand for display: the trump suit first, then the other suits, strongest first in each. */
export function sortedHand(pack: Pack, hand: readonly Card[], trump: number | null): Card[] {
  const key = (c: Card): number => {
    const s = pack.suitOf[c] ?? 0;
    const rank = (trump !== null && trump >= 0 && s === trump) || s === pack.tarockSuit ? -1 : s;
    return rank * 100 - c;
  };
  return hand.slice().sort((a, b) => key(a) - key(b));
}

/** The calls the action bar offers: everything legal except cards (played or laid away from the hand). */
export function callActions(view: View): Action[] {
  return view.legal.filter((a) => a.type !== 'play' && a.type !== 'discard');
}

/**
 * The media query of a phone held on its side (landscape, at most 500 px high: 844×390, 740×360,
 * 667×375): the stylesheet lays the table out for it (`app.css`, "Phones held sideways") with a
 * phone's cards, and the hand counts its cards' width by it.
 */
export const SIDEWAYS = '(max-height: 500px) and (orientation: landscape)';

/**
 * The media query of a phone, upright (up to 600 px wide) or on its side (`SIDEWAYS`): the
 * stylesheet's "Phones, upright and on their side"; there the calls say least (`TurnStrip`'s
 * `brief`).
 */
export const PHONE = `(max-width: 600px), ${SIDEWAYS}`;

/**
 * The width of a card of the hand (CSS px) as the stylesheet sets it: 44 on a phone, upright (up to
 * 600 px wide) or on its side (`SIDEWAYS`), else 64.
 */
export function handCardPx(width: number, sideways = false): number {
  return width <= 600 || sideways ? 44 : 64;
}

/**
 * How far each card of the hand overlaps the one before (a fraction of a card's width, negative
 * to overlap), so that `count` cards `card` px wide (`handCardPx`) fit a window `width` px wide: a
 * small gap when they fit.
 */
export function handOverlap(count: number, width: number, card = handCardPx(width)): number {
  const room = Math.min(width, 1100) - 40;
  if (count <= 1) return 0;
  const step = Math.min(card * 1.06, (room - card) / (count - 1));
  return Math.round((step / card - 1) * 1000) / 1000;
}

/** A finger is about this wide (CSS px): no card of the hand shows a narrower strip of itself. */
export const FINGER_PX = 24;

/**
 * How many cards each row of the hand holds, top row first: one row where every card then shows
 * at least a finger's width, else as many rows as that needs, the longer rows first (a full
 * Illustrated hand of 16 cards on a phone: two rows of 8). The rows are counted for the larger of
 * the hand and `largest`, the most the hand holds in the deal (`largestHand`): a hand keeps its
 * rows as the talon is taken up and as it is played down (a row may end up empty) instead of
 * jumping between one row and two in the middle of the deal. `card`: the cards' width (`handCardPx`).
 */
export function handRows(count: number, width: number, largest = count, card = handCardPx(width)): number[] {
  const room = Math.min(width, 1100) - 40;
  const perRow = Math.max(1, Math.floor((room - card) / FINGER_PX) + 1);
  const rows = Math.max(1, Math.ceil(Math.max(count, largest) / perRow));
  return Array.from({ length: rows }, (_, r) => Math.floor(count / rows) + (r < count % rows ? 1 : 0));
}

/**
 * The most cards the hand holds in a deal of `game`: the dealt hand and the largest talon part (or
 * the stock) any contract of the rule set lets the declarer take up (`Game.talonParts`), before he
 * lays as many away.
 */
export function largestHand(game: Game): number {
  const talon: null[] = Array.from({ length: game.rules.talonSize }, () => null);
  const taken = contractsOf(game.rules).flatMap(({ id }) =>
    game
      .talonParts({
        contract: {
          id,
          declarer: 0,
          gameValue: 0,
          takeLevel: 0,
          target: 0,
          trump: null,
          talonGroup: null,
          raised: 0,
        },
        talon,
      })
      .map((part) => part.length),
  );
  return game.rules.handSize + Math.max(0, ...taken);
}

export interface TalonLayout {
  /** The talon's cards (null: face down) in the parts the rules split it into for the choice. */
  readonly parts: readonly (readonly (Card | null)[])[];
  /** The part the declarer took, once chosen. */
  readonly taken: number | null;
}

/**
 * The talon in the parts the contract lets the declarer choose from (the engine's `talonParts`:
 * halves, pairs, single cards, one stock), the part index being the choice's group; the whole
 * talon as one part where the contract takes none of it.
 */
export function talonLayout(view: View, game: Game): TalonLayout {
  const parts = game.talonParts(view);
  return { parts: parts.length > 0 ? parts : [view.talon ?? []], taken: view.contract?.talonGroup ?? null };
}

/**
 * How many cards the declarer still has to lay away: what his hand holds beyond a hand's size
 * (the talon part or stock he took, less what he has laid away already).
 */
export function cardsToLayAway(view: View, handSize: number): number {
  return Math.max(1, view.hand.length - handSize);
}

/**
 * The live announcements by who made them, as the status bar says them ("Anna: Uhu, Valat · Bert:
 * Pagat"): the seats in the order they first announced, each seat's in its order. Each with its
 * announcer's name after it, six of one declarer's took two lines of a desktop's bar, of which
 * the second was cut off.
 */
export function announcedBySeat(
  announcements: View['announcements'],
): { readonly seat: Seat; readonly bonuses: string[] }[] {
  const groups = new Map<Seat, string[]>();
  for (const a of announcements) {
    const bonuses = groups.get(a.seat);
    if (bonuses) bonuses.push(a.bonus);
    else groups.set(a.seat, [a.bonus]);
  }
  return [...groups].map(([seat, bonuses]) => ({ seat, bonuses }));
}

/**
 * A hand card's accessible name: the card, and where a choice is asked for and the card may not
 * be chosen, why not in the words of that choice (played, or laid away while laying away).
 */
export function handCardLabel(
  name: string,
  mode: 'play' | 'discard' | null,
  ok: boolean,
  t: Pick<Strings, 'illegalCard' | 'illegalDiscard'>,
  family: Family,
): string {
  if (!mode || ok) return name;
  return `${name} (${mode === 'discard' ? t.illegalDiscard[family] : t.illegalCard})`;
}
