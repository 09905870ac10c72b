/**
 * An independent oracle of the play (fifth audit, docs/rules/illustrated-audit.md): random deals of
 * every Illustrated preset, with its defaults and with the options that change the play, checked at
 * every step against rules re-derived here from seed 001 and rules-notes alone, not from the
 * engine's flow, auction, talon, play-kernel, counting or settlement code (recount.test.ts already
 * recounts the scores; this covers what leads up to them):
 * - the deal: 16 cards each and a talon of 6, in the preset's pattern — Löw and Beck six to the
 *   talon, then four rounds of four from forehand; M&S eight each, the talon as 3 + 3, eight each
 *   (IT-07); a hand without tarock is shown and the same dealer deals again (Löw, IT-13);
 * - the auction: forehand speaks first, in playing order (or the reverse, option; IT-05); the
 *   legal calls and the next speaker after each call, and the contract, declarer and game value
 *   it ends with: Löw take (4) / hold (kept) / retake (5), the third player only accepts or outbids,
 *   Solo (8) ends it (L-01, L-02); Beck's Unterer on Dreiblatt only, once, 4, held 5 (B-01); M&S
 *   weiter, gut or any higher bid, values 3 5 7 10 (M-01, M-02); all pass: thrown in, or Beck's
 *   Trischaken by agreement (B-02, IT-13);
 * - the talon: the groups a contract may take (top or bottom three, a pair, any one card, none in
 *   a Solo; IT-07, IT-11), not a group holding a Trull card (a King) after Without Trull (Kings)
 *   unless every group does (IT-17); the cards taken; whom the rest counts for (IT-10, IT-11);
 * - the discards: never the Sküs, XXI, I or a King, a tarock only when too few other cards are
 *   left, and tarocks laid face up in the defenders' views (IT-12); the untaken talon hidden from
 *   them in Löw and Beck, open in M&S (IT-10, M-10);
 * - the play: forehand leads the first trick in every contract (IT-08); follow suit, else a tarock,
 *   else any card, and in Trischaken the Pagat only as its holder's last tarock (IT-09, B-06); the
 *   trick to the highest tarock (Sküs, XXI … I), else the highest card of the suit led (♣♠ K Q C J
 *   10 9 8 7, ♥♦ K Q C J 1 2 3 4; seed infobox, IT-01); the winner leads next;
 * - the count: card points in groups of three, 2 off each group and ⅔ off each card left over,
 *   rounded once (IT-02, IT-03); 36 wins (IT-04); the declarer's pile is his tricks, his discards
 *   and a Solo talon if it is his (IT-10, IT-11); Trischaken piles per seat, the talon nobody's, the
 *   most exact points lose −10, the others +5 (+5 more without a trick; B-06);
 * - Pagat and Uhu ultimo: the settlement's bird lines name the seat that played the I (II) to the
 *   last (penultimate) trick and whether that card won it, and an announced bird is made exactly
 *   when it did (IT-16).
 * Long runs: ORACLE_DEALS=2000 npx vitest run packages/engine/src/illustrated/oracle.test.ts
 */
import { describe, expect, test } from 'vitest';
import { type Card, TAROCK54 } from '../cards/pack';
import { type Rng, createRng, shuffled } from '../core/rng';
import type { Game } from '../core/game';
import type { OptionValue, Preset } from '../core/ruleset';
import type { State } from '../core/state';
import type { Action, ExplanationLine, Seat, Settlement } from '../core/types';
import { illustratedBeck, illustratedLoew1954, illustratedMayrSedlaczek2016 } from '../presets/illustrated';
import { randomAction } from '../testing/random';
import type { IllustratedRules } from './rules';
import { gameOf } from './testkit';

/** The engine has no Node types: the environment and the console are reached through globalThis. */
const host = globalThis as unknown as {
  process?: { env: Record<string, string | undefined> };
  console: { log(...xs: unknown[]): void };
};
const LONG = host.process?.env['ORACLE_DEALS'];
const DEALS = Number(LONG ?? 40);

// ---- The cards, by their names (seed 001 "Cards" and infobox) ----

