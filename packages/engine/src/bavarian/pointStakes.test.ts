/**
 * Which card points the Bavarian settlement pays one by one (rules-notes HT-04, H-04): what a player
 * weighs while the cards are played must be what the settlement pays. Haferltarock (and the
 * Berliner) pay a cent a point past the first band, Sirch's per-point system in 5 ¢ steps; the unit
 * tables and Scharfes Tarock pay by thresholds only, and so does a Bettel.
 */
import { describe, expect, test } from 'vitest';
import { makeGame } from '../core/game';
import { bavarianPresets } from '../presets/bavarian';
import type { ContractState } from '../core/state';
import { type BavarianRules, trumpSuits } from './rules';

const BOTH = { over: true, under: true };
const NEITHER = { over: false, under: false };

describe.each(bavarianPresets.map((p) => [p.rules.id, p] as const))('%s', (id, preset) => {
  const made = makeGame(preset, {});
  if (!made.ok) throw new Error(made.error);
  const game = made.value;
  const rules = game.rules as BavarianRules;

  test.each(rules.contracts.map((c) => [c.id, c] as const))(
    '%s: the stakes say card points count one by one exactly where the payment moves with them',
    (_contract, spec) => {
      const suit = trumpSuits(spec)[0];
      const trump = suit === undefined ? null : (['E', 'G', 'H', 'S'][suit] as string);
      const contract: ContractState = {
        id: spec.id,
        declarer: 1,
        gameValue: spec.value,
        takeLevel: 0,
        target: 61,
        trump: suit ?? -1,
        talonGroup: null,
        raised: 0,
      };
      const stakes = game.pointStakes({ players: [0, 1, 2], announcements: [], doublings: [], contract });
      if (spec.kind === 'bettel') {
        expect(stakes).toEqual(NEITHER);
        return;
      }
      // The declarer's money at every count of card points of a won and of a lost game.
      // Tricks enough for the points: none for none, all for all (Schwarz), else a few.
      const tricks = (points: number) => (points === 0 ? 0 : points === 120 ? rules.handSize : 3);
      const paid = (points: number) => {
        // A pot where the rule set keeps one (Sirch, Haferltarock), none where it has none.
        for (const pot of [1000, 0]) {
          const r = game.preset.settleSummary(
            {
              format: 'tarock-deal-summary',
              version: 1,
              variant: id,
              // The dealer declares: the Berliner's pick-up is the dealer's alone.
              dealer: 1,
              declarer: 1,
              contract: spec.id,
              trump,
              pot,
              points: { declarer: points, defenders: 120 - points },
              tricks: { declarer: tricks(points), defenders: rules.handSize - tricks(points) },
            },
            rules,
            3,
          );
          if (r.ok) return r.value.deltas[1];
        }
        return null;
      };
      const distinct = (from: number, to: number) => {
        const seen = new Set<number>();
        for (let p = from; p <= to; p++) {
          const d = paid(p);
          if (d !== null && d !== undefined) seen.add(d);
        }
        return seen.size;
      };
      // Thresholds give at most three amounts a side (won, Schneider, Schwarz); points one by one many.
      const won = distinct(61, 120);
      const lost = distinct(0, 60);
      // Every summary of the range settles (a test that settled none would prove nothing).
      expect(won).toBeGreaterThan(0);
      expect(lost).toBeGreaterThan(0);
      expect(stakes.over).toBe(won > 3);
      expect(stakes.under).toBe(lost > 3);
      expect([BOTH, NEITHER]).toContainEqual(stakes);
    },
  );
});
