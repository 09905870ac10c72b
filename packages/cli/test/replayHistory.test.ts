/**
 * `tarock replay FILE --deal M/D` on a history the web app saved (docs/records.md "The history as
 * a file"): without `--deal` the matches are listed to choose from; a deal by its place replays as
 * its record does; a place the file does not hold, a history of another version, and `--deal`
 * with a plain record are refused in words.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRng, formatRecordJson, recordOf, recordToJson } from '@tarock/engine';
import { playRandomDeal } from '@tarock/engine/testing';
import { describe, expect, test } from 'vitest';
import { mini, run, tempDir, unwrap } from './helpers';

const dir = tempDir();
const write = (name: string, text: string): string => {
  const file = join(dir, name);
  writeFileSync(file, text);
  return file;
};
const game = mini();
const records = [1, 2, 3].map((seed) => {
  const states = playRandomDeal(game, createRng(seed));
  const final = states.at(-1);
  if (!final) throw new Error('no deal');
  return recordOf(game, final);
});

/** A match of the file, as the web app writes it (the fields the History lists beside each record). */
const match = (id: string, started: number, names: string[], deals: [number, number][]) => ({
  id,
  started,
  game: game.name,
  players: names.map(() => ({ kind: 'human' })),
  names,
  totals: names.map(() => 0),
  pot: 0,
  finished: false,
  deals: deals.map(([deal, r]) => ({
    deal,
    ended: started,
    contract: null,
    declarer: null,
    outcome: 'won',
    players: [0, 1, 2],
    deltas: [0, 0, 0],
    totals: [0, 0, 0],
    pot: 0,
    record: recordToJson(records[r] as (typeof records)[number]),
  })),
});
const archive = {
  format: 'tarock-history',
  version: 1,
  exported: '2026-12-05T12:00:00.000Z',
  matches: [
    match('m-new', Date.UTC(2026, 11, 5, 20, 15), ['Anna', 'Bert', 'Cilli'], [[1, 0]]),
    match(
      'm-old',
      Date.UTC(2026, 10, 30, 9, 5),
      ['Xaver', 'Yvonne', 'Zenzi'],
      [
        [1, 1],
        [2, 2],
        [4, 0],
      ],
    ),
  ],
};
const file = write('history.json', JSON.stringify(archive));
const dealFile = write('deal.json', formatRecordJson(records[2] as (typeof records)[number]));

describe('tarock replay on a history the web app saved', () => {
  test('without --deal, its matches are listed to choose from', async () => {
    const r = await run(['replay', file]);
    expect(r.code).toBe(1);
    expect(r.out).toBe('');
    expect(unwrap(r.err)).toContain(
      'a history saved by the web app, 2 matches: name a deal with --deal MATCH/DEAL',
    );
    expect(r.err).toContain(`  1  2026-12-05 20:15 UTC  ${game.name}  Anna, Bert, Cilli  deal 1\n`);
    expect(r.err).toContain(`  2  2026-11-30 09:05 UTC  ${game.name}  Xaver, Yvonne, Zenzi  deals 1, 2, 4\n`);
  });

  test("the list writes a file's names and rule set without their control characters", async () => {
    const odd = structuredClone(archive);
    const m = odd.matches[0];
    if (m) {
      m.names = ['\u001b[31mAnna', 'Bert', 'Cilli'];
      m.game = `${game.name}\u001b[2J`;
    }
    const r = await run(['replay', write('odd.json', JSON.stringify(odd))]);
    expect(r.err).not.toContain('\u001b');
    expect(r.err).toContain('Anna, Bert, Cilli');
  });

  test('a deal by its place replays as its record does, from a file or from standard input', async () => {
    const alone = await run([
      'replay',
      write('deal.json', formatRecordJson(records[2] as (typeof records)[number])),
    ]);
    expect(alone.code).toBe(0);
    const picked = await run(['replay', file, '--deal', '2/2']);
    expect(picked).toEqual(alone);
    const piped = await run(['replay', '-', '--deal', '2/2', '--json'], [JSON.stringify(archive)]);
    const json = await run(['replay', dealFile, '--json']);
    expect(JSON.parse(piped.out)).toEqual({ ...JSON.parse(json.out), file: '-' });
  });

  test.each([
    ['3/1', 'the history holds 2 matches, not 3'],
    ['2/3', 'match 2 holds deals 1, 2, 4, not 3'],
    ['0/1', 'the history holds 2 matches, not 0'],
    ['2-1', 'a deal of a history is named MATCH/DEAL, as 2/5 (got "2-1")'],
  ])('--deal %s is refused: %s', async (place, why) => {
    const r = await run(['replay', file, '--deal', place]);
    expect(r.code).toBe(1);
    expect(unwrap(r.err)).toContain(`${file}: ${why}`);
  });

  test('a damaged record of the deal named is refused with where it is', async () => {
    const damaged = structuredClone(archive);
    const deal = damaged.matches[1]?.deals[0];
    if (deal) deal.record = { ...deal.record, dealer: 'S9' };
    const r = await run(['replay', write('damaged.json', JSON.stringify(damaged)), '--deal', '2/1']);
    expect(r.code).toBe(1);
    expect(unwrap(r.err)).toMatch(/: deal 2\/1: dealer: /);
  });

  test.each([
    [{ ...archive, version: 2 }, 'a history file of version 2: this reader reads version 1'],
    [
      { ...archive, matches: [{ ...archive.matches[0], names: 'Anna' }] },
      'matches[0].names: expected a list of names',
    ],
    [
      { ...archive, matches: [{ ...archive.matches[0], deals: [{ deal: 0 }] }] },
      'matches[0].deals[0].deal: expected a deal number',
    ],
  ])('a history that does not read: %#', async (data, why) => {
    const r = await run(['replay', write('bad.json', JSON.stringify(data)), '--deal', '1/1']);
    expect(r.code).toBe(1);
    expect(unwrap(r.err)).toContain(why);
  });

  test('--deal with a plain record, and a history handed to score, are named for what they are', async () => {
    const plain = await run(['replay', dealFile, '--deal', '1/1']);
    expect(plain.code).toBe(1);
    expect(unwrap(plain.err)).toContain(
      '--deal names a deal of a history the web app saved (docs/records.md); this file is not one',
    );
    const score = await run(['score', file]);
    expect(score.code).not.toBe(0);
    expect(unwrap(score.err)).toContain(
      `${file}: a history saved by the web app, not a deal summary: replay one of its deals with tarock replay ${file} --deal MATCH/DEAL`,
    );
  });
});
