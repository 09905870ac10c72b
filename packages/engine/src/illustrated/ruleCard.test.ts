/**
 * The Illustrated rule cards against the sources: every number of seed 001's contract and bonus
 * tables (Löw, Beck, Mayr & Sedlaczek), the card values of seed 001/002 "Cards", 36 to win and 35
 * for over- and undershoot, the contra factors, the series and Beck's Trischaken, written out here
 * from the seed text (and rules-notes where the seed is silent), not read from the engine's data;
 * then the house-rule options that change what is paid show on the card.
 */
import { describe, expect, test } from 'vitest';
import { illustratedBeck, illustratedLoew1954, illustratedMayrSedlaczek2016 } from '../presets/illustrated';
import { ruleCardText } from '../presets/ruleCard';
import { cardOf, columnsOf, keysOf, statement, tableOf } from '../testing/ruleCard';

const loew = cardOf(illustratedLoew1954);
const beck = cardOf(illustratedBeck);
const ms = cardOf(illustratedMayrSedlaczek2016);
const ALL = [
  ['Löw', loew],
  ['Beck', beck],
  ['M&S', ms],
] as const;

/** The contract tables' talon column: seed 001 "タロン交換" (Löw's text: top or bottom three, a pair, one card, none). */
const TALON = ['card.il.talon.halves', 'card.il.talon.pairs', 'card.il.talon.singles', 'card.il.talon.none'];

describe('contracts: seed 001 contract tables, lowest bid first', () => {
  test('Löw: 3 Blatt, 2 Blatt, 1 Blatt 3 / taken 4 / retaken 5; Solo 8 (not taken); ×1 … ×4', () => {
    // "初期型の契約（レーヴ）": 基本 3, 1テイク目 4, 2回目のテイク 5 (the cells span the three Blatt rows); Solo 8 – –.
    expect(columnsOf(loew, 'contracts')).toEqual([
      'contract',
      'gameValue',
      'abloesung',
      'zweiteAbloesung',
      'multiplier',
      'talon',
    ]);
    expect(tableOf(loew, 'contracts')).toEqual([
      ['dreiblatt', 3, 4, 5, 'card.times', TALON[0]],
      ['zweiblatt', 3, 4, 5, 'card.times', TALON[1]],
      ['einblatt', 3, 4, 5, 'card.times', TALON[2]],
      ['solo', 8, null, null, 'card.times', TALON[3]],
    ]);
    expect(
      ruleCardText(loew)
        .sections[1]?.lines.slice(0, 4)
        .map((l) => l.match(/×\d/)?.[0]),
    ).toEqual(['×1', '×2', '×3', '×4']);
  });

  test('Beck: all worth 3; only Dreiblatt taken over by Unterer (4), held 5; ×1 … ×4', () => {
    // "複雑な変種の契約（ベック）": Dreiblatt 3 4 5 ×1; Zweiblatt 3 – – ×2; Einblatt ×3; Solo ×4.
    expect(columnsOf(beck, 'contracts')).toEqual([
      'contract',
      'gameValue',
      'unterer',
      'untererHeld',
      'multiplier',
      'talon',
    ]);
    expect(tableOf(beck, 'contracts').map((r) => r.slice(0, 4))).toEqual([
      ['dreiblatt', 3, 4, 5],
      ['zweiblatt', 3, null, null],
      ['einblatt', 3, null, null],
      ['solo', 3, null, null],
    ]);
    expect(statement(beck, 'card.il.auction.beck')).toEqual({ contract: 'dreiblatt', unterer: 4, held: 5 });
  });

  test('Mayr & Sedlaczek: 3, 5, 7, 10 by overcalls, no taking over', () => {
    // "簡素化された契約書": Dreiblatt 3 ×1, Zweiblatt 5 ×2, Einblatt 7 ×3, Solo 10 ×4; "テイクやホールドはなく".
    expect(columnsOf(ms, 'contracts')).toEqual(['contract', 'gameValue', 'multiplier', 'talon']);
    expect(tableOf(ms, 'contracts').map((r) => r.slice(0, 2))).toEqual([
      ['dreiblatt', 3],
      ['zweiblatt', 5],
      ['einblatt', 7],
      ['solo', 10],
    ]);
    expect(keysOf(ms, 'contracts')).toContain('card.il.auction.overcall');
  });

  test('the multipliers ×1, ×2, ×3, ×4 in every rule set (Löw’s and Beck’s tables, M&S’s)', () => {
    for (const card of [loew, beck, ms]) {
      const section = card.sections.find((s) => s.id === 'contracts');
      const factors = section?.table?.rows.map((r) => {
        const m = r.cells.at(-2);
        return m && typeof m === 'object' && 'key' in m ? m.args?.['factor'] : undefined;
      });
      expect(factors).toEqual([1, 2, 3, 4]);
    }
  });

  test('Löw and Beck: a Solo ends the auction at once; M&S: it does not', () => {
    expect(statement(loew, 'card.il.endsAuction')).toEqual({ contracts: ['solo'] });
    expect(statement(beck, 'card.il.endsAuction')).toEqual({ contracts: ['solo'] });
    expect(statement(ms, 'card.il.endsAuction')).toBeUndefined();
  });
});

