import type { CardAnalysis } from '@tarock/bots';
import { type Game, PRESETS, loadGame, tarock } from '@tarock/engine';
import { describe, expect, test } from 'vitest';
import { cardObject, cardSubject } from '../cards/names';
import { STRINGS } from '../i18n/strings';
import { markClass, marksAt, seatTallies, summaryText, verdictLine } from './analysisText';

function gameOf(family: string): Game {
  const p = PRESETS.find((x) => x.rules.family === family);
  const g = loadGame(p?.rules.id ?? '');
  if (!g.ok) throw new Error(g.error);
  return g.value;
}

const illustrated = gameOf('illustrated');
const pack = illustrated.pack;
const names = ['Anna', 'Bert', 'Cleo'];
const [c0, c1, c2] = [0, 1, 2] as const;
/** A card as the lines name it: the card played as the object, a best card as the subject. */
const n = (c: number, lang: 'de' | 'en') => cardObject(pack, c, lang);
const s = (c: number, lang: 'de' | 'en') => cardSubject(pack, c, lang);

/** A run judged at `maxNodes` a card, the declarer carrying the target. */
const run = (maxNodes: number) => ({ maxNodes, burden: 'declarer' as const });

const judged = (p: Partial<CardAnalysis>): CardAnalysis => ({
  turn: 10,
  trick: 9,
  seat: 1,
  card: c0,
  side: 'defender',
  aim: 'target',
  verdict: 'mistake',
  best: [c1],
  cost: 0,
  ...p,
});

describe('the verdict lines (the words of tarock replay --analyse)', () => {
  test('a mistake names the cards that would have kept the aim, in English and German', () => {
    const a = judged({});
    expect(verdictLine(STRINGS.en, 'en', pack, a, names, run(1000))).toBe(
      `Trick 9: Bert (defender) played ${n(c0, 'en')}: a mistake — ${s(c1, 'en')} would have held the declarer below his target`,
    );
    expect(verdictLine(STRINGS.de, 'de', pack, a, names, run(1000))).toBe(
      `Stich 9: Bert (Gegenspieler) spielte ${n(c0, 'de')}: ein Fehler — ${s(c1, 'de')} hätte den Spieler unter seinem Ziel gehalten`,
    );
  });

  test('the cards are named inside the sentence as the pack writes them, with their articles (it read "played Four of Hearts", then "played four of Hearts")', () => {
    const king = judged({ card: tarock(5), best: [c1, 7] });
    expect(verdictLine(STRINGS.en, 'en', pack, king, names, run(1000))).toBe(
      'Trick 9: Bert (defender) played tarock V: a mistake — the three of Hearts or the King of Hearts would each have held the declarer below his target',
    );
    expect(verdictLine(STRINGS.en, 'en', pack, judged({}), names, run(1000))).toMatch(
      /^Trick 9: Bert \(defender\) played the four of Hearts: a mistake — the three of Hearts would/,
    );
    expect(verdictLine(STRINGS.de, 'de', pack, king, names, run(1000))).toBe(
      'Stich 9: Bert (Gegenspieler) spielte Tarock V: ein Fehler — die Herz-Drei oder der Herz-König hätten jeweils den Spieler unter seinem Ziel gehalten',
    );
  });

  test('several best cards, each side and aim', () => {
    const two = { best: [c1, c2] };
    expect(
      verdictLine(STRINGS.en, 'en', pack, judged({ ...two, side: 'declarer', seat: 2 }), names, run(1)),
    ).toBe(
      `Trick 9: Cleo (declarer) played ${n(c0, 'en')}: a mistake — ${s(c1, 'en')} or ${s(c2, 'en')} would each have let the declarer reach his target`,
    );
    expect(
      verdictLine(STRINGS.en, 'en', pack, judged({ aim: 'no-trick', side: 'declarer' }), names, run(1)),
    ).toMatch(/would have kept the declarer free of tricks$/);
    expect(verdictLine(STRINGS.en, 'en', pack, judged({ aim: 'no-trick' }), names, run(1))).toMatch(
      /would have made the declarer take a trick$/,
    );
    expect(verdictLine(STRINGS.de, 'de', pack, judged({ ...two, aim: 'no-trick' }), names, run(1))).toMatch(
      / oder .* hätten jeweils den Spieler zu einem Stich gezwungen$/,
    );
    // Without a declarer: no role, and the card points the best card would have saved.
    const alone = judged({ aim: 'fewest-points', side: 'alone', cost: 4 });
    expect(verdictLine(STRINGS.en, 'en', pack, alone, names, run(1))).toBe(
      `Trick 9: Bert played ${n(c0, 'en')}: a mistake — ${s(c1, 'en')} would have taken 1⅓ card points fewer`,
    );
    expect(verdictLine(STRINGS.de, 'de', pack, alone, names, run(1))).toMatch(
      /hätte 1⅓ Augen weniger genommen$/,
    );
  });

  test('after a Kontra that shifts the burden the defenders have the target, as tarock replay --analyse says', () => {
    const shifted = { maxNodes: 1, burden: 'defenders' as const };
    expect(verdictLine(STRINGS.en, 'en', pack, judged({}), names, shifted)).toMatch(
      /would have let the defenders reach their target$/,
    );
    expect(
      verdictLine(STRINGS.en, 'en', pack, judged({ side: 'declarer', seat: 2 }), names, shifted),
    ).toMatch(/would have held the defenders below their target$/);
    expect(verdictLine(STRINGS.de, 'de', pack, judged({ best: [c1, c2] }), names, shifted)).toMatch(
      /hätten jeweils die Gegenspieler ihr Ziel erreichen lassen$/,
    );
    expect(verdictLine(STRINGS.de, 'de', pack, judged({ side: 'declarer' }), names, shifted)).toMatch(
      /hätte die Gegenspieler unter ihrem Ziel gehalten$/,
    );
  });

  test('a card that kept the game but gave game points away on the Pagat or the Uhu says what the best cards would have made of it, in English and German', () => {
    const pagat = judged({ side: 'declarer', bonusLoss: { bonuses: ['pagat'], points: 5 } });
    expect(verdictLine(STRINGS.en, 'en', pack, pagat, names, run(1000))).toBe(
      `Trick 9: Bert (declarer) played ${n(c0, 'en')}: a mistake — ${s(c1, 'en')} would have done as well on the game and made 5 game points more on the Pagat`,
    );
    expect(verdictLine(STRINGS.de, 'de', pack, pagat, names, run(1000))).toBe(
      `Stich 9: Bert (Spieler) spielte ${n(c0, 'de')}: ein Fehler — ${s(c1, 'de')} hätte im Spiel ebenso viel erreicht und beim Pagat 5 Spielpunkte mehr gebracht`,
    );
    const both = judged({ best: [c1, c2], bonusLoss: { bonuses: ['pagat', 'uhu'], points: 1 } });
    expect(verdictLine(STRINGS.en, 'en', pack, both, names, run(1))).toMatch(
      / or .* would each have done as well on the game and made 1 game point more on the Pagat and the Uhu$/,
    );
    expect(verdictLine(STRINGS.de, 'de', pack, both, names, run(1))).toMatch(
      / oder .* hätten jeweils im Spiel ebenso viel erreicht und beim Pagat und beim Uhu 1 Spielpunkt mehr gebracht$/,
    );
  });

  test('an unjudged card says the budget ran out; a best card says so', () => {
    const open = judged({ verdict: 'unjudged', best: [] });
    expect(verdictLine(STRINGS.en, 'en', pack, open, names, run(200_000))).toBe(
      `Trick 9: Bert (defender) played ${n(c0, 'en')}: not judged (the search needs more than 200,000 nodes a card)`,
    );
    expect(verdictLine(STRINGS.de, 'de', pack, open, names, run(200_000))).toMatch(
      /nicht beurteilt \(die Suche braucht mehr als 200\.000 Knoten je Karte\)$/,
    );
    expect(verdictLine(STRINGS.en, 'en', pack, judged({ verdict: 'best' }), names, run(1))).toMatch(
      /: one of the best cards$/,
    );
  });
});