const NAMES = TAROCK54.cards.map((c) => {
  const suit = TAROCK54.suits[TAROCK54.suitOf[c] as number];
  const rank = suit?.ranks[TAROCK54.rankOf[c] as number];
  return suit?.isTarock ? (rank?.ascii ?? '?') : `${suit?.ascii}${rank?.ascii}`;
});
const name = (c: Card): string => NAMES[c] ?? '?';
const suitLetter = (c: Card): string => {
  const n = name(c);
  return n.startsWith('T') || n === 'Sk' ? 'T' : n.charAt(0);
};
const isTarockCard = (c: Card): boolean => suitLetter(c) === 'T';
const rankName = (c: Card): string => (isTarockCard(c) ? name(c) : name(c).slice(1));
const byName = new Map(TAROCK54.cards.map((c) => [name(c), c]));
const card = (n: string): Card => {
  const c = byName.get(n);
  if (c === undefined) throw new Error(`no card ${n}`);
  return c;
};
const PAGAT_ = card('T1');
const UHU_ = card('T2');
const TRULL_ = [card('T1'), card('T21'), card('Sk')];
const KINGS_ = ['H', 'D', 'S', 'C'].map((s) => card(`${s}K`));

/** Highest first: Sküs, XXI … I; ♣♠ K Q C J 10 9 8 7; ♥♦ K Q C J 1 2 3 4. */
const TAROCK_ORDER = ['Sk', ...Array.from({ length: 21 }, (_, i) => `T${21 - i}`)];
const BLACK_ORDER = ['K', 'Q', 'C', 'J', '10', '9', '8', '7'];
const RED_ORDER = ['K', 'Q', 'C', 'J', '1', '2', '3', '4'];
const orderOf = (c: Card): string[] =>
  isTarockCard(c) ? TAROCK_ORDER : suitLetter(c) === 'H' || suitLetter(c) === 'D' ? RED_ORDER : BLACK_ORDER;
/** Does `x` beat `best`, the card winning the trick so far? */
function beats(x: Card, best: Card): boolean {
  if (suitLetter(x) === suitLetter(best))
    return orderOf(x).indexOf(rankName(x)) < orderOf(x).indexOf(rankName(best));
  return isTarockCard(x);
}

/** 5 Kings, I, XXI, Sküs; 4 Queens; 3 Cavaliers; 2 Jacks; 1 the rest. */
function nominal(c: Card): number {
  const r = rankName(c);
  if (r === 'K' || r === 'T1' || r === 'T21' || r === 'Sk') return 5;
  return { Q: 4, C: 3, J: 2 }[r] ?? 1;
}
/** Counted in threes: each full group its sum less 2, each card left over less ⅔; in thirds. */
function thirdsOf(pile: readonly Card[]): number {
  let thirds = 0;
  for (let i = 0; i < pile.length; i += 3) {
    const group = pile.slice(i, i + 3);
    const sum = group.reduce((a, c) => a + nominal(c), 0);
    thirds += group.length === 3 ? 3 * sum - 6 : 3 * sum - 2 * group.length;
  }
  return thirds;
}
/** Rounded once, to the nearest point (a third down, two thirds up). */
const pointsOf = (thirds: number): number => Math.round(thirds / 3);

// ---- The presets as the seed and rules-notes describe them ----

type AuctionKind = 'loew' | 'beck' | 'overcall';
interface Book {
  readonly kind: AuctionKind;
  /** Game value by take level (L-01, B-01, M-01). */
  readonly values: Readonly<Record<string, readonly number[]>>;
  /** Cards the contract takes from the talon, and how (IT-07). */
  readonly exchange: Readonly<Record<string, 'halves' | 'pairs' | 'singles' | 'none'>>;
  /** Solo ends the auction at once (Löw, Beck). */
  readonly soloEnds: boolean;
  readonly deal: 'talonFirst' | 'eightTalonEight';
  readonly noTarockRedeal: boolean;
  readonly unchosenVisible: boolean;
}
const CONTRACTS = ['dreiblatt', 'zweiblatt', 'einblatt', 'solo'];
const EXCHANGE = { dreiblatt: 'halves', zweiblatt: 'pairs', einblatt: 'singles', solo: 'none' } as const;
const BOOKS: Readonly<Record<string, Book>> = {
  'illustrated-loew-1954': {
    kind: 'loew',
    values: { dreiblatt: [3, 4, 5], zweiblatt: [3, 4, 5], einblatt: [3, 4, 5], solo: [8] },
    exchange: EXCHANGE,
    soloEnds: true,
    deal: 'talonFirst',
    noTarockRedeal: true,
    unchosenVisible: false,
  },
  'illustrated-beck': {
    kind: 'beck',
    values: { dreiblatt: [3, 4, 5], zweiblatt: [3], einblatt: [3], solo: [3] },
    exchange: EXCHANGE,
    soloEnds: true,
    deal: 'talonFirst',
    noTarockRedeal: false,
    unchosenVisible: false,
  },
  'illustrated-mayr-sedlaczek-2016': {
    kind: 'overcall',
    values: { dreiblatt: [3], zweiblatt: [5], einblatt: [7], solo: [10] },
    exchange: EXCHANGE,
    soloEnds: false,
    deal: 'eightTalonEight',
    noTarockRedeal: false,
    unchosenVisible: true,
  },
};