describe('winning: "勝利するには36ポイントが必要", over- and undershoot from 35', () => {
  test.each(ALL)('%s: 36 to win, 35 the base', (_name, card) => {
    expect(statement(card, 'card.il.winAt')).toEqual({ points: 36 });
    expect(statement(card, 'card.il.score')).toEqual({ base: 35 });
  });

  test('Löw: no overshoot with 40/50 announced (L-05 R1); Beck and M&S always count it', () => {
    expect(keysOf(loew, 'winning')).toContain('card.il.overshoot.suppressedByPointAnnouncement');
    expect(keysOf(beck, 'winning')).toContain('card.il.overshoot.always');
    expect(keysOf(ms, 'winning')).toContain('card.il.overshoot.always');
  });

  test('Beck: a failed bonus goes to the defenders unmultiplied (the 34 / 14 / 10 example)', () => {
    expect(keysOf(beck, 'winning')).toContain('card.il.failedNotMultipliedDeclarer');
    expect(keysOf(loew, 'winning')).toContain('card.il.bonusesMultiplied');
  });
});

describe('card values: seed 001/002 "Cards"', () => {
  test.each(ALL)('%s: 5 Kings, I, XXI, Sküs; 4 Queens; 3 Cavaliers; 2 Jacks; 1 the rest', (_name, card) => {
    expect(tableOf(card, 'cardValues')).toEqual([
      [['card.rank.king', 'card.rank.pagat', 'card.rank.mond', 'card.rank.skus'], 5],
      [['card.rank.queen'], 4],
      [['card.rank.cavalier'], 3],
      [['card.rank.jack'], 2],
      [['card.rank.otherCards'], 1],
    ]);
    // "各3枚組の得点から2点が差し引かれます"
    expect(statement(card, 'card.countThrees')).toEqual({ deduct: 2, total: 70 });
  });
});

/** [id, before the pickup, after, silent, announced by, silent for] — seed 001's bonus tables. */
type Row = [string, number | null, number | null, number | null, string | null, string | null];
const D = 'card.il.declarer';
const A = 'card.il.anyPlayer';

describe('bonuses: seed 001 announcement tables', () => {
  test('Löw (Uhu by agreement, off by default)', () => {
    const rows: Row[] = [
      ['pagat', null, 10, 5, A, A],
      ['forty', 5, null, null, D, null],
      ['fifty', null, 15, null, D, null],
      // Silent only: announced by nobody.
      ['withoutTrull', null, null, 5, null, D],
      ['withoutKings', null, null, 5, null, D],
    ];
    expect(tableOf(loew, 'bonuses')).toEqual(rows);
    expect(tableOf(loew, 'honours')).toEqual([
      ['tarockTrull', 3],
      ['royalTrull', 3],
      ['twoHonours', 1],
    ]);
  });

  test('Beck (announced by the declarer; silent Pagat and Uhu by any player)', () => {
    const rows: Row[] = [
      ['pagat', 20, 10, 5, D, A],
      ['uhu', 20, 10, 5, D, A],
      ['forty', 10, 5, null, D, null],
      ['fifty', 40, 20, null, D, null],
      ['withoutTrull', 16, 8, 4, D, D],
      ['withoutKings', 15, 10, 5, D, D],
      ['valat', 48, 24, 12, D, D],
    ];
    expect(tableOf(beck, 'bonuses')).toEqual(rows);
    expect(tableOf(beck, 'honours')).toEqual([
      ['tarockTrull', 4],
      ['royalTrull', 5],
      ['twoHonours', 2],
    ]);
  });

  test('Mayr & Sedlaczek (no Uhu, no two honours)', () => {
    const rows: Row[] = [
      ['pagat', 20, 10, 5, D, D],
      ['forty', 10, 5, null, D, null],
      ['fifty', 40, 20, null, D, null],
      ['withoutTrull', 20, 10, null, D, null],
      ['withoutKings', 20, 10, null, D, null],
      ['valat', 80, 40, 20, D, D],
    ];
    expect(tableOf(ms, 'bonuses')).toEqual(rows);
    expect(tableOf(ms, 'honours')).toEqual([
      ['tarockTrull', 3],
      ['royalTrull', 3],
    ]);
    // "「With 40」「With 50」「Valat」は … この順番で"
    expect(statement(ms, 'card.il.order')).toEqual({ bonuses: ['forty', 'fifty', 'valat'] });
  });
});

