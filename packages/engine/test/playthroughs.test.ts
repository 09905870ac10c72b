/**
 * Golden playthroughs: each game's file in test/playthroughs/ must equal what the engine plays
 * now. After an intended change run `npm run playthroughs` and review the diff.
 */
import { describe, expect, it } from 'vitest';
import { PRESETS } from '../src/index';
import { playthroughFile, playthroughText, suiteGames, withMini } from '../src/testing/index';

const files = import.meta.glob<string>('./playthroughs/*.golden.txt', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const games = suiteGames(withMini(PRESETS));

describe('golden playthroughs', () => {
  it.each(games.map((game) => ({ name: game.name, game })))(
    '$name plays as its golden file says',
    ({ game }) => {
      const golden = files[`./playthroughs/${playthroughFile(game)}`];
      expect(golden, `no golden file for ${game.name}: run npm run playthroughs`).toBeDefined();
      expect(playthroughText(game)).toBe(golden);
    },
  );

  it('has no golden file without a game', () => {
    const expected = new Set(games.map((g) => `./playthroughs/${playthroughFile(g)}`));
    expect(Object.keys(files).filter((f) => !expected.has(f))).toEqual([]);
  });
});
