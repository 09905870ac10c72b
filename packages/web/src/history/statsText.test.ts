import { type Game, loadGame } from '@tarock/engine';
import { describe, expect, test } from 'vitest';
import { type PlayerStats, type RuleSetStats, emptyPlayer } from './stats';
import { STATS_STRINGS } from './statsStrings';
import { meanText, percentText, statsTable } from './statsText';

const game = (name: string): Game => {
  const r = loadGame(name);
  if (!r.ok) throw new Error(r.error);
  return r.value;
};

const player = (name: string, figures: Partial<PlayerStats>): PlayerStats => ({
  ...emptyPlayer(name),
  ...figures,
});

// Anna's Haferltarock figures of stats.test.ts (a house rule's match first met).
const haferl: RuleSetStats = {
  preset: 'haferltarock',
  game: game('haferltarock(seats=4)'),
  unit: 'cents',
  players: [
    player('Anna', {
      matches: 2,
      deals: 7,
      total: -60,
      declared: 3,
      won: 1,
      lost: 1,
      drawn: 1,
      contracts: [
        { contract: 'hand', played: 2, won: 0 },
        { contract: 'pickup', played: 1, won: 1 },
      ],
      defended: 2,
      declarerLost: 1,
      thrownIn: 1,
      satOut: 1,
    }),
  ],
};

// Anna's and Bert's Beck figures of stats.test.ts.
const beck: RuleSetStats = {
  preset: 'illustrated-beck',
  game: game('illustrated-beck(allPass=trischaken)'),
  unit: 'points',
  players: [
    player('Anna', {
      matches: 1,
      finished: 1,
      deals: 4,
      total: 28,
      declared: 1,
      won: 1,
      contracts: [{ contract: 'dreiblatt', played: 1, won: 1 }],
      defended: 2,
      declarerLost: 1,
      trischaken: 1,
    }),
    player('Bert', {
      matches: 1,
      finished: 1,
      deals: 4,
      total: 6,
      declared: 1,
      lost: 1,
      contracts: [{ contract: 'solo', played: 1, won: 0 }],
      defended: 2,
      trischaken: 1,
    }),
  ],
};

/** The table as label → cells, for reading. */
const lines = (set: RuleSetStats, lang: 'de' | 'en'): string[] =>
  statsTable(set, lang).rows.map((r) => `${r.label}: ${r.cells.join(' | ')}`);

