import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createRng, formatCard, formatTurn, loadGame, parseRecordText } from '@tarock/engine';
import { mini, run, tempDir } from './helpers';

function loadBeck() {
  const g = loadGame('illustrated-beck');
  if (!g.ok) throw new Error(g.error);
  return g.value;
}

describe('tarock deal', () => {
  it('shows the seeded deal the engine makes (JSON)', async () => {
    const { code, out } = await run(['deal', '--variant', 'mini-tarock', '--seed', '42', '--json']);
    expect(code).toBe(0);
    const d = JSON.parse(out) as { hands: string[][]; talon: string[]; players: number[] };
    const game = mini();
    const expected = game.sampleDeal(game.newDeal(), createRng(42));
    if (expected.type !== 'deal') throw new Error('not a deal');
    expect(d.hands).toEqual(expected.hands.map((h) => h.map((c) => formatCard(game.pack, c))));
    expect(d.talon).toHaveLength(6);
    expect(new Set([...d.hands.flat(), ...d.talon]).size).toBe(54);
    expect(d.players).toEqual([1, 2, 0]);
    expect((JSON.parse(out) as { turn: string }).turn).toMatch(/^deal S0\[\S+( \S+){15}\] S1\[/);
  });

  it('gives the same deal for the same seed and another for another seed', async () => {
    const a = await run(['deal', '--variant', 'mini-tarock', '--seed', '7']);
    const b = await run(['deal', '--variant', 'mini-tarock', '--seed', '7']);
    const c = await run(['deal', '--variant', 'mini-tarock', '--seed', '8']);
    expect(a.out).toBe(b.out);
    expect(a.out).not.toBe(c.out);
    expect(a.out).toContain('S1 (forehand): ');
    expect(a.out).toContain('Talon: ');
  });

  it('calls the cards dealt aside by the table word: the Bavarian stock, the Illustrated talon', async () => {
    const haferl = await run(['deal', '--variant', 'haferltarock', '--seed', '7']);
    expect(haferl.out).toMatch(/^Stock: (\S+ ){2}\S+$/m);
    expect(haferl.out).not.toContain('Talon');
    const beck = await run(['deal', '--variant', 'illustrated-beck', '--seed', '7']);
    expect(beck.out).toMatch(/^Talon: (\S+ ){5}\S+$/m);
  });

  it('deals four seats with the dealer sitting out', async () => {
    const { out } = await run([
      'deal',
      '--variant',
      'mini-tarock(seats=4)',
      '--seed',
      '1',
      '--dealer',
      '2',
      '--json',
    ]);
    const d = JSON.parse(out) as { hands: string[][]; players: number[] };
    expect(d.players).toEqual([3, 0, 1]);
    expect(d.hands[2]).toEqual([]);
  });

  it('names the dealer as --first-dealer does: S2 is seat 2', async () => {
    const base = ['deal', '--variant', 'mini-tarock(seats=4)', '--seed', '1', '--json', '--dealer'];
    const named = await run([...base, 'S2']);
    expect(named.code).toBe(0);
    expect(named.out).toBe((await run([...base, '2'])).out);
    expect(named.out).not.toBe((await run([...base, '1'])).out);
  });

  it('says in the text that the dealer of four sits out (the seat has no line)', async () => {
    const { out } = await run(['deal', '--variant', 'haferltarock(seats=4)', '--seed', '3']);
    expect(out.split('\n')[0]).toBe('haferltarock(seats=4), seed 3, dealer S0 (deals and sits out)');
    expect(out).not.toMatch(/^S0/m);
  });

  it('takes a preset id and its options in any case', async () => {
    const lower = await run(['deal', '--variant', 'mini-tarock(seats=4)', '--seed', '3']);
    const upper = await run(['deal', '--variant', 'MINI-Tarock(SEATS=4)', '--seed', '3']);
    expect(upper.err).toBe('');
    expect(upper.code).toBe(0);
    expect(upper.out).toBe(lower.out);
  });

  it.each([
    [['deal', '--seed', '1'], '--variant is required'],
    [['deal', '--variant', 'mini-tarock'], '--seed is required'],
    [['deal', '--variant', 'nope', '--seed', '1'], 'unknown variant "nope" (known: '],
    [['deal', '--variant', 'mini-tarock(value=9)', '--seed', '1'], 'option value=9 is not one of 1 | 2'],
    [
      ['deal', '--variant', 'mini-tarock', '--seed', '1', '--dealer', '5'],
      '--dealer: "5" is not a seat of this table (S0 to S2)',
    ],
    [['deal', '--variant', 'mini-tarock', '--seed'], '--seed needs a value'],
    // What was given, as the other numbers' complaints say it.
    [['deal', '--variant', 'mini-tarock', '--seed', '1', '--dealer', '-1'], '--dealer: "-1" is not a seat'],
    [['deal', '--variant', 'mini-tarock', '--seed', '1', '--dealer', 'x'], '--dealer: "x" is not a seat'],
  ])('fails with exit 2 and a clear message: %j', async (args, message) => {
    const r = await run(args);
    expect(r.code).toBe(2);
    expect(r.err).toContain(message);
  });
});

describe('tarock deal --deal N: the cards of deal N of a seeded run', () => {
  it('deals what tarock simulate dealt with that seed, as its records hold (Seed S/deal/N-1)', async () => {
    const dir = tempDir();
    const sim = await run([
      'simulate',
      '--variant',
      'illustrated-beck',
      '--deals',
      '3',
      '--seed',
      '11',
      '--records',
      dir,
      '--format',
      'text',
    ]);
    expect(sim.code).toBe(0);
    for (const n of [1, 2, 3]) {
      const rec = parseRecordText(readFileSync(join(dir, `deal-${n}.txt`), 'utf8'));
      if (!rec.ok) throw new Error(rec.error);
      expect(rec.value.tags['Seed']).toBe(`11/deal/${n - 1}`);
      const shown = await run([
        'deal',
        '--variant',
        'illustrated-beck',
        '--seed',
        '11',
        '--deal',
        String(n),
        '--dealer',
        String(rec.value.dealer),
        '--json',
      ]);
      expect(shown.code).toBe(0);
      const json = JSON.parse(shown.out) as { turn: string; deal: number };
      expect(json.deal).toBe(n);
      const first = rec.value.turns[0];
      if (!first) throw new Error('no deal turn');
      expect(json.turn).toBe(formatTurn(loadBeck().pack, first));
    }
    const text = await run(['deal', '--variant', 'illustrated-beck', '--seed', '11', '--deal', '2']);
    expect(text.out.split('\n')[0]).toBe('illustrated-beck, seed 11, deal 2, dealer S0');
  });

  it('refuses a deal number that is no positive whole number', async () => {
    const r = await run(['deal', '--variant', 'illustrated-beck', '--seed', '1', '--deal', '0']);
    expect(r.code).toBe(2);
    expect(r.err).toContain('--deal: "0" is not a positive whole number');
  });
});
