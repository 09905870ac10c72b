import { PRESETS } from '@tarock/engine';
import { describe, expect, it } from 'vitest';
import { presets, run } from './helpers';

describe('tarock variants', () => {
  it('lists every preset with id, family, name, source and options (JSON)', async () => {
    const { code, out } = await run(['variants', '--json']);
    expect(code).toBe(0);
    const list = JSON.parse(out) as {
      id: string;
      family: string;
      name: string;
      source: string;
      options: unknown[];
    }[];
    expect(list.map((v) => v.id)).toEqual(presets.map((p) => p.rules.id));
    const m = list.find((v) => v.id === 'mini-tarock');
    expect(m).toMatchObject({ family: 'illustrated', name: 'Mini Tarock (test rule set)' });
    expect(m?.options).toContainEqual(expect.objectContaining({ key: 'seats', default: 3, values: [3, 4] }));
  });

  it('prints them for people', async () => {
    const { code, out } = await run(['variants']);
    expect(code).toBe(0);
    expect(out).toContain('mini-tarock  (illustrated, 3 or 4 seats)');
    expect(out).toContain('value=1  (1 | 2): Game value paid by each defender.');
    // The list ends by saying where a rule set's payments are shown.
    expect(out.trimEnd().split('\n').at(-1)).toBe(
      "What each rule set pays, its options applied: tarock rules 'haferltarock(kontra=true)'.",
    );
  });

  it('rejects arguments it does not take', async () => {
    expect((await run(['variants', '--jsn'])).code).toBe(2);
    expect((await run(['variants', 'extra'])).err).toContain('takes no arguments');
  });
});

describe('tarock (no or unknown command)', () => {
  it('shows the commands and fails without a command', async () => {
    const r = await run([]);
    expect(r.code).toBe(2);
    expect(r.out).toContain('simulate');
  });

  it('names an unknown command', async () => {
    const r = await run(['dance']);
    expect(r.code).toBe(2);
    expect(r.err).toContain('unknown command "dance"');
  });

  it("says what is wrong with an option in its own words, not Node's", async () => {
    const cases: [readonly string[], string][] = [
      [['play', '--variant', 'mini-tarock', '--deals', '-1'], '--deals: "-1" is not a positive whole number'],
      [['simulate', '--variant', 'mini-tarock', '--deals', '--json'], '--deals needs a value'],
      [['simulate', '--variant', 'mini-tarock', '--deals'], '--deals needs a value'],
      [['variants', '--json=yes'], '--json takes no value'],
      [['variants', '--jsn'], 'unknown option --jsn (options: --json)'],
      // An empty value is no value: it was taken as the seed "" or, for --records, as no folder.
      [['play', '--variant', 'mini-tarock', '--seed', ''], '--seed needs a value'],
      [['simulate', '--variant', 'mini-tarock', '--records='], '--records needs a value'],
      [['deal', '--variant', ' ', '--seed', '1'], '--variant needs a value'],
    ];
    for (const [args, message] of cases) {
      const r = await run(args);
      expect(r.code).toBe(2);
      expect(r.err.split('\n')[0]).toBe(`tarock ${args[0]}: ${message}`);
    }
  });

  it('shows a command usage with --help', async () => {
    const r = await run(['deal', '--help']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('usage: tarock deal --variant ID --seed S');
  });
});

describe('tarock variants (text)', () => {
  it('says what sets each rule set apart, and keeps within 100 columns', async () => {
    const { out } = await run(['variants']);
    for (const p of PRESETS) expect(out.replace(/\n +/g, ' ')).toContain(p.summary);
    for (const line of out.split('\n')) expect(line.length <= 100 || !line.trim().includes(' ')).toBe(true);
  });
});
