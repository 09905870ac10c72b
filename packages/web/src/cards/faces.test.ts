import { GERMAN24, GERMAN36, SKUS, TAROCK54, cardOf, tarock } from '@tarock/engine';
import { describe, expect, test } from 'vitest';
import { faceOf, pipLayout } from './faces';
import { cardName } from './names';

describe('card faces', () => {
  test('every card of every pack has a face with an index, and pips match their count', () => {
    for (const pack of [TAROCK54, GERMAN36, GERMAN24]) {
      for (const c of pack.cards) {
        const f = faceOf(pack, c, 'de');
        expect(f.index.length).toBeGreaterThan(0);
        if (f.picture.kind === 'pips') expect(pipLayout(f.picture.count)).toHaveLength(f.picture.count);
      }
    }
  });
  test('tarocks show roman numerals and the Sküs is distinct', () => {
    expect(faceOf(TAROCK54, tarock(15), 'en').picture).toEqual({ kind: 'tarock', numeral: 'XV', name: null });
    expect(faceOf(TAROCK54, tarock(1), 'de').picture).toEqual({
      kind: 'tarock',
      numeral: 'I',
      name: 'Pagat',
    });
    expect(faceOf(TAROCK54, SKUS, 'de').picture.kind).toBe('skus');
  });
  test('Ober carries the suit sign at the top, Unter at the bottom; the Sau is an ace face', () => {
    const ober = faceOf(GERMAN36, cardOf(GERMAN36, 2, 5), 'de');
    const unter = faceOf(GERMAN36, cardOf(GERMAN36, 2, 4), 'de');
    expect(ober.picture).toMatchObject({ kind: 'court', letter: 'O', signAt: 'top' });
    expect(unter.picture).toMatchObject({ kind: 'court', letter: 'U', signAt: 'bottom' });
    expect(faceOf(GERMAN36, cardOf(GERMAN36, 0, 8), 'de').picture.kind).toBe('ace');
    expect(ober.sign).toBe('gheart');
  });
  test('the tarock pack courts use each language letters (Dame/Bube, Queen/Jack)', () => {
    const queen = cardOf(TAROCK54, 0, 6);
    expect(faceOf(TAROCK54, queen, 'de').index).toBe('D');
    expect(faceOf(TAROCK54, queen, 'en').index).toBe('Q');
  });
  test('spoken names follow the region vocabulary', () => {
    expect(cardName(GERMAN36, cardOf(GERMAN36, 0, 8), 'de')).toBe('Eichel-Sau');
    expect(cardName(GERMAN36, cardOf(GERMAN36, 3, 4), 'en')).toBe('Unter of Bells');
    expect(cardName(TAROCK54, cardOf(TAROCK54, 0, 7), 'en')).toBe('King of Hearts');
    expect(cardName(TAROCK54, SKUS, 'de')).toBe('Sküs');
    expect(cardName(TAROCK54, tarock(21), 'en')).toBe('Mond (XXI)');
  });
});