type Options = Readonly<Record<string, OptionValue>>;

// ---- The deal (IT-07) ----

function expectedDeal(book: Book, players: readonly Seat[], deck: readonly Card[]): Action {
  const hands: Card[][] = [[], [], []];
  const talon: Card[] = [];
  let i = 0;
  const each = (n: number) => {
    for (const p of players) for (let k = 0; k < n; k++) hands[p]?.push(deck[i++] as Card);
  };
  if (book.deal === 'talonFirst') {
    for (let k = 0; k < 6; k++) talon.push(deck[i++] as Card);
    for (let round = 0; round < 4; round++) each(4);
  } else {
    each(8);
    for (let k = 0; k < 6; k++) talon.push(deck[i++] as Card);
    each(8);
  }
  return { type: 'deal', hands, talon };
}

/** A deal in which `seat` gets sixteen suit cards and no tarock (to exercise IT-13). */
function tarocklessDeal(players: readonly Seat[], deck: readonly Card[], seat: Seat): Action {
  const plain = deck.filter((c) => !isTarockCard(c)).slice(0, 16);
  const rest = deck.filter((c) => !plain.includes(c));
  const hands: Card[][] = [[], [], []];
  hands[seat] = plain;
  const others = players.filter((p) => p !== seat);
  hands[others[0] as Seat] = rest.slice(0, 16);
  hands[others[1] as Seat] = rest.slice(16, 32);
  return { type: 'deal', hands, talon: rest.slice(32) };
}

// ---- The auction (L-02, B-01, M-02, IT-05) ----

interface Auction {
  bid: string | null;
  holder: Seat | null;
  level: number;
  takes: number;
  out: Seat[];
  /** 'open': nobody has bid; 'face': the speaker faces a bid; 'answer': his bid was taken over. */
  mode: 'open' | 'face' | 'answer';
  /** The speaker facing the bid is one of the duel (not the third player coming in). */
  duel: boolean;
  taker: Seat | null;
  toAct: Seat;
  end: { declarer: Seat; contract: string; level: number } | 'allPass' | null;
}

class AuctionOracle {
  constructor(
    private readonly book: Book,
    private readonly order: readonly Seat[],
    private readonly holdAfterRetake: boolean,
    private readonly thirdMayTake: boolean,
  ) {}

  start(): Auction {
    const first = this.order[0] as Seat;
    return {
      bid: null,
      holder: null,
      level: 0,
      takes: 0,
      out: [],
      mode: 'open',
      duel: true,
      taker: null,
      toAct: first,
      end: null,
    };
  }

  private next(after: Seat, skip: readonly Seat[]): Seat | null {
    const i = this.order.indexOf(after);
    for (let k = 1; k <= this.order.length; k++) {
      const s = this.order[(i + k) % this.order.length] as Seat;
      if (!skip.includes(s)) return s;
    }
    return null;
  }

  private higher(bid: string | null): string[] {
    return CONTRACTS.slice(bid === null ? 0 : CONTRACTS.indexOf(bid) + 1).map((c) => `bid ${c}`);
  }

  private takeable(a: Auction): boolean {
    if (a.bid === null) return false;
    if (!a.duel && !(this.book.kind === 'loew' && this.thirdMayTake)) return false;
    if (this.book.kind === 'loew') return a.bid !== 'solo' && a.takes < 2;
    return this.book.kind === 'beck' && a.bid === 'dreiblatt' && a.takes === 0;
  }

  legal(a: Auction): string[] {
    if (a.mode === 'open') return ['pass', ...this.higher(null)];
    if (this.book.kind === 'overcall') return ['pass', 'accept', ...this.higher(a.bid)];
    if (a.mode === 'answer')
      return this.book.kind === 'loew' && a.takes === 2 && !this.holdAfterRetake
        ? ['accept']
        : ['accept', 'hold'];
    return ['accept', ...(this.takeable(a) ? ['take'] : []), ...this.higher(a.bid)];
  }

  private won(a: Auction): Auction {
    return { ...a, end: { declarer: a.holder as Seat, contract: a.bid as string, level: a.level } };
  }

  /** The holder stays; the next player not out faces his bid, or the holder has won. */
  private face(a: Auction, after: Seat, duel: boolean): Auction {
    const next = this.next(after, [...a.out, a.holder as Seat]);
    return next === null ? this.won(a) : { ...a, mode: 'face', duel, taker: null, toAct: next };
  }

