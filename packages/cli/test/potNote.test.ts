/**
 * play and simulate give other money totals for the same seed and deals where the rules keep a
 * pot filled by antes: play's balances count the antes, simulate's money leaves them out. Its
 * running match carries the pot as play does (so the two differ by exactly the antes); with
 * --duplicate every deal starts with the pot a new match starts with. Each says so.
 */
import { describe, expect, it } from 'vitest';
import { run } from './helpers';

const HAFERL = ['--variant', 'haferltarock', '--seed', '3'];
const joined = (text: string) => text.replace(/\n {2}(?=\S)/g, ' ');

describe('the antes: counted by play, left out by simulate, and said so by both', () => {
  it('simulate says its money leaves the antes out and its pot carries over; play says its balances count them', async () => {
    const sim = await run(['simulate', ...HAFERL, '--deals', '12']);
    expect(joined(sim.out)).toContain(
      "Money: each deal's own settlement, the pot's payouts included; the pot carries over from deal to deal as in a match (starting with 150 ¢), and the antes that fill it are not counted (tarock play's balances count them).",
    );
    const play = await run(['play', ...HAFERL, '--players', 'random,random,random', '--deals', '12']);
    expect(play.out).toContain(
      "The balances count the antes paid into the pot (tarock simulate's money leaves them out).",
    );
    // The same deals, the same pot: what is left of the difference is the antes, 50 ¢ a seat
    // here (a match of 12 deals whose pot was never emptied).
    const cents = [...sim.out.matchAll(/^S(\d) +random +(-?\d+) /gm)].map((m) => Number(m[2]));
    const balances = /Match after 12 deals: (.*)/.exec(play.out)?.[1] ?? '';
    const paid = [...balances.matchAll(/(-?\d+) ¢/g)].map((m) => Number(m[1]));
    expect(cents).toHaveLength(3);
    expect(cents.map((c, i) => c - (paid[i] ?? Number.NaN))).toEqual([50, 50, 50]);
  });

  it('with --duplicate, says every deal starts with the pot of a new match', async () => {
    const sim = await run(['simulate', ...HAFERL, '--deals', '2', '--duplicate']);
    expect(joined(sim.out)).toContain(
      'every deal starts with the pot a new match starts with (150 ¢), and the antes that fill it are not counted',
    );
  });

  it('--json says the same as pot: where it starts, whether it carries over, that antes are not counted', async () => {
    const series = JSON.parse((await run(['simulate', ...HAFERL, '--deals', '2', '--json'])).out) as {
      pot: unknown;
    };
    expect(series.pot).toEqual({ start: 150, carriesOver: true, antesCounted: false });
    const dup = JSON.parse(
      (await run(['simulate', ...HAFERL, '--deals', '1', '--duplicate', '--json'])).out,
    ) as { pot: unknown };
    expect(dup.pot).toEqual({ start: 150, carriesOver: false, antesCounted: false });
  });

  it('says nothing where the rules keep no pot, and its JSON has pot null', async () => {
    const sim = await run(['simulate', '--variant', 'mini-tarock', '--deals', '1']);
    expect(sim.out).not.toContain('antes');
    const json = JSON.parse(
      (await run(['simulate', '--variant', 'mini-tarock', '--deals', '1', '--json'])).out,
    );
    expect(json).toHaveProperty('pot', null);
  });
});
