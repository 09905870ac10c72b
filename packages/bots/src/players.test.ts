import {
  type Action,
  type Game,
  PRESETS,
  type Result,
  type State,
  createRng,
  honoursOf,
  loadGame,
  sameAction,
} from '@tarock/engine';
import { optionGames, suiteGames } from '@tarock/engine/testing';
import { describe, expect, it } from 'vitest';
import { type Player, playDeal } from './arena';
import type { Bot } from './bot';
import { heuristicBot } from './heuristic';
import { cheaterPlayer } from './omniscient';
import { type PimcLevel, pimcBot } from './pimc';
import { randomBot } from './random';

const games = suiteGames(PRESETS);
/** The pimc player at a tiny budget: the same code paths, quick enough for tests. */
const TEST_LEVEL: PimcLevel = {
  name: 'pimc:test',
  worlds: 2,
  inferSteps: 20,
  maxNodes: 300,
  decisionNodes: 3_000,
  bidWorlds: 2,
  declarerEdge: 0.3,
  tableBits: 12,
  thinkMs: 1_000,
};

describe('every player returns only legal actions', () => {
  it.each(games.map((g) => [g.name, g] as const))('%s', (_name, game) => {
    const lineups: Player[][] = [
      [heuristicBot(), randomBot(), heuristicBot(), randomBot()],
      [
        pimcBot(TEST_LEVEL),
        heuristicBot(),
        cheaterPlayer({ maxNodes: 300, tableBits: 12 }),
        pimcBot(TEST_LEVEL),
      ],
    ];
    for (let deal = 0; deal < 6; deal++) {
      const players = lineups[deal % 2] as Player[];
      // playDeal applies every action through game.apply and throws on an illegal one.
      const end = playDeal(game, players, createRng(`legal/${game.name}/${deal}`), {
        dealer: deal % game.seats,
      });
      expect(end.phase).toBe('finished');
    }
  });
});

describe('every player returns only legal actions under every option value', () => {
  // One game per preset, option and non-default value: two deals each, one per lineup, everyone
  // passing where they may in the second (Trischaken and thrown-in deals come up).
  it.each(optionGames(PRESETS).map((g) => [g.name, g] as const))('%s', (_name, game) => {
    const pimc = pimcBot(TEST_LEVEL);
    const passing: Bot = {
      name: 'passing',
      act: (view, rng) => view.legal.find((a) => a.type === 'pass') ?? pimc.act(view, rng),
    };
    const lineups: Player[][] = [
      [heuristicBot(), randomBot(), pimcBot(TEST_LEVEL), cheaterPlayer({ maxNodes: 300, tableBits: 12 })],
      [passing, passing, passing, passing],
    ];
    for (let deal = 0; deal < 2; deal++) {
      const end = playDeal(game, lineups[deal] as Player[], createRng(`options/${game.name}/${deal}`), {
        dealer: deal % game.seats,
      });
      expect(end.phase).toBe('finished');
    }
  });
});

/** A deal of `game` played by random legal actions (none that `avoid` names) until `stop` or its end. */
function randomWalk(
  game: Game,
  seed: string,
  dealer: number,
  stop: (s: State) => boolean,
  avoid: (a: Action) => boolean = () => false,
): State {
  const rng = createRng(seed);
  let s: State = game.newDeal({ dealer });
  while (s.phase !== 'finished' && !stop(s)) {
    const open = game.legalActions(s).filter((a) => !avoid(a));
    const a = s.toAct === 'chance' ? game.sampleDeal(s, rng) : (open[rng.int(open.length)] as Action);
    const next = game.apply(s, a);
    if (!next.ok) throw new Error(next.error);
    s = next.value;
  }
  return s;
}

describe('honours claimed after the last trick (Beck, option honoursMustBeClaimed)', () => {
  it('the rule-based, pimc and cheating players claim every honour they held', () => {
    const made = loadGame('illustrated-beck(honoursMustBeClaimed=true)');
    if (!made.ok) throw new Error(made.error);
    const game = made.value;
    let claims = 0;
    for (let deal = 0; deal < 40 && claims < 2; deal++) {
      const s = randomWalk(game, `claims/${deal}`, deal % 3, (x) => x.phase === 'claim');
      if (s.phase !== 'claim') continue;
      claims++;
      const held = game.legalActions(s).filter((a) => a.type === 'announce');
      expect(held.length).toBeGreaterThan(0);
      for (const bot of [heuristicBot(), pimcBot(TEST_LEVEL)])
        expect(bot.act(game.view(s, s.toAct as number), createRng(deal))).toEqual(held[0]);
      const cheater = cheaterPlayer({ maxNodes: 300, tableBits: 12 });
      expect(cheater.actOnState(game, s, createRng(deal))).toEqual(held[0]);
    }
    expect(claims).toBe(2);
  });
});

describe('honours claimed after the pickup (Löw, option honoursMustBeClaimed)', () => {
  it('the rule-based player claims an honour it holds in the round after the pickup', () => {
    const made = loadGame('illustrated-loew-1954(honoursMustBeClaimed=true)');
    if (!made.ok) throw new Error(made.error);
    const game = made.value;
    const honours = honoursOf(game.rules).map((h) => h.id);
    const isClaim = (a: Action) => a.type === 'announce' && honours.includes(a.bonus);
    let asked = 0;
    for (let deal = 0; deal < 80 && asked < 2; deal++) {
      // Random calls, but no claims: the first one offered is the heuristic's.
      const s = randomWalk(
        game,
        `post-claims/${deal}`,
        deal % 3,
        (x) => x.phase === 'announce' && game.legalActions(x).some(isClaim),
        isClaim,
      );
      if (s.phase !== 'announce') continue;
      asked++;
      const claim = game.legalActions(s).find(isClaim);
      expect(heuristicBot().act(game.view(s, s.toAct as number), createRng(deal))).toEqual(claim);
    }
    expect(asked).toBe(2);
  });
});

