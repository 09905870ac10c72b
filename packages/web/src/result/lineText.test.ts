import { loadGame } from '@tarock/engine';
import { expect, test } from 'vitest';
import { lineText, tableFormat } from './lineText';

/** Huber 1923, seat 1 plays a Frage (Herz trump) and loses with 50: 10 ¢ to each defender. */
function lostFrage() {
  const g = loadGame('bavarian-huber-1923');
  if (!g.ok) throw new Error(g.error);
  const summary = {
    format: 'tarock-deal-summary',
    version: 1,
    variant: 'bavarian-huber-1923',
    dealer: 0,
    declarer: 1,
    contract: 'frage',
    trump: 'H',
    points: { declarer: 50, defenders: 70 },
    tricks: { declarer: 4, defenders: 7 },
  };
  const s = g.value.preset.settleSummary(summary, g.value.rules, 3);
  if (!s.ok) throw new Error(s.error);
  return s.value.lines;
}

const names = ['Anna', 'Ben', 'Cleo'];

test('a German settlement line names the players and writes money as the table does', () => {
  const lines = lostFrage();
  expect(lines.map((l) => lineText(l, names, 'de'))).toEqual([
    'Ben spielt Frage (Trumpf Herz) und braucht 61 Augen',
    'Der Spieler brauchte 61 Augen und hat 50: Er verliert mit 50 zu 70',
    'Ben zahlt Cleo 0,10 €: Frage verloren, 1 × 0,10 € je Gegenspieler',
    'Ben zahlt Anna 0,10 €: Frage verloren, 1 × 0,10 € je Gegenspieler',
  ]);
  expect(lines[2]?.text).toBe('seat 1 pays seat 2 10 ¢: Frage lost, 1 × 10 ¢ from each opponent');
});

test('in English the engine’s words stay, with names for seats and the table’s money', () => {
  expect(lineText(lostFrage()[2] ?? { text: '' }, names, 'en')).toBe(
    'Ben pays Cleo 0.10 €: Frage lost, 1 × 0.10 € from each opponent',
  );
});

test('a line without a phrase shows the engine’s text with names for seat numbers', () => {
  expect(lineText({ text: 'S0 takes 40: seat 0 +2, seat 1 -2' }, names, 'de')).toBe(
    'S0 takes 40: Anna +2, Ben -2',
  );
});

test('a line the engine starts in lower case starts with a capital at the table', () => {
  // English: "the declarer needed 61 and took 50: …"; the table says it as a sentence.
  expect(lineText(lostFrage()[1] ?? { text: '' }, names, 'en')).toBe(
    'The declarer needed 61 and took 50: the declarer loses with 50 to 70',
  );
});

test('names in a row end with "und" ("Anna und Cleo sind pleite")', () => {
  const format = tableFormat(names, 'de');
  expect(format.seats([0, 2], ', ', undefined)).toBe('Anna und Cleo');
  expect(format.seats([0, 1, 2], ', ', undefined)).toBe('Anna, Ben und Cleo');
  expect(format.seats([1], ', ', undefined)).toBe('Ben');
  expect(tableFormat(names, 'en').seats([0, 1], ', ', undefined)).toBe('Anna and Ben');
});
