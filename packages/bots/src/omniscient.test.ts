import {
  type Action,
  type Game,
  PAGAT,
  type Seat,
  type State,
  createRng,
  isTarock,
  sameAction,
} from '@tarock/engine';
import { describe, expect, it } from 'vitest';
import { ruleAction } from './decisions';
import { cheaterPlayer, openBonusScores, openCardScores, openPointScores } from './omniscient';
import { randomBot } from './random';
import { rollout, scoreOf } from './rollout';
import { SIMULATED_CHOICES, gameNamed } from './testkit';

/** States along seeded deals of random players where the seat to act chooses among several `type` actions. */
function statesChoosing(game: Game, type: Action['type'], deals: number): State[] {
  const found: State[] = [];
  const bot = randomBot();
  for (let deal = 0; deal < deals; deal++) {
    const rng = createRng(`cheater/${type}/${deal}`);
    let s: State = game.newDeal();
    while (s.phase !== 'finished') {
      let a: Action;
      if (s.toAct === 'chance') a = game.sampleDeal(s, rng);
      else {
        const legal = game.legalActions(s);
        if (legal.length > 1 && legal.every((x) => x.type === type)) found.push(s);
        a = bot.act(game.view(s, s.toAct ?? 0), rng);
      }
      const next = game.apply(s, a);
      if (!next.ok) throw new Error(next.error);
      s = next.value;
    }
  }
  return found;
}

/** The seat's result when `a` is played from `s` and the deal is rolled out with every hand open. */
function openResult(game: Game, s: State, a: Action): number {
  const next = game.apply(s, a);
  if (!next.ok) throw new Error(next.error);
  return scoreOf(rollout(game, next.value, createRng(0)), s.toAct as number);
}

describe('the cheater takes the talon part, names trumps and lays away by open rollouts, not by hand value', () => {
  it.each(SIMULATED_CHOICES)('%s: %s', (name, type) => {
    const game = gameNamed(name);
    const cheater = cheaterPlayer({ maxNodes: 300, tableBits: 12 });
    const states = statesChoosing(game, type, 40);
    expect(states.length).toBeGreaterThan(0);
    let ruleWorse = 0;
    for (const s of states) {
      const legal = game.legalActions(s);
      const results = legal.map((a) => openResult(game, s, a));
      const best = Math.max(...results);
      const chosen = cheater.actOnState(game, s, createRng(1));
      expect(results[legal.findIndex((a) => sameAction(a, chosen))]).toBe(best);
      const rule = ruleAction(game, s, legal);
      if ((results[legal.findIndex((a) => sameAction(a, rule))] as number) < best) ruleWorse++;
    }
    // Choosing by hand value would fail this test: it takes a worse choice in some of these states.
    expect(ruleWorse).toBeGreaterThan(0);
  });
});

describe("the cheater weighs a bonus card's trick among the cards level on the game (IT-16)", () => {
  it('Beck: holding the Pagat with two tricks to go and no other tarock left in any hand, keeping it is worth its value (silent 5, announced more)', () => {
    const game = gameNamed('illustrated-beck');
    const kept = statesChoosing(game, 'play', 400).filter((s) => {
      const me = s.toAct as Seat;
      const hand = s.hands[me] ?? [];
      const others = s.hands.filter((_, seat) => seat !== me).flat();
      return (
        s.contract?.declarer !== undefined &&
        s.tricks.length === 14 &&
        s.trick.length === 0 &&
        hand.includes(PAGAT) &&
        !hand.some((c) => c !== PAGAT && isTarock(game.pack, c)) &&
        !others.some((c) => isTarock(game.pack, c))
      );
    });
    expect(kept.length).toBeGreaterThan(0);
    for (const s of kept) {
      const me = s.toAct as Seat;
      const cards = game.legalActions(s).flatMap((a) => (a.type === 'play' ? [a.card] : []));
      const { scores, complete } = openBonusScores(
        game,
        s,
        me,
        cards,
        new Map(),
        Number.POSITIVE_INFINITY,
        12,
      );
      expect(complete).toBe(true);
      const value = game.ultimos(s).find((u) => u.card === PAGAT)?.value[me] ?? 0;
      expect(value).toBeGreaterThanOrEqual(5);
      expect(scores).toEqual(cards.map((c) => (c === PAGAT ? 0 : value)));
      const chosen = cheaterPlayer().actOnState(game, s, createRng(1));
      const level = openCardScores(game, s, me, cards, new Map(), Number.POSITIVE_INFINITY, 12).scores;
      if (level.every((x) => x === level[0])) expect(chosen).not.toEqual({ type: 'play', card: PAGAT });
    }
  });
});

describe('the cheater weighs the cards level on the game and the bonus by the card points where they are paid one by one (IT-04)', () => {
  it('Beck: in the last four tricks its card takes the most card points of those level cards, and the points set level cards apart', () => {
    const game = gameNamed('illustrated-beck');
    const late = statesChoosing(game, 'play', 40).filter(
      (s) => s.tricks.length >= 12 && s.contract?.declarer != null,
    );
    let weighed = 0;
    let differed = 0;
    for (const s of late) {
      const me = s.toAct as Seat;
      const cards = game.legalActions(s).flatMap((a) => (a.type === 'play' ? [a.card] : []));
      const open = (f: typeof openCardScores | typeof openBonusScores) =>
        f(game, s, me, cards, new Map(), Number.POSITIVE_INFINITY, 12).scores;
      const onGame = open(openCardScores);
      const onBonus = open(openBonusScores);
      const topGame = Math.max(...onGame);
      const topBonus = Math.max(
        ...cards.flatMap((_, i) => (onGame[i] === topGame ? [onBonus[i] as number] : [])),
      );
      const level = cards.filter((_, i) => onGame[i] === topGame && onBonus[i] === topBonus);
      if (level.length < 2) continue;
      weighed++;
      const points = openPointScores(game, s, me, level, new Map(), Number.POSITIVE_INFINITY, 12);
      const most = Math.max(...points);
      if (points.some((p) => p !== most)) differed++;
      const chosen = cheaterPlayer().actOnState(game, s, createRng(1));
      expect(chosen.type).toBe('play');
      const at = level.indexOf(chosen.type === 'play' ? chosen.card : -1);
      expect(points[at]).toBe(most);
    }
    expect(weighed).toBeGreaterThan(10);
    expect(differed).toBeGreaterThan(0);
  });
});
