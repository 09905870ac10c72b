import { expect, test } from 'vitest';
import { STRINGS } from '../i18n/strings';
import type { SavedMatch } from '../worker/protocol';
import { discardFailedNote } from './SavedMatchPanel';

const saved: SavedMatch = {
  game: 'bavarian-huber-1923',
  names: ['Anna', 'Bert', 'Cilli'],
  deals: 2,
  totals: [10, -5, -5],
  pot: 0,
  inDeal: true,
  finished: false,
};

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
