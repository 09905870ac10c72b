import { loadGame } from '@tarock/engine';
import { describe, expect, it } from 'vitest';
import { settlementText } from '../src/settlement';

/** Haferltarock: seat 1 plays a hand game (Herz trump) and loses Schneider with 17 card points. */
function lostHandSchneider() {
  const g = loadGame('haferltarock');
  if (!g.ok) throw new Error(g.error);
  const summary = {
    format: 'tarock-deal-summary',
    version: 1,
    variant: 'haferltarock',
    dealer: 0,
    declarer: 1,
    contract: 'hand',
    trump: 'H',
    points: { declarer: 17, defenders: 103 },
    tricks: { declarer: 1, defenders: 10 },
  };
  const s = g.value.preset.settleSummary(summary, g.value.rules, 3);
  if (!s.ok) throw new Error(s.error);
  return { game: g.value, settlement: s.value };
}

describe('the settlement in the terminal', () => {
  it('says "Schneider" at the end of the judgement, not on a line of its own as if it were paid', () => {
    const { game, settlement } = lostHandSchneider();
    // The engine notes it on a line of its own (Haferltarock pays by the point, not for Schneider).
    expect(settlement.lines.map((l) => l.text)).toContain('Schneider');
    const text = settlementText(game, settlement, ['A', 'B', 'C']);
    expect(text.filter((l) => l.trim() === 'Schneider')).toEqual([]);
    expect(text.filter((l) => l.includes('Schneider'))).toEqual([
      expect.stringMatching(/^ {2}the declarer needed 61 and took 17: .* — Schneider$/),
    ]);
    // Every payment is still on its own line, with its amounts.
    const paid = settlement.lines.filter((l) => l.amounts?.some((a) => a !== 0));
    expect(text.filter((t) => t.includes('[S0 '))).toHaveLength(paid.length);
  });
});