  apply(a: Auction, call: string): Auction {
    const seat = a.toAct;
    if (call.startsWith('bid ')) {
      const bid = call.slice(4);
      const x: Auction = { ...a, bid, holder: seat, level: 0, takes: 0 };
      if (bid === 'solo' && this.book.soloEnds) return this.won(x);
      return this.face(x, seat, true);
    }
    switch (call) {
      case 'pass':
      case 'accept': {
        const x: Auction = { ...a, out: [...a.out, seat] };
        if (x.holder === null) {
          const next = this.next(seat, x.out);
          return next === null ? { ...x, end: 'allPass' } : { ...x, toAct: next };
        }
        return this.face(x, seat, false);
      }
      case 'take':
        return {
          ...a,
          holder: seat,
          level: a.level + 1,
          takes: a.takes + 1,
          mode: 'answer',
          taker: seat,
          toAct: a.holder as Seat,
        };
      case 'hold': {
        const level = this.book.kind === 'beck' ? a.level + 1 : a.level;
        return { ...a, holder: seat, level, mode: 'face', duel: true, toAct: a.taker as Seat, taker: null };
      }
      default:
        throw new Error(`no call ${call}`);
    }
  }
}

// ---- Talon and discards (IT-07, IT-10 to IT-12, IT-17) ----

function groups(kind: 'halves' | 'pairs' | 'singles' | 'none'): number[][] {
  if (kind === 'halves')
    return [
      [0, 1, 2],
      [3, 4, 5],
    ];
  if (kind === 'pairs')
    return [
      [0, 1],
      [2, 3],
      [4, 5],
    ];
  if (kind === 'singles') return [0, 1, 2, 3, 4, 5].map((i) => [i]);
  return [];
}

/** The groups the declarer may take: with Without Trull (Kings) announced, those that break fewest. */
function choosable(
  kind: 'halves' | 'pairs' | 'singles' | 'none',
  talon: readonly Card[],
  shunned: readonly Card[][],
): number[] {
  const gs = groups(kind);
  const broken = gs.map(
    (g) => shunned.filter((cards) => g.some((i) => cards.includes(talon[i] as Card))).length,
  );
  const best = Math.min(...broken);
  return gs.flatMap((_, i) => (broken[i] === best ? [i] : []));
}

function discardableNow(hand: readonly Card[], left: number): Card[] {
  const forbidden = [...TRULL_, ...KINGS_];
  const allowed = hand.filter((c) => !forbidden.includes(c));
  const plain = allowed.filter((c) => !isTarockCard(c));
  return plain.length >= left ? plain : allowed;
}

// ---- Play (IT-08, IT-09, B-06) ----

function legalCards(hand: readonly Card[], led: Card | undefined, trischaken: boolean): Card[] {
  let want = [...hand];
  if (led !== undefined) {
    const follow = hand.filter((c) => suitLetter(c) === suitLetter(led));
    const tarocks = hand.filter(isTarockCard);
    want = follow.length > 0 ? follow : tarocks.length > 0 ? tarocks : want;
  }
  if (trischaken && hand.some((c) => isTarockCard(c) && c !== PAGAT_))
    want = want.filter((c) => c !== PAGAT_);
  return want;
}

/** `expect(got).toEqual(want)`, cheaply when they agree (the play loop checks every card). */
function same(got: unknown, want: unknown, what: string): void {
  if (JSON.stringify(got) !== JSON.stringify(want)) expect(got, what).toEqual(want);
}

const sorted = (xs: readonly number[]): number[] => [...xs].sort((a, b) => a - b);

const textOf = (a: Action): string => (a.type === 'bid' ? `bid ${a.bid}` : a.type);

/** The head of a settlement line about a bonus: its bonus (bird) id and seat. */
function lineHead(l: ExplanationLine): { key: string; bonus: string; seat: number; by?: number } | null {
  // A credited line wraps what it credits: {key: 'illustrated.credit', args: {what, to, amount}}.
  const outer = l.phrase;
  const what = outer?.args?.['what'];
  const p = what && typeof what === 'object' && 'key' in what ? what : outer;
  if (!p) return null;
  const head = p.args?.['head'];
  if (!head || typeof head !== 'object' || !('key' in head)) return null;
  const args = head.args ?? {};
  const b = (args['bonus'] ?? args['bird']) as { contract?: string } | undefined;
  const seat = args['seat'] as { seat?: number } | undefined;
  const by = p.args?.['by'] as { seat?: number } | undefined;
  if (!b?.contract || seat?.seat === undefined) return null;
  return {
    key: p.key,
    bonus: b.contract,
    seat: seat.seat,
    ...(by?.seat !== undefined ? { by: by.seat } : {}),
  };
}

// ---- One deal, checked at every step ----

