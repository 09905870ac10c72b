import { describe, expect, it } from 'vitest';
import { run } from './helpers';

const ones = (n: number) => Array.from({ length: n }, () => '1');

describe('tarock play: what lay aside and the pot', () => {
  it('shows the talon as dealt, the part not taken and the discards once the deal is settled', async () => {
    // Seed 9: S1 (you) bids, takes talon 0 (♦D XV ♥K) and lays away the first cards listed.
    const r = await run(
      ['play', '--variant', 'mini-tarock', '--seed', '9', '--players', 'random,me,random', '--deals', '1'],
      ['bid play', 'talon 0', ...ones(30)],
    );
    expect(r.code).toBe(0);
    const settled = r.out.slice(r.out.indexOf('Result: '));
    expect(settled).toMatch(/^ {2}Talon: ♦D XV ♥K ♣D ♠D V \(not taken: ♣D ♠D V, counted for the \w+\)$/m);
    expect(settled).toMatch(/^ {2}Laid away by S1 you: ♥D ♥2 ♥3$/m);
  });

  it('shows the antes before the first deal and the pot in each deal header', async () => {
    const r = await run([
      ...['play', '--variant', 'haferltarock', '--seed', '1', '--players', 'random,random,random'],
      ...['--deals', '1'],
    ]);
    expect(r.code).toBe(0);
    const start = r.out.slice(0, r.out.indexOf('=== Deal 1'));
    expect(start).toContain('round 1: S0, S1, S2 ante 50 ¢ each into the pot');
    expect(r.out).toContain('=== Deal 1: dealer S0 random 0 (pot 150 ¢) ===');
  });
});

describe('tarock play: taking the stock', () => {
  it('lists it as taking the stock and says which cards it brought (they show nowhere else)', async () => {
    // Seed 6: both others pass; S0 (you) says "ich spiele" and declares a Frage, with the stock.
    const r = await run(
      ['play', '--variant', 'bavarian-huber-1923', '--seed', '6', '--players', 'me,random,random'],
      ['bid spiele', 'declare frage', 'take the stock', 'quit'],
    );
    expect(r.code).toBe(0);
    expect(r.out).toContain('Choices: 1) take the stock\n');
    expect(r.out).toMatch(/(^|> )S0 you took from the stock: \S+ \S+ \S+$/m);
  });
});
