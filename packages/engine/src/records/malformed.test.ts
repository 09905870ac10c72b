/**
 * Input that broke the readers' promise of a clear error (a fuzzing audit, 2026-12-07): a text
 * record's string JSON does not read, values nested too deep to quote, lines that took time
 * quadratic in their length, and values echoed whole into the message.
 */
import { describe, expect, it } from 'vitest';
import { scoreSummary } from './summary';
import { historyFileMatches } from './history';
import { parseRecordJson } from './json';
import { parseOptions, parseRecordText } from './text';
import { parseTurn } from './actionText';
import { TAROCK54 } from '../cards/pack';
import { parseCard } from '../cards/notation';

const header = (date: string) =>
  [
    '[Format "tarock-record 1"]',
    '[Variant "mini-tarock"]',
    '[RulesVersion "1"]',
    '[Pack "tarock54"]',
    `[Date ${date}]`,
  ].join('\n');

const deep = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;

describe('a text record whose quoted value JSON does not read is refused, not thrown on', () => {
  it.each([
    ['an unknown escape', '"\\x"'],
    ['a raw tab', '"a\tb"'],
    ['a short unicode escape', '"\\u12"'],
  ])('%s in a tag', (_what, value) => {
    const r = parseRecordText(header(value));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/^line 5: tag Date: .* is not a "string" JSON reads/);
    // The message quotes the value with its controls escaped: no raw tab in an error.
    if (!r.ok) expect(r.error).not.toMatch(/\t/);
  });

  it('and in an option value', () => {
    expect(parseOptions('allPass="\\x"')).toEqual({
      ok: false,
      error: 'option allPass: "\\x" is not a "string" JSON reads',
    });
  });
});

describe('a value nested too deep to quote gets a message, not a stack overflow', () => {
  it('in a JSON record', () => {
    const r = parseRecordJson(deep(200_000));
    expect(r).toEqual({ ok: false, error: expect.stringContaining('a list nested too deep to show') });
  });

  it('in a deal summary and a history file', () => {
    const summary = `{"format":"tarock-deal-summary","version":${deep(200_000)}}`;
    expect(scoreSummary(JSON.parse(summary))).toEqual({
      ok: false,
      error: 'version: this engine reads version 1 summaries, not a list nested too deep to show',
    });
    const history = JSON.parse(`{"format":"tarock-history","version":${deep(200_000)}}`) as unknown;
    expect(historyFileMatches(history).ok).toBe(false);
  });

  it('in an Illustrated summary field', () => {
    const summary = JSON.parse(
      `{"format":"tarock-deal-summary","version":1,"variant":"illustrated-beck","contract":"solo","declarer":${deep(200_000)},"declarerPoints":40}`,
    ) as unknown;
    expect(scoreSummary(summary)).toEqual({ ok: false, error: expect.stringContaining('nested too deep') });
  });
});

describe('lines that took time quadratic in their length read in one pass', () => {
  // Each took minutes or more at this length before (an unclosed `S0[` scanned to the line's end
  // from every one of them; a lazy option value backtracked over a run of spaces).
  it('a deal of unclosed groups', () => {
    const r = parseTurn(TAROCK54, `deal ${'S0['.repeat(200_000)}`);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.length).toBeLessThan(200);
  });

  it('an option value after a long run of spaces', () => {
    expect(parseOptions(`a=${' '.repeat(1_000_000)}x`)).toEqual({ ok: true, value: { a: 'x' } });
  });
});

describe('a message quotes at most the start of a long bad value', () => {
  it('a card, a summary variant', () => {
    const card = parseCard(TAROCK54, 'Z'.repeat(100_000));
    expect(card.ok).toBe(false);
    if (!card.ok) expect(card.error.length).toBeLessThan(200);
    const summary = scoreSummary({ format: 'tarock-deal-summary', version: 1, variant: 'v'.repeat(100_000) });
    expect(summary.ok).toBe(false);
    if (!summary.ok) expect(summary.error.length).toBeLessThan(400);
  });

  it('a missing version is said to be missing', () => {
    expect(scoreSummary({ format: 'tarock-deal-summary', variant: 'illustrated-beck' })).toEqual({
      ok: false,
      error: 'missing field "version" (this engine reads version 1)',
    });
  });
});
