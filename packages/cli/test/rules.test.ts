import { describe, expect, it } from 'vitest';
import { run } from './helpers';

describe('tarock rules VARIANT', () => {
  it('prints the card within 100 columns: Löw’s contracts with their values, the series', async () => {
    const r = await run(['rules', 'illustrated-loew-1954']);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    for (const line of r.out.split('\n')) expect(line.length, line).toBeLessThanOrEqual(100);
    expect(r.out).toContain('Contracts, lowest bid first');
    // Seed 001, Löw's table: 3 Blatt 3 / 4 / 5 × 1; Solo 8 × 4.
    expect(r.out).toContain(
      '3 Blatt: game value 3, taken (Ablösung) 4, retaken (zweite Ablösung) 5, multiplier ×1',
    );
    expect(r.out).toContain(
      'Solo: game value 8, taken (Ablösung) –, retaken (zweite Ablösung) –, multiplier ×4',
    );
    expect(r.out).toContain('reaches 100; everyone at 100 or more scores +10');
  });

  it('applies the options in brackets: Haferltarock with four seats and Kontra', async () => {
    const plain = await run(['rules', 'haferltarock']);
    expect(plain.out).toContain('No Kontra.');
    expect(plain.out).toContain('3 players, 36 cards');
    const r = await run(['rules', 'haferltarock(seats=4,kontra=true)']);
    expect(r.code).toBe(0);
    expect(r.out.split('\n')[0]).toBe('Haferltarock (Danyliuk) — haferltarock(seats=4,kontra=true)');
    expect(r.out).toContain('4 seats: the dealer deals and sits out');
    expect(r.out).toContain('Kontra, Re; each call doubles, up to ×4');
    expect(r.out).not.toContain('No Kontra.');
    expect(r.out).toContain('With four seats the dealer who sits out antes too.');
  });

  it('--json: the card as data, with ids and numbers', async () => {
    const r = await run(['rules', 'illustrated-beck(allPass=trischaken)', '--json']);
    expect(r.code).toBe(0);
    const card = JSON.parse(r.out) as {
      game: string;
      sections: {
        id: string;
        table?: { rows: { id: string; cells: unknown[] }[] };
        rows: { key: string }[];
      }[];
    };
    expect(card.game).toBe('illustrated-beck');
    const contracts = card.sections.find((s) => s.id === 'contracts');
    expect(contracts?.table?.rows.map((row) => [row.id, row.cells[1]])).toEqual([
      ['dreiblatt', 3],
      ['zweiblatt', 3],
      ['einblatt', 3],
      ['solo', 3],
    ]);
    expect(card.sections.find((s) => s.id === 'allPass')?.rows[0]?.key).toBe('card.il.trischaken');
  });

  it('takes the rule set with --variant too, as play, simulate and deal do', async () => {
    const named = await run(['rules', '--variant', 'haferltarock(seats=4,kontra=true)']);
    expect(named.code).toBe(0);
    expect(named.out).toBe((await run(['rules', 'haferltarock(seats=4,kontra=true)'])).out);
  });

  it('is listed by tarock help', async () => {
    const r = await run(['help']);
    expect(r.out).toContain('rules');
    expect((await run(['rules', '--help'])).out).toContain('usage: tarock rules VARIANT [--json]');
  });

  it.each([
    [['rules'], 'which rule set? (see tarock variants)'],
    [['rules', 'haferltarock', '--variant', 'haferltarock'], 'name the rule set once'],
    [['rules', 'nope'], 'unknown variant "nope" (known: '],
    [['rules', 'mini-tarock(value=9)'], 'option value=9 is not one of 1 | 2'],
    [['rules', 'haferltarock(kontra=maybe)'], 'kontra'],
    [['rules', 'haferltarock', '--jsn'], 'unknown option --jsn'],
  ])('fails with exit 2 and a clear message: %j', async (args, message) => {
    const r = await run(args);
    expect(r.code).toBe(2);
    expect(r.err).toContain(message);
  });
});
