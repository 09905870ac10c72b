/**
 * Scharfes Tarock's amounts (seed 000; rules-notes "Scharfes Tarock"), settled from score-keepers'
 * summaries. Three seats, seat 0 deals, so seat 1 is forehand and declares unless a row says
 * otherwise; the defenders are seats 2 and 0, in that order. Deltas are [seat 0, seat 1, seat 2]
 * in cents.
 */
import { describe, expect, test } from 'vitest';
import { type Fields, settleFields } from '../testing';

describe('Scharfes Tarock: Frage +10 / −20, Solo 20, Schneider +10, Schwarz +10 (rules-notes "Scharfes Tarock")', () => {
  const seven = (declarer: number, tricks = 4): Fields => ({
    points: { declarer, defenders: 120 - declarer },
    tricks: { declarer: tricks, defenders: 7 - tricks },
  });
  test.each([
    ['Frage won: 10 ¢ from each', 'frage', 'H', seven(70), [-10, 20, -10]],
    ['Frage lost: 20 ¢ to each', 'frage', 'H', seven(55), [20, -40, 20]],
    ['Frage lost at 60 (60 loses)', 'frage', 'H', seven(60), [20, -40, 20]],
    ['Solo won: 20 ¢ from each', 'solo', 'E', seven(70), [-20, 40, -20]],
    ['Herzsolo lost: 20 ¢ to each', 'herzsolo', 'H', seven(50), [20, -40, 20]],
    ['Solo won Schneider (defenders 30): 20 + 10', 'solo', 'G', seven(90), [-30, 60, -30]],
    ['Solo won Schwarz (all tricks): 20 + 10 + 10', 'solo', 'G', seven(120, 7), [-40, 80, -40]],
    ['Frage won Schneider: 10 + 10, the bonus not halved', 'frage', 'H', seven(95), [-20, 40, -20]],
    ['Solo lost Schneider (declarer 30): 20 + 10 to each', 'solo', 'S', seven(30, 1), [30, -60, 30]],
    [
      'Solo lost Schwarz with 33 in the stock: Schneider counts too, 20 + 10 + 10 to each',
      'solo',
      'S',
      seven(33, 0),
      [40, -80, 40],
    ],
  ])('%s', (_name, contract, trump, result, deltas) => {
    const s = settleFields('scharfes-tarock', {}, { contract, trump, ...result });
    expect(s.deltas).toEqual(deltas);
    expect(s.potDelta).toBe(0);
  });

  test('sideTotal: the defenders share the amount', () => {
    const s = settleFields(
      'scharfes-tarock',
      { paymentUnit: 'sideTotal' },
      { contract: 'solo', trump: 'E', ...seven(70) },
    );
    expect(s.deltas).toEqual([-10, 20, -10]);
  });

  test('bonuses halved in a Frage by option', () => {
    const s = settleFields(
      'scharfes-tarock',
      { bonusesHalvedInFrage: true },
      { contract: 'frage', trump: 'H', ...seven(95) },
    );
    expect(s.deltas).toEqual([-15, 30, -15]);
  });
});
