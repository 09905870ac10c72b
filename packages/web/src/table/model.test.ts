import {
  GERMAN36,
  PRESETS,
  TAROCK54,
  type Action,
  type State,
  cardOf,
  createRng,
  loadGame,
  tarock,
} from '@tarock/engine';
import { playRandomDeal } from '@tarock/engine/testing';
import { describe, expect, test } from 'vitest';
import {
  announcedBySeat,
  auctionLength,
  cardsToLayAway,
  dealTurns,
  FINGER_PX,
  handCardPx,
  handOverlap,
  handRows,
  largestHand,
  lastCalls,
  orderFrom,
  seatPositions,
  sortedHand,
  talonLayout,
} from './model';

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

test('the hand takes a second row where one row would show a card narrower than a finger', () => {
  expect(handRows(16, 1280)).toEqual([16]);
  expect(handRows(16, 844)).toEqual([16]);
  expect(handRows(11, 360)).toEqual([11]);
  expect(handRows(16, 360)).toEqual([8, 8]);
  expect(handRows(19, 390)).toEqual([10, 9]);
  expect(handRows(0, 360)).toEqual([0]);
  for (const w of [320, 360, 390, 414, 601, 844, 1280])
    for (let n = 1; n <= 19; n++) {
      const rows = handRows(n, w);
      expect(rows.reduce((a, b) => a + b, 0)).toBe(n);
      const card = w <= 600 ? 44 : 64;
      // Each card but a row's last shows a strip of the step from one card to the next.
      for (const k of rows)
        if (k > 1) expect(card * (1 + handOverlap(k, w))).toBeGreaterThanOrEqual(FINGER_PX - 0.05);
    }
});

test("a phone held sideways gives the hand a phone's cards in one row, each showing at least 32 px", () => {
  // Upright up to 600 px wide or sideways: a phone's 44 px cards; wider and upright, 64 px.
  expect(handCardPx(390)).toBe(44);
  expect(handCardPx(844)).toBe(64);
  expect(handCardPx(844, true)).toBe(44);
  expect(handCardPx(1280, true)).toBe(44);
  // 844×390, 740×360, 667×375: up to an Illustrated hand with the talon's three taken up.
  for (const w of [667, 740, 844])
    for (let n = 2; n <= 19; n++) {
      const card = handCardPx(w, true);
      expect(handRows(n, w, 19, card)).toEqual([n]);
      expect(card * (1 + handOverlap(n, w, card))).toBeGreaterThanOrEqual(32);
      expect(card + (n - 1) * card * (1 + handOverlap(n, w, card))).toBeLessThanOrEqual(w - 40 + 1);
    }
});

test('the hand keeps the rows its dealt size takes for the whole deal (no jump from two rows to one)', () => {
  // A full Illustrated hand on a 360 px phone takes two rows; so does every smaller hand of that deal.
  expect(handRows(16, 360, 16)).toEqual([8, 8]);
  expect(handRows(12, 360, 16)).toEqual([6, 6]);
  expect(handRows(11, 360, 16)).toEqual([6, 5]);
  expect(handRows(1, 360, 16)).toEqual([1, 0]);
  expect(handRows(11, 1280, 16)).toEqual([11]);
  for (const w of [320, 360, 390, 414, 601, 844, 1280])
    for (let n = 0; n <= 16; n++) {
      const rows = handRows(n, w, 16);
      expect(rows).toHaveLength(handRows(16, w).length);
      expect(rows.reduce((a, b) => a + b, 0)).toBe(n);
    }
});