describe('the rule-based and random players over many deals', () => {
  // 100 seeded deals of every preset and seat count: 1,700 deals, each action checked by apply.
  it.each(games.map((g) => [g.name, g] as const))('%s: 100 deals, only legal actions', (_name, game) => {
    for (let deal = 0; deal < 100; deal++) {
      const players = [heuristicBot(), randomBot(), heuristicBot(), randomBot()];
      const end = playDeal(game, players, createRng(`many/${game.name}/${deal}`), {
        dealer: deal % game.seats,
      });
      expect(end.phase).toBe('finished');
    }
  });
});

describe('players never see hidden cards', () => {
  it('a decision is the same when the other seats hold each other’s hidden cards', () => {
    for (const game of games.filter((g) => g.seats === 3).slice(0, 10)) {
      const rng = createRng(`swap/${game.name}`);
      const bots = [heuristicBot(), pimcBot(TEST_LEVEL)];
      let s: State = game.newDeal();
      let checked = 0;
      for (let step = 0; step < 400 && s.phase !== 'finished' && checked < 6; step++) {
        if (typeof s.toAct === 'number' && s.phase === 'play') {
          const me = s.toAct;
          const swapped = swapHidden(s, me);
          const v1 = game.view(s, me);
          const v2 = game.view(swapped, me);
          expect(v2).toEqual(v1);
          for (const bot of bots) {
            const a1 = bot.act(v1, createRng(step));
            const a2 = bot.act(v2, createRng(step));
            expect(sameAction(a1, a2)).toBe(true);
          }
          checked++;
        }
        const legal = game.legalActions(s);
        const a: Action =
          s.toAct === 'chance' ? game.sampleDeal(s, rng) : (legal[rng.int(legal.length)] as Action);
        const next = game.apply(s, a);
        if (!next.ok) throw new Error(next.error);
        s = next.value;
      }
    }
  });
});

describe('players never see hidden cards before the play either', () => {
  it('a call, a talon choice or a discard is the same when the two other seats were dealt each other’s hands', () => {
    const phases = new Set<string>();
    for (const game of games.filter((g) => g.seats === 3).slice(0, 10)) {
      const bots = [heuristicBot(), pimcBot(TEST_LEVEL)];
      for (let d = 0, checked = 0; d < 20 && checked < 8; d++) {
        const rng = createRng(`swap-before/${game.name}/${d}`);
        const start = game.newDeal({ dealer: d % game.seats });
        let s = start;
        const acts: Action[] = [];
        while (s.phase !== 'finished' && s.phase !== 'play' && checked < 8) {
          const me = s.toAct;
          const deal = acts[0];
          if (typeof me === 'number' && deal?.type === 'deal') {
            // The same actions from a deal in which the other two hold each other's cards: every
            // one of them still legal, the seat's view and its players' choices must not change.
            const [a, b] = s.players.filter((p) => p !== me);
            const hands = deal.hands.map(
              (h, seat) => (seat === a ? deal.hands[b ?? -1] : seat === b ? deal.hands[a ?? -1] : h) ?? h,
            );
            let t: State | null = start;
            for (const [i, x] of acts.entries()) {
              const r: Result<State> = game.apply(t, i === 0 ? { ...deal, hands } : x);
              t = r.ok ? r.value : null;
              if (!t) break;
            }
            if (t && t.toAct === me) {
              const v1 = game.view(s, me);
              expect(game.view(t, me)).toEqual(v1);
              for (const bot of bots)
                expect(sameAction(bot.act(v1, createRng(d)), bot.act(game.view(t, me), createRng(d)))).toBe(
                  true,
                );
              phases.add(s.phase);
              checked++;
            }
          }
          const legal = game.legalActions(s);
          const x: Action =
            s.toAct === 'chance' ? game.sampleDeal(s, rng) : (legal[rng.int(legal.length)] as Action);
          acts.push(x);
          const next = game.apply(s, x);
          if (!next.ok) throw new Error(next.error);
          s = next.value;
        }
      }
    }
    // The auction, the talon or stock, the discards and the announcements were all asked.
    expect([...phases].sort()).toEqual(expect.arrayContaining(['auction', 'talon', 'discard', 'announce']));
  });
});

/** The two other active seats exchange their hands' unplayed cards (a world the viewer cannot tell apart). */
function swapHidden(s: State, viewer: number): State {
  const [a, b] = s.players.filter((p) => p !== viewer);
  if (a === undefined || b === undefined) return s;
  const ha = s.hands[a] ?? [];
  const hb = s.hands[b] ?? [];
  const n = Math.min(ha.length, hb.length);
  const hands = s.hands.map((h, seat) =>
    seat === a ? [...hb.slice(0, n), ...ha.slice(n)] : seat === b ? [...ha.slice(0, n), ...hb.slice(n)] : h,
  );
  return { ...s, hands };
}
