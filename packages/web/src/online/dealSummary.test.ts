import { type GameRecord, type Settlement, findPreset } from '@tarock/engine';
import { expect, test } from 'vitest';
import { dealSummary } from './dealSummary';

const rulesOf = (id: string) => {
  const preset = findPreset(id);
  if (!preset) throw new Error(`${id} is not registered`);
  return preset.rules;
};
const haferl = rulesOf('haferltarock');
const beck = rulesOf('illustrated-beck');

/** A record's settlement, what the summary reads (the rest of a record is cards and turns). */
const record = (over: Partial<Settlement>): Pick<GameRecord, 'result'> => ({
  result: {
    unit: 'cents',
    deltas: [0, 0, 0],
    potDelta: 0,
    cardPoints: [],
    outcome: 'won',
    declarer: 0,
    contract: 'hand',
    lines: [],
    ...over,
  },
});
const names = ['Anna', 'Bert', 'Cilli'];

test('a deal with a declarer: the contract, the declarer, the result and each seat’s amount, in either language', () => {
  // Bert's Handspiel lost: he pays each defender 40 ct.
  const lost = record({ declarer: 1, outcome: 'lost', deltas: [40, -80, 40] });
  expect(dealSummary(lost, names, haferl, 'de')).toBe(
    'Handspiel · Bert · Ergebnis: verloren · Anna +0,40\u00a0€, Bert −0,80\u00a0€, Cilli +0,40\u00a0€',
  );
  expect(dealSummary(lost, names, haferl, 'en')).toBe(
    'Handspiel (hand game) · Bert · Result: lost · Anna +0.40\u00a0€, Bert -0.80\u00a0€, Cilli +0.40\u00a0€',
  );
  // Illustrated: game points, Anna's Dreiblatt won for 3 points from each.
  const points = record({ unit: 'points', contract: 'dreiblatt', deltas: [6, -3, -3] });
  expect(dealSummary(points, names, beck, 'en')).toBe(
    'Dreiblatt (three) · Anna · Result: won · Anna +6, Bert -3, Cilli -3',
  );
});

test('a deal thrown in: no contract, no declarer, the family’s word for it', () => {
  const passed = record({ contract: null, declarer: null, outcome: 'passed', deltas: [-10, -10, -10] });
  expect(dealSummary(passed, names, haferl, 'de')).toBe(
    'Ergebnis: alle passen: eingeworfen · Anna −0,10\u00a0€, Bert −0,10\u00a0€, Cilli −0,10\u00a0€',
  );
});

test('four seats: the dealer who sat out has his zero; a record without a settlement has no summary', () => {
  const four = record({ declarer: 2, deltas: [-20, 0, 40, -20] });
  expect(dealSummary(four, [...names, 'Dori'], haferl, 'en')).toBe(
    'Handspiel (hand game) · Cilli · Result: won · Anna -0.20\u00a0€, Bert 0.00\u00a0€, Cilli +0.40\u00a0€, Dori -0.20\u00a0€',
  );
  expect(dealSummary({ result: null }, names, haferl, 'en')).toBeNull();
});
