/**
 * Sixth audit: rule statements of seed 000 that no other test proved in a played deal, each
 * scenario named after the statement and played card by card through the public API (`apply`,
 * `legalActions`, the settlement), with the expected values worked out by hand in the comments.
 * Three seats, seat 0 deals: seat 1 is forehand (he leads the first trick), seat 2 middlehand,
 * seat 0 rearhand. Deltas are [seat 0, seat 1, seat 2] in cents.
 */
import { describe, expect, test } from 'vitest';
import type { State } from '../core/state';
import {
  formatRecordJson,
  formatRecordText,
  parseRecordJson,
  parseRecordText,
  recordOf,
  replay,
  settlementDifference,
} from '../records/index';
import { parseCard } from '../cards/notation';
import { bavarianGame, conserved, dealt, legalText, played, run, settleFields } from './testing';

/**
 * A 36-card deal in which every trick is known in advance. Forehand (seat 1) holds all nine Herz
 * (A 11 + 10 10 + K 4 + O 3 + U 2 = 30 points) and S9 S8; the stock is S7 S6 EK (4 points).
 * Middlehand (seat 2) holds SA GA and the Gras and Schellen cards below; rearhand (seat 0) EA S10
 * and the Eichel and Schellen cards below. Neither defender holds a Herz.
 */
const HANDS36 = [
  'EA S10 E10 E9 EO EU E8 E7 E6 SO SU',
  'HA H10 HK HO HU H9 H8 H7 H6 S9 S8',
  'SA GA G10 GK GO GU G9 G8 G7 G6 SK',
];
const STOCK36 = 'S7 S6 EK';
/**
 * Haferltarock's auction to a Hand by forehand: "ich spiele", middlehand "ich spiele auch" (Hand),
 * forehand holds, middlehand and rearhand pass. Forehand then names trump at once.
 */
const HAND_BY_FOREHAND = ['bid spiele', 'bid hand', 'hold', 'pass', 'pass'];

/**
 * The play with Herz trump: forehand leads his nine trumps and wins each trick, the defenders being
 * void in Herz and in trumps (any card). Middlehand throws G10 GK GO GU G9 G8 G7 G6 SK
 * (10 + 4 + 3 + 2 + 4 = 23 points), rearhand E10 E9 EO EU E8 E7 E6 SO SU (10 + 3 + 2 + 3 + 2 = 20).
 * Trick 10: forehand leads S9; both must follow Schellen: middlehand SA, rearhand S10; SA wins.
 * Trick 11: middlehand leads GA; rearhand (no Gras, no trump) plays EA, forehand S8; GA wins.
 * Declarer: 30 (Herz) + 23 + 20 (the cards the defenders threw into his tricks) + 4 (the stock) = 77.
 * Defenders: SA 11 + S10 10 + GA 11 + EA 11 = 43. 77 + 43 = 120.
 */
const PLAY36: readonly string[] = (() => {
  const lead = ['HA', 'H10', 'HK', 'HO', 'HU', 'H9', 'H8', 'H7', 'H6'];
  const mid = ['G10', 'GK', 'GO', 'GU', 'G9', 'G8', 'G7', 'G6', 'SK'];
  const rear = ['E10', 'E9', 'EO', 'EU', 'E8', 'E7', 'E6', 'SO', 'SU'];
  const tricks = lead.flatMap((c, i) => [`play ${c}`, `play ${mid[i]}`, `play ${rear[i]}`]);
  return [...tricks, 'play S9', 'play SA', 'play S10', 'play GA', 'play EA', 'play S8'];
})();

function finish(s: State): NonNullable<State['settlement']> {
  expect(s.phase).toBe('finished');
  if (!s.settlement) throw new Error('no settlement');
  return s.settlement;
}