test('the hand is laid out for the most it holds in the deal: no row added when the talon is taken up', () => {
  const game = (name: string) => {
    const loaded = loadGame(name);
    if (!loaded.ok) throw new Error(loaded.error);
    return loaded.value;
  };
  // The dealt hand and the largest talon part (or the stock) a contract lets the declarer take.
  expect(largestHand(game('illustrated-mayr-sedlaczek-2016'))).toBe(16 + 3);
  expect(largestHand(game('illustrated-loew-1954'))).toBe(16 + 3);
  const hafer = game('haferltarock');
  expect(largestHand(hafer)).toBe(hafer.rules.handSize + hafer.rules.talonSize);
  // 444–515 px: a full Illustrated hand of 16 fits one row, 19 after the pickup do not; both take two.
  for (const w of [444, 460, 480, 515]) {
    expect(handRows(16, w, 19)).toHaveLength(2);
    expect(handRows(19, w, 19)).toHaveLength(2);
  }
  expect(handRows(16, 460, 19)).toEqual([8, 8]);
  expect(handRows(19, 1280, 19)).toEqual([19]);
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

/** The history indices of the turns made while the deal was in its auction (the engine's phase). */
function auctionTurns(states: readonly State[]): Set<number> {
  return new Set(states.filter((s) => s.phase === 'auction').map((s) => s.history.length));
}

test('the speech bubbles: after the auction no seat keeps an auction call, only what it said since', () => {
  let stale = 0;
  let checked = 0;
  for (const preset of PRESETS) {
    const loaded = loadGame(preset.rules.id);
    if (!loaded.ok) throw new Error(loaded.error);
    const game = loaded.value;
    for (let seed = 0; seed < 25; seed++) {
      const states = playRandomDeal(game, createRng(`bubbles/${seed}`));
      const auction = auctionTurns(states);
      for (const s of states) {
        if (s.phase === 'auction' || s.phase === 'deal' || s.phase === 'play' || s.phase === 'finished')
          continue;
        for (const seat of s.players) {
          const view = game.view(s, seat);
          const turns = dealTurns(view.history);
          const start = view.history.length - turns.length;
          // The public history tells where the auction ended as the engine's phases do.
          expect(auctionLength(turns), `${preset.rules.id} seed ${seed}`).toBe(
            turns.filter((_, i) => auction.has(start + i)).length,
          );
          const calls = lastCalls(view);
          for (const [who, c] of calls) {
            expect(
              auction.has(c.at),
              `${preset.rules.id} seed ${seed}: seat ${who} still shows its auction call`,
            ).toBe(false);
          }
          // Each seat that spoke since the auction shows its latest call.
          const since = turns.flatMap((t, i) =>
            !auction.has(start + i) && typeof t.actor === 'number' && t.action.type !== 'discard'
              ? [{ seat: t.actor, at: start + i }]
              : [],
          );
          for (const seatShown of new Set(since.map((x) => x.seat)))
            expect(calls.get(seatShown)?.at).toBe(since.filter((x) => x.seat === seatShown).at(-1)?.at);
          // A seat that bid or passed in the auction and has said nothing since.
          if (turns.some((t, i) => auction.has(start + i) && t.actor !== 'chance' && !calls.has(t.actor)))
            stale++;
          checked++;
        }
      }
    }
  }
  expect(checked).toBeGreaterThan(100);
  // There were seats whose auction call the table used to keep showing.
  expect(stale).toBeGreaterThan(0);
});

test('during the auction each seat shows its latest bid or pass, an outbid one too', () => {
  const loaded = loadGame('bavarian-huber-1923');
  if (!loaded.ok) throw new Error(loaded.error);
  const game = loaded.value;
  let seen = 0;
  for (let seed = 0; seed < 40; seed++) {
    for (const s of playRandomDeal(game, createRng(`auction-bubbles/${seed}`))) {
      if (s.phase !== 'auction') continue;
      const view = game.view(s, 0);
      const calls = lastCalls(view);
      const turns = dealTurns(view.history);
      const start = view.history.length - turns.length;
      turns.forEach((t, i) => {
        if (typeof t.actor === 'number' && !turns.slice(i + 1).some((u) => u.actor === t.actor))
          expect(calls.get(t.actor)?.at).toBe(start + i);
      });
      seen += calls.size;
    }
  }
  expect(seen).toBeGreaterThan(0);
});

describe('the announcements by who made them', () => {
  test('one seat said once, its bonuses in their order; another seat after it, in the order they first announced', () => {
    expect(
      announcedBySeat([
        { seat: 2, bonus: 'uhu', stage: 'post' },
        { seat: 0, bonus: 'pagat', stage: 'post' },
        { seat: 2, bonus: 'valat', stage: 'post' },
        { seat: 2, bonus: 'forty', stage: 'pre' },
      ]),
    ).toEqual([
      { seat: 2, bonuses: ['uhu', 'valat', 'forty'] },
      { seat: 0, bonuses: ['pagat'] },
    ]);
    expect(announcedBySeat([])).toEqual([]);
  });
});
