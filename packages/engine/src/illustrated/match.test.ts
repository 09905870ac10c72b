/** The series to 100 (rules-notes IT-21, M-09): end trigger, the 10-point bonus, dealer rotation, negative totals. */
import { describe, expect, test } from 'vitest';
import type { MatchState } from '../core/match';
import type { Settlement } from '../core/types';
import { illustratedBeck, illustratedLoew1954, illustratedMayrSedlaczek2016 } from '../presets/illustrated';
import { gameOf } from './testkit';

const deal = (deltas: number[], outcome: Settlement['outcome'] = 'won'): Settlement => ({
  unit: 'points',
  deltas,
  potDelta: 0,
  cardPoints: [],
  outcome,
  declarer: 0,
  contract: 'dreiblatt',
  lines: [],
});

function after(
  preset: typeof illustratedLoew1954,
  options: Record<string, string | number>,
  deals: Settlement[],
): MatchState {
  const rules = gameOf(preset, options).rules;
  let m = preset.match.start(rules, rules.id, 3, 0);
  for (const d of deals) m = preset.match.next(rules, m, d);
  return m;
}

describe('series to 100', () => {
  test('Löw: reaching 100 ends the series; +10 to everyone at or above 100; the highest wins', () => {
    const m = after(illustratedLoew1954, {}, [deal([60, 40, 0]), deal([40, 70, 0])]);
    expect(m.finished).toBe(true);
    expect(m.totals).toEqual([110, 120, 0]);
    expect(m.winners).toEqual([1]);
  });

  test('Löw: below 100 the series goes on', () => {
    const m = after(illustratedLoew1954, {}, [deal([99, 20, 0])]);
    expect(m.finished).toBe(false);
    expect(m.totals).toEqual([99, 20, 0]);
  });

  test('M&S: exactly 100 does not end the series; exceeding it does', () => {
    expect(after(illustratedMayrSedlaczek2016, {}, [deal([100, 0, 0])]).finished).toBe(false);
    const m = after(illustratedMayrSedlaczek2016, {}, [deal([100, 0, 0]), deal([1, 100, 0])]);
    expect(m.finished).toBe(true);
    expect(m.totals).toEqual([111, 110, 0]);
    expect(m.winners).toEqual([0]);
  });

  test('a tie for the highest total is a shared win', () => {
    expect(after(illustratedBeck, {}, [deal([100, 100, 20])]).winners).toEqual([0, 1]);
  });

  test('the next dealer is the forehand; a thrown-in deal passes the deal on', () => {
    expect(after(illustratedLoew1954, {}, [deal([3, 0, 0])]).dealer).toBe(1);
    expect(after(illustratedLoew1954, {}, [deal([0, 0, 0], 'passed')]).dealer).toBe(1);
  });

  test('option allPassDealer=same: the same dealer deals again after all passed', () => {
    expect(after(illustratedLoew1954, { allPassDealer: 'same' }, [deal([0, 0, 0], 'passed')]).dealer).toBe(0);
  });

  test('Trischaken may make totals negative', () => {
    const m = after(illustratedBeck, { allPass: 'trischaken' }, [deal([-10, 5, 10], 'trischaken')]);
    expect(m.totals).toEqual([-10, 5, 10]);
  });

  test('option stake: the end says what each player pays', () => {
    const m = after(illustratedLoew1954, { stake: 1 }, [deal([100, 40, 0])]);
    expect(m.log.at(-1)?.lines.at(-1)?.text).toBe(
      'Money at 1 ¢ a point, each paying every higher player the difference: seat 0 +180 ¢, seat 1 -30 ¢, seat 2 -150 ¢',
    );
  });
});
