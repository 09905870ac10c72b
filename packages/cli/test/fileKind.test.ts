/**
 * A file handed to the wrong command (a deal summary to replay, a record to score or to
 * play --resume, JSON that is no object) is named for what it is, with the command that reads it,
 * instead of the reader's complaint about its first field.
 */
import { join } from 'node:path';
import { writeFileSync } from 'node:fs';
import { createRng, formatRecordJson, formatRecordText, recordOf } from '@tarock/engine';
import { playRandomDeal } from '@tarock/engine/testing';
import { describe, expect, it } from 'vitest';
import { mini, run, tempDir, unwrap } from './helpers';

const dir = tempDir();
const write = (name: string, text: string) => {
  const file = join(dir, name);
  writeFileSync(file, text);
  return file;
};
const game = mini();
const states = playRandomDeal(game, createRng(1));
const final = states[states.length - 1];
if (!final) throw new Error('no deal');
const record = recordOf(game, final);
const files = {
  summary: write(
    'summary.json',
    JSON.stringify({ format: 'tarock-deal-summary', version: 1, variant: 'mini-tarock', options: {} }),
  ),
  json: write('record.json', formatRecordJson(record)),
  text: write('record.txt', formatRecordText(record)),
  seats: write('seats.json', JSON.stringify({ v: 1, format: 'tarock-seats', seats: {} })),
  list: write('list.json', '[]'),
};

describe('the wrong kind of file says what it is and which command reads it', () => {
  it.each([
    [
      ['replay', files.summary],
      `a deal summary, not a game record: settle it with tarock score ${files.summary}`,
    ],
    [
      ['replay', files.list],
      'a JSON list, not a game record (a JSON object with "format": "tarock-record"; docs/records.md)',
    ],
    [['replay', files.seats], 'the seats file of tarock join, not a game record: tarock join keeps it'],
    [['score', files.json], `a game record, not a deal summary: read it with tarock replay ${files.json}`],
    [['score', files.text], `a game record, not a deal summary: read it with tarock replay ${files.text}`],
    [
      ['score', files.list],
      'a JSON list, not a deal summary (a JSON object with "format": "tarock-deal-summary"; docs/scorekeeping.md)',
    ],
    [
      ['play', '--resume', files.summary],
      `it is a deal summary, not a match kept by tarock play: settle it with tarock score ${files.summary}`,
    ],
    [
      ['play', '--resume', files.text],
      `it is a game record, not a match kept by tarock play: read it with tarock replay ${files.text}`,
    ],
  ])('%j', async (args, said) => {
    const r = await run(args);
    expect(r.code).not.toBe(0);
    expect(unwrap(r.err)).toContain(`${args[args.length - 1]}: ${said}`);
    expect(r.out).toBe('');
  });
});