describe('seed 000, Haferltarock: "Wird die vom Alleinspieler angekündigte Punktzahl nicht erreicht, verliert er die Runde"', () => {
  // Auction: forehand "ich spiele", middlehand "ich spiele auch" (Hand), forehand holds ("ich
  // spiele weiter"), middlehand passes, rearhand passes: forehand plays a Hand at 61 and names Herz
  // at once (the stock lies aside unseen). With the self-raise he then raises his own target.
  const AUCTION = [...HAND_BY_FOREHAND, 'trump H'];
  const playRaised = (raises: number): NonNullable<State['settlement']> => {
    const g = bavarianGame('haferltarock', { selfRaise: true });
    const s = run(g, dealt(g, HANDS36, STOCK36, { pot: 150 }), AUCTION);
    expect(s.contract).toMatchObject({ id: 'hand', declarer: 1, trump: 2, target: 61 });
    expect(legalText(g, s)).toEqual(['raise', 'ready']);
    const raised = run(g, s, [...Array<string>(raises).fill('raise'), 'ready']);
    expect(raised.contract?.raised).toBe(5 * raises);
    return finish(run(g, raised, PLAY36));
  };

  test('raised to 86 and taking 77, the declarer loses: rate 86 − 77 = 9 ¢, doubled for a Hand, 18 ¢ to each', () => {
    // Five raises: 61 + 5 × 5 = 86. 77 < 86: lost. L = max(5, T − P) = max(5, 86 − 77) = 9;
    // Hand pays double the rate to each defender: 2 × 9 = 18; the declarer pays 2 × 18 = 36.
    const st = playRaised(5);
    expect(st.cardPoints.map((p) => p.points)).toEqual([77, 43]);
    expect(st.outcome).toBe('lost');
    expect(st.deltas).toEqual([18, -36, 18]);
    expect(st.potDelta).toBe(0);
  });

  test('raised to 76 the same play wins, the stock’s 4 points included: rate 77 − 60 = 17 ¢, 34 ¢ from each', () => {
    // Three raises: 61 + 15 = 76. Without the stock he would have 73 < 76; with it 77 ≥ 76: won.
    // W = max(5, P − 60) = 17 (the win is paid on the points over 60, not over the target);
    // doubled for a Hand: 34 from each defender, 68 in all. The pot is not involved.
    const st = playRaised(3);
    expect(st.outcome).toBe('won');
    expect(st.deltas).toEqual([-34, 68, -34]);
    expect(st.potDelta).toBe(0);
  });
});

describe('seed 000, Kontra: "Der Alleinspieler darf auf Kontra antworten mit der Ansage Re, bestätigt damit sein ursprüngliches Spielziel"', () => {
  test('a self-raised Hand to 81 with Kontra and Re: the declarer needs 81 again, loses with 77 at ×4, and the record replays to the same money', () => {
    // Hand at 61 raised four times to 81; middlehand says Kontra (the defenders would need 81 and
    // fail with 43), the declarer Re (he needs 81 again, BT-09). 77 < 81: lost.
    // L = max(5, 81 − 77) = 5; Hand ×2 = 10; Kontra and Re ×4 = 40 to each defender, 80 in all.
    const g = bavarianGame('haferltarock', { selfRaise: true, kontra: true });
    const s = run(g, dealt(g, HANDS36, STOCK36, { pot: 150 }), [
      ...HAND_BY_FOREHAND,
      'trump H',
      'raise',
      'raise',
      'raise',
      'raise',
      'ready',
      'contra',
      'contra',
      ...PLAY36,
    ]);
    const st = finish(s);
    expect(st.outcome).toBe('lost');
    expect(st.deltas).toEqual([40, -80, 40]);
    const record = recordOf(g, s);
    for (const read of [
      parseRecordJson(formatRecordJson(record)),
      parseRecordText(formatRecordText(record)),
    ]) {
      if (!read.ok) throw new Error(read.error);
      const out = replay(read.value);
      if (!out.ok) throw new Error(out.error.reason);
      const again = out.value.final.settlement;
      expect(again?.deltas).toEqual([40, -80, 40]);
      expect(record.result && again ? settlementDifference(record.result, again) : 'no result').toBeNull();
    }
  });
});

describe('seed 000, Huber: "Die beiden Verteidiger halten ihre Tricks in einem einzigen Stapel"; Herzsolo "vervierfacht"', () => {
  test('a Herzsolo won with 77: the defenders’ tricks are one pile of 43, and each pays 4 units', () => {
    // Forehand says "ich spiele", the others pass, he announces Herzsolo: Herz trump, no stock (it
    // counts for him unseen, BT-06). The same tricks as above: declarer 77, defenders 43 together.
    // Payment: Frage 1 unit, Solo 2, Herzsolo 4 (quadrupled); unit 10 ¢: 40 ¢ from each defender.
    const g = bavarianGame('bavarian-huber-1923');
    const s = run(g, dealt(g, HANDS36, STOCK36), ['bid spiele', 'pass', 'pass', 'declare herzsolo']);
    expect(s.contract).toMatchObject({ id: 'herzsolo', trump: 2 });
    expect(s.talonRest?.owner).toBe('declarer');
    const st = finish(run(g, s, PLAY36));
    expect(st.cardPoints.map((p) => [p.party, p.seats, p.points])).toEqual([
      ['declarer', [1], 77],
      ['defenders', [2, 0], 43],
    ]);
    expect(st.deltas).toEqual([-40, 80, -40]);
  });
});

