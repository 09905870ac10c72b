import { describe, expect, it } from 'vitest';
import { makeGame } from '../core/game';
import { formatAction } from '../records/actionText';
import { miniPreset } from './miniPreset';
import { dealOf, stateAfter } from './scenario';

const game = (() => {
  const g = makeGame(miniPreset);
  if (!g.ok) throw new Error(g.error);
  return g.value;
})();

const deal = dealOf(
  game,
  [
    'H4 H3 H2 H1 HJ HC HQ HK D4 D3 D2 D1 DJ DC DQ DK',
    'S7 S8 S9 S10 SJ SC SQ SK C7 C8 C9 C10 CJ CC CQ CK',
    'T1 T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13 T14 T15 T16',
  ],
  'T17 T18 T19 T20 T21 Sk',
);

describe('scenarios in the notation', () => {
  it('reach the state the turns describe', () => {
    if (!deal.ok) throw new Error(deal.error);
    const s = stateAfter(game, [formatAction(game.pack, deal.value), 'S1 pass', 'S2 bid play', 'S2 talon 1']);
    expect(s.ok && s.value.hands[2]).toEqual(expect.arrayContaining([52, 53]));
    expect(s.ok && s.value.phase).toBe('discard');
  });

  it('name the turn that breaks a rule, with the reason', () => {
    if (!deal.ok) throw new Error(deal.error);
    const d = formatAction(game.pack, deal.value);
    expect(stateAfter(game, [d, 'S1 pass', 'S2 bid play', 'S2 talon 1', 'S2 discard T1'])).toEqual({
      ok: false,
      error: expect.stringContaining('turn 5 "S2 discard T1": '),
    });
    expect(stateAfter(game, [d, 'S2 pass'])).toEqual({
      ok: false,
      error: 'turn 2 "S2 pass": it is 1\'s turn',
    });
    expect(stateAfter(game, [d, 'S1 fly']).ok).toBe(false);
  });
});
