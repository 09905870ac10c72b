/**
 * The Bavarian rule cards' statements about bidding and Bettel, tied to the engine: each test reads
 * what a card states (its keys and arguments) and drives the engine's `legalActions` and `apply` to
 * see the same. Three seats, seat 0 deals: seat 1 is forehand, seat 2 middlehand, seat 0 rearhand.
 */
import { describe, expect, test } from 'vitest';
import type { Game } from '../core/game';
import type { OptionValue } from '../core/ruleset';
import type { State } from '../core/state';
import { bavarianPresets } from '../presets/bavarian';
import { askedAfterDropping } from '../testing/auctionWalk';
import { type Plain, cardOf, plain, statement } from '../testing/ruleCard';
import { dealt, legalText, run, startDeal } from './testing';

type Options = Readonly<Record<string, OptionValue>>;

function presetOf(id: string) {
  const p = bavarianPresets.find((x) => x.rules.id === id);
  if (!p) throw new Error(`no preset ${id}`);
  return p;
}

/** Every statement with this key on the card, its arguments as plain values. */
function all(id: string, options: Options, key: string): Record<string, Plain>[] {
  const out: Record<string, Plain>[] = [];
  for (const s of cardOf(presetOf(id), options).sections)
    for (const r of s.rows)
      if (r.key === key)
        out.push(Object.fromEntries(Object.entries(r.args ?? {}).map(([k, v]) => [k, plain(v)])));
  return out;
}
function must(id: string, options: Options, key: string): Record<string, Plain> {
  const s = statement(cardOf(presetOf(id), options), key);
  if (!s) throw new Error(`${id}: no "${key}"`);
  return s;
}

const has = (id: string, options: Options, key: string) =>
  statement(cardOf(presetOf(id), options), key) !== undefined;

/** The contracts the auction left its winner: the one he plays, or those he may declare. */
function left(g: Game, s: State): string[] {
  const declare = legalText(g, s).filter((a) => a.startsWith('declare '));
  if (declare.length > 0) return declare.map((a) => a.slice('declare '.length));
  return s.contract ? [s.contract.id] : [];
}

describe('a pass is final (card.bv.passFinal)', () => {
  test.each(bavarianPresets.map((x) => x.rules.id))(
    '%s: every auction of a deal walked, a player who has passed is never asked again',
    (id) => {
      expect(has(id, {}, 'card.bv.passFinal')).toBe(true);
      const { g, s } = startDeal(id);
      const { again, walked } = askedAfterDropping(g, s, (a) => a.type === 'pass');
      expect(walked).toBeGreaterThan(10);
      expect(again).toBe(0);
    },
  );
});

describe("Huber's bidding (card.bv.huber, card.bv.huberLevel)", () => {
  test('each level allows what the card says; a holder is bound to the raised level', () => {
    const levels = all('bavarian-huber-1923', {}, 'card.bv.huberLevel');
    expect(levels.map((l) => l['bid'])).toEqual([
      'card.bv.bid.spiele',
      'card.bv.bid.besser',
      'card.bv.bid.amBesten',
    ]);
    const { g, at } = startDeal('bavarian-huber-1923');
    // Forehand bids and holds every raise, so he stands at each level in turn.
    expect(left(g, at(['bid spiele', 'pass', 'pass']))).toEqual(levels[0]?.['contracts']);
    expect(left(g, at(['bid spiele', 'bid besser', 'hold', 'pass']))).toEqual(levels[1]?.['contracts']);
    const top = at(['bid spiele', 'bid besser', 'hold', 'bid amBesten', 'hold']);
    expect(left(g, top)).toEqual(levels[2]?.['contracts']);
    expect(top.contract?.declarer).toBe(1);
  });

  test('one round: when each has spoken once (a holder answering in between) the bidding is over', () => {
    expect(has('bavarian-huber-1923', {}, 'card.bv.huber')).toBe(true);
    const { at } = startDeal('bavarian-huber-1923');
    expect(at(['bid spiele', 'bid besser', 'pass', 'pass']).phase).not.toBe('auction');
  });
});