describe('seed 000, Haferltarock pick-up: "die Ablagen zählen zu seiner Punktzahl. Der Alleinspieler wählt dann Trumpf"', () => {
  test('the declarer takes the stock, lays away S7 S6 EK, then names trump; the 4 laid-away points count: 77 → 17 ¢ from the pot', () => {
    // Forehand "ich spiele", the others pass: the pick-up. He takes S7 S6 EK and lays the same
    // three away (EK's 4 points count for him), and only then names trump: any of the four suits.
    // The play above: 30 + 43 + 4 = 77 (73 without the discards). Won: 61–65 → 5 ¢, each further
    // point 1 ¢ more: W = 77 − 60 = 17 ¢ from the pot; the defenders pay nothing.
    const g = bavarianGame('haferltarock');
    const s = run(g, dealt(g, HANDS36, STOCK36, { pot: 150 }), [
      'bid spiele',
      'pass',
      'pass',
      'talon',
      'discard S7',
      'discard S6',
      'discard EK',
    ]);
    expect(s.phase).toBe('trump');
    expect(legalText(g, s)).toEqual(['trump E', 'trump G', 'trump H', 'trump S']);
    const st = finish(run(g, s, ['trump H', ...PLAY36]));
    expect(st.cardPoints.map((p) => p.points)).toEqual([77, 43]);
    expect(st.deltas).toEqual([0, 17, 0]);
    expect(st.potDelta).toBe(-17);
  });
});

describe('seed 000: "Wenn 4 Spieler verfügbar sind, setzt der Dealer aus, so dass 3 Spieler und ein Dealer rotieren"', () => {
  test('four seats, seat 0 deals and sits out: seats 1, 2, 3 play the pick-up above, seat 0 neither pays nor collects', () => {
    // Seat 0 deals and gets no cards; forehand is seat 1 (the seat after the dealer), then 2, then
    // 3, who holds rearhand's cards. The same bids and tricks as above: 77 → 17 ¢ from the pot.
    const g = bavarianGame('haferltarock', { seats: 4 });
    const hands = ['', HANDS36[1] ?? '', HANDS36[2] ?? '', HANDS36[0] ?? ''];
    const s = dealt(g, hands, STOCK36, { dealer: 0, pot: 200 });
    expect(s.players).toEqual([1, 2, 3]);
    expect(s.hands[0]).toHaveLength(0);
    expect(s.toAct).toBe(1);
    const st = finish(
      run(g, s, [
        'bid spiele',
        'pass',
        'pass',
        'talon',
        'discard S7',
        'discard S6',
        'discard EK',
        'trump H',
        ...PLAY36,
      ]),
    );
    expect(st.cardPoints.map((p) => [p.seats, p.points])).toEqual([
      [[1], 77],
      [[2, 3], 43],
    ]);
    expect(st.deltas).toEqual([0, 17, 0, 0]);
    expect(st.potDelta).toBe(-17);
  });
});

describe('seed 000, without point bidding: "Herz-Frage (Stockspiel in Herz)"', () => {
  test('Herz trump without asking, the stock taken, three cards laid away; won with 77: 1 unit (10 ¢) from each', () => {
    // The Herz-Frage names its trump itself: after the bid the declarer goes straight to the stock.
    // 77 ≥ 61: won; value 1 × 10 ¢ from each defender (BT-NP-1 table 1 / 1 / 2 / 4 / 4).
    const g = bavarianGame('bavarian-no-point-bidding');
    const s = run(g, dealt(g, HANDS36, STOCK36), ['bid herzFrage', 'pass', 'pass']);
    expect(s.contract).toMatchObject({ id: 'herzFrage', trump: 2 });
    expect(legalText(g, s)).toEqual(['talon']);
    const st = finish(run(g, s, ['talon', 'discard S7', 'discard S6', 'discard EK', ...PLAY36]));
    expect(st.cardPoints.map((p) => p.points)).toEqual([77, 43]);
    expect(st.deltas).toEqual([-10, 20, -10]);
  });
});

