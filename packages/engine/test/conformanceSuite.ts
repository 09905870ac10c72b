/** Runs the shared conformance suite as vitest tests, one per game. */
import { describe, expect, it } from 'vitest';
import type { Game, Preset } from '../src/index';
import { runConformance } from '../src/testing/index';

/** Games per preset: the issue asks for at least 1,000. */
export const GAMES = 1000;

export function conformanceTests(games: readonly Game[], presets: readonly Preset[]): void {
  describe.each(games.map((game) => ({ name: game.name, game })))('conformance: $name', ({ game }) => {
    it(`keeps every invariant over ${GAMES} seeded random deals`, () => {
      const report = runConformance(game, { games: GAMES, seed: 'conformance', presets });
      expect(report.failures).toEqual([]);
      // The checks ran: every deal was played, views were compared, garbage was thrown.
      expect(Object.values(report.outcomes).reduce((a, b) => a + b, 0)).toBe(GAMES);
      expect(report.states).toBeGreaterThan(GAMES * 5);
      expect(report.viewComparisons).toBeGreaterThan(GAMES);
      expect(report.garbage).toBeGreaterThan(GAMES * 10);
    });
  });
}
