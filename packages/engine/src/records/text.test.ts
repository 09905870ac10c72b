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
    [text.replace('[Dealer "0"]', '[Dealer "x"]'), 'tag Dealer: "x" is not a whole number'],
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

  const finished = [
    text,
    'result outcome=won contract=dreiblatt declarer=S1 unit=points potDelta=0',
    'deltas -3 6 -3',
    'party declarer seats=S1 points=41 thirds=122',
    'party defenders seats=S2,S0 points=29.5 thirds=88.5',
    'line amounts=-3,6,-3 pot=0 "Dreiblatt won"',
  ].join('\n');

  it('reads the numbers the writer writes: plain digits, a sign, a fraction', () => {
    const r = parseRecordText(finished);
    expect(r.ok && r.value.result?.cardPoints[1]).toEqual({
      party: 'defenders',
      seats: [2, 0],
      points: 29.5,
      thirds: 88.5,
    });
    expect(r.ok && r.value.result?.deltas).toEqual([-3, 6, -3]);
  });

  // Number() took all of these: 1e0 and 0x1 as 1, "01" and " 1" as 1, "" as 0.
  it.each([
    ['[Dealer "0"]', '[Dealer "1e0"]', 'tag Dealer: "1e0" is not a whole number'],
    ['[Dealer "0"]', '[Dealer "01"]', 'tag Dealer: "01" is not a whole number'],
    ['[Dealer "0"]', '[Dealer "0x1"]', 'tag Dealer: "0x1" is not a whole number'],
    ['[Dealer "0"]', '[Dealer " 1"]', 'tag Dealer: " 1" is not a whole number'],
    ['[Dealer "0"]', '[Dealer "1.0"]', 'tag Dealer: "1.0" is not a whole number'],
    ['[Dealer "0"]', '[Dealer "+1"]', 'tag Dealer: "+1" is not a whole number'],
    ['[Dealer "0"]', '[Dealer ""]', 'tag Dealer: "" is not a whole number'],
    ['[Pot "0"]', '[Pot "1e2"]', 'tag Pot: "1e2" is not a number'],
    ['[Pot "0"]', '[Pot ".5"]', 'tag Pot: ".5" is not a number'],
    ['[Pot "0"]', '[Pot "0.50"]', 'tag Pot: "0.50" is not a number'],
    ['[Pot "0"]', '[Pot "0"]\n[SidePot "1E1"]', 'tag SidePot: "1E1" is not a number'],
    ['[Redeals "0"]', '[Redeals "0.0"]', 'tag Redeals: "0.0" is not a whole number'],
    ['[RulesVersion "1"]', '[RulesVersion "1e0"]', 'tag RulesVersion: "1e0" is not a whole number'],
    ['[Format "tarock-record 1"]', '[Format "tarock-record 01"]', 'tag Format: expected "tarock-record 1"'],
    ['[Pack "tarock54"]', '[Pack "tarock54"]\n[View "S01"]', 'tag View: "S01" is not a seat'],
    ['[Pack "tarock54"]', '[Pack "tarock54"]\n[Options "seats=3e0"]', 'option seats: "3e0" is not a number'],
    ['[Pack "tarock54"]', '[Pack "tarock54"]\n[Options "seats=03"]', 'option seats: "03" is not a number'],
    ['2. S1 gut', '02. S1 gut', 'line 18: turn number "02" is not a whole number'],
    ['2. S1 gut', '2. S01 gut', 'line 18 (turn 2): "S01" is not a seat'],
    ['2. S1 gut', '2. S1 talon 1e0', 'line 18 (turn 2): "talon" needs the number of a talon part'],
    ['2. S1 gut', '2. S1 talon 01', 'line 18 (turn 2): "talon" needs the number of a talon part'],
    ['potDelta=0', 'potDelta=0x0', 'line 20: potDelta "0x0" is not a number'],
    ['potDelta=0', 'potDelta=0 sidePotDelta=1e1', 'line 20: sidePotDelta "1e1" is not a number'],
    ['declarer=S1', 'declarer=S01', 'line 20: declarer "S01" is not a seat'],
    ['deltas -3 6 -3', 'deltas -3 6e0 -3', 'line 21: deltas "6e0" is not a number'],
    ['deltas -3 6 -3', 'deltas -3 6 -3.0', 'line 21: deltas "-3.0" is not a number'],
    ['seats=S1 points=41', 'seats=S01 points=41', 'line 22: seats "S01" is not a seat'],
    ['points=41', 'points=4.1e1', 'line 22: points "4.1e1" is not a number'],
    ['thirds=88.5', 'thirds=088.5', 'line 23: thirds "088.5" is not a number'],
    ['amounts=-3,6,-3', 'amounts=-3,0x6,-3', 'line 24: amounts "0x6" is not a number'],
    ['pot=0 ', 'pot=-0 ', 'line 24: pot "-0" is not a number'],
  ])('refuses a number the writer would not write: %s as %s', (from, to, message) => {
    const bad = finished.replace(from, to);
    expect(bad).not.toBe(finished);
    expect(parseRecordText(bad)).toEqual({ ok: false, error: expect.stringContaining(message) });
  });
});
