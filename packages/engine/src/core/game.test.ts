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

describe('apply keeps its own copy of an accepted action (State is plain data, never mutated)', () => {
  const loaded = loadGame('bavarian-huber-1923');
  if (!loaded.ok) throw new Error(loaded.error);
  const g = loaded.value;

  test("a field the action does not have is not kept, so the deal's record reads back", () => {
    let s = g.newDeal({ dealer: 0 });
    const deal = g.sampleDeal(s, createRng(11));
    const dealt = g.apply(s, { ...deal, note: 'shuffled twice' } as never);
    if (!dealt.ok) throw new Error(dealt.error);
    s = dealt.value;
    const noted = g.apply(s, { type: 'pass', note: 'thinking', card: 5 } as never);
    if (!noted.ok) throw new Error(noted.error);
    expect(noted.value.history.map((t) => t.action)).toEqual([deal, { type: 'pass' }]);
  });

  test("changing the caller's action or dealt hands afterwards does not rewrite the history", () => {
    let s = g.newDeal({ dealer: 0 });
    const deal = g.sampleDeal(s, createRng(11));
    if (deal.type !== 'deal') throw new Error('chance did not deal');
    const hands = deal.hands.map((h) => h.slice());
    const r = g.apply(s, { type: 'deal', hands, talon: deal.talon.slice() });
    if (!r.ok) throw new Error(r.error);
    s = r.value;
    (hands[0] as number[]).reverse();
    expect(s.history[0]?.action).toEqual(deal);
    while (s.phase !== 'play') {
      const next = g.apply(s, g.legalActions(s).find((a) => a.type !== 'pass') ?? { type: 'pass' });
      if (!next.ok) throw new Error(next.error);
      s = next.value;
    }
    const legal = g.legalActions(s)[0];
    if (legal?.type !== 'play') throw new Error('no card to play');
    const mine = { ...legal };
    const played = g.apply(s, mine);
    if (!played.ok) throw new Error(played.error);
    mine.card = -1;
    expect(played.value.history.at(-1)?.action).toEqual(legal);
  });
});
