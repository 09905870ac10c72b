import { expect, test } from 'vitest';
import { withNames } from './seatNames';

test('seat numbers in settlement lines become the players names', () => {
  const names = ['Anna', 'Bert', 'Cilli'];
  expect(withNames('failed → seats 2 and 0 each +40', names)).toBe('failed → Cilli and Anna each +40');
  expect(withNames('Points: seat 0 +116, seat 1 +0', names)).toBe('Points: Anna +116, Bert +0');
  expect(withNames('by seat 7', names)).toBe('by 7');
  expect(withNames('36 card points', names)).toBe('36 card points');
});
