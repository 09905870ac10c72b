import { expect, test } from 'vitest';
import { formatAmount } from './format';

test('amounts: points as numbers, cents as euros with the region decimal mark and half-cents kept', () => {
  expect(formatAmount(12, 'points', 'de', true)).toBe('+12');
  expect(formatAmount(-150, 'cents', 'de')).toBe('-1,50 €');
  expect(formatAmount(7.5, 'cents', 'en', true)).toBe('+0.075 €');
});
