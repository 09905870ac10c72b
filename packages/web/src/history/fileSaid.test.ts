import { describe, expect, test } from 'vitest';
import type { ImportCounts } from '../worker/history';
import { answerSaid } from './fileSaid';
import { HISTORY_STRINGS } from './strings';

const counts = (c: Partial<ImportCounts>): ImportCounts => ({
  added: 0,
  extended: 0,
  deals: 0,
  already: 0,
  noRoom: 0,
  ...c,
});

describe('what reading a history file says', () => {
  test.each([
    [
      'de',
      counts({ added: 2, deals: 7, already: 1 }),
      'Eingelesen: 2 Partien dazugekommen, insgesamt 7 Spiele, 1 Partie schon da.',
    ],
    [
      'en',
      counts({ added: 2, deals: 7, already: 1 }),
      'Read: 2 matches added, 7 deals in all, 1 match already here.',
    ],
    ['en', counts({ extended: 1, deals: 1 }), 'Read: 1 match given the deals it lacked, 1 deal in all.'],
    ['en', counts({ already: 3 }), 'Nothing new: this history already holds every deal of the file.'],
    ['de', counts({ already: 3 }), 'Nichts Neues: Dieses Archiv hat schon jedes Spiel der Datei.'],
  ] as const)('%s: %j', (lang, c, text) => {
    expect(answerSaid({ ok: true, counts: c, skipped: [] }, HISTORY_STRINGS[lang])).toEqual({
      kind: 'done',
      text,
      skipped: [],
    });
  });

  test('matches left out for want of room are said, with what to do', () => {
    const said = answerSaid({ ok: true, counts: counts({ noRoom: 4 }), skipped: [] }, HISTORY_STRINGS.en);
    expect(said.text).toMatch(
      /^Read: 4 matches left out: the history keeps the newest 100 matches .*delete some/,
    );
  });

  test('damaged matches are listed with their reasons', () => {
    const said = answerSaid(
      {
        ok: true,
        counts: counts({ added: 1, deals: 1 }),
        skipped: [{ id: 'x', why: 'match 2: it lists a deal twice' }],
      },
      HISTORY_STRINGS.en,
    );
    expect(said).toMatchObject({ kind: 'done', skipped: ['match 2: it lists a deal twice'] });
  });

  test('each refusal of a file is worded in both languages, each its own', () => {
    for (const s of Object.values(HISTORY_STRINGS)) {
      const texts = [
        answerSaid({ ok: false, fault: { code: 'tooLarge', bytes: 70 * 1024 * 1024 } }, s),
        answerSaid({ ok: false, fault: { code: 'notJson', detail: 'x' } }, s),
        answerSaid({ ok: false, fault: { code: 'aRecord' } }, s),
        answerSaid({ ok: false, fault: { code: 'notArchive' } }, s),
        answerSaid({ ok: false, fault: { code: 'version', version: '2' } }, s),
        answerSaid({ ok: false, fault: null, reason: 'QuotaExceededError' }, s),
      ];
      expect(texts.every((t) => t.kind === 'failed')).toBe(true);
      expect(new Set(texts.map((t) => t.text)).size).toBe(texts.length);
      expect(texts[0]?.text).toContain('70 MB');
      expect(texts[4]?.text).toContain('(2)');
      expect(texts[5]?.text).toContain('QuotaExceededError');
    }
  });
});