const games = new Map<string, Game<IllustratedRules>>();
function gameFor(id: string, preset: Preset<IllustratedRules>, options: Options): Game<IllustratedRules> {
  const key = `${id}/${JSON.stringify(options)}`;
  let g = games.get(key);
  if (!g) {
    g = gameOf(preset, { ...options });
    games.set(key, g);
  }
  return g;
}

interface Tally {
  deals: number;
  thrownIn: number;
  passed: number;
  trischaken: number;
  played: Record<string, number>;
  birds: number;
  calls: { take: number; hold: number };
}

function playOne(id: string, options: Options, rng: Rng, tally: Tally, forceTarockless: boolean): void {
  const preset = [illustratedLoew1954, illustratedBeck, illustratedMayrSedlaczek2016].find(
    (p) => p.rules.id === id,
  );
  const book = BOOKS[id];
  if (!preset || !book) throw new Error(id);
  const game = gameFor(id, preset, options);
  const opt = (k: string, d: OptionValue): OptionValue => options[k] ?? d;
  const noTarockRedeal = opt('noTarockRedeal', book.noTarockRedeal) === true;
  const soloOwner = opt('soloTalonOwner', 'defenders');
  const trischakenOn = opt('allPass', 'redeal') === 'trischaken';
  const unchosenVisible = opt('unchosenTalonVisible', book.unchosenVisible) === true;
  const dealer = rng.int(3) as Seat;
  let s = game.newDeal({ dealer });
  // Forehand is the next seat in playing order after the dealer; the dealer plays last.
  expect(s.players).toEqual([(dealer + 1) % 3, (dealer + 2) % 3, dealer]);
  const players = s.players;

  // The deal, and the redeal of a hand without tarock.
  let forced = forceTarockless;
  for (;;) {
    const clone = createRng(0, rng.state());
    const deck = shuffled(clone, TAROCK54.cards);
    let deal: Action;
    if (forced) {
      deal = tarocklessDeal(players, deck, players[rng.int(3)] as Seat);
      forced = false;
    } else {
      deal = game.sampleDeal(s, rng);
      expect(deal).toEqual(expectedDeal(book, players, deck));
    }
    if (deal.type !== 'deal') throw new Error('not a deal');
    for (const p of players) expect(deal.hands[p]).toHaveLength(16);
    expect(deal.talon).toHaveLength(6);
    expect(new Set([...deal.talon, ...deal.hands.flat()]).size).toBe(54);
    const r = game.apply(s, deal);
    if (!r.ok) throw new Error(r.error);
    const without = players.filter((p) => !(deal.hands[p] ?? []).some(isTarockCard));
    if (noTarockRedeal && without.length > 0) {
      tally.thrownIn++;
      expect(r.value.phase).toBe('deal');
      expect(r.value.toAct).toBe('chance');
      expect(r.value.dealer).toBe(dealer);
      // The hand is shown to all, as dealt (Löw: "shows his hand").
      expect(r.value.thrownIn).toEqual(
        without.map((seat) => ({ seat, cards: deal.hands[seat], reason: 'noTarock' })),
      );
      for (const p of players) expect(game.view(r.value, p).thrownIn).toEqual(r.value.thrownIn);
      expect(r.value.redeals).toBe(s.redeals + 1);
      s = r.value;
      continue;
    }
    s = r.value;
    expect(s.hands).toEqual(deal.hands);
    expect(s.talon).toEqual(deal.talon);
    break;
  }

  // The auction.
  const order =
    opt('auctionDirection', 'ccw') === 'cw'
      ? [players[0] as Seat, players[2] as Seat, players[1] as Seat]
      : [...players];
  const oracle = new AuctionOracle(
    book,
    order,
    opt('holdAfterRetake', true) === true,
    opt('thirdPlayerMayTake', false) === true,
  );
  let a = oracle.start();
  expect(s.phase).toBe('auction');
  while (s.phase === 'auction') {
    same(s.toAct, a.toAct, 'the next speaker');
    const legal = game.legalActions(s);
    same(legal.map(textOf), oracle.legal(a), 'the legal calls');
    // Passes one time in three, so that all pass now and then; take and hold one time in two
    // where they are legal, so that the duels run deep.
    const pass = legal.find((x) => x.type === 'pass');
    const deep = legal.filter((x) => x.type === 'take' || x.type === 'hold');
    const action =
      pass && rng.int(3) === 0
        ? pass
        : deep.length > 0 && rng.int(2) === 0
          ? (deep[rng.int(deep.length)] as Action)
          : randomAction(game, s, rng);
    a = oracle.apply(a, textOf(action));
    if (action.type === 'take' || action.type === 'hold') tally.calls[action.type]++;
    const r = game.apply(s, action);
    if (!r.ok) throw new Error(r.error);
    s = r.value;
    if (a.end === null) same(s.phase, 'auction', 'the auction goes on');
  }
  tally.deals++;
  if (a.end === 'allPass') {
    if (!trischakenOn) {
      tally.passed++;
      expect(s.phase).toBe('finished');
      expect(s.settlement?.outcome).toBe('passed');
      expect(s.settlement?.deltas).toEqual([0, 0, 0]);
      return;
    }
    tally.trischaken++;
    expect(s.contract?.id).toBe('trischaken');
    expect(s.talonRest).toEqual({ cards: s.talon, owner: 'nobody' });
  } else {
    const end = a.end;
    if (end === null) throw new Error('the auction did not end');
    const values = book.values[end.contract] ?? [];
    expect(s.contract).toMatchObject({
      id: end.contract,
      declarer: end.declarer,
      takeLevel: end.level,
      gameValue: values[Math.min(end.level, values.length - 1)],
    });
  }
  const declarer = s.contract?.declarer ?? null;
  const contract = s.contract?.id ?? '';
  const exchange = book.exchange[contract] ?? 'none';

  // Announcements (driven at random), the talon and the discards.
  let exposedAt: number | null = null;
  while (s.phase !== 'play' && s.phase !== 'finished') {
    const legal = game.legalActions(s);
    if (s.phase === 'talon') {
      exposedAt = s.history.length;
      expect(exchange).not.toBe('none');
      expect(s.toAct).toBe(declarer);
      const shunned: Card[][] = [];
      for (const x of s.announcements) {
        if (x.seat !== declarer) continue;
        if (x.bonus === 'withoutTrull') shunned.push(TRULL_);
        if (x.bonus === 'withoutKings') shunned.push(KINGS_);
      }
      const want = choosable(exchange, s.talon, shunned);
      expect(legal.map((x) => (x.type === 'talon' ? x.group : -1))).toEqual(want);
    }
    if (s.phase === 'discard') {
      const hand = s.hands[declarer as Seat] ?? [];
      const left = (groups(exchange)[0]?.length ?? 0) - s.discards.length;
      expect(sorted(legal.map((x) => (x.type === 'discard' ? x.card : -1)))).toEqual(
        sorted(discardableNow(hand, left)),
      );
    }
    const action = randomAction(game, s, rng);
    const before = s;
    const r = game.apply(s, action);
    if (!r.ok) throw new Error(r.error);
    s = r.value;
    if (action.type === 'talon') {
      const taken = (groups(exchange)[action.group] ?? []).map((i) => before.talon[i] as Card);
      expect(sorted(s.hands[declarer as Seat] ?? [])).toEqual(
        sorted([...(before.hands[declarer as Seat] ?? []), ...taken]),
      );
      expect(s.talonRest).toEqual({
        cards: before.talon.filter((c) => !taken.includes(c)),
        owner: 'defenders',
      });
    }
  }
  if (s.phase === 'finished') throw new Error('a deal with a contract ended before play');
  if (contract !== 'trischaken') {
    expect(exposedAt === null).toBe(exchange === 'none');
    expect(s.discards).toHaveLength(groups(exchange)[0]?.length ?? 0);
    if (exchange === 'none') expect(s.talonRest).toEqual({ cards: s.talon, owner: soloOwner });
    for (const p of players) expect(s.hands[p]).toHaveLength(16);
    // IT-12: tarocks are laid face up; IT-10, M-10: the untaken talon hidden or open.
    for (const p of players) {
      if (p === declarer) continue;
      const v = game.view(s, p);
      expect(v.discards).toEqual(s.discards.map((c) => (isTarockCard(c) ? c : null)));
      expect(v.talonRest).toEqual(unchosenVisible && exchange !== 'none' ? s.talonRest?.cards : null);
    }
  }

  // The play.
  const trischaken = contract === 'trischaken';
  expect(s.toAct).toBe(players[0]);
  expect(s.leader).toBe(players[0]);
  const startHands = s.hands.map((h) => h.slice());
  // Half the deals keep the Pagat and the Uhu back while another card is legal, so that the birds
  // reach the last tricks often enough to be checked.
  const keepBirds = rng.int(2) === 0;
  while (s.phase === 'play') {
    const seat = s.toAct as Seat;
    const hand = s.hands[seat] ?? [];
    const legal = game.legalActions(s);
    same(
      sorted(legal.map((x) => (x.type === 'play' ? x.card : -1))),
      sorted(legalCards(hand, s.trick[0], trischaken)),
      'the legal cards',
    );
    const others = legal.filter((x) => x.type === 'play' && x.card !== PAGAT_ && x.card !== UHU_);
    const action =
      keepBirds && others.length > 0
        ? (others[rng.int(others.length)] as Action)
        : randomAction(game, s, rng);
    const before = s;
    const r = game.apply(s, action);
    if (!r.ok) throw new Error(r.error);
    s = r.value;
    if (s.tricks.length > before.tricks.length) {
      const t = s.tricks[s.tricks.length - 1];
      if (!t) throw new Error('no trick');
      let best = 0;
      t.cards.forEach((c, i) => {
        if (beats(c, t.cards[best] as Card)) best = i;
      });
      same(t.leader, before.leader, 'the leader');
      same(t.winner, players[(players.indexOf(t.leader) + best) % 3], 'the trick winner');
      if (s.phase === 'play') same([s.toAct, s.leader], [t.winner, t.winner], 'the winner leads');
    } else {
      same(s.toAct, players[(players.indexOf(seat) + 1) % 3], 'the next player');
    }
  }
  expect(s.tricks).toHaveLength(16);
  const st = s.settlement;
  if (!st) throw new Error('no settlement');
  const seatOf = (trick: number, c: Card): Seat | null => {
    const t = s.tricks[trick];
    const at = t?.cards.indexOf(c) ?? -1;
    return t && at >= 0 ? (players[(players.indexOf(t.leader) + at) % 3] as Seat) : null;
  };
  // Every card played once, from the hand that held it at the start of play.
  const misplayed = s.tricks.flatMap((t, k) =>
    t.cards.filter((c) => !(startHands[seatOf(k, c) as Seat] ?? []).includes(c)),
  );
  expect(misplayed).toEqual([]);

  if (trischaken) {
    checkTrischaken(s, st, options);
    return;
  }
  tally.played[contract] = (tally.played[contract] ?? 0) + 1;
  checkCount(s, st, soloOwner);
  checkBirds(s, st, game.rules, seatOf, tally);
}