describe('contra', () => {
  test('Löw: contra doubles ("2倍"); no recontra by default', () => {
    expect(statement(loew, 'card.il.contra')).toEqual({ pre: 2, post: 2 });
    expect(keysOf(loew, 'contra')).toContain('card.il.noRecontra');
  });

  test('Beck: ×4 before the pickup, ×2 ("ダブル") after it', () => {
    expect(statement(beck, 'card.il.contra')).toEqual({ pre: 4, post: 2 });
  });

  test('M&S: contra ×4, recontra ×16 before the pickup; ×2 and ×4 after (rules-notes M-05); the game contra’d before', () => {
    expect(statement(ms, 'card.il.contra')).toEqual({ pre: 4, post: 2 });
    expect(statement(ms, 'card.il.recontra')).toEqual({ pre: 16, post: 4 });
    expect(keysOf(ms, 'contra')).toContain('card.il.gameContra.pre');
  });
});

describe('when all pass, and the series', () => {
  test('Löw: redeal; a hand without tarock is shown and redealt', () => {
    expect(keysOf(loew, 'allPass')).toEqual(['card.il.redeal', 'card.il.noTarock']);
  });

  test('M&S: "全員がパスした場合、カードは再配られます。トリシャケン … は行われません"', () => {
    expect(keysOf(ms, 'allPass')).toEqual(['card.il.redeal']);
  });

  test('Löw and Beck: game 100, +10 to everyone at 100 or more; M&S: when someone exceeds 100', () => {
    expect(statement(loew, 'card.il.series.atLeast')).toEqual({ target: 100, bonus: 10 });
    expect(statement(beck, 'card.il.series.atLeast')).toEqual({ target: 100, bonus: 10 });
    expect(statement(ms, 'card.il.series.exceeds')).toEqual({ target: 100, bonus: 10 });
  });
});

describe('house-rule options show on the card', () => {
  test('Beck allPass=trischaken: "勝つと 5 ポイントが加算され、負けると 10 ポイントが差し引かれ、トリックなしで勝つと 5 ポイント"', () => {
    const card = cardOf(illustratedBeck, { allPass: 'trischaken' });
    expect(keysOf(card, 'allPass')).toEqual([
      'card.il.trischaken',
      'card.il.tricklessExtra',
      'card.il.pagatLastTrump',
    ]);
    expect(statement(card, 'card.il.trischaken')).toEqual({ win: 5, loss: -10 });
    expect(statement(card, 'card.il.tricklessExtra')).toEqual({ extra: 5 });
    const flat = cardOf(illustratedBeck, { allPass: 'trischaken', trischakenTrickless: 'flat' });
    expect(keysOf(flat, 'allPass')).toContain('card.il.tricklessFlat');
  });

  test('contra options: Löw recontra ×4; Beck without game contra, contra ×2 throughout; M&S uniform and fourfold factors', () => {
    expect(statement(cardOf(illustratedLoew1954, { recontra: true }), 'card.il.recontra')).toEqual({
      pre: 4,
      post: 4,
    });
    const beck22 = cardOf(illustratedBeck, { gameContra: false, contraFactor: '2/2' });
    expect(keysOf(beck22, 'contra')).toContain('card.il.noGameContra');
    expect(statement(beck22, 'card.il.contra')).toEqual({ pre: 2, post: 2 });
    const uniform = cardOf(illustratedMayrSedlaczek2016, { contraFactors: 'uniform' });
    expect(statement(uniform, 'card.il.recontra')).toEqual({ pre: 4, post: 4 });
    const fourfold = cardOf(illustratedMayrSedlaczek2016, { contraFactors: 'fourfold' });
    expect(statement(fourfold, 'card.il.contra')).toEqual({ pre: 4, post: 4 });
    expect(statement(fourfold, 'card.il.recontra')).toEqual({ pre: 16, post: 16 });
  });

  test('Löw uhu=true adds Löw’s Uhu row (– / 10 / 5, any player); M&S valat=false drops Valat', () => {
    const uhu = tableOf(cardOf(illustratedLoew1954, { uhu: true }), 'bonuses');
    expect(uhu[1]).toEqual(['uhu', null, 10, 5, A, A]);
    const noValat = tableOf(cardOf(illustratedMayrSedlaczek2016, { valat: false }), 'bonuses');
    expect(noValat.map((r) => r[0])).not.toContain('valat');
  });

  test('overshoot, the series’ end and a stake', () => {
    const card = cardOf(illustratedLoew1954, { overshootMode: 'soloFlat', gameEnd: 'exceeds', stake: 2 });
    expect(keysOf(card, 'winning')).toContain('card.il.overshoot.soloFlat');
    expect(statement(card, 'card.il.series.exceeds')).toEqual({ target: 100, bonus: 10 });
    expect(statement(card, 'card.il.stake')).toEqual({ stake: 2 });
  });
});