describe('the statistics in words', () => {
  test('the summary line, German and English, one and many', () => {
    expect(STATS_STRINGS.de.summary(12, 148)).toBe('Statistik: 12 Partien, 148 Spiele');
    expect(STATS_STRINGS.en.summary(12, 148)).toBe('Statistics: 12 matches, 148 deals');
    expect(STATS_STRINGS.de.summary(1, 1)).toBe('Statistik: 1 Partie, 1 Spiel');
    expect(STATS_STRINGS.en.summary(1, 1)).toBe('Statistics: 1 match, 1 deal');
  });

  test('rates as whole percents in the language, a dash for none', () => {
    expect(percentText(1, 3, 'de')).toBe('33\u00a0%');
    expect(percentText(1, 3, 'en')).toBe('33%');
    expect(percentText(2, 3, 'en')).toBe('67%');
    expect(percentText(0, 0, 'de')).toBe('–');
  });

  test('means rounded to a whole cent or a tenth of a point, as the amounts are written', () => {
    // −60 ct over 7 deals = −8.57 ct: −9 ct.
    expect(meanText(-60, 7, 'cents', 'de')).toBe('−0,09\u00a0€');
    expect(meanText(-60, 7, 'cents', 'en')).toBe('-0.09\u00a0€');
    // 6 points over 4 deals = 1.5; 28 over 4 = 7.
    expect(meanText(6, 4, 'points', 'de')).toBe('+1,5');
    expect(meanText(28, 4, 'points', 'en')).toBe('+7');
    // −1 over 30 = −0.03: 0, without a sign.
    expect(meanText(-1, 30, 'points', 'en')).toBe('0');
    expect(meanText(0, 0, 'cents', 'en')).toBe('–');
  });

  test('Haferltarock in German: the preset named, contracts in the rule set order', () => {
    const t = statsTable(haferl, 'de');
    expect(t.name).toBe('Haferltarock (Danyliuk)');
    expect(t.players).toEqual(['Anna']);
    expect(lines(haferl, 'de')).toEqual([
      'Partien gespielt (beendet): 2 (0)',
      'Spiele: 7',
      'Ergebnis je Spiel (Mittel): −0,09\u00a0€',
      'Ergebnis insgesamt: −0,60\u00a0€',
      'Spiele als Alleinspieler: 3',
      'gewonnen: 1 (33\u00a0%)',
      'unentschieden: 1',
      'Als Alleinspieler, je Spiel: gespielt / gewonnen: ',
      'Aufnahmespiel: 1 / 1',
      'Handspiel: 2 / 0',
      'Spiele als Gegenspieler: 2',
      'Alleinspieler verloren: 1 (50\u00a0%)',
      'Eingeworfen (alle gepasst): 1',
      'Ausgesetzt (Geber zu viert): 1',
    ]);
  });

  test('Haferltarock in English', () => {
    expect(statsTable(haferl, 'en').name).toBe('Haferltarock (Danyliuk)');
    expect(lines(haferl, 'en')).toEqual([
      'Matches played (finished): 2 (0)',
      'Deals played: 7',
      'Result per deal (mean): -0.09\u00a0€',
      'Result in all: -0.60\u00a0€',
      'Games as declarer: 3',
      'won: 1 (33%)',
      'drawn: 1',
      'As declarer, per game: played / won: ',
      'Aufnahmespiel (pick-up game): 1 / 1',
      'Handspiel (hand game): 2 / 0',
      'Games defended: 2',
      'the declarer lost: 1 (50%)',
      'Thrown in (all passed): 1',
      'Sat out (the dealer of four): 1',
    ]);
  });

  test('Beck with two players, German and English: Trischaken apart, no draw row, no sat-out row', () => {
    expect(statsTable(beck, 'de').name).toBe('Illustriertes Tarock (Beck)');
    expect(statsTable(beck, 'en').name).toBe('Illustrated Tarock (Beck)');
    expect(statsTable(beck, 'de').players).toEqual(['Anna', 'Bert']);
    expect(lines(beck, 'de')).toEqual([
      'Partien gespielt (beendet): 1 (1) | 1 (1)',
      'Spiele: 4 | 4',
      'Ergebnis je Spiel (Mittel): +7 | +1,5',
      'Ergebnis insgesamt: +28 | +6',
      'Spiele als Alleinspieler: 1 | 1',
      'gewonnen: 1 (100\u00a0%) | 0 (0\u00a0%)',
      'Als Alleinspieler, je Spiel: gespielt / gewonnen:  | ',
      'Dreiblatt: 1 / 1 | 0 / 0',
      'Solo: 0 / 0 | 1 / 0',
      'Spiele als Gegenspieler: 2 | 2',
      'Alleinspieler verloren: 1 (50\u00a0%) | 0 (0\u00a0%)',
      'Eingeworfen (alle gepasst): 0 | 0',
      'Trischaken (alle gepasst, jeder für sich): 1 | 1',
    ]);
    expect(lines(beck, 'en')).toEqual([
      'Matches played (finished): 1 (1) | 1 (1)',
      'Deals played: 4 | 4',
      'Result per deal (mean): +7 | +1.5',
      'Result in all: +28 | +6',
      'Games as declarer: 1 | 1',
      'won: 1 (100%) | 0 (0%)',
      'As declarer, per game: played / won:  | ',
      'Dreiblatt (three): 1 / 1 | 0 / 0',
      'Solo: 0 / 0 | 1 / 0',
      'Games defended: 2 | 2',
      'the declarer lost: 1 (50%) | 0 (0%)',
      'Thrown in (all passed): 0 | 0',
      'Trischaken (all passed, each for himself): 1 | 1',
    ]);
  });

  test('every word in both languages: the same keys, the notes one for one', () => {
    const { de, en } = STATS_STRINGS;
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
    expect(de.notes).toHaveLength(en.notes.length);
    expect(de.notes.every((n, i) => n !== en.notes[i])).toBe(true);
  });
});