function checkCount(s: State, st: Settlement, soloOwner: OptionValue): void {
  const d = s.contract?.declarer as Seat;
  const pile = [...s.discards, ...s.tricks.filter((t) => t.winner === d).flatMap((t) => t.cards)];
  if (s.talonRest?.owner === 'declarer') {
    expect(soloOwner).toBe('declarer');
    pile.push(...s.talonRest.cards);
  }
  const others = [
    ...s.tricks.filter((t) => t.winner !== d).flatMap((t) => t.cards),
    ...(s.talonRest?.owner === 'declarer' ? [] : (s.talonRest?.cards ?? [])),
  ];
  expect(pile.length + others.length).toBe(54);
  const mine = thirdsOf(pile);
  // IT-03: the two piles make up the pack's 70 exactly (106 nominal − 36).
  expect(mine + thirdsOf(others)).toBe(210);
  expect(st.cardPoints[0]).toMatchObject({ seats: [d], points: pointsOf(mine), thirds: mine });
  expect(st.cardPoints[1]).toMatchObject({ points: 70 - pointsOf(mine), thirds: 210 - mine });
  expect(st.outcome).toBe(pointsOf(mine) >= 36 ? 'won' : 'lost');
  expect(st.declarer).toBe(d);
}

function checkTrischaken(s: State, st: Settlement, options: Options): void {
  const piles = s.players.map((p) => s.tricks.filter((t) => t.winner === p).flatMap((t) => t.cards));
  const thirds = piles.map(thirdsOf);
  const talon = thirdsOf(s.talon);
  expect(thirds.reduce((x, y) => x + y, 0) + talon).toBe(210);
  expect(st.outcome).toBe('trischaken');
  expect(st.cardPoints.map((c) => c.thirds)).toEqual([...thirds, talon]);
  const most = Math.max(...thirds);
  const deltas = [0, 0, 0];
  if (!thirds.every((t) => t === most)) {
    s.players.forEach((p, i) => {
      const tricks = s.tricks.filter((t) => t.winner === p).length;
      const extra = tricks === 0 && (options['trischakenTrickless'] ?? 'extra') === 'extra' ? 5 : 0;
      deltas[p] = thirds[i] === most ? -10 : 5 + extra;
    });
  }
  expect(st.deltas).toEqual(deltas);
}

