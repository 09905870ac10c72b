/**
 * The Bavarian rule cards against seed 000: Huber's contracts and their fixed payment (Frage, Solo
 * "verdoppelt", Herzsolo "vervierfacht"), the bids, 61 to win and 60–60, the card values
 * ("A 11, 10 10, K 4, O 3, U 2, Spatzen –"), Sirch's amounts, Haferltarock's payments and pot,
 * the five bids without point bidding (Bettel four times the base), the Berliner, Scharfes
 * Tarock's amounts and €10 banks — written out here from the seed text (and rules-notes where the
 * seed leaves a value open), not read from the engine's data; then the options (Kontra on/off and
 * its calls, four seats, tie60, the pot, Sirch's flat system) show on the card.
 */
import { describe, expect, test } from 'vitest';
import { bavarian1933, huber1923, sirch2008 } from './presets/huber';
import { berliner, haferltarock } from './presets/haferl';
import { noPointBidding } from './presets/nopoint';
import { scharfesTarock } from './presets/scharf';
import { ruleCardText } from '../presets/ruleCard';
import { cardOf, columnsOf, keysOf, statement, tableOf } from '../testing/ruleCard';

const HERZ = 'card.bv.trump.hearts';
const EXCHANGE = 'card.bv.stock.exchange';
const ASIDE = 'card.bv.stock.aside';

describe('the table: "3 Spieler, … jeweils 11 Spielkarten … Drei Karten … Stock"; "setzt der Dealer aus"', () => {
  test('three seats: 36 cards, 11 each, a stock of 3, clockwise', () => {
    expect(statement(cardOf(huber1923), 'card.players')).toEqual({
      seats: 3,
      cards: 36,
      hand: 11,
      talon: 3,
      pile: 'card.stock',
      direction: 'card.cw',
    });
  });

  test('seats=4: the dealer deals and sits out; the sitting-out dealer antes to the pot by default', () => {
    const card = cardOf(haferltarock, {}, 4);
    expect(keysOf(card, 'table')).toEqual(['card.playersFourSeats']);
    expect(keysOf(card, 'pot')).toContain('card.bv.dealerAntes');
    const noAnte = cardOf(haferltarock, { sittingOutDealerAntes: false }, 4);
    expect(keysOf(noAnte, 'pot')).toContain('card.bv.dealerNoAnte');
    expect(keysOf(cardOf(haferltarock), 'pot')).not.toContain('card.bv.dealerAntes');
  });

  test('Scharfes Tarock: "nur 24 Karten (von Ass bis Neun) … jeweils … sieben Karten"', () => {
    expect(statement(cardOf(scharfesTarock), 'card.players')).toMatchObject({ cards: 24, hand: 7, talon: 3 });
  });
});

describe('card values: "Rang A 10 K O U 9 8 7 6 / Wert 11 10 4 3 2 –"', () => {
  test('the 36-card pack', () => {
    const card = cardOf(huber1923);
    expect(tableOf(card, 'cardValues')).toEqual([
      [['card.rank.ace'], 11],
      [['card.rank.ten'], 10],
      [['card.rank.king'], 4],
      [['card.rank.ober'], 3],
      [['card.rank.unter'], 2],
      [['card.rank.spatzen'], 0],
    ]);
    expect(statement(card, 'card.countSum')).toEqual({ total: 120 });
  });
});

