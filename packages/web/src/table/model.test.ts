import { GERMAN36, TAROCK54, type Action, cardOf, createRng, loadGame, tarock } from '@tarock/engine';
import { playRandomDeal } from '@tarock/engine/testing';
import { describe, expect, test } from 'vitest';
import { cardsToLayAway, handOverlap, orderFrom, seatPositions, sortedHand, talonLayout } from './model';

describe('table model', () => {
  test('the next player in playing order sits to the left when play goes clockwise', () => {
    expect(seatPositions(3, 0, 'cw')).toEqual(['bottom', 'left', 'right']);
    expect(seatPositions(3, 0, 'ccw')).toEqual(['bottom', 'right', 'left']);
    expect(seatPositions(4, 2, 'cw')).toEqual(['top', 'right', 'bottom', 'left']);
  });
  test('a trick is played in order from its leader', () => {
    expect(orderFrom([1, 2, 0], 0)).toEqual([0, 1, 2]);
    expect(orderFrom([1, 2, 3], 3)).toEqual([3, 1, 2]);
  });
  test('the hand shows trumps first, strongest first within each suit', () => {
    const herzA = cardOf(GERMAN36, 2, 8);
    const herz6 = cardOf(GERMAN36, 2, 0);
    const eichelK = cardOf(GERMAN36, 0, 6);
    expect(sortedHand(GERMAN36, [herz6, eichelK, herzA], 2)).toEqual([herzA, herz6, eichelK]);
    const sk = tarock(22);
    const heartK = cardOf(TAROCK54, 0, 7);
    expect(sortedHand(TAROCK54, [heartK, tarock(3), sk], null)).toEqual([sk, tarock(3), heartK]);
  });
});

test('the hand overlaps its cards only as far as the window needs', () => {
  expect(handOverlap(11, 1280)).toBeGreaterThan(0);
  expect(handOverlap(16, 390)).toBeLessThan(-0.4);
  for (const [n, w] of [
    [16, 390],
    [11, 360],
    [16, 1000],
  ] as const) {
    const card = w <= 600 ? 44 : 64;
    expect(card + (n - 1) * card * (1 + handOverlap(n, w))).toBeLessThanOrEqual(w - 40 + 1);
  }
});

test('the lay-away prompt counts down the cards still to lay away (Haferltarock: 3, 2, 1)', () => {
  const loaded = loadGame('haferltarock');
  if (!loaded.ok) throw new Error(loaded.error);
  const game = loaded.value;
  const rng = createRng('lay-away');
  let s = game.newDeal();
  let bid = false;
  const counts: number[] = [];
  while (s.phase !== 'play' && s.phase !== 'finished') {
    const legal = game.legalActions(s);
    let a: Action | undefined = legal[0];
    if (s.toAct === 'chance') a = game.sampleDeal(s, rng);
    else if (s.phase === 'auction') {
      // The first bidder says "I play" (the pick-up game), everybody else passes.
      a = (bid ? legal.find((x) => x.type === 'pass') : legal.find((x) => x.type === 'bid')) ?? a;
      bid = true;
    } else if (s.phase === 'discard')
      counts.push(cardsToLayAway(game.view(s, s.toAct as number), game.rules.handSize));
    if (!a) throw new Error('no legal action');
    const next = game.apply(s, a);
    if (!next.ok) throw new Error(next.error);
    s = next.value;
  }
  expect(counts).toEqual([3, 2, 1]);
});

test('the talon lies in the parts its choices take, also where an announcement rules some of them out', () => {
  const loaded = loadGame('illustrated-mayr-sedlaczek-2016');
  if (!loaded.ok) throw new Error(loaded.error);
  const game = loaded.value;
  let fewerChoices = 0;
  let checked = 0;
  for (let seed = 0; seed < 3000 && (fewerChoices < 2 || checked < 40); seed++) {
    for (const s of playRandomDeal(game, createRng(`talon-layout/${seed}`))) {
      if (s.phase !== 'talon') continue;
      const seat = s.toAct as number;
      const view = game.view(s, seat);
      const layout = talonLayout(view, game);
      const choices = view.legal.filter((a) => a.type === 'talon');
      // Each choice takes exactly the cards of its part.
      for (const a of choices) {
        const next = game.apply(s, a);
        if (!next.ok) throw new Error(next.error);
        const gained = next.value.hands[seat]?.filter((c) => !s.hands[seat]?.includes(c)) ?? [];
        expect([...gained].sort()).toEqual([...(layout.parts[a.group] ?? [])].sort());
      }
      expect(layout.parts.flat()).toEqual(view.talon);
      if (choices.length < layout.parts.length) fewerChoices++;
      checked++;
    }
  }
  expect(checked).toBeGreaterThanOrEqual(40);
  expect(fewerChoices).toBeGreaterThanOrEqual(1);
});