/** IT-16: the settlement's Pagat and Uhu lines agree with who played the bird to its trick and who won it. */
function checkBirds(
  s: State,
  st: Settlement,
  rules: IllustratedRules,
  seatOf: (trick: number, c: Card) => Seat | null,
  tally: Tally,
): void {
  for (const [bird, c, trick] of [
    ['pagat', PAGAT_, 15],
    ['uhu', UHU_, 14],
  ] as const) {
    const by = seatOf(trick, c);
    const winner = s.tricks[trick]?.winner;
    const heads = st.lines.map(lineHead).filter((h) => h !== null && h.bonus === bird);
    for (const h of heads) {
      if (!h) continue;
      const announced = s.announcements.some((x) => x.seat === h.seat && x.bonus === bird);
      if (h.key === 'illustrated.birdWon') {
        expect(announced).toBe(false);
        expect([h.seat, winner]).toEqual([by, by]);
      } else if (h.key === 'illustrated.birdCaptured') {
        expect(announced).toBe(false);
        expect(h.seat).toBe(by);
        expect(h.by).toBe(winner);
        expect(winner).not.toBe(by);
      } else if (h.key === 'illustrated.made') {
        expect(announced).toBe(true);
        expect([h.seat, winner]).toEqual([by, by]);
      } else if (h.key === 'illustrated.failed') {
        expect(announced).toBe(true);
        expect(by !== null && winner === by && h.seat === by).toBe(false);
      }
    }
    // A bird played to its trick by a seat whose silent bird counts (and who did not announce it):
    // a line when it wins; when captured, a line if the other side captured it.
    const row = rules.bonuses.find((b) => b.id === bird);
    const d = s.contract?.declarer;
    if (
      by !== null &&
      row &&
      row.silent !== null &&
      (row.silentFor === 'any' || by === d) &&
      !s.announcements.some((x) => x.seat === by && x.bonus === bird)
    ) {
      tally.birds++;
      const keys = heads.filter((h) => h?.seat === by).map((h) => h?.key);
      const otherSide = by === d || winner === d || rules.birdCapturedByOwnSide === 'opponentsScore';
      expect(keys).toEqual(
        winner === by ? ['illustrated.birdWon'] : otherSide ? ['illustrated.birdCaptured'] : [],
      );
    }
    // Every announced bird has exactly one made-or-failed line.
    for (const x of s.announcements) {
      if (x.bonus !== bird) continue;
      const mine = heads.filter(
        (h) => h && h.seat === x.seat && (h.key === 'illustrated.made' || h.key === 'illustrated.failed'),
      );
      expect(mine).toHaveLength(1);
      expect(mine[0]?.key).toBe(by === x.seat && winner === by ? 'illustrated.made' : 'illustrated.failed');
    }
  }
}

