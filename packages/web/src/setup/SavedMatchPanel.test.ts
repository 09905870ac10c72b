import { expect, test } from 'vitest';
import { STRINGS } from '../i18n/strings';
import { KEPT_MATCHES } from '../worker/store';
import { SAVED } from '../worker/testing';
import { discardFailedNote, keptNote, progressNote, refusedDetail, refusedNote } from './SavedMatchPanel';

const saved = SAVED;

test('a Discard that failed is said with the store’s reason, in German and English; otherwise nothing', () => {
  const failed = { ...saved, discardFailed: 'IndexedDB: the transaction was aborted' };
  expect(discardFailedNote(failed, STRINGS.de)).toBe(
    'Die Partie konnte nicht verworfen werden: IndexedDB: the transaction was aborted',
  );
  expect(discardFailedNote(failed, STRINGS.en)).toBe(
    'The match could not be discarded: IndexedDB: the transaction was aborted',
  );
  expect(discardFailedNote(saved, STRINGS.de)).toBeNull();
  expect(discardFailedNote(saved, STRINGS.en)).toBeNull();
});

test('a kept match’s progress reads as sentences, in German and English', () => {
  const cases = [
    [0, true, 'Das erste Spiel ist im Gang.', 'The first deal is under way.'],
    [0, false, 'Noch kein Spiel gespielt.', 'No deal played yet.'],
    [1, true, '1 Spiel gespielt, das nächste ist im Gang.', '1 deal played; the next is under way.'],
    [3, true, '3 Spiele gespielt, das nächste ist im Gang.', '3 deals played; the next is under way.'],
    [1, false, '1 Spiel gespielt.', '1 deal played.'],
    [7, false, '7 Spiele gespielt.', '7 deals played.'],
  ] as const;
  for (const [deals, inDeal, de, en] of cases) {
    expect(progressNote({ deals, inDeal }, STRINGS.de)).toBe(de);
    expect(progressNote({ deals, inDeal }, STRINGS.en)).toBe(en);
  }
});

test(`under the kept matches: how long they are kept; with ${KEPT_MATCHES} kept, which one a new match would drop`, () => {
  const few = [saved, { ...saved, id: 'b', used: saved.used - 1 }];
  expect(keptNote(few, STRINGS.en, 'en')).toBe(
    'An unfinished match is kept until it is finished or discarded (at most 10; starting a new one keeps them).',
  );
  expect(keptNote(few, STRINGS.de, 'de')).toBe(
    'Eine unterbrochene Partie bleibt aufgehoben, bis sie zu Ende gespielt oder verworfen ist (höchstens 10; eine neue Partie zu beginnen lässt sie stehen).',
  );
  // Newest use first: the last one is the one a new match drops.
  const full = Array.from({ length: KEPT_MATCHES }, (_, i) => ({ ...saved, id: `m${i}`, used: 100 - i }));
  const oldest = { ...saved, id: 'oldest', used: 0, game: 'haferltarock', deals: 7 };
  const all = [...full.slice(1), oldest];
  expect(keptNote(all, STRINGS.en, 'en')).toBe(
    '10 matches are kept: starting a new one discards the one played longest ago, Haferltarock (Danyliuk), 7 deals played.',
  );
  expect(keptNote(all, STRINGS.de, 'de')).toBe(
    '10 Partien sind aufgehoben: eine neue Partie zu beginnen verwirft die am längsten nicht gespielte, Haferltarock (Danyliuk), 7 Spiele gespielt.',
  );
});

test('why kept matches could not be restored is worded by the page: German in German, the English as it was', () => {
  const version = { code: 'version', found: '7', reads: 1 } as const;
  const damaged = { code: 'damaged', detail: 'the saved deal does not replay: action 3' } as const;
  const unplayable = { code: 'unplayable', detail: 'unknown game: foo' } as const;
  expect(refusedNote([version], STRINGS.de)).toBe(
    'Die gespeicherte Partie ließ sich nicht wiederherstellen und wurde verworfen: sie hat die Version 7, diese App liest Version 1',
  );
  expect(refusedNote([version], STRINGS.en)).toBe(
    'The saved match could not be restored and has been discarded: the saved match has version 7; this app reads version 1',
  );
  expect(refusedNote([damaged, unplayable], STRINGS.de)).toBe(
    'Die gespeicherte Partie ließ sich nicht wiederherstellen und wurde verworfen: sie ist beschädigt; sie lässt sich mit dieser App nicht spielen',
  );
  expect(refusedNote([damaged, unplayable], STRINGS.en)).toBe(
    'The saved match could not be restored and has been discarded: the saved deal does not replay: action 3; the saved setup cannot be played: unknown game: foo',
  );
  // The checkers' English details on hover only; a version has none beyond the sentence.
  expect(refusedDetail([version], STRINGS.de)).toBeNull();
  expect(refusedDetail([version, damaged, unplayable], STRINGS.de)).toBe(
    'the saved deal does not replay: action 3; unknown game: foo',
  );
});
