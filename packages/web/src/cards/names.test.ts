import { type Card, type Pack, PRESETS, loadGame } from '@tarock/engine';
import { describe, expect, test } from 'vitest';
import { cardName, cardObject, cardSubject } from './names';

function packOf(family: string): Pack {
  const p = PRESETS.find((x) => x.rules.family === family);
  const g = loadGame(p?.rules.id ?? '');
  if (!g.ok) throw new Error(g.error);
  return g.value.pack;
}

/** The card whose German label is `label` ("Pik-Bube", "Sküs"). */
function card(pack: Pack, label: string): Card {
  for (let c = 0; c < pack.size; c++) if (cardName(pack, c, 'de') === label) return c;
  throw new Error(`no card ${label}`);
}

describe('a card with its article, as the object and as the subject of a sentence', () => {
  const pack = packOf('illustrated');
  test.each([
    ['Pik-Bube', 'den Pik-Buben', 'der Pik-Bube', 'the Jack of Spades'],
    ['Herz-Dame', 'die Herz-Dame', 'die Herz-Dame', 'the Queen of Hearts'],
    ['Treff-König', 'den Treff-König', 'der Treff-König', 'the King of Clubs'],
    ['Sküs', 'den Sküs', 'der Sküs', 'the Sküs'],
  ])('%s: "spielt %s", "%s hätte", "%s"', (label, object, subject, english) => {
    const c = card(pack, label);
    expect(cardObject(pack, c, 'de')).toBe(object);
    expect(cardSubject(pack, c, 'de')).toBe(subject);
    expect(cardObject(pack, c, 'en')).toBe(english);
    expect(cardSubject(pack, c, 'en')).toBe(english);
  });

  test('a tarock called by its number has no article', () => {
    const c = card(pack, 'Tarock XII');
    expect(cardSubject(pack, c, 'de')).toBe('Tarock XII');
    expect(cardObject(pack, c, 'en')).toBe('tarock XII');
  });

  test('the Bavarian Sau is feminine, the Ober masculine', () => {
    const bav = packOf('bavarian');
    expect(cardSubject(bav, card(bav, 'Eichel-Sau'), 'de')).toBe('die Eichel-Sau');
    expect(cardSubject(bav, card(bav, 'Gras-Ober'), 'de')).toBe('der Gras-Ober');
    expect(cardObject(bav, card(bav, 'Gras-Ober'), 'de')).toBe('den Gras-Ober');
  });
});