describe('Huber 1923: "Für das Grundspiel Frage gibt es eine feste Vergütung, die sich bei einem Solo verdoppelt und bei einem Heart Solo vervierfacht"', () => {
  const card = cardOf(huber1923);
  test('Frage (Herz, with the stock), Solo (another suit, without), Herzsolo; 1, 2, 4 units', () => {
    expect(columnsOf(card, 'contracts')).toEqual(['contract', 'stock', 'trump', 'units', 'amount']);
    expect(tableOf(card, 'contracts')).toEqual([
      ['frage', EXCHANGE, HERZ, 1, 10],
      ['solo', ASIDE, 'card.bv.trump.nonHearts', 2, 20],
      ['herzsolo', ASIDE, HERZ, 4, 40],
    ]);
  });

  test('"ich spiele" any contract, "besser" Solo or Herzsolo, "am besten" only Herzsolo', () => {
    const levels = card.sections
      .find((s) => s.id === 'contracts')
      ?.rows.filter((r) => r.key === 'card.bv.huberLevel')
      .map((r) => {
        const bid = r.args?.['bid'];
        const cs = r.args?.['contracts'];
        return [
          bid && typeof bid === 'object' && 'key' in bid ? bid.key : null,
          cs && typeof cs === 'object' && 'list' in cs
            ? cs.list.map((c) => (typeof c === 'object' && 'contract' in c ? c.contract : null))
            : null,
        ];
      });
    expect(levels).toEqual([
      ['card.bv.bid.spiele', ['frage', 'solo', 'herzsolo']],
      ['card.bv.bid.besser', ['solo', 'herzsolo']],
      ['card.bv.bid.amBesten', ['herzsolo']],
    ]);
  });

  test('"mindestens 61 Punkte"; "Wenn beide Seiten 60 Punkte erzielen, ist das Spiel unentschieden"', () => {
    expect(statement(card, 'card.bv.target')).toEqual({ points: 61 });
    expect(keysOf(card, 'winning')).toContain('card.bv.tie60.draw');
  });

  test('the Kasse "die der Alleinspieler im Erfolgsfall nimmt, bei einer Niederlage jedoch verdoppeln muss"; the Schreckensteiner "mit dem doppelten Ante"', () => {
    expect(keysOf(card, 'pot')).toEqual(['card.bv.noPot']);
    expect(statement(cardOf(huber1923, { pot: 'kasse', ante: 20 }), 'card.bv.kasse')).toEqual({
      ante: 20,
      serves: 'card.bv.serves.all',
    });
    expect(
      statement(cardOf(huber1923, { pot: 'schreckensteiner', ante: 20 }), 'card.bv.schreckensteiner'),
    ).toEqual({
      ante: 40,
      serves: 'card.bv.serves.hand',
    });
  });
});

describe('1933: "Frage … eine andere Trumpffarbe als Hearts ankündigen, bevor er die Aktie aufnimmt"; "Bonuszahlung für Schneider, dh wenn der Verlierer 31 Punkte nicht erreicht"', () => {
  const card = cardOf(bavarian1933);
  test('Frage with any trump named at once; Schneider at 30 or fewer for the loser, one unit more', () => {
    expect(tableOf(card, 'contracts')[0]?.slice(0, 3)).toEqual(['frage', EXCHANGE, 'card.bv.trump.any']);
    expect(keysOf(card, 'winning')).toContain('card.bv.schneider.loserAtMost30');
    expect(statement(card, 'card.bv.units.schneider')).toEqual({ units: 1, amount: 10 });
  });
});

describe('Sirch 2008', () => {
  const card = cardOf(sirch2008);
  test('"1ȼ für jeden über 60 erzielten Punkt … in 5ȼ-Schritten"; "Slam … das Doppelte, dh 1,20 €"; "Frage … halbiert"', () => {
    expect(keysOf(card, 'payment')).toEqual([
      'card.bv.sirch.won',
      'card.bv.sirch.slam',
      'card.bv.sirch.lost',
      'card.bv.sirch.oddFromPot',
      'card.bv.sirch.frageExact',
      'card.bv.sirch.noDouble',
    ]);
    expect(statement(card, 'card.bv.sirch.won')).toEqual({ step: 5 });
    expect(statement(card, 'card.bv.sirch.slam')).toEqual({ amount: 120 });
    expect(statement(card, 'card.bv.sirch.frageExact')).toEqual({ contracts: ['frage'] });
    // "Sirch sagt nicht, dass ein Herzsolo doppelt zahlt": no units column.
    expect(columnsOf(card, 'contracts')).toEqual(['contract', 'stock', 'trump']);
  });

  test('sirchMode=flat: "ein einfacher Sieg (61-90 Punkte) verdient 50ȼ, einen schneider Sieg … 60ȼ"', () => {
    expect(statement(cardOf(sirch2008, { sirchMode: 'flat' }), 'card.bv.sirch.flat')).toEqual({
      win: 50,
      schneider: 60,
      from: 'card.bv.sirch.fromPot',
    });
  });
});

