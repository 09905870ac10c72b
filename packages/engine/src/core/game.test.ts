import { describe, expect, test } from 'vitest';
import { formatCard } from '../cards/notation';
import { loadGame } from '../presets/index';
import { createRng } from './rng';
import { parseGameName } from './game';

describe('a game name: preset id and options (docs/notation.md)', () => {
  test('reads the id and each option', () => {
    expect(parseGameName('haferltarock(seats=4, kontra=true)')).toEqual({
      ok: true,
      value: { id: 'haferltarock', values: { seats: '4', kontra: 'true' } },
    });
  });

  test('refuses an option given twice rather than taking one of its values', () => {
    expect(parseGameName('haferltarock(seats=4,seats=3)')).toEqual({
      ok: false,
      error: 'option seats is given twice in "haferltarock(seats=4,seats=3)"',
    });
    expect(loadGame('haferltarock(seats=4,seats=3)').ok).toBe(false);
  });

  test('reads an option name and value in any case, as the preset id, and keeps the canonical name', () => {
    const g = loadGame('ILLUSTRATED-BECK(allpass=TRISCHAKEN)');
    expect(g.ok && g.value.name).toBe('illustrated-beck(allPass=trischaken)');
    const same = loadGame('illustrated-beck(allPass=trischaken)');
    expect(same.ok && same.value.name).toBe('illustrated-beck(allPass=trischaken)');
    expect(loadGame('illustrated-beck(allPass=trischaken,allpass=trischaken)')).toEqual({
      ok: false,
      error: 'option allPass is given twice',
    });
    expect(loadGame('illustrated-beck(allpass=nobody)').ok).toBe(false);
  });

  test('says what is wrong with a name it cannot read', () => {
    expect(parseGameName('Haferl Tarock').ok).toBe(false);
    // A second pair of brackets was read as part of a value: "option kontra=true)(x=1 is not one of …".
    for (const name of [
      'haferltarock(seats=4,kontra=true)(x=1)',
      'haferltarock(seats=(4))',
      'haferltarock(seats=4))',
    ])
      expect(parseGameName(name)).toEqual({
        ok: false,
        error: `"${name}" is not a game name: the options go in one pair of brackets after the id, preset-id(key=value,…)`,
      });
    expect(parseGameName('haferltarock(=true)')).toEqual({
      ok: false,
      error: 'option "=true" in "haferltarock(=true)" has no name (key=value)',
    });
    expect(parseGameName('haferltarock(seats)')).toEqual({
      ok: false,
      error: 'option "seats" in "haferltarock(seats)" has no value (key=value)',
    });
  });
});

describe('a recorded deal is validated, not trusted', () => {
  test('a card dealt twice is named as the notation writes it, never by its number', () => {
    const loaded = loadGame('illustrated-beck');
    if (!loaded.ok) throw new Error(loaded.error);
    const g = loaded.value;
    const s = g.newDeal({ dealer: 0 });
    const deal = g.sampleDeal(s, createRng(8));
    if (deal.type !== 'deal') throw new Error('chance did not deal');
    const [first, second] = deal.hands;
    if (!first || !second) throw new Error('two hands expected');
    const twice = first[0] as number;
    const hands = [first, [...second.slice(0, -1), twice], ...deal.hands.slice(2)];
    const r = g.apply(s, { ...deal, hands });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toContain(`${formatCard(g.pack, twice)} is dealt twice`);
    if (!r.ok) expect(r.error).not.toMatch(new RegExp(`\\bcard ${twice}\\b`));
  });
});
