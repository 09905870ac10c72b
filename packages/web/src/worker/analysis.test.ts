import { ANALYSIS_NODES, analyseCardPlay, randomBot } from '@tarock/bots';
import { type Game, PRESETS, type State, createRng, loadGame } from '@tarock/engine';
import { describe, expect, test } from 'vitest';
import { cardTurns, runAnalysis } from './analysis';
import type { FromWorker } from './protocol';

function gameOf(family: string): Game {
  const p = PRESETS.find((x) => x.rules.family === family);
  if (!p) throw new Error(`no ${family} preset`);
  const g = loadGame(p.rules.id);
  if (!g.ok) throw new Error(g.error);
  return g.value;
}

/** Every state of a deal the random player plays through, from the deal to the settlement. */
function playedDeal(game: Game, seed: string): State[] {
  const rng = createRng(seed);
  const bot = randomBot();
  let s = game.newDeal();
  const states = [s];
  while (s.phase !== 'finished') {
    const a = s.toAct === 'chance' ? game.sampleDeal(s, rng) : bot.act(game.view(s, s.toAct ?? 0), rng);
    const next = game.apply(s, a);
    if (!next.ok) throw new Error(next.error);
    s = next.value;
    states.push(s);
  }
  return states;
}

/** A deal with card play (a thrown-in deal has none). */
function dealWithPlay(game: Game): State[] {
  for (let k = 0; k < 20; k++) {
    const states = playedDeal(game, `analysis-${k}`);
    if (cardTurns(states).length > 0) return states;
  }
  throw new Error('no deal with card play in twenty seeds');
}

async function run(
  game: Game,
  states: readonly State[],
  maxNodes: number,
  stopAfter = Number.POSITIVE_INFINITY,
) {
  const posted: FromWorker[] = [];
  let pauses = 0;
  await runAnalysis(
    { game, states, id: 7, maxNodes },
    (m) => posted.push(m),
    () => pauses <= stopAfter,
    async () => {
      pauses++;
    },
  );
  return posted;
}

describe('the analysis request in the worker', () => {
  test.for([
    ['bavarian', ANALYSIS_NODES],
    ['illustrated', 3_000],
  ] as const)(
    '%s: card by card, the verdicts are analyseCardPlay’s on the whole record',
    async ([family, nodes]) => {
      const game = gameOf(family);
      const states = dealWithPlay(game);
      const posted = await run(game, states, nodes);
      const total = cardTurns(states).length;
      const progress = posted.filter((m) => m.type === 'analysisProgress');
      expect(progress.map((m) => m.type === 'analysisProgress' && m.done)).toEqual(
        Array.from({ length: total + 1 }, (_, k) => k),
      );
      expect(progress.every((m) => m.type === 'analysisProgress' && m.total === total && m.id === 7)).toBe(
        true,
      );
      const last = posted[posted.length - 1];
      expect(last?.type).toBe('analysis');
      if (last?.type !== 'analysis') return;
      expect(last.id).toBe(7);
      expect(last.maxNodes).toBe(nodes);
      expect(last.burden).toBe('declarer');
      const whole = analyseCardPlay(game, states, nodes);
      expect(whole.length).toBeGreaterThan(0);
      expect(last.cards).toEqual(whole);
    },
  );

  test('a mistake on the Pagat or the Uhu comes card by card as on the whole record, with what it cost', async () => {
    const g = loadGame('illustrated-beck');
    if (!g.ok) throw new Error(g.error);
    const game = g.value;
    const nodes = 3_000;
    for (let k = 0; k < 20; k++) {
      const states = playedDeal(game, `analysis-bonus-${k}`);
      const whole = analyseCardPlay(game, states, nodes);
      if (!whole.some((a) => a.bonusLoss)) continue;
      const last = (await run(game, states, nodes)).at(-1);
      expect(last?.type === 'analysis' && last.cards).toEqual(whole);
      return;
    }
    throw new Error('no Beck deal with a mistake on the Pagat or the Uhu in twenty seeds');
  });

  test('after a Kontra that shifts the burden the result says the defenders had to reach the target', async () => {
    const g = loadGame('haferltarock(kontra=true)');
    if (!g.ok) throw new Error(g.error);
    const game = g.value;
    let states: State[] | null = null;
    for (let k = 0; k < 200 && !states; k++) {
      const deal = playedDeal(game, `kontra-${k}`);
      const end = deal[deal.length - 1];
      const kontra = end?.doublings.filter((d) => d.target === 'game').length ?? 0;
      if (cardTurns(deal).length > 0 && kontra === 1 && end?.contract?.trump !== -1) states = deal;
    }
    if (!states) throw new Error('no deal with one Kontra in 200 seeds');
    const posted = await run(game, states, 1_000);
    const last = posted[posted.length - 1];
    expect(last?.type === 'analysis' && last.burden).toBe('defenders');
  });

  test('a run replaced (another record or another run) stops without a result', async () => {
    const game = gameOf('bavarian');
    const states = dealWithPlay(game);
    const posted = await run(game, states, 1_000, 2);
    expect(posted.some((m) => m.type === 'analysis')).toBe(false);
    // The start and two cards judged; the third pause finds the run replaced.
    expect(posted.filter((m) => m.type === 'analysisProgress').length).toBe(3);
  });

  test('only turns that play a card are counted', () => {
    const game = gameOf('bavarian');
    const states = dealWithPlay(game);
    const turns = cardTurns(states);
    expect(turns.every((i) => states[i]?.phase === 'play')).toBe(true);
    // Every card of every hand is played once (a deal played to its end).
    const cards = states.filter((s) => s.phase === 'play').length;
    expect(turns.length).toBe(cards - (states[states.length - 1]?.phase === 'play' ? 1 : 0));
  });
});
