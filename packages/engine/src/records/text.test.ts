import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { record } from '../../test/arbitraries';
import { formatOptions, formatRecordText, parseOptions, parseRecordText } from './text';

describe('the text record', () => {
  it('round-trips: parse(format(r)) equals r', () => {
    fc.assert(
      fc.property(record, (r) => {
        expect(parseRecordText(formatRecordText(r))).toEqual({ ok: true, value: r });
      }),
    );
  });

  it('writes options so that their types come back', () => {
    const options = { a: 'true', b: true, c: '3', d: 3, e: 'fast', f: 'two words, one comma', g: 0.5 };
    expect(formatOptions(options)).toBe('a="true",b=true,c="3",d=3,e=fast,f="two words, one comma",g=0.5');
    expect(parseOptions(formatOptions(options))).toEqual({ ok: true, value: options });
  });

  it('refuses an option given twice rather than taking one of its values', () => {
    expect(parseOptions('seats=4,seats=3')).toEqual({ ok: false, error: 'option seats is given twice' });
    expect(parseOptions('seats=4,kontra=true')).toEqual({ ok: true, value: { seats: 4, kontra: true } });
  });

  const text = [
    '[Format "tarock-record 1"]',
    '[Variant "mini-tarock"]',
    '[RulesVersion "1"]',
    '[Pack "tarock54"]',
    '[Seat0 "Anna"]',
    '[Player0 "human"]',
    '[Seat1 "B"]',
    '[Player1 "random"]',
    '[Seat2 "C"]',
    '[Player2 "random"]',
    '[Dealer "0"]',
    '[Pot "0"]',
    '[Redeals "0"]',
    '[Date "2025-01-01"]',
    '',
    '; a comment',
    '1. deal S0[H4] S1[XXI] S2[♥K] talon[Sküs]',
    '2. S1 gut',
    'S2 weiter',
  ].join('\n');

  it('reads turn numbers, comments, pretty cards and table words', () => {
    const r = parseRecordText(text);
    expect(r.ok && r.value.turns).toEqual([
      { actor: 'chance', action: { type: 'deal', hands: [[0], [52], [7]], talon: [53] } },
      { actor: 1, action: { type: 'accept' } },
      { actor: 2, action: { type: 'pass' } },
    ]);
    expect(r.ok && r.value.tags).toEqual({ Date: '2025-01-01' });
  });

  it.each([
    [text.replace('2. S1 gut', '3. S1 gut'), 'line 18: turn number 3 where 2 was expected'],
    [text.replace('[Pack "tarock54"]', ''), 'tag Pack: missing'],
    [text.replace('[Seat2 "C"]', ''), 'tag Seat2: missing'],
    [text.replace('S2 weiter', 'S2 fly'), 'line 19 (turn 3): "fly" is not an action'],
    [text.replace('S2 weiter', 'S5 pass'), 'S5 is not at this table'],
    [text.replace('[Dealer "0"]', '[Dealer "x"]'), 'dealer: expected an integer'],
    [`${text}\n[Late "tag"]`, 'tags come before the turns'],
    [`${text}\nresult outcome=won unit=points potDelta=0`, 'expected "deltas …" after "result"'],
    [
      `${text}\nresult outcome=won unit=points potDelta=0\ndeltas 1 2 3\nline "x"\nbogus p`,
      'expected "party …" or "line …"',
    ],
    [`${text}\nresult outcome=maybe unit=points potDelta=0\ndeltas 1 2 3`, 'result.outcome: expected one of'],
  ])('rejects bad text with the line and field (%#)', (bad, message) => {
    expect(parseRecordText(bad)).toEqual({ ok: false, error: expect.stringContaining(message) });
  });
});
