import { type Action, tarock } from '@tarock/engine';
import { expect, test } from 'vitest';
import { STRINGS } from '../i18n/strings';
import type { Hint } from '../worker/protocol';
import { gameFor, tableContext } from './context';
import { hintChoice, hintLines } from './HintText';

const game = gameFor('illustrated-mayr-sedlaczek-2016');
if (!game) throw new Error('no game');
const start = game.newDeal({ dealer: 0 });
const view = game.view(start, 0);
const ctx = tableContext(game, 'de', ['Anna', 'Bert', 'Cilli'], 0);
const play = (card: number): Action => ({ type: 'play', card });

type CardOption = {
  action: Action;
  value: number;
  ultimo: number | null;
  margin: number | null;
  points: number | null;
};
/** pimc's hint for a card over 24 worlds (no exact search), with `tied` cards level at the top. */
const cardHint = (options: CardOption[], tied = 1, inferred = false, kept: Action[] = []): Hint => ({
  seq: 1,
  action: play(0),
  bot: 'pimc:strong',
  reason: { kind: 'card', worlds: 24, exact: false, inferred, tied, marginPoints: 10, kept, options },
});

test('a card hint names the announced Pagat it keeps for its trick, in both languages', () => {
  const options = [
    { action: play(0), value: 18, ultimo: null, margin: null, points: null },
    { action: play(1), value: 12, ultimo: null, margin: null, points: null },
  ];
  const kept = [play(2)];
  const en = hintLines(cardHint(options, 1, false, kept), view, ctx, STRINGS.en);
  expect(en).toHaveLength(3);
  expect(en[2]).toMatch(/^Kept for its trick and left out of the count: .+\. You announced it/);
  expect(hintLines(cardHint(options, 1, false, kept), view, ctx, STRINGS.de)[2]).toMatch(
    /^Für seinen Stich zurückgehalten und nicht mitgezählt: .+\. Du hast ihn angesagt/,
  );
  expect(hintLines(cardHint(options), view, ctx, STRINGS.en)).toHaveLength(2);
});

test("a card hint says when its deals were chosen to fit the others' card plays, in both languages", () => {
  const options = [
    { action: play(0), value: 18, ultimo: null, margin: null, points: null },
    { action: play(1), value: 12, ultimo: null, margin: null, points: null },
  ];
  expect(hintLines(cardHint(options, 1, true), view, ctx, STRINGS.de)).toEqual([
    expect.stringContaining('In 24 Verteilungen'),
    expect.any(String),
    'Die Verteilungen sind so gewählt, dass die übliche Spielweise erklärt, was die anderen bisher gewählt haben: die gespielten Karten, dazu die aufgenommenen und abgelegten Karten des Spielers.',
  ]);
  expect(hintLines(cardHint(options, 1, true), view, ctx, STRINGS.en)[2]).toBe(
    'Those deals were chosen so that the usual play explains what the others have chosen so far: the cards played, and the cards a declarer took up and laid away.',
  );
  expect(hintLines(cardHint(options), view, ctx, STRINGS.de)).toHaveLength(2);
});

test('a card hint in German: the best cards with the deals each still wins, level ones by the second figure', () => {
  const hint = cardHint([
    { action: play(0), value: 18, ultimo: null, margin: 11, points: null },
    { action: play(1), value: 18, ultimo: null, margin: 7, points: null },
    { action: play(2), value: 12, ultimo: null, margin: null, points: null },
  ]);
  const lines = hintLines(hint, view, ctx, STRINGS.de);
  expect(lines[0]).toContain('In 24 Verteilungen der verdeckten Karten');
  const [a, b, c] = [0, 1, 2].map((k) => ctx.label(play(k), view));
  expect(lines[1]).toBe(`${a} 18/24 · ${b} 18/24 · ${c} 12/24`);
  expect(lines[2]).toBe(
    `Bei Gleichstand entscheidet, wie oft eine Karte um 10 Augen höher gewinnt oder um 10 Augen knapper verliert: ${a} 11/24 · ${b} 7/24`,
  );
  expect(lines).toHaveLength(3);
});

