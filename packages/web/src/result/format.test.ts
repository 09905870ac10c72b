import { expect, test } from 'vitest';
import { PRESETS, contractsOf } from '@tarock/engine';
import { STRINGS } from '../i18n/strings';
import {
  cardPointsText,
  contractLabel,
  contractTitle,
  formatAmount,
  losersOf,
  outcomeHeading,
  outcomeWord,
} from './format';

test('amounts: points as numbers, cents as euros with the region decimal mark and half-cents kept', () => {
  expect(formatAmount(12, 'points', 'de', true)).toBe('+12');
  expect(formatAmount(-150, 'cents', 'de')).toBe('−1,50\u00a0€');
  expect(formatAmount(7.5, 'cents', 'en', true)).toBe('+0.075\u00a0€');
  expect(formatAmount(1.3, 'points', 'de', true)).toBe('+1,3');
  expect(formatAmount(-2.5, 'points', 'en')).toBe('-2.5');
});

test('card points: each party by its players, a pile that counts for nobody by its name', () => {
  const names = ['Anna', 'Ben', 'Cleo'];
  const piles = { talon: 'talon' };
  expect(
    cardPointsText(
      [
        { party: 'declarer', seats: [0], points: 41 },
        { party: 'defenders', seats: [1, 2], points: 29 },
      ],
      names,
      piles,
    ),
  ).toBe('Anna 41 · Ben + Cleo 29');
  // Trischaken: one pile per player and the unused talon.
  expect(
    cardPointsText(
      [
        { party: 'seat0', seats: [0], points: 30 },
        { party: 'seat1', seats: [1], points: 20 },
        { party: 'seat2', seats: [2], points: 12 },
        { party: 'talon', seats: [], points: 8 },
      ],
      names,
      piles,
    ),
  ).toBe('Anna 30 · Ben 20 · Cleo 12 · talon 8');
});

test('an English settlement is headed by the rule set’s own contract name where its lines use it', () => {
  // The lines say "Cilli plays Aufnahmespiel"; the contract bar said "pick-up game": both words.
  expect(contractTitle('pickup', 'en', 'Aufnahmespiel')).toBe('Aufnahmespiel (pick-up game)');
  expect(contractTitle('dreiblatt', 'en', 'Dreiblatt')).toBe('Dreiblatt (three)');
  // Where the English word already is the name (or starts with it), once.
  expect(contractTitle('frage', 'en', 'Frage')).toBe('Frage (ask)');
  expect(contractTitle('solo', 'en', 'Solo')).toBe('Solo');
  expect(contractTitle('bettel', 'en', 'Bettel')).toBe('Bettel (misère)');
  // Without an own name, the interface's word with a capital.
  expect(contractTitle('pickup', 'en', undefined)).toBe('Pick-up game');
  // German: the game's word, or the rule set's own where its source names it otherwise (Löw's "3 Blatt").
  expect(contractTitle('pickup', 'de', 'Aufnahmespiel')).toBe('Aufnahmespiel');
  expect(contractTitle('dreiblatt', 'de', '3 Blatt')).toBe('3 Blatt');
});

test('every contract of every preset is named in English as its rule set names it, with a capital', () => {
  for (const preset of PRESETS)
    for (const c of contractsOf(preset.rules)) {
      const label = contractLabel(c.id, 'en', preset.rules);
      expect(label.startsWith(c.name), `${preset.rules.id}: ${c.id} is ${label}`).toBe(true);
      expect(label.charAt(0), label).not.toMatch(/\p{Ll}/u);
    }
  // The top bar's Huber contracts (it said "solo" and "hearts solo").
  const huber = PRESETS.find((p) => p.rules.id === 'bavarian-huber-1923')?.rules;
  expect(['frage', 'solo', 'herzsolo'].map((id) => contractLabel(id, 'en', huber))).toEqual([
    'Frage (ask)',
    'Solo',
    'Herzsolo (hearts solo)',
  ]);
  expect(contractLabel('solo', 'de', huber)).toBe('Solo');
  // A contract the rule set does not list (Trischaken, when all pass).
  expect(contractLabel('trischaken', 'en', huber)).toBe('Trischaken');
});

test('the settlement’s heading: contract and declarer where there are, never a separator before nothing', () => {
  const text = (segs: readonly { text: string }[]) => segs.map((s) => s.text).join('');
  expect(text(outcomeHeading('Aufnahmespiel', 'Cilli', 'Ergebnis', 'verloren'))).toBe(
    'Aufnahmespiel · Cilli · Ergebnis: verloren',
  );
  // A deal thrown in has neither contract nor declarer (it said "· Ergebnis: …").
  expect(text(outcomeHeading(null, null, 'Ergebnis', 'alle weiter: eingeworfen'))).toBe(
    'Ergebnis: alle weiter: eingeworfen',
  );
  // Trischaken: a contract without a declarer.
  expect(text(outcomeHeading('Trischaken', null, 'Result', 'Trischaken'))).toBe(
    'Trischaken · Result: Trischaken',
  );
  expect(
    outcomeHeading('solo', 'Anna', 'Result', 'won')
      .filter((s) => s.strong)
      .map((s) => s.strong),
  ).toEqual(['contract', 'outcome']);
});

test('a deal thrown in is said in the family’s word for passing (a Bavarian table said "alle weiter")', () => {
  expect(STRINGS.de.passed.bavarian).toBe('alle passen: eingeworfen');
  expect(outcomeWord(STRINGS.de, 'passed', 'bavarian')).toBe('alle passen: eingeworfen');
  expect(outcomeWord(STRINGS.de, 'passed', 'illustrated')).toBe('alle weiter: eingeworfen');
  expect(outcomeWord(STRINGS.en, 'passed', 'bavarian')).toBe('all passed: thrown in');
  expect(outcomeWord(STRINGS.de, 'lost', 'bavarian')).toBe('verloren');
});

test('a Trischaken’s result names who lost, not the contract again (it read “Trischaken · Result: Trischaken”)', () => {
  const names = ['Anna', 'Bert', 'Cilli'];
  expect(losersOf([-10, 5, 5], names)).toEqual(['Anna']);
  expect(outcomeWord(STRINGS.de, 'trischaken', 'illustrated', losersOf([-10, 5, 5], names))).toBe(
    'Anna verliert',
  );
  expect(outcomeWord(STRINGS.en, 'trischaken', 'illustrated', losersOf([-10, -10, 5], names))).toBe(
    'Anna and Bert lose',
  );
  expect(outcomeWord(STRINGS.de, 'trischaken', 'illustrated', ['Anna', 'Bert', 'Cilli'])).toBe(
    'Anna, Bert und Cilli verlieren',
  );
  // Nobody paid: the word alone.
  expect(outcomeWord(STRINGS.en, 'trischaken', 'illustrated', losersOf([0, 0, 0], names))).toBe('Trischaken');
});
