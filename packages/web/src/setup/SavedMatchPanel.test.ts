import { expect, test } from 'vitest';
import { STRINGS } from '../i18n/strings';
import { SAVED } from '../worker/testing';
import { discardFailedNote } from './SavedMatchPanel';

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
