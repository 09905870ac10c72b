import { BOT_NAMES, randomBot } from '@tarock/bots';
import { describe, expect, it } from 'vitest';
import { createRng } from '@tarock/engine';
import { chooseFromInput, hintText } from '../src/commands/play';
import { mini, run } from './helpers';

const ones = (n: number) => Array.from({ length: n }, () => '1');

describe('tarock play: the hint asks the pimc player (a real preset: pimc loads presets by name)', () => {
  it('answers "hint" with what pimc would do', async () => {
    const r = await run(
      [
        'play',
        '--variant',
        'illustrated-mayr-sedlaczek-2016',
        '--seed',
        '3',
        '--players',
        'me,random,random',
      ],
      ['hint', 'quit'],
    );
    expect(r.code).toBe(0);
    expect(r.out).toContain(
      BOT_NAMES.includes('pimc') ? 'hint: pimc would ' : 'hint: the pimc player is not available yet',
    );
  });
});

describe('tarock play (in-process, Mini Tarock)', () => {
  it('plays a deal to its settlement and the match totals by numbered choices', async () => {
    const r = await run(
      ['play', '--variant', 'mini-tarock', '--seed', '5', '--players', 'me,random,random'],
      [...ones(40), 'quit'],
    );
    expect(r.code).toBe(0);
    expect(r.out).toContain('--- S0 you, your turn');
    expect(r.out).toContain('Your hand: ');
    expect(r.out).toContain('Choices: 1) ');
    expect(r.out).toMatch(/Result: .*: (won|lost|passed)/);
    expect(r.out).toContain('This deal: S0 you ');
    expect(r.out).toContain('Match after 1 deal(s): ');
    expect(r.out).toContain('You left the match.');
  });

  it('shows the exposed talon, takes words and cards, explains what it cannot take', async () => {
    // Forehand (S1) is a random player; S0 bids last. Play as forehand instead: seats me at S1.
    const r = await run(
      ['play', '--variant', 'mini-tarock', '--seed', '9', '--players', 'random,me,random'],
      ['fly', 'bid play', 'talon 7', 'talon 0', 'Sküs', 'help', '1', '1', 'quit'],
    );
    expect(r.code).toBe(0);
    expect(r.out).toContain('not understood: "fly" is not an action');
    expect(r.out).toContain('Talon (face up): ');
    expect(r.out).toContain('"talon 7" is not one of your legal choices now');
    expect(r.out).toContain('Sküs cannot be played or laid away now');
    expect(r.out).toContain('a card            e.g. XXI');
    expect(r.out).toContain('Laid away: ');
  });

  it("shows the other seats' discards face down and the talon when it is exposed", async () => {
    const r = await run(
      ['play', '--variant', 'mini-tarock', '--seed', '4', '--players', 'random,random,me'],
      ['quit'],
    );
    const bots = r.out.split('\n').filter((l) => /^S[01] random \d: discard /.test(l));
    expect(bots.length).toBeGreaterThan(0);
    for (const l of bots) expect(l).toMatch(/discard \?\?$/);
    expect(r.out).toContain('The talon lies face up: ');
  });

  it('ends cleanly when the input ends', async () => {
    const r = await run(
      ['play', '--variant', 'mini-tarock', '--seed', '1', '--players', 'me,random,random'],
      [],
    );
    expect(r.code).toBe(0);
    expect(r.out).toContain('You left the match.');
  });

  it('plays a whole match of computer players to its end', async () => {
    const r = await run([
      'play',
      '--variant',
      'mini-tarock',
      '--seed',
      '2',
      '--players',
      'random,random,random',
    ]);
    expect(r.code).toBe(0);
    expect(r.out).toContain('The match is over. Winner: ');
  });

  it('rejects an unknown player or a wrong table size', async () => {
    expect((await run(['play', '--variant', 'mini-tarock', '--players', 'me,me'])).code).toBe(2);
    expect((await run(['play', '--variant', 'mini-tarock', '--players', 'me,x,random'])).err).toContain(
      'unknown player "x"',
    );
  });

  it('matches typed input against the legal actions only', () => {
    const game = mini();
    const legal = [{ type: 'bid' as const, bid: 'play' }, { type: 'pass' as const }];
    expect(chooseFromInput(game, legal, '2')).toEqual({ type: 'pass' });
    expect(chooseFromInput(game, legal, 'weiter')).toEqual({ type: 'pass' });
    expect(chooseFromInput(game, legal, '3')).toBe('choose a number from 1 to 2');
    expect(chooseFromInput(game, [{ type: 'play', card: 52 }], 'XXI')).toEqual({ type: 'play', card: 52 });
    expect(chooseFromInput(game, [{ type: 'play', card: 52 }], 'play T21')).toEqual({
      type: 'play',
      card: 52,
    });
  });

  it('hints with the computer player it is given, from the seat view', () => {
    const game = mini();
    const s = game.apply(game.newDeal(), game.sampleDeal(game.newDeal(), createRng(1)));
    if (!s.ok) throw new Error(s.error);
    const view = game.view(s.value, 1);
    expect(hintText(game, view, createRng(2), randomBot())).toMatch(/^hint: random would (bid play|pass)$/);
    expect(hintText(game, view, createRng(2), null)).toBe(
      'hint: the pimc player is not available yet (it comes with @tarock/bots).',
    );
  });
});