test('level cards weighed by the card points where over- and undershoot pay them (IT-04), in both languages', () => {
  const hint = cardHint(
    [
      { action: play(0), value: 24, ultimo: null, margin: null, points: 12.5 },
      { action: play(1), value: 24, ultimo: null, margin: null, points: 9 },
      { action: play(2), value: 20, ultimo: null, margin: null, points: null },
    ],
    1,
  );
  const [a, b] = [0, 1].map((k) => hintChoice(play(k), view, ctx));
  const de = hintLines(hint, view, ctx, STRINGS.de);
  expect(de[2]).toBe(
    `Bei Gleichstand zählen die Augen, die deine Seite aus den noch offenen Karten bekommt, da der Über- oder Unterschuss sie Auge für Auge zahlt (je Verteilung im Mittel): ${a} 12,5 · ${b} 9`,
  );
  expect(de).toHaveLength(3);
  const enCtx = tableContext(game, 'en', ['Ann', 'Ben', 'Cleo'], 0);
  expect(hintLines(hint, view, enCtx, STRINGS.en)[2]).toBe(
    `Level cards are weighed by the card points your side takes from the cards still in play, as the over- or undershoot pays them point by point (a deal on average): ${hintChoice(play(0), view, enCtx)} 12.5 · ${hintChoice(play(1), view, enCtx)} 9`,
  );
});

test('level cards weighed first by the Pagat still out: game points a deal on average, signed (IT-16)', () => {
  const hint = cardHint(
    [
      { action: play(0), value: 24, ultimo: 60, margin: null, points: null },
      { action: play(1), value: 24, ultimo: -36, margin: null, points: null },
      { action: play(2), value: 20, ultimo: null, margin: null, points: null },
    ],
    1,
  );
  const enCtx = tableContext(game, 'en', ['Ann', 'Ben', 'Cleo'], 0);
  const en = hintLines(hint, view, enCtx, STRINGS.en);
  expect(en[2]).toBe(
    `Level cards are weighed first by the Pagat or the Uhu still out: what your side makes of it after each card, in game points a deal on average: ${hintChoice(play(0), view, enCtx)} +2.5 · ${hintChoice(play(1), view, enCtx)} -1.5`,
  );
  expect(hintLines(hint, view, ctx, STRINGS.de)[2]).toContain(
    `${hintChoice(play(0), view, ctx)} +2,5 · ${hintChoice(play(1), view, ctx)} −1,5`,
  );
});

test('a simulated hint in German: mean results with their sign and how often each was ahead', () => {
  const pass: Action = { type: 'pass' };
  const hint: Hint = {
    seq: 1,
    action: pass,
    bot: 'pimc:strong',
    reason: {
      kind: 'simulation',
      worlds: 24,
      unit: 'points',
      options: [{ action: pass, mean: 1.25, ahead: 9 }],
      declinedDouble: null,
      doubleConfidence: 0.9,
    },
  };
  const lines = hintLines(hint, view, ctx, STRINGS.de);
  expect(lines[1]).toBe(`${ctx.label(pass, view)} +1,3 (in 9 von 24 vorn)`);
});

test('the only legal choice says so, in either language', () => {
  const hint: Hint = { seq: 1, action: play(0), bot: 'pimc:strong', reason: { kind: 'only' } };
  expect(hintLines(hint, view, ctx, STRINGS.de)).toEqual(['die einzige erlaubte Wahl']);
  expect(hintLines(hint, view, ctx, STRINGS.en)).toEqual(['the only legal choice']);
});

test('more cards level than the hint lists: the tie line says how many of them are listed (it said 5 beside 4 cards)', () => {
  const options = [0, 1, 2, 3].map((k) => ({
    action: play(k),
    value: 0,
    ultimo: null,
    margin: 7,
    points: null,
  }));
  const hint = cardHint(options, 5);
  expect(hintLines(hint, view, ctx, STRINGS.de).at(-1)).toBe(
    '5 Karten sind gleichauf, 4 davon oben genannt: Die übliche Spielweise wählt unter ihnen.',
  );
  expect(hintLines(hint, view, ctx, STRINGS.en).at(-1)).toBe(
    '5 cards are level, 4 of them listed above: the usual card play picks among them.',
  );
  // All the level cards listed: the line stays as it was.
  const all: Hint = { ...hint, reason: { ...hint.reason, tied: 3 } as Hint['reason'] };
  expect(hintLines(all, view, ctx, STRINGS.de).at(-1)).toBe(
    '3 Karten sind gleichauf: Die übliche Spielweise wählt unter ihnen.',
  );
});