describe('seed 000, Sirch: "Sirch sagt nicht, dass ein Herzsolo doppelt zahlt"', () => {
  test('a Herzsolo won with 77 is paid as a Solo: 17 over 60, rounded up to 20 ¢, from the pot', () => {
    // 1 ¢ per point over 60 in 5-cent steps rounded up: 77 − 60 = 17 → 20 ¢, not doubled.
    const g = bavarianGame('bavarian-sirch-2008');
    const s = run(g, dealt(g, HANDS36, STOCK36, { pot: 500 }), [
      'bid spiele',
      'pass',
      'pass',
      'declare herzsolo',
    ]);
    const st = finish(run(g, s, PLAY36));
    expect(st.deltas).toEqual([0, 20, 0]);
    expect(st.potDelta).toBe(-20);
  });
});

describe('seed 000, Sirch flat system: "Wenn er verliert, zahlt er jedem Verteidiger den gleichen Betrag. Wieder ist eine Frage die Hälfte dieser Zahlungen wert"', () => {
  test.each([
    // Lost with 40: the defenders have 80 (no Schneider, winner < 91): 50 ¢, halved = 25 ¢ to each.
    ['a Frage lost with 40 pays each defender half of 50 ¢: 25 ¢', 40, [25, -50, 25], 0],
    // Lost with 29: the defenders have 91, a Schneider win: 60 ¢, halved = 30 ¢ to each.
    ['a Frage lost with 29 (Schneider) pays each defender half of 60 ¢: 30 ¢', 29, [30, -60, 30], 0],
    // Won with 91: a Schneider win, 60 ¢ from the pot, halved = 30 ¢.
    ['a Frage won with 91 (Schneider) takes half of 60 ¢ from the pot: 30 ¢', 91, [0, 30, 0], -30],
  ])('%s', (_name, points, deltas, pot) => {
    const st = settleFields(
      'bavarian-sirch-2008',
      { sirchMode: 'flat' },
      { contract: 'frage', trump: 'H', pot: 500, ...played(points) },
    );
    expect(st.deltas).toEqual(deltas);
    expect(st.potDelta).toBe(pot);
  });
});

describe('seed 000, Huber: "Wenn beide Seiten 60 Punkte erzielen, ist das Spiel unentschieden und es werden keine Zahlungen vorgenommen"', () => {
  test.each([
    ['kasse', 'solo', 'E'],
    ['kasse', 'frage', 'H'],
    ['schreckensteiner', 'herzsolo', 'H'],
  ])('with pot=%s a %s at 60–60 neither takes nor doubles the pot', (pot, contract, trump) => {
    // A draw: no units change hands, and the Kasse (Schreckensteiner) is neither taken nor doubled.
    const st = settleFields('bavarian-huber-1923', { pot }, { contract, trump, pot: 150, ...played(60) });
    expect(st.outcome).toBe('draw');
    expect(st.deltas).toEqual([0, 0, 0]);
    expect(st.potDelta).toBe(0);
    expect(conserved(st)).toBe(0);
  });
});

/**
 * A 24-card deal (A 10 K O U 9): forehand holds the six Herz (30 points) and S9; the stock is
 * SA S10 SK (25 points). Middlehand holds the six Eichel and SO, rearhand the six Gras and SU.
 */
const HANDS24 = ['GA G10 GK GO GU G9 SU', 'HA H10 HK HO HU H9 S9', 'EA E10 EK EO EU E9 SO'];
const STOCK24 = 'SA S10 SK';