describe("Haferltarock's bidding (card.bv.haferl, card.bv.stockByDealer)", () => {
  test.each([[{}], [{ maxTarget: 81 }]])("%o: bids in fives, always Hand, up to the card's maximum", (o) => {
    const max = must('haferltarock', o, 'card.bv.haferl')['max'] as number;
    const { g, at } = startDeal('haferltarock', o);
    // Forehand opens, middlehand outbids, forehand holds each time.
    let s = at(['bid spiele', 'bid hand', 'hold']);
    const bids: string[] = [];
    for (;;) {
      const bid = legalText(g, s).find((a) => a.startsWith('bid '));
      if (!bid) break;
      bids.push(bid);
      s = run(g, s, [bid, 'hold']);
    }
    expect(bids[0]).toBe('bid hand66');
    expect(bids.at(-1)).toBe(`bid hand${max}`);
    expect(bids.length).toBe((max - 66) / 5 + 1);
    // The third player enters only when one of the two passes.
    const third = at(['bid spiele', 'bid hand', 'pass']);
    expect(third.toAct).toBe(0);
    expect(legalText(g, third)).toEqual(['pass', 'bid hand66']);
  });

  test('Berliner: only the dealer may bid the stock game', () => {
    const stock = must('bavarian-berliner', {}, 'card.bv.stockByDealer')['stock'];
    expect(stock).toEqual(['pickup']);
    const { g, s, at } = startDeal('bavarian-berliner');
    expect(legalText(g, s)).toEqual(['pass', 'bid hand']);
    expect(legalText(g, at(['pass', 'pass']))).toEqual(['pass', 'bid spiele']);
  });
});

describe('Tarock without point bidding (card.bv.nopoint)', () => {
  test.each([true, false])('holding=%s: the card says whether an earlier player may hold', (holding) => {
    const { g, at } = startDeal('bavarian-no-point-bidding', { holding });
    const s = at(['bid farbFrage', 'bid herzFrage', 'pass']);
    expect(s.toAct).toBe(1);
    expect(has('bavarian-no-point-bidding', { holding }, 'card.bv.nopointHolding')).toBe(
      legalText(g, s).includes('hold'),
    );
    expect(has('bavarian-no-point-bidding', { holding }, 'card.bv.nopointNoHolding')).toBe(
      !legalText(g, s).includes('hold'),
    );
    // A later player never holds: only higher contracts.
    expect(legalText(g, at(['bid farbSolo', 'pass']))).toEqual(['pass', 'bid herzSolo', 'bid bettel']);
  });
});

describe("Scharfes Tarock's bidding (card.bv.scharf)", () => {
  const card = () => must('scharfes-tarock', {}, 'card.bv.scharf');

  test('the first "spiele" wins and plays the card\'s contract', () => {
    const { g, at } = startDeal('scharfes-tarock');
    const s = at(['pass', 'bid spiele', 'bid spiele']);
    expect(left(g, s)).toEqual(card()['spiele']);
    expect(s.contract?.declarer).toBe(2);
  });

  test('a Herz bid beats "spiele"; the first Herz bidder plays the card\'s Herz contract', () => {
    const { g, at } = startDeal('scharfes-tarock');
    const s = at(['bid spiele', 'bid herz', 'bid herz']);
    expect(left(g, s)).toEqual(card()['herz']);
    expect(s.contract?.declarer).toBe(2);
  });

  test('only a Herz bidder nobody else bid against may choose; with a "spiele" beside him he may not', () => {
    const { g, at } = startDeal('scharfes-tarock');
    expect(left(g, at(['pass', 'bid herz', 'pass']))).toEqual(card()['sole']);
    expect(left(g, at(['bid spiele', 'bid herz', 'pass']))).toEqual(card()['herz']);
  });
});

describe('Bettel (card.bv.bettel): no trump, 10 below the Unter, follow suit, no trick', () => {
  const g0 = () => startDeal('bavarian-no-point-bidding').g;
  // Forehand (seat 1) holds every Herz but the Ace, the Eichel 10 and the Eichel and Gras Aces.
  const deal = (g: Game) =>
    dealt(
      g,
      [
        'GU G9 G8 G7 G6 SA S10 SK SO SU S9',
        'E10 H10 HK HO HU H9 H8 H7 H6 EA GA',
        'EU EK EO HA E9 E8 E7 E6 G10 GK GO',
      ],
      'S8 S7 S6',
    );

  test('the card states it for the Bettel, and the contract has no trump', () => {
    expect(all('bavarian-no-point-bidding', {}, 'card.bv.bettel').map((b) => b['contract'])).toEqual([
      'bettel',
    ]);
    const g = g0();
    expect(run(g, deal(g), ['bid bettel', 'pass', 'pass']).contract).toMatchObject({ trump: -1 });
  });

  test("players must follow suit; the Unter takes the 10; the declarer's first trick ends the deal, lost", () => {
    const g = g0();
    const led = run(g, deal(g), ['bid bettel', 'pass', 'pass', 'play E10']);
    expect(legalText(g, led).every((a) => a.startsWith('play E'))).toBe(true);
    const ducked = run(g, led, ['play EU', 'play G6']);
    expect(ducked.tricks[0]?.winner).toBe(2);
    expect(ducked.phase).toBe('play');
    // The declarer's Ace cannot be beaten: he takes the trick and loses at once.
    const own = run(g, deal(g), ['bid bettel', 'pass', 'pass', 'play GA', 'play GO', 'play G6']);
    expect(own.tricks[0]?.winner).toBe(1);
    expect(own.phase).toBe('finished');
    expect(own.settlement?.outcome).toBe('lost');
  });
});
