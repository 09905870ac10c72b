import { type Advice, PIMC_LEVELS, pimcBot } from '@tarock/bots';
import { type Action, createRng } from '@tarock/engine';
import { expect, test } from 'vitest';
import { HINT_CHOICES, hintFor, hintReason } from './hint';
import { TableSession } from './session';

const play = (card: number): Action => ({ type: 'play', card });

const cardAdvice = (exact: boolean, chosen: number): Advice => ({
  kind: 'card',
  action: play(chosen),
  unitsPerPoint: 3,
  kept: [],
  votes: {
    cards: [10, 11, 12, 13, 14, 15],
    votes: [3, 18, 12, 18, 1, 0],
    reached: exact ? [-30, -6, -12, -6, -60, -90] : [3, 18, 12, 18, 1, 0],
    margin: [null, 9, null, 7, null, null],
    marginPoints: 10,
    points: [null, null, null, null, null, null],
    ultimo: [null, 60, null, 60, null, null],
    worlds: 24,
    timedOut: false,
    exact,
    inferred: true,
  },
});

test('a card hint lists the best cards first, the chosen one first among equals, at most four', () => {
  const r = hintReason(cardAdvice(false, 13));
  expect(r).toEqual({
    kind: 'card',
    worlds: 24,
    exact: false,
    inferred: true,
    tied: 2,
    marginPoints: 10,
    kept: [],
    options: [
      { action: play(13), value: 18, ultimo: 60, margin: 7, points: null },
      { action: play(11), value: 18, ultimo: 60, margin: 9, points: null },
      { action: play(12), value: 12, ultimo: null, margin: null, points: null },
      { action: play(10), value: 3, ultimo: null, margin: null, points: null },
    ],
  });
  expect(r.kind === 'card' && r.options.length).toBe(HINT_CHOICES);
  // A Pagat kept for its trick is carried as an action, for the table to name.
  const kept = hintReason({ ...cardAdvice(false, 13), kept: [21] } as Advice);
  expect(kept.kind === 'card' && kept.kept).toEqual([play(21)]);
});

test("where over- and undershoot pay card points, level cards carry the mean card points of the player's side", () => {
  const advice = cardAdvice(false, 13);
  if (advice.kind !== 'card') throw new Error('a card advice');
  // 24 worlds, thirds: 900 units are 12.5 points a world, 648 are 9.
  const votes = {
    ...advice.votes,
    margin: advice.votes.margin.map(() => null),
    points: [null, 648, null, 900, null, null],
  };
  const r = hintReason({ ...advice, votes });
  expect(r.kind === 'card' && r.options.map((o) => [o.margin, o.points])).toEqual([
    [null, 12.5],
    [null, 9],
    [null, null],
    [null, null],
  ]);
});

test('without a target the card hint gives the mean card points taken after each card', () => {
  // The objective counts them as a cost in thirds: −6 thirds over 24 worlds is 1/12 of a point.
  const r = hintReason(cardAdvice(true, 11));
  expect(r.kind === 'card' && r.options.map((o) => o.value)).toEqual([0.1, 0.1, 0.2, 0.4]);
});

test('a simulated choice lists each choice by its mean result, with the declined contra', () => {
  const pass: Action = { type: 'pass' };
  const contra = { type: 'contra', target: 'game', level: 1 } as unknown as Action;
  const advice: Advice = {
    kind: 'simulation',
    action: pass,
    choices: [contra, pass],
    result: { action: contra, means: [4.5, -1.25], ahead: [17, 6], worlds: 24, unit: 'points' },
    declinedDouble: contra,
    doubleConfidence: 0.9,
  };
  expect(hintReason(advice)).toEqual({
    kind: 'simulation',
    worlds: 24,
    unit: 'points',
    options: [
      { action: contra, mean: 4.5, ahead: 17 },
      { action: pass, mean: -1.25, ahead: 6 },
    ],
    declinedDouble: contra,
    doubleConfidence: 0.9,
  });
});

test('the hint is the strong player’s own choice from the human’s view, with the same stream', () => {
  const s = TableSession.create(
    {
      game: 'illustrated-mayr-sedlaczek-2016',
      players: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }, { kind: 'bot', bot: 'random' }],
      names: ['Anna', 'Bert', 'Cilli'],
      delayMs: 0,
    },
    'hint',
  );
  if (!s.ok) throw new Error(s.error);
  const table = s.value;
  // The computer players act until the human is to act.
  for (let turn = table.botToAct(); turn; turn = table.botToAct()) {
    const r = table.botAct(turn.seat, turn.bot.act(table.game.view(table.state, turn.seat), table.botRng));
    if (!r.ok) throw new Error(r.error);
  }
  const view = table.game.view(table.state, 0);
  expect(view.legal.length).toBeGreaterThan(0);
  const h = hintFor(view, createRng('same'));
  if (!h.ok) throw new Error(h.error);
  const bot = pimcBot(PIMC_LEVELS.strong);
  expect(h.value.action).toEqual(bot.act(view, createRng('same')));
  expect(h.value.bot).toBe('pimc:strong');
  expect(['only', 'rule', 'simulation']).toContain(h.value.reason.kind);
});
