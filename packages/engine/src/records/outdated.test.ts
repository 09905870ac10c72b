/**
 * A record of an older version of its rules that does not read says its version first: written
 * under rules that changed since, its fields may have changed with them (an old Trischaken record
 * whose party was "seat 0" was refused by the field's pattern, never naming the version).
 */
import { describe, expect, it } from 'vitest';
import { createRng } from '../core/rng';
import { loadGame } from '../presets/index';
import { playRandomDeal } from '../testing/random';
import { formatRecordJson, parseRecordJson } from './json';
import { unreadRecordError } from './outdated';
import { recordOf } from './record';
import { formatRecordText, parseRecordText } from './text';

const game = loadGame('illustrated-beck');
if (!game.ok) throw new Error(game.error);
const states = playRandomDeal(game.value, createRng('outdated'));
const last = states[states.length - 1];
if (!last) throw new Error('no deal played');
const record = recordOf(game.value, last);
const version = game.value.rules.version;

/** The record's JSON with its rules version set to `v` and a field of its result that no longer reads. */
function brokenJson(v: number): string {
  const o = JSON.parse(formatRecordJson(record)) as Record<string, unknown>;
  o['rulesVersion'] = v;
  o['result'] = { ...(o['result'] as object), outcome: 'an old word' };
  return JSON.stringify(o);
}

describe('a record that does not read names its rules version first', () => {
  it('in the JSON form, of an older version', () => {
    const text = brokenJson(version - 1);
    const read = parseRecordJson(text);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(unreadRecordError(read.error, text)).toBe(
      `the record was played under version ${version - 1} of illustrated-beck; this engine has version ${version} (nor does it read as a record of this engine: ${read.error})`,
    );
    // The JSON value itself (a deal of a history file) says the same.
    expect(unreadRecordError(read.error, JSON.parse(text))).toBe(unreadRecordError(read.error, text));
  });

  it('in the text form', () => {
    const text = formatRecordText(record)
      .replace(`[RulesVersion "${version}"]`, `[RulesVersion "${version - 1}"]`)
      .replace(/^result .*$/m, 'result nonsense');
    const read = parseRecordText(text);
    expect(read.ok).toBe(false);
    if (!read.ok)
      expect(unreadRecordError(read.error, text)).toMatch(/^the record was played under version /);
  });

  it('is the error as it was for a record of this version, an unknown rule set, or no header', () => {
    const same = brokenJson(version);
    const read = parseRecordJson(same);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(unreadRecordError(read.error, same)).toBe(read.error);
    expect(unreadRecordError('x', '{"variant":"no-such-game","rulesVersion":1}')).toBe('x');
    expect(unreadRecordError('x', 'not a record')).toBe('x');
    expect(unreadRecordError('x', '{"variant":"illustrated-beck","rulesVersion":"1"}')).toBe('x');
    expect(unreadRecordError('x', null)).toBe('x');
  });
});
