import { expect, test } from 'vitest';
import { STRINGS } from '../i18n/strings';
import { rewordedText } from './rewordedText';

const { de, en } = STRINGS;
const older = { line: 1, recorded: 'worded by an older engine', replayed: 'Declarer wins 3' };

test('a record worded otherwise gets a note with its own lines, numbered from 1, in either language', () => {
  expect(rewordedText(en, [older])).toEqual({
    head: 'An earlier version of tarock worded one line of this settlement otherwise (the same amounts). The record says:',
    lines: ['line 2: “worded by an older engine”'],
  });
  const two = rewordedText(de, [older, { ...older, line: 3, recorded: 'also old' }]);
  expect(two?.head).toContain('2 Zeilen');
  expect(two?.lines).toEqual(['Zeile 2: „worded by an older engine“', 'Zeile 4: „also old“']);
});

test('a record of this engine gets no note', () => {
  expect(rewordedText(en, [])).toBeNull();
});
