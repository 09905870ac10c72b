/**
 * play and simulate give other money totals for the same seed and deals where the rules keep a
 * pot filled by antes: play's balances count the antes, simulate's deals each start with a full
 * pot and leave them out. Each says so, and what is left of the difference is the antes.
 */
import { describe, expect, it } from 'vitest';
import { run } from './helpers';

const HAFERL = ['--variant', 'haferltarock', '--seed', '1'];

describe('the antes: counted by play, left out by simulate, and said so by both', () => {
  it('simulate says its money leaves the antes out; play says its balances count them', async () => {
    const sim = await run(['simulate', ...HAFERL, '--deals', '4']);
    expect(sim.out.replace(/\n {2}(?=\S)/g, ' ')).toContain(
      "Money: each deal's own settlement, the pot's payouts included; every deal starts with the pot a new match starts with (150 ¢), and the antes that fill it are not counted (tarock play's balances count them).",
    );
    const play = await run(['play', ...HAFERL, '--players', 'random,random,random', '--deals', '4']);
    expect(play.out.replace(/\n(?=deals starts)/, ' ')).toContain(
      "The balances count the antes paid into the pot (tarock simulate's money leaves them out: each of its deals starts with a full pot).",
    );
  });

  it('says nothing where the rules keep no pot', async () => {
    const sim = await run(['simulate', '--variant', 'mini-tarock', '--deals', '1']);
    expect(sim.out).not.toContain('antes');
  });
});
