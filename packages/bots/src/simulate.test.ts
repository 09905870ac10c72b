import { type Action, type Game, type Seat, type State, type View, createRng } from '@tarock/engine';
import { describe, expect, it } from 'vitest';
import { PIMC_LEVELS, type PimcLevel, PimcSearch, pimcAdvice } from './pimc';
import { randomBot } from './random';
import { bidRolloutChoice, denyingCall, simulateChoice } from './simulate';
import { gameNamed } from './testkit';

/** The first views with a choice in `phase` along deals of random players (`declaring`: the declarer's only). */
function viewsIn(game: Game, phase: View['phase'], count: number, declaring = false): View[] {
  const rng = createRng(`views/${phase}`);
  const bot = randomBot();
  const views: View[] = [];
  for (let deal = 0; deal < 200 && views.length < count; deal++) {
    let s: State = game.newDeal();
    while (s.phase !== 'finished' && views.length < count) {
      let a: Action;
      if (s.toAct === 'chance') a = game.sampleDeal(s, rng);
      else {
        const v = game.view(s, s.toAct ?? 0);
        const mine = !declaring || v.contract?.declarer === v.viewer;
        if (v.phase === phase && v.legal.length > 1 && mine) views.push(v);
        a = bot.act(v, rng);
      }
      const next = game.apply(s, a);
      if (!next.ok) throw new Error(next.error);
      s = next.value;
    }
  }
  return views;
}

const LEVEL: PimcLevel = { ...PIMC_LEVELS.fast, bidWorlds: 6, declarerEdge: 0.5 };

describe('the declarer edge of simulated bids', () => {
  it('credits only the worlds in which the seat declares: no candidate loses by it, and a bid gains', () => {
    const game = gameNamed('haferltarock');
    let gained = 0;
    for (const view of viewsIn(game, 'auction', 12)) {
      const plain = simulateChoice(game, view, view.legal, 6, createRng(1), 0);
      const edged = simulateChoice(game, view, view.legal, 6, createRng(1), 0.5);
      expect(edged.worlds).toBe(plain.worlds);
      plain.means.forEach((m, i) => {
        expect(edged.means[i] as number).toBeGreaterThanOrEqual(m - 1e-9);
        if ((edged.means[i] as number) > m + 1e-9) gained++;
      });
    }
    expect(gained).toBeGreaterThan(0);
  });

  it.each([
    ['haferltarock', 'auction', 0.5],
    ['illustrated-mayr-sedlaczek-2016', 'announce', 0],
  ] as const)('%s: pimc weighs its %s choices with an edge of %s', (name, phase, edge) => {
    const game = gameNamed(name);
    const views = viewsIn(game, phase, 3);
    expect(views.length).toBeGreaterThan(0);
    for (const view of views) {
      const advice = pimcAdvice(new PimcSearch(LEVEL), view, createRng(7), game);
      if (advice.kind !== 'simulation') throw new Error(`expected a simulated choice, got ${advice.kind}`);
      const want = simulateChoice(game, view, view.legal, LEVEL.bidWorlds, createRng(7), edge);
      expect(advice.result.means).toEqual(want.means);
    }
  });
});

/** Scharfes Tarock's deal `seed` after forehand's `bid` (the next seat to call). */
function scharfAfter(bid: 'herz' | 'spiele', seed: number): { game: Game; s: State } {
  const game = gameNamed('scharfes-tarock');
  const dealt = game.apply(game.newDeal(), game.sampleDeal(game.newDeal(), createRng(seed)));
  if (!dealt.ok) throw new Error(dealt.error);
  const next = game.apply(dealt.value, { type: 'bid', bid });
  if (!next.ok) throw new Error(next.error);
  return { game, s: next.value };
}

describe("the rollouts that judge a seat's own bid", () => {
  it('Scharfes Tarock: a later seat bids where its bid denies a sole Herz bidder the Frage, not after a "spiele"', () => {
    const herz = scharfAfter('herz', 1);
    const denial = denyingCall(herz.game, herz.s, herz.game.legalActions(herz.s));
    expect(denial?.type).toBe('bid');
    const spiele = scharfAfter('spiele', 1);
    expect(denyingCall(spiele.game, spiele.s, spiele.game.legalActions(spiele.s))).toBeNull();
  });

  it("Haferltarock's auction has no such call: the other seats pass as before", () => {
    const game = gameNamed('haferltarock');
    for (const view of viewsIn(game, 'auction', 12)) {
      const me = view.viewer as Seat;
      const plain = simulateChoice(game, view, view.legal, 6, createRng(3), 0.6);
      const denied = simulateChoice(game, view, view.legal, 6, createRng(3), 0.6, bidRolloutChoice(game, me));
      expect(denied.means).toEqual(plain.means);
    }
  });

  it("Scharfes Tarock: pimc values forehand's Herz bid as the Herzsolo a later bid leaves it", () => {
    const game = gameNamed('scharfes-tarock');
    let lower = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const dealt = game.apply(game.newDeal(), game.sampleDeal(game.newDeal(), createRng(seed)));
      if (!dealt.ok) throw new Error(dealt.error);
      const view = game.view(dealt.value, dealt.value.toAct as Seat);
      const herz = view.legal.findIndex((a) => a.type === 'bid' && a.bid === 'herz');
      const advice = pimcAdvice(new PimcSearch(LEVEL), view, createRng(seed), game);
      if (advice.kind !== 'simulation') throw new Error(`expected a simulated choice, got ${advice.kind}`);
      const passing = simulateChoice(
        game,
        view,
        view.legal,
        LEVEL.bidWorlds,
        createRng(seed),
        LEVEL.declarerEdge,
      );
      if ((advice.result.means[herz] as number) < (passing.means[herz] as number) - 1e-9) lower++;
    }
    expect(lower).toBeGreaterThan(0);
  });
});