describe('the summary and the marks', () => {
  const found = [
    judged({ turn: 3, seat: 0, verdict: 'best' }),
    judged({ turn: 5, seat: 1 }),
    judged({ turn: 6, seat: 1, verdict: 'unjudged', best: [] }),
    judged({ turn: 8, seat: 1, verdict: 'best' }),
  ];

  test('per seat: mistakes among the choices that mattered, unjudged ones apart', () => {
    const tallies = seatTallies(found, [0, 1, 2]);
    expect(tallies).toEqual([
      { seat: 0, wrong: 0, judged: 1, open: 0 },
      { seat: 1, wrong: 1, judged: 2, open: 1 },
      { seat: 2, wrong: 0, judged: 0, open: 0 },
    ]);
    expect(summaryText(STRINGS.en, tallies, names)).toBe(
      'Anna: 0 of 1, Bert: 1 of 2 (1 not judged), Cleo: 0 of 0',
    );
    expect(summaryText(STRINGS.de, tallies, names)).toBe(
      'Anna: 0 von 1, Bert: 1 von 2 (1 nicht beurteilt), Cleo: 0 von 0',
    );
  });

  test('at the step before the card, the mover’s card played and the cards that kept the aim are marked', () => {
    expect(marksAt(found, 4)).toBeNull();
    const m = marksAt(found, 5);
    expect(markClass(m, 1, c0)).toBe('analysis-mistake');
    expect(markClass(m, 1, c1)).toBe('analysis-best');
    expect(markClass(m, 1, c2)).toBe('');
    expect(markClass(m, 0, c0)).toBe('');
    const best = marksAt([judged({ verdict: 'best', best: [c0, c1] })], 10);
    expect(markClass(best, 1, c0)).toBe('analysis-played analysis-best');
    expect(markClass(marksAt(found, 6), 1, c0)).toBe('analysis-played');
  });
});