const CONFIGS: readonly (readonly [string, string, Options])[] = [
  ['illustrated-loew-1954', 'the defaults', {}],
  ['illustrated-loew-1954', 'the auction clockwise', { auctionDirection: 'cw' }],
  [
    'illustrated-loew-1954',
    'no hold after a retake, the third player may take',
    { holdAfterRetake: false, thirdPlayerMayTake: true },
  ],
  [
    'illustrated-loew-1954',
    'the Uhu, a Solo talon for the declarer, no redeal without tarock',
    { uhu: true, soloTalonOwner: 'declarer', noTarockRedeal: false },
  ],
  ['illustrated-beck', 'the defaults', {}],
  ['illustrated-beck', 'Trischaken when all pass', { allPass: 'trischaken' }],
  [
    'illustrated-beck',
    'Trischaken with a flat trickless win, the auction clockwise',
    { allPass: 'trischaken', trischakenTrickless: 'flat', auctionDirection: 'cw' },
  ],
  [
    'illustrated-beck',
    'a Solo talon for the declarer, a redeal without tarock',
    { soloTalonOwner: 'declarer', noTarockRedeal: true },
  ],
  ['illustrated-mayr-sedlaczek-2016', 'the defaults', {}],
  ['illustrated-mayr-sedlaczek-2016', 'the auction clockwise', { auctionDirection: 'cw' }],
  [
    'illustrated-mayr-sedlaczek-2016',
    "a defender's silent Pagat, a hidden untaken talon, a redeal without tarock",
    { defenderSilentPagat: true, unchosenTalonVisible: false, noTarockRedeal: true },
  ],
];

describe('Illustrated Tarock: an independent oracle of the play', () => {
  test.each(CONFIGS)(`%s, ${DEALS} random deals with %s`, (id, _what, options) => {
    const tally: Tally = {
      deals: 0,
      thrownIn: 0,
      passed: 0,
      trischaken: 0,
      played: {},
      birds: 0,
      calls: { take: 0, hold: 0 },
    };
    for (let k = 0; k < DEALS; k++) {
      const rng = createRng(`illustrated-oracle/${id}/${JSON.stringify(options)}/${k}`);
      playOne(id, options, rng, tally, k % 10 === 9);
    }
    if (LONG) host.console.log(id, JSON.stringify(options), JSON.stringify(tally));
    expect(tally.deals).toBe(DEALS);
  });
});
