/**
 * Every settlement and match line carries a phrase, and the line's English text is that phrase
 * in the engine's catalog: over seeded random matches of every preset, every seat count and every
 * option value, and the lines random deals seldom give (`phraseSample` of testing/lines.ts).
 * Between them they use every key of the catalog, so no template goes unchecked.
 */
import { describe, expect, it } from 'vitest';
import type { Phrase, PhraseArg } from '../core/phrase';
import { createRng } from '../core/rng';
import { formatRecordJson, parseRecordJson } from '../records/json';
import { recordOf } from '../records/record';
import { replay } from '../records/replay';
import { optionGames, phraseSample, playRandomDeal, suiteGames } from '../testing/index';
import { loadGame, PRESETS } from './index';
import { ENGLISH_PHRASES, renderEnglish } from './phrases';

const games = [...suiteGames(PRESETS), ...optionGames(PRESETS)];
const lines = phraseSample(PRESETS);

/** The keys of a phrase and of the phrases nested in its arguments. */
function keysOf(p: Phrase, into: Set<string>): Set<string> {
  into.add(p.key);
  const visit = (a: PhraseArg): void => {
    if (typeof a !== 'object') return;
    if ('key' in a) keysOf(a, into);
    else if ('list' in a) a.list.forEach(visit);
  };
  for (const a of Object.values(p.args ?? {})) visit(a);
  return into;
}

describe('settlement and match lines are phrased', () => {
  it('the sample holds lines of every game and of matches', () => {
    expect(new Set(lines.map((l) => l.game)).size).toBeGreaterThanOrEqual(games.length);
    expect(lines.some((l) => l.at.startsWith('match'))).toBe(true);
  });

  it('every line has a phrase', () => {
    const bare = lines.filter((l) => l.line.phrase === undefined);
    expect(bare.map((l) => `${l.game} ${l.at}: ${l.line.text}`)).toEqual([]);
  });

  it('the English of every phrase is its line text, byte for byte', () => {
    const differ = lines.flatMap((l) => {
      const english = l.line.phrase ? renderEnglish(l.line.phrase) : null;
      return english === l.line.text
        ? []
        : [`${l.game} ${l.at}: ${JSON.stringify(l.line.text)} ≠ ${english}`];
    });
    expect(differ).toEqual([]);
  });

  it('the lines use every key of the catalog', () => {
    const used = new Set<string>();
    for (const l of lines) if (l.line.phrase) keysOf(l.line.phrase, used);
    expect(Object.keys(ENGLISH_PHRASES).filter((k) => !used.has(k))).toEqual([]);
  });
});

describe('records keep the text of the lines, not their phrases', () => {
  it('a record has no phrase, and its replay phrases the same lines again', () => {
    const game = loadGame('haferltarock');
    if (!game.ok) throw new Error(game.error);
    const final = playRandomDeal(game.value, createRng('phrases/record')).at(-1);
    const played = final?.settlement?.lines ?? [];
    expect(played.length).toBeGreaterThan(0);
    const record = recordOf(game.value, final ?? game.value.newDeal());
    const json = formatRecordJson(record);
    expect(json).not.toContain('phrase');
    const read = parseRecordJson(json);
    if (!read.ok) throw new Error(read.error);
    expect(read.value.result?.lines.map((l) => l.text)).toEqual(played.map((l) => l.text));
    const again = replay(read.value);
    if (!again.ok) throw new Error(again.error.reason);
    expect(again.value.final.settlement?.lines.map((l) => l.phrase)).toEqual(played.map((l) => l.phrase));
  });
});

describe('the English renderer', () => {
  it('capitalises a placeholder written with a capital and leaves a missing argument as written', () => {
    const p: Phrase = { key: 'illustrated.trischakenWins', args: { seat: { seat: 2 }, win: 5 } };
    expect(renderEnglish(p)).toBe('Seat 2 wins: +5{extra}');
    expect(renderEnglish({ key: 'no.such.key' })).toBe('{no.such.key}');
  });
});