describe('seed 000, Scharfes Tarock: "Die Karten im Vorrat gehören wie gewohnt immer dem Alleinspieler"', () => {
  test('a Herzsolo: the unseen stock counts for the declarer; Schneider +10 ¢, no Schwarz', () => {
    // Forehand bids Herz, nobody else bids; he plays the Herzsolo (not the Frage).
    // Tricks 1–6: he leads his six trumps; the defenders (no Herz) throw EA E10 EK EO EU E9
    // (30) and GA G10 GK GO GU G9 (30). Trick 7: S9 led; SO and SU must follow; SO wins.
    // Declarer: 30 + 60 + the stock 25 = 115; defenders: SO 3 + SU 2 = 5 (one trick).
    // Herzsolo won: 20 ¢; the defenders ≤ 30: Schneider +10 ¢; they took a trick: no Schwarz.
    // 30 ¢ from each defender.
    const g = bavarianGame('scharfes-tarock');
    const s = run(g, dealt(g, HANDS24, STOCK24), ['bid herz', 'pass', 'pass', 'declare herzsolo']);
    const lead = ['HA', 'H10', 'HK', 'HO', 'HU', 'H9'];
    const mid = ['EA', 'E10', 'EK', 'EO', 'EU', 'E9'];
    const rear = ['GA', 'G10', 'GK', 'GO', 'GU', 'G9'];
    const tricks = lead.flatMap((c, i) => [`play ${c}`, `play ${mid[i]}`, `play ${rear[i]}`]);
    const st = finish(run(g, s, [...tricks, 'play S9', 'play SO', 'play SU']));
    expect(st.cardPoints.map((p) => p.points)).toEqual([115, 5]);
    expect(st.deltas).toEqual([-30, 60, -30]);
  });

  test('a Frage: the stock taken and three cards laid away; Schwarz; 10 + 10 + 10 ¢, the bonuses not halved', () => {
    // The sole Herz bidder chooses the Frage: he takes SA S10 SK and lays away S9 S10 SK (they
    // count for him), keeping SA. He leads six trumps, then SA: SO and SU must follow; SA wins.
    // He takes every trick: 120 points, Schwarz (and Schneider). Frage won 10 ¢ + Schneider 10 ¢
    // + Schwarz 10 ¢ = 30 ¢ from each defender.
    const g = bavarianGame('scharfes-tarock');
    const s = run(g, dealt(g, HANDS24, STOCK24), [
      'bid herz',
      'pass',
      'pass',
      'declare frage',
      'talon',
      'discard S9',
      'discard S10',
      'discard SK',
    ]);
    expect(s.contract).toMatchObject({ id: 'frage', trump: 2 });
    const lead = ['HA', 'H10', 'HK', 'HO', 'HU', 'H9'];
    const mid = ['EA', 'E10', 'EK', 'EO', 'EU', 'E9'];
    const rear = ['GA', 'G10', 'GK', 'GO', 'GU', 'G9'];
    const tricks = lead.flatMap((c, i) => [`play ${c}`, `play ${mid[i]}`, `play ${rear[i]}`]);
    const st = finish(run(g, s, [...tricks, 'play SA', 'play SO', 'play SU']));
    expect(st.cardPoints.map((p) => p.points)).toEqual([120, 0]);
    expect(st.deltas).toEqual([-30, 60, -30]);
  });
});

describe('seed 000, Kartenwerte: "Rang EIN 10 K Ö U 9 8 7 6 / Wert 11 10 4 3 2 –"; "insgesamt 36 Karten (je 4 Farben zu je 9 Karten)"', () => {
  // EIN is the Ace, Ö the Ober (BT-00); the Spatzen 9 to 6 count nothing. Scharfes Tarock keeps
  // the values on its short pack "von Ass bis Neun".
  const VALUES: Readonly<Record<string, number>> = {
    A: 11,
    '10': 10,
    K: 4,
    O: 3,
    U: 2,
    '9': 0,
    '8': 0,
    '7': 0,
    '6': 0,
  };
  test.each([
    ['bavarian-huber-1923', 36, ['A', '10', 'K', 'O', 'U', '9', '8', '7', '6']],
    ['scharfes-tarock', 24, ['A', '10', 'K', 'O', 'U', '9']],
  ] as const)('%s: %i cards, four suits, each card worth its rank’s value', (id, size, ranks) => {
    const { pack } = bavarianGame(id);
    expect(pack.size).toBe(size);
    expect(pack.suits.map((s) => s.ascii)).toEqual(['E', 'G', 'H', 'S']);
    for (const suit of ['E', 'G', 'H', 'S']) {
      const cards = ranks.map((r) => {
        const c = parseCard(pack, `${suit}${r}`);
        if (!c.ok) throw new Error(c.error);
        return c.value;
      });
      expect(cards.map((c) => pack.points[c])).toEqual(ranks.map((r) => VALUES[r]));
      expect(
        pack.cards.filter((c) => pack.suitOf[c] === pack.suits.findIndex((s) => s.ascii === suit)),
      ).toHaveLength(ranks.length);
    }
  });
});

