import { PRESETS, createRng, makeGame, recordOf } from '@tarock/engine';
import { describe, expect, it } from 'vitest';
import { relativeAt } from '../scripts/recordDeals';
import { playDeal } from '../src/arena';
import { randomBot } from '../src/random';

describe('relativeAt (the record scripts read a table as tarock simulate does)', () => {
  it('leaves a dealer who sits out of the four-seat table out of the mean', () => {
    const preset = PRESETS.find((p) => p.rules.id === 'haferltarock');
    if (!preset) throw new Error('no haferltarock preset');
    const game = makeGame(preset, { seats: 4 });
    if (!game.ok) throw new Error(game.error);
    const bots = [0, 1, 2, 3].map(() => randomBot());
    for (let deal = 0; deal < 20; deal++) {
      const end = playDeal(game.value, bots, createRng(`relative-${deal}`), { dealer: deal % 4 });
      const rec = recordOf(game.value, end);
      const deltas = end.settlement?.deltas ?? [];
      expect(end.players).toHaveLength(3);
      for (const seat of end.players) {
        const others = end.players.filter((p) => p !== seat);
        const mean = others.reduce((a, p) => a + (deltas[p] ?? 0), 0) / others.length;
        expect(relativeAt(rec, seat)).toBeCloseTo((deltas[seat] ?? 0) - mean, 9);
      }
    }
  });
});