describe('Haferltarock (Danyliuk)', () => {
  const card = cardOf(haferltarock);
  test('Aufnahmespiel (stock, trump after) and Handspiel (trump at once); "Ich spiele" / "Ich spiele auch"', () => {
    expect(tableOf(card, 'contracts')).toEqual([
      ['pickup', EXCHANGE, 'card.bv.trump.anyAfter'],
      ['hand', ASIDE, 'card.bv.trump.any'],
    ]);
    expect(statement(card, 'card.bv.haferl')).toMatchObject({ stock: ['pickup'], hand: ['hand'] });
  });

  test('"61-65 Punkte: 5 Cent aus dem Topf, jeder weitere Punkt: +1 Cent"; "56-60 Punkte: 5 Cent"; "Hand: … mit dem Doppelten"', () => {
    expect(statement(card, 'card.bv.haferl.rateWon')).toEqual({ band: 5, top: 65 });
    expect(statement(card, 'card.bv.haferl.rateLostTarget')).toEqual({ band: 5, short: 5 });
    expect(keysOf(card, 'payment')).toContain('card.bv.haferl.pickup');
    expect(keysOf(card, 'payment')).toContain('card.bv.haferl.handDouble');
  });

  test('"einen vereinbarten Betrag wie 50 Cent zum Haferl"; "Die Runde endet, wenn der Topf geleert ist"; 60–60 loses', () => {
    expect(statement(card, 'card.bv.potAmounts')).toEqual({ ante: 50 });
    expect(keysOf(card, 'match')).toContain('card.bv.round');
    expect(keysOf(card, 'winning')).toContain('card.bv.tie60.declarerLoses');
  });

  test('tie60=draw shows', () => {
    expect(keysOf(cardOf(haferltarock, { tie60: 'draw' }), 'winning')).toContain('card.bv.tie60.draw');
  });
});

describe('Kontra: "verdoppeln, indem er Kontra! sagt … Re … Supp, Resupp und Hirsch … kann jedoch zugelassen werden"', () => {
  test('off by default; kontra=true: Kontra and Re, up to ×4, moving the burden; the pot multiplied', () => {
    expect(keysOf(cardOf(haferltarock), 'contra')).toEqual(['card.bv.noKontra']);
    const on = cardOf(haferltarock, { kontra: true });
    expect(statement(on, 'card.bv.kontra')).toEqual({ first: 1, calls: [1, 2], factor: 4 });
    expect(keysOf(on, 'contra')).toEqual(['card.bv.kontra', 'card.bv.kontraShifts', 'card.bv.kontraPot']);
  });

  test('kontraMaxLevel=hirsch: Kontra, Re, Supp, Resupp, Hirsch, ×32; plain doubling; no pot in Huber', () => {
    const card = cardOf(huber1923, { kontra: true, kontraMaxLevel: 'hirsch', kontraShiftsBurden: false });
    expect(statement(card, 'card.bv.kontra')).toEqual({ first: 1, calls: [1, 2, 3, 4, 5], factor: 32 });
    expect(keysOf(card, 'contra')).toEqual(['card.bv.kontra', 'card.bv.kontraDoubles']);
    expect(ruleCardText(card).sections.find((s) => s.title === 'Contra')?.lines[0]).toContain(
      'Kontra, Re, Supp, Resupp, Hirsch',
    );
  });
});