describe('seed 000, Huber: "bis zu 3 Karten damit tauschen, wobei er die Ablagen zur Seite legt. Letztere gehören dem Alleinspieler. Herzen sind immer Trumpf"', () => {
  test('a Frage: Herz trump without asking, S7 S6 EK laid away and counted for him: 77 – 43, one unit from each', () => {
    // Forehand "ich spiele", the others pass, he announces the Frage: Herz is trump at once (no
    // trump step), he takes the stock and lays the same three cards away. The tricks of PLAY36
    // give him 73; the laid-away EK adds 4: 77. Won (≥ 61): Frage 1 unit × 10 ¢ from each.
    const g = bavarianGame('bavarian-huber-1923');
    const s = run(g, dealt(g, HANDS36, STOCK36), ['bid spiele', 'pass', 'pass', 'declare frage']);
    expect(s.contract).toMatchObject({ id: 'frage', trump: 2 });
    expect(legalText(g, s)).toEqual(['talon']);
    const st = finish(run(g, s, ['talon', 'discard S7', 'discard S6', 'discard EK', ...PLAY36]));
    expect(st.cardPoints.map((p) => [p.party, p.points])).toEqual([
      ['declarer', 77],
      ['defenders', 43],
    ]);
    expect(st.deltas).toEqual([-10, 20, -10]);
  });
});

describe('seed 000, Kontra: "kann er verdoppeln, indem er Kontra! sagt, bevor die erste Karte gespielt wird"', () => {
  test('once forehand has led, no defender may say Kontra any more', () => {
    // Haferltarock with Kontra on: forehand plays a Hand in Herz; both defenders let the window
    // pass, forehand leads HA. Middlehand may now only play a card; a Kontra is refused.
    const g = bavarianGame('haferltarock', { kontra: true });
    const s = run(g, dealt(g, HANDS36, STOCK36, { pot: 150 }), [...HAND_BY_FOREHAND, 'trump H']);
    expect(s.phase).toBe('announce');
    expect(legalText(g, s)).toContain('contra');
    const led = run(g, s, ['ready', 'ready', 'play HA']);
    expect(led.toAct).toBe(2);
    expect(legalText(g, led).every((a) => a.startsWith('play '))).toBe(true);
    expect(g.apply(led, { type: 'contra', target: 'game' }).ok).toBe(false);
  });
});

describe('seed 000: "alle neun Karten der gewählten Farbe sind Trumpf … Es gibt in dieser Variante keine permanenten Trumpfkarten, wie zum Beispiel bei Skat, Doppelkopf oder Schafkopf"', () => {
  test('Schellen trump: a player void in Herz must play a Schellen, not an Eichel Ober or Unter; SK beats SU', () => {
    // Forehand plays a Hand in Schellen and leads HA. Middlehand (no Herz) must trump: SK or SA.
    // Rearhand (no Herz) holds EO and EU, which would be trumps in Schafkopf; here only his
    // Schellen S10 SO SU may be played. SK (middlehand) beats SU: within the trump suit the
    // order stays A 10 K O U …
    const g = bavarianGame('haferltarock');
    const s = run(g, dealt(g, HANDS36, STOCK36, { pot: 150 }), [...HAND_BY_FOREHAND, 'trump S', 'play HA']);
    expect(legalText(g, s)).toEqual(['play SK', 'play SA']);
    const t = run(g, s, ['play SK']);
    expect(legalText(g, t)).toEqual(['play SU', 'play SO', 'play S10']);
    const u = run(g, t, ['play SU']);
    expect(u.tricks[0]?.winner).toBe(2);
  });
});

describe('seed 000, Scharfes Tarock: "Zusätzlich gibt es 10 Cent für den Gewinn von Schneider und 10 Cent für Schwarz (alle Tricks gewinnen)"', () => {
  test('the defenders take all seven tricks against a Solo: 20 + 10 + 10 ¢ to each defender', () => {
    // The declarer took no trick; the stock (three Nines) gave him nothing: 0 – 120. Lost Solo
    // 20 ¢; he is Schneider (≤ 30) +10 ¢; the defenders took every trick, Schwarz +10 ¢.
    const st = settleFields(
      'scharfes-tarock',
      {},
      {
        contract: 'solo',
        trump: 'E',
        points: { declarer: 0, defenders: 120 },
        tricks: { declarer: 0, defenders: 7 },
      },
    );
    expect(st.outcome).toBe('lost');
    expect(st.deltas).toEqual([40, -80, 40]);
  });
});