describe('the English text', () => {
  test('every phrase of every card has its template and every placeholder its argument', () => {
    for (const card of [loew, beck, ms, cardOf(illustratedBeck, { allPass: 'trischaken', recontra: true })]) {
      const text = JSON.stringify(ruleCardText(card));
      expect(text).not.toMatch(/\{[\w.]+\}/);
    }
  });

  test('Löw’s contract row reads as the seed’s table', () => {
    expect(ruleCardText(loew).sections[1]?.lines[0]).toBe(
      '3 Blatt: game value 3, taken (Ablösung) 4, retaken (zweite Ablösung) 5, multiplier ×1, talon top or bottom three',
    );
  });
});

describe('discards: seed 001/002 "discards must not include the Sküs, Mond, Pagat or any King", rules-notes IT-10, IT-12', () => {
  test('every preset: never Sküs, Mond, Pagat, Kings; a tarock only when forced, face up; the talon not taken to the defenders', () => {
    for (const [, card] of ALL) {
      expect(statement(card, 'card.il.discards')).toEqual({
        cards: ['card.rank.skus', 'card.rank.mond', 'card.rank.pagat', 'card.rank.king'],
      });
      expect(keysOf(card, 'contracts')).toContain('card.il.tarockOnlyIfForced');
      expect(keysOf(card, 'contracts')).toContain('card.il.talonCounts');
    }
    expect(ruleCardText(ms).sections[1]?.lines).toContain(
      'Never laid away: Sküs, Mond (XXI), Pagat (I), Kings.',
    );
  });

  test('the card reads the rule set’s discard rules, not its own: other data, another card', () => {
    const r = illustratedMayrSedlaczek2016.resolve({});
    const card = (talon: Partial<typeof r.talon>) =>
      illustratedMayrSedlaczek2016.ruleCard({ ...r, talon: { ...r.talon, ...talon } }, 3);
    const free = card({ forbiddenDiscards: [], tarockOnlyIfForced: false });
    expect(statement(free, 'card.il.discards')).toBeUndefined();
    expect(keysOf(free, 'contracts')).not.toContain('card.il.tarockOnlyIfForced');
    const kingsOnly = r.talon.forbiddenDiscards.slice(3);
    expect(statement(card({ forbiddenDiscards: kingsOnly }), 'card.il.discards')).toEqual({
      cards: ['card.rank.king'],
    });
    // One King alone has no words on the card: refused, not said as "Kings".
    expect(() => card({ forbiddenDiscards: kingsOnly.slice(0, 1) })).toThrow(/no words/);
  });
});

describe('failed bonuses without the multiplier (Beck, B-05): only the declarer’s', () => {
  test('Beck: the declarer’s failed bonus to the defenders unmultiplied (his defenders announce nothing)', () => {
    expect(keysOf(beck, 'winning')).toContain('card.il.failedNotMultipliedDeclarer');
    const line = ruleCardText(beck).sections[2]?.lines.find((l) => l.includes('fails')) ?? '';
    expect(line).toContain("a bonus of the declarer's that fails");
    expect(line).toContain('scores for the defenders without the multiplier');
    expect(line).not.toContain("a defender's announced bonus");
    expect(keysOf(ms, 'winning')).toContain('card.il.bonusesMultiplied');
  });

  test('Löw with failedBonusMultiplied=false: a defender’s announced bird that fails goes to the declarer multiplied', () => {
    const loewFlat = cardOf(illustratedLoew1954, { failedBonusMultiplied: false });
    expect(keysOf(loewFlat, 'winning')).toContain('card.il.failedNotMultiplied');
    const line = ruleCardText(loewFlat).sections[2]?.lines.find((l) => l.includes('fails')) ?? '';
    expect(line).toContain("a defender's announced bonus that fails scores for the declarer with it");
  });

  test('Löw: no line on a game contra covering Without bonuses, which Löw has silent only', () => {
    const covering = cardOf(illustratedLoew1954, { gameContraCoversWithoutBonuses: true });
    expect(keysOf(covering, 'contra')).not.toContain('card.il.gameCoversWithout');
    const ms2 = cardOf(illustratedMayrSedlaczek2016, { gameContraCoversWithoutBonuses: true });
    expect(keysOf(ms2, 'contra')).toContain('card.il.gameCoversWithout');
  });
});