describe('without point bidding: "fünf Gebote … Bettel, Heart Solo, Suit Solo, Herz-Frage, Suit Frage"', () => {
  const card = cardOf(noPointBidding);
  test('lowest first; Bettel "das Vierfache des Basisspieleinsatzes", no trump', () => {
    expect(tableOf(card, 'contracts').map((r) => [r[0], r[2], r[3]])).toEqual([
      ['farbFrage', 'card.bv.trump.nonHearts', 1],
      ['herzFrage', HERZ, 1],
      ['farbSolo', 'card.bv.trump.nonHearts', 2],
      ['herzSolo', HERZ, 4],
      ['bettel', 'card.bv.trump.none', 4],
    ]);
    expect(statement(card, 'card.bv.bettel')).toEqual({ contract: 'bettel' });
  });
});

describe('Berliner: "darf nur der Dealer ein Spiel mit der Aktie spielen"', () => {
  test('only the dealer bids the stock game; with four seats the privilege rule shows', () => {
    expect(statement(cardOf(berliner), 'card.bv.stockByDealer')).toEqual({
      stock: ['pickup'],
      hand: ['hand'],
    });
    expect(keysOf(cardOf(berliner, {}, 4), 'contracts')).toContain('card.bv.fourSeatLastActive');
    expect(keysOf(cardOf(berliner, { fourSeatStockPrivilege: 'nobody' }, 4), 'contracts')).toContain(
      'card.bv.fourSeatNobody',
    );
  });
});

describe('Scharfes Tarock: "Frage … 10 Cent …, wenn er gewinnt, kostet aber 20 Cent"; "Solo oder Herzsolo 20 Cent"; "10 Cent für … Schneider und 10 Cent für Schwarz"; "mit jeweils 10 Euro"', () => {
  const card = cardOf(scharfesTarock);
  test('the amounts and the banks', () => {
    expect(statement(card, 'card.bv.scharf.frage')).toEqual({ contract: 'frage', win: 10, loss: 20 });
    expect(statement(card, 'card.bv.scharf.solo')).toEqual({ contracts: ['solo', 'herzsolo'], amount: 20 });
    expect(statement(card, 'card.bv.scharf.schneider')).toEqual({ amount: 10 });
    expect(statement(card, 'card.bv.scharf.schwarz')).toEqual({ amount: 10 });
    expect(statement(card, 'card.bv.bank')).toEqual({ bank: 1000 });
    expect(keysOf(card, 'winning')).toContain('card.bv.tie60.declarerLoses');
  });
});

describe('the English text', () => {
  test('every phrase of every card has its template and every placeholder its argument', () => {
    const cards = [
      cardOf(huber1923, { pot: 'kasseAndSchreckensteiner', kontra: true }),
      cardOf(sirch2008, { sirchMode: 'flat', frageHalf: 'roundUp5', oddStepFromPot: false }),
      cardOf(bavarian1933, { paymentSplit: 'total' }),
      cardOf(
        haferltarock,
        { kontra: true, selfRaise: true, mayElectHand: true, handPayment: 'netDouble' },
        4,
      ),
      cardOf(berliner, { bidGameRates: 'plain', potShortfall: 'carriedOver' }, 4),
      cardOf(noPointBidding, { holding: false, allPass: 'sameDealer' }),
      cardOf(scharfesTarock, { paymentUnit: 'sideTotal', bonusesHalvedInFrage: true }),
    ];
    for (const card of cards) expect(JSON.stringify(ruleCardText(card))).not.toMatch(/\{[\w.]+\}/);
  });
});

describe('Kontra in a Bettel: "won if the declarer took no trick (points do not count; Kontra only doubles)" (BT-NP-3)', () => {
  test('where the calls move the burden, the card says a Bettel is only doubled; no Bettel, no such line', () => {
    expect(statement(cardOf(noPointBidding, { kontra: true }), 'card.bv.kontraBettel')).toEqual({
      contracts: ['bettel'],
    });
    expect(statement(cardOf(noPointBidding), 'card.bv.kontraBettel')).toBeUndefined();
    expect(statement(cardOf(haferltarock, { kontra: true }), 'card.bv.kontraBettel')).toBeUndefined();
    expect(ruleCardText(cardOf(noPointBidding, { kontra: true })).sections[4]?.lines).toContain(
      'In a Bettel the calls only double: it has no target to move.',
    );
  });
});
