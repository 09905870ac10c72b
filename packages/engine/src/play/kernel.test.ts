import { describe, expect, it } from 'vitest';
import { GERMAN36, GERMAN24, TAROCK54 } from '../cards/pack';
import { BEATS_ROW, beats, beatsTable, playRules } from './kernel';

describe('beatsTable', () => {
  const cases = [
    ...[-1, 0, 1, 2, 3].map((t) => [`German 36, trump ${t}`, playRules(GERMAN36, t)] as const),
    ['German 24, hearts', playRules(GERMAN24, 2)] as const,
    ['tarock 54, tarocks', playRules(TAROCK54, 4)] as const,
    ['tarock 54, no trump', playRules(TAROCK54, -1)] as const,
  ];
  it.each(cases)('%s: holds beats for every pair of cards, challenger first', (_name, rules) => {
    const tab = beatsTable(rules);
    const n = rules.pack.size;
    const wrong: string[] = [];
    for (let c = 0; c < n; c++)
      for (let w = 0; w < n; w++)
        if (tab[c * BEATS_ROW + w] !== (beats(rules, c, w) ? 1 : 0)) wrong.push(`${c} on ${w}`);
    expect(wrong).toEqual([]);
  });

  it('is built once per rule set and kept', () => {
    const rules = playRules(GERMAN36, 2);
    expect(beatsTable(rules)).toBe(beatsTable(rules));
    expect(beatsTable(playRules(GERMAN36, 3))).not.toBe(beatsTable(rules));
  });
});
