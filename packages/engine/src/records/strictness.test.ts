/**
 * Both forms of a record refuse what they cannot read for certain (found by the records audit):
 * a result field unknown or given twice in the text form, a suit not in its canonical letter in
 * JSON (the schema's form), a side pot for rules that keep none; and a tag too long for a
 * backtracking pattern is still read, not a stack overflow.
 */
import { describe, expect, it } from 'vitest';
import { GERMAN36 } from '../cards/pack';
import { createRng } from '../core/rng';
import { loadGame } from '../presets/index';
import { playRandomDeal } from '../testing/random';
import { formatRecordJson, parseRecordJson } from './json';
import { recordOf } from './record';
import { replay } from './replay';
import { formatRecordText, parseRecordText } from './text';

function finished(name: string, seed: string) {
  const g = loadGame(name);
  if (!g.ok) throw new Error(g.error);
  for (let i = 0; ; i++) {
    const final = playRandomDeal(g.value, createRng(`${seed}/${i}`)).at(-1);
    if (final?.settlement && final.settlement.outcome !== 'passed' && final.contract?.trump !== undefined)
      return recordOf(g.value, final);
  }
}

describe('records read strictly', () => {
  const text = formatRecordText(finished('haferltarock', 'strict'));

  it('the text form refuses a result field it does not know, or one given twice', () => {
    const unknown = text.replace(/^result (.*)$/m, 'result $1 bogus=1');
    expect(parseRecordText(unknown)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/"bogus" is not a field here/),
    });
    const twice = text.replace(/^result outcome=(\w+)/m, 'result outcome=$1 outcome=$1');
    expect(parseRecordText(twice)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/outcome= is given twice/),
    });
    const party = text.replace(/^(party declarer .*)$/m, '$1 extra=5');
    expect(parseRecordText(party)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/"extra" is not a field here/),
    });
    expect(parseRecordText(text).ok).toBe(true);
  });

  it('a tag of millions of characters is read (the pattern no longer recurses per character)', () => {
    const long = text.replace('[Dealer', `[Note "${'x'.repeat(12_000_000)}"]\n[Dealer`);
    const r = parseRecordText(long);
    expect(r.ok ? r.value.tags['Note']?.length : r.error).toBe(12_000_000);
  });

  it('JSON writes a trump suit as its letter, as the schema says: "♠" is refused', () => {
    const json = formatRecordJson(finished('haferltarock', 'suit'));
    const m = /("type":\s*"trump",\s*"suit":\s*)"([A-Z])"/.exec(json);
    if (!m) throw new Error('no trump turn');
    const suit = GERMAN36.suits.find((x) => x.ascii === m[2]);
    if (!suit) throw new Error(`no suit ${m[2]}`);
    const pretty = json.replace(m[0], `${m[1]}"${suit.pretty}"`);
    expect(parseRecordJson(pretty)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/write the suit as "[EGHS]"/),
    });
  });

  it('a side pot on rules that keep none is refused', () => {
    const r = finished('illustrated-beck', 'side');
    expect(replay({ ...r, sidePot: 100 })).toMatchObject({
      ok: false,
      error: { reason: expect.stringMatching(/keeps no side pot, but the record gives one/) },
    });
    expect(replay(r).ok).toBe(true);
  });

  it('a number too large to count (1e400) is named as such, not as null', () => {
    const json = formatRecordJson(finished('haferltarock', 'huge'));
    expect(parseRecordJson(json.replace('"pot": 0', '"pot": 1e400'))).toMatchObject({
      ok: false,
      error: expect.stringMatching(/pot: expected a number, got a number beyond 1\.8e308/),
    });
  });

  it('the text form names the tag of a bad header value, not the JSON path behind it', () => {
    expect(parseRecordText(text.replace(/^\[Player1 ".*"\]$/m, '[Player1 ""]'))).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^tag Player1: "" is not a player/),
    });
    expect(parseRecordText(text.replace(/^\[Variant ".*"\]$/m, '[Variant "Haferl Tarock"]'))).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^tag Variant: "Haferl Tarock" does not match/),
    });
    expect(parseRecordText(text.replace(/^\[Pot ".*"\]$/m, '[Pot "-1"]'))).toMatchObject({
      ok: false,
      error: 'tag Pot: a pot is never negative, got -1',
    });
  });
});
