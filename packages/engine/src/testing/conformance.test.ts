/** The conformance suite catches what it promises to catch: broken variants of Mini Tarock. */
import { describe, expect, it } from 'vitest';
import { makeGame } from '../core/game';
import type { Flow } from '../core/flow';
import type { Preset } from '../core/ruleset';
import { PAGAT } from '../cards/pack';
import { nextPlayer, patch, type State } from '../core/state';
import type { Seat } from '../core/types';
import type { View } from '../core/view';
import { type CheckName, runConformance } from './conformance';
import { type MiniRules, miniPreset } from './miniPreset';

function checksFailing(flow: Partial<Flow<MiniRules>>): CheckName[] {
  const broken: Preset<MiniRules> = { ...miniPreset, flow: { ...miniPreset.flow, ...flow } };
  const game = makeGame(broken);
  if (!game.ok) throw new Error(game.error);
  const report = runConformance(game.value, { games: 60, presets: [broken], maxFailures: 5 });
  return [...new Set(report.failures.map((f) => f.check))];
}

const base = miniPreset.flow;

describe('the conformance suite', () => {
  it('passes Mini Tarock as it is', () => {
    expect(checksFailing({})).toEqual([]);
  });

  it('catches a view that leaks the other hands (through the public auction state)', () => {
    const leak = (s: State): State =>
      // The auction registry is empty in the engine itself; this broken flow stores hands in it.
      patch(s, { auction: { hands: s.hands } as unknown as State['auction'] });
    expect(checksFailing({ afterDeal: (s, r) => leak(base.afterDeal(s, r)) })).toContain('views');
  });

  it.each([
    [
      'every hand in the deal turn of the history',
      (v: View, s: State): View => ({
        ...v,
        history: v.history.map((t, i) =>
          i === 0 ? { ...t, action: { type: 'deal', hands: s.hands, talon: s.talon } } : t,
        ),
      }),
    ],
    ['the closed talon', (v: View, s: State): View => ({ ...v, talon: s.talon })],
    ['the face-down discards', (v: View, s: State): View => ({ ...v, discards: s.discards })],
  ] as const)('catches a view that shows %s (fields the check itself reads cards from)', (_what, leak) => {
    const game = makeGame(miniPreset);
    if (!game.ok) throw new Error(game.error);
    const g = game.value;
    const leaky = { ...g, view: (s: State, viewer: Seat | 'spectator') => leak(g.view(s, viewer), s) };
    const report = runConformance(leaky, { games: 60, presets: [miniPreset], maxFailures: 5 });
    expect(report.failures.map((f) => f.check)).toContain('views');
  });

  it('catches a turn order that depends on a hidden card (the seat to act is in every view)', () => {
    // After forehand's pass, middlehand is skipped when he holds the Pagat: the others learn it.
    const apply: Flow<MiniRules>['apply'] = (s, a, r) => {
      const next = base.apply(s, a, r);
      const skip =
        a.type === 'pass' &&
        next.phase === 'auction' &&
        typeof next.toAct === 'number' &&
        next.toAct !== next.players[next.players.length - 1] &&
        (next.hands[next.toAct] ?? []).includes(PAGAT);
      return skip ? patch(next, { toAct: nextPlayer(next, next.toAct as number) }) : next;
    };
    expect(checksFailing({ apply })).toContain('views');
  });

  it('catches card points that do not add up to the pack', () => {
    const settle: Flow<MiniRules>['settle'] = (s, r) => base.settle(patch(s, { talonRest: null }), r);
    expect(checksFailing({ settle })).toContain('card-points');
  });

  it('catches a card that disappears', () => {
    const apply: Flow<MiniRules>['apply'] = (s, a, r) => {
      const next = base.apply(s, a, r);
      return a.type === 'discard' ? patch(next, { discards: next.discards.slice(0, -1) }) : next;
    };
    expect(checksFailing({ apply })).toContain('cards');
  });

  it('catches a phase without a legal action', () => {
    expect(checksFailing({ legal: (s, r) => (s.phase === 'talon' ? [] : base.legal(s, r)) })).toContain(
      'actor',
    );
  });

  it('catches apply throwing on a malformed action', () => {
    const explain: Flow<MiniRules>['explain'] = (_s, a) => {
      if (a.type === 'bid' && typeof a.bid !== 'string')
        throw new TypeError('bid.toLowerCase is not a function');
      return null;
    };
    expect(checksFailing({ explain })).toContain('garbage');
  });

  it('catches talon parts that are not what a talon choice takes', () => {
    const swapped: Flow<MiniRules>['talonGroups'] = (s, size, r) =>
      [...(base.talonGroups?.(s, size, r) ?? [])].reverse();
    expect(checksFailing({ talonGroups: swapped })).toContain('talon');
  });

  it('catches a settlement that a replay does not reproduce', () => {
    let calls = 0;
    const settle: Flow<MiniRules>['settle'] = (s, r) => {
      const st = base.settle(s, r);
      calls++;
      return { ...st, lines: [...st.lines, { text: `settled ${calls} times` }] };
    };
    expect(checksFailing({ settle })).toContain('records');
  });
});
