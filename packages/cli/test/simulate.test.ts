import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseRecordJson, parseRecordText, replay } from '@tarock/engine';
import { presets, run, tempDir } from './helpers';

interface Summary {
  deals: number;
  seats: {
    points: number;
    perDeal: { mean: number; ci95: number };
    declarer: { deals: number; won: number };
  }[];
  outcomes: Record<string, number>;
}

describe('tarock simulate', () => {
  it('plays N deals, writes one replayable record per deal, and prints totals', async () => {
    const dir = tempDir();
    const r = await run([
      'simulate',
      '--variant',
      'mini-tarock',
      '--deals',
      '25',
      '--seed',
      '3',
      '--records',
      dir,
      '--json',
    ]);
    expect(r.code).toBe(0);
    const s = JSON.parse(r.out) as Summary;
    expect(s.deals).toBe(25);
    expect(Object.values(s.outcomes).reduce((a, b) => a + b, 0)).toBe(25);
    const files = readdirSync(dir).sort();
    expect(files).toHaveLength(25);
    expect(files[0]).toBe('deal-01.json');
    let total = [0, 0, 0];
    let declared = 0;
    for (const f of files) {
      const rec = parseRecordJson(readFileSync(join(dir, f), 'utf8'));
      if (!rec.ok) throw new Error(rec.error);
      const out = replay(rec.value, presets);
      expect(out.ok).toBe(true);
      const st = rec.value.result;
      total = total.map((t, i) => t + (st?.deltas[i] ?? 0));
      if (st?.declarer !== null) declared++;
      expect(rec.value.tags['Seed']).toMatch(/^3\/deal\/\d+$/);
    }
    expect(s.seats.map((x) => x.points)).toEqual(total);
    expect(s.seats.reduce((a, x) => a + x.declarer.deals, 0)).toBe(declared);
    expect(s.seats[0]?.perDeal.mean).toBeCloseTo((total[0] ?? 0) / 25);
  });

  it('is reproducible from its seed', async () => {
    const args = ['simulate', '--variant', 'mini-tarock(seats=4)', '--deals', '15', '--seed', 'x', '--json'];
    const a = await run(args);
    const b = await run(args);
    expect(a.out).toBe(b.out);
    expect((JSON.parse(a.out) as Summary).seats).toHaveLength(4);
  });

  it('draws a progress bar on a terminal only', async () => {
    const args = ['simulate', '--variant', 'mini-tarock', '--deals', '20'];
    expect((await run(args, [], true)).err).toContain(`[${'#'.repeat(30)}] 20/20\n`);
    expect((await run(args)).err).toBe('');
  });

  it('writes text records with --format text', async () => {
    const dir = tempDir();
    const r = await run([
      'simulate',
      '--variant',
      'mini-tarock',
      '--deals',
      '3',
      '--records',
      dir,
      '--format',
      'text',
    ]);
    expect(r.code).toBe(0);
    expect(r.out).toContain('per deal (95% CI)');
    for (const f of readdirSync(dir))
      expect(parseRecordText(readFileSync(join(dir, f), 'utf8')).ok).toBe(true);
  });

  it.each([
    [['--players', 'random,random'], '--players needs 3 names'],
    [['--players', 'random,genius,random'], 'unknown player "genius"'],
    [['--deals', '0'], '--deals: "0" is not a positive whole number'],
    [['--duplicate'], '--duplicate needs the arena of @tarock/bots'],
  ])('rejects bad input with exit 2: %j', async (extra, message) => {
    const r = await run(['simulate', '--variant', 'mini-tarock', ...extra]);
    expect(r.code).toBe(2);
    expect(r.err).toContain(message);
  });
});