test('in English a card is named inside the sentence as the pack writes it, a line it opens with a capital', () => {
  const en = tableContext(game, 'en', ['Anna', 'Bert', 'Cilli'], 0);
  const hint = cardHint([
    { action: play(0), value: 18, ultimo: null, margin: 11, points: null },
    { action: play(7), value: 18, ultimo: null, margin: 7, points: null },
    { action: play(2), value: 12, ultimo: null, margin: null, points: null },
  ]);
  // It read "Four of Hearts 18/24 · King of Hearts 18/24 · Two of Hearts 12/24".
  const lines = hintLines(hint, view, en, STRINGS.en);
  expect(lines[1]).toBe('Four of Hearts 18/24 · King of Hearts 18/24 · two of Hearts 12/24');
  expect(lines[2]).toBe(
    'Level cards are weighed by the deals in which they win by 10 points more or lose by 10 less: four of Hearts 11/24 · King of Hearts 7/24',
  );
  // The head: "The strong computer player would choose: four of Hearts"; the card's button keeps its name alone.
  expect(hintChoice(play(0), view, en)).toBe('four of Hearts');
  expect(en.label(play(0), view)).toBe('Four of Hearts');
  const tarockFirst: Hint = {
    ...hint,
    action: play(tarock(5)),
    reason: {
      ...hint.reason,
      options: [{ action: play(tarock(5)), value: 20, ultimo: null, margin: null, points: null }],
    } as Hint['reason'],
  };
  expect(hintLines(tarockFirst, view, en, STRINGS.en)[1]).toBe('Tarock V 20/24');
  expect(hintChoice(play(tarock(5)), view, en)).toBe('tarock V');
  // German as it was: the card's name, with its capital.
  expect(hintChoice(play(0), view, ctx)).toBe('Herz-Vier');
  expect(hintLines(hint, view, ctx, STRINGS.de)[1]).toBe(
    'Herz-Vier 18/24 · Herz-König 18/24 · Herz-Zwei 12/24',
  );
  // A call keeps its words.
  expect(hintChoice({ type: 'pass' }, view, en)).toBe(en.label({ type: 'pass' }, view));
});

test('a hint over few sampled deals says it is a rough guide, in both languages (2/2 read as sure as 24/24)', () => {
  const options = [
    { action: play(0), value: 2, ultimo: null, margin: null, points: null },
    { action: play(1), value: 1, ultimo: null, margin: null, points: null },
  ];
  const few = (worlds: number): Hint => {
    const h = cardHint(options);
    return { ...h, reason: { ...h.reason, worlds } as Hint['reason'] };
  };
  const en = tableContext(game, 'en', ['Ann', 'Ben', 'Cleo'], 0);
  expect(hintLines(few(2), view, en, STRINGS.en)[0]).toBe('Only 2 deals: a rough guide, not a firm one.');
  expect(hintLines(few(2), view, ctx, STRINGS.de)[0]).toBe(
    'Nur 2 Verteilungen: ein grober Anhaltspunkt, kein sicherer.',
  );
  expect(hintLines(few(1), view, en, STRINGS.en)[0]).toBe('Only 1 deal: a rough guide, not a firm one.');
  expect(hintLines(few(2), view, en, STRINGS.en)[2]).toBe('Four of Hearts 2/2 · three of Hearts 1/2');
  // From 8 deals on the figures stand alone.
  expect(hintLines(few(8), view, en, STRINGS.en)[0]).toContain('In 8 deals');
  const pass: Action = { type: 'pass' };
  const simulated: Hint = {
    seq: 1,
    action: pass,
    bot: 'pimc:strong',
    reason: {
      kind: 'simulation',
      worlds: 3,
      unit: 'points',
      options: [{ action: pass, mean: 1, ahead: 2 }],
      declinedDouble: null,
      doubleConfidence: 0.9,
    },
  };
  expect(hintLines(simulated, view, ctx, STRINGS.de)[0]).toBe(
    'Nur 3 Verteilungen: ein grober Anhaltspunkt, kein sicherer.',
  );
  expect(hintLines(simulated, view, ctx, STRINGS.de)).toHaveLength(3);
});
