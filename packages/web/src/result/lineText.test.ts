import { PRESETS, createRng, loadGame } from '@tarock/engine';
import { playRandomDeal } from '@tarock/engine/testing';
import { expect, test } from 'vitest';
import { lineText, settlementRows, tableFormat } from './lineText';

/** The settlement lines of a deal summary (dealer seat 0, declarer seat 1) of `variant`. */
function settledLines(variant: string, deal: Record<string, unknown>) {
  const g = loadGame(variant);
  if (!g.ok) throw new Error(g.error);
  const summary = { format: 'tarock-deal-summary', version: 1, variant, dealer: 0, declarer: 1, ...deal };
  const s = g.value.preset.settleSummary(summary, g.value.rules, 3);
  if (!s.ok) throw new Error(s.error);
  return s.value.lines;
}

/** Huber 1923, seat 1 plays a Frage (Herz trump) and loses with 50: 10 ¢ to each defender. */
function lostFrage() {
  return settledLines('bavarian-huber-1923', {
    contract: 'frage',
    trump: 'H',
    points: { declarer: 50, defenders: 70 },
    tricks: { declarer: 4, defenders: 7 },
  });
}

const names = ['Anna', 'Ben', 'Cleo'];

test('a German settlement line names the players and writes money as the table does', () => {
  const lines = lostFrage();
  expect(lines.map((l) => lineText(l, names, 'de'))).toEqual([
    'Ben spielt Frage (Trumpf Herz) und braucht 61 Augen',
    'Der Spieler brauchte 61 Augen und hat 50: Er verliert mit 50 zu 70',
    'Ben zahlt Cleo 0,10\u00a0€: Frage verloren, 1 × 0,10\u00a0€ an jeden Gegenspieler',
    'Ben zahlt Anna 0,10\u00a0€: Frage verloren, 1 × 0,10\u00a0€ an jeden Gegenspieler',
  ]);
  expect(lines[2]?.text).toBe('seat 1 pays seat 2 10 ¢: Frage lost, 1 × 10 ¢ to each opponent');
});

test('in English the engine’s words stay, with names for seats and the table’s money', () => {
  expect(lineText(lostFrage()[2] ?? { text: '' }, names, 'en')).toBe(
    'Ben pays Cleo 0.10\u00a0€: Frage lost, 1 × 0.10\u00a0€ to each opponent',
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

/** Haferltarock, seat 1 plays a hand game (Herz trump) and loses Schneider with 17 card points. */
function lostHandSchneider() {
  return settledLines('haferltarock', {
    contract: 'hand',
    trump: 'H',
    points: { declarer: 17, defenders: 103 },
    tricks: { declarer: 1, defenders: 10 },
  });
}

test('the bare "Schneider" note is said at the end of the judgement it belongs to, not as a line of its own', () => {
  const lines = lostHandSchneider();
  // The engine notes it on a line of its own, worth nothing there (Haferltarock pays by the point).
  expect(lines.map((l) => l.text)).toContain('Schneider');
  for (const lang of ['en', 'de'] as const) {
    const rows = settlementRows(lines, names, lang);
    expect(rows).toHaveLength(lines.length - 1);
    expect(rows.map((r) => r.text)).not.toContain('Schneider');
    expect(rows[1]?.text).toBe(`${lineText(lines[1] ?? { text: '' }, names, lang)} — Schneider`);
    expect(rows[1]?.amounts).toBe(undefined);
    // The payments keep their amounts, row by row.
    expect(rows.slice(2).map((r) => r.amounts)).toEqual(lines.slice(3).map((l) => l.amounts));
  }
  const both = [
    ...lines.slice(0, 2),
    { ...lines[2], text: 'Schneider and Schwarz', phrase: { key: 'bavarian.schneiderSchwarz' } },
  ];
  expect(settlementRows(both, names, 'de')[1]?.text).toMatch(/ — Schneider und Schwarz$/);
});

test('lines other than those notes are shown one row each, as the engine gives them', () => {
  const lines = lostFrage();
  expect(settlementRows(lines, names, 'en').map((r) => r.text)).toEqual(
    lines.map((l) => lineText(l, names, 'en')),
  );
});

test('the rows’ amounts add up to the Total row, in every preset (the engine’s own sum line is the Total row)', () => {
  for (const preset of PRESETS) {
    const game = loadGame(preset.rules.id);
    if (!game.ok) throw new Error(game.error);
    for (let seed = 1; seed <= 6; seed++) {
      const states = playRandomDeal(game.value, createRng(seed));
      const st = states[states.length - 1]?.settlement;
      if (!st) throw new Error('a deal was not settled');
      const sums = st.deltas.map(() => 0);
      for (const r of settlementRows(st.lines, names, 'en'))
        r.amounts?.forEach((a, s) => {
          sums[s] = (sums[s] ?? 0) + a;
        });
      sums.forEach((v, s) => {
        expect(v, `${preset.rules.id} seed ${seed}`).toBeCloseTo(st.deltas[s] ?? 0, 6);
      });
    }
  }
});

test('a payment into or out of the Schreckensteiner keeps its side-pot amount: the players’ and the pots’ columns add up', () => {
  const game = loadGame('bavarian-huber-1923(pot=kasseAndSchreckensteiner)');
  if (!game.ok) throw new Error(game.error);
  let seen = 0;
  for (let seed = 1; seed <= 40; seed++) {
    const states = playRandomDeal(game.value, createRng(seed), { dealer: 0, pot: 300, sidePot: 600 });
    const st = states[states.length - 1]?.settlement;
    if (!st) throw new Error('a deal was not settled');
    expect(st.sidePotDelta, `seed ${seed}`).toBeDefined();
    const rows = settlementRows(st.lines, names, 'de');
    const side = rows.reduce((sum, r) => sum + (r.sidePot ?? 0), 0);
    expect(side, `seed ${seed}`).toBeCloseTo(st.sidePotDelta ?? 0, 6);
    // Money only moves: what the players pay, the two pots take.
    const paid = rows.reduce((sum, r) => sum + (r.amounts ?? []).reduce((a, b) => a + b, 0), 0);
    const pots = rows.reduce((sum, r) => sum + (r.pot ?? 0) + (r.sidePot ?? 0), 0);
    expect(paid + pots, `seed ${seed}`).toBeCloseTo(0, 6);
    if (rows.some((r) => r.sidePot)) seen++;
  }
  expect(seen).toBeGreaterThan(0);
});

test('a Haferltarock rate says its cent a point in the money of the table (it wrote "1 ¢" beside euros)', () => {
  const lines = settledLines('haferltarock', {
    contract: 'hand',
    trump: 'H',
    target: 61,
    points: { declarer: 77, defenders: 43 },
    tricks: { declarer: 7, defenders: 4 },
  });
  const rate = lines.map((l) => lineText(l, names, 'de')).find((t) => t.includes('Satz'));
  expect(rate).toContain('(0,05\u00a0€ für 61–65, 0,01\u00a0€ je weiteres Auge)');
  const en = lines.map((l) => lineText(l, names, 'en')).find((t) => t.includes('rate'));
  expect(en).toContain('(0.05\u00a0€ for 61–65, 0.01\u00a0€ per further point)');
  expect(lines.some((l) => l.text.includes('(5 ¢ for 61–65, 1 ¢ per further point)'))).toBe(true);
});
