/**
 * What the auction tells a player about the hidden hands, measured offline: heuristic players play
 * deals of a preset; at each decision of the kind asked for, every choice is played out by one open
 * rollout of the true deal (the truth the cheater decides by), and by the same rollouts in the
 * worlds of each world model (what a fair player can see).
 *
 * `--decision contra`: wherever a defender may double the game. Per model: the declarer's losing
 * chance (without the contra) as the worlds say and as it is, the Brier score of that forecast and
 * its AUC (0.5: no better than a coin at telling lost games from won), and pimc's contra rule
 * (double when the mean says so and the contra comes out ahead in a share θ of the worlds) with
 * its value against the quiet choice on the true deals, beside the oracle (double exactly where
 * the truth gains).
 *
 * `--decision bid`: every auction choice made after another seat has passed. Per model: the regret
 * of choosing by the worlds' mean (the true result of the truth's best choice less that of the
 * choice made), and how often the choice made is the truth's best.
 *
 * Models: `uniform` (the hidden cards dealt at random, consistently with the view); `auction`
 * (pimc's own: the declarer's hand the strongest at the table, of four times as many draws,
 * simulate.ts; uniform before there is a declarer); `auction8` (the same of eight times as many);
 * `passes2`, `passes4` (of two or four times as many draws, those in which the seats that passed
 * are weakest); and two exact inferences for heuristic opponents, slow (about 20 ms per world
 * drawn): `bidders` (uniform worlds kept only where the heuristic bidder, holding the world's
 * cards, makes every auction choice the declarer made) and `passers` (the same for every pass
 * the other seats made).
 *
 *   npx tsx packages/bots/scripts/auctionModels.ts [--decision contra|bid] [--variant ID]
 *     [--deals N] [--worlds W] [--models a,b]
 */
import { parseArgs } from 'node:util';
import {
  type Action,
  type Rng,
  type Seat,
  type State,
  type Turn,
  type View,
  createRng,
  loadGame,
  sameAction,
} from '@tarock/engine';
import { handValue } from '../src/decisions';
import { heuristicBot } from '../src/heuristic';
import { knowledgeOf } from '../src/knowledge';
import { rollout, scoreOf } from '../src/rollout';
import { simulateChoice, worldsFor } from '../src/simulate';
import { drawWorld } from '../src/world';

const { values } = parseArgs({
  options: {
    decision: { type: 'string', default: 'contra' },
    variant: { type: 'string', default: 'illustrated-mayr-sedlaczek-2016' },
    deals: { type: 'string', default: '300' },
    worlds: { type: 'string', default: '24' },
    models: { type: 'string', default: 'uniform,auction' },
  },
});
if (values.decision !== 'contra' && values.decision !== 'bid')
  throw new Error(`--decision is contra or bid, not ${values.decision}`);
const decision = values.decision;
const loaded = loadGame(values.variant);
if (!loaded.ok) throw new Error(loaded.error);
const game = loaded.value;
const deals = Number(values.deals);
const worldCount = Number(values.worlds);
/** Uniform draws per kept world at most, for the exact inferences. */
const EXACT_DRAWS = 16;
/** The heuristic's worlds per bid (heuristic.ts). */
const BID_WORLDS = 8;
const isAuction = (s: State) => s.phase === 'auction' || s.phase === 'declare';

type Model = (view: View, rng: Rng) => State[];

const draws = (view: View, n: number, rng: Rng): State[] => {
  const k = knowledgeOf(game, view);
  const out: State[] = [];
  for (let i = 0; i < n; i++) {
    const w = drawWorld(game, view, rng, k);
    if (w) out.push(w);
  }
  return out;
};

const uniform: Model = (view, rng) => draws(view, worldCount, rng);

const auction =
  (evidence?: number): Model =>
  (view, rng) =>
    worldsFor(game, view, knowledgeOf(game, view), view.viewer as Seat, worldCount, rng, evidence);

/** The seats other than the viewer that passed in the auction so far. */
function passedBefore(view: View): Seat[] {
  const out = new Set<Seat>();
  for (const t of view.history)
    if (t.actor !== 'chance' && t.actor !== view.viewer && t.action.type === 'pass') out.add(t.actor);
  return [...out];
}

const passes =
  (factor: number): Model =>
  (view, rng) => {
    const passed = passedBefore(view);
    const worlds = draws(view, worldCount * factor, rng);
    if (passed.length === 0) return worlds.slice(0, worldCount);
    return worlds
      .map((w) => ({ w, key: Math.max(...passed.map((p) => handValue(game, w, p))) }))
      .sort((a, b) => a.key - b.key)
      .slice(0, worldCount)
      .map((x) => x.w);
  };

/**
 * Uniform worlds kept only where the heuristic bidder, holding the world's cards, makes each
 * auction choice `checked` picks out of the history as it was made.
 */
const consistent =
  (checked: (view: View, turn: Turn) => boolean): Model =>
  (view, rng) => {
    const k = knowledgeOf(game, view);
    const out: State[] = [];
    for (let i = 0; i < worldCount * EXACT_DRAWS && out.length < worldCount; i++) {
      const w = drawWorld(game, view, rng, k);
      if (w && agrees(w, (turn) => checked(view, turn), rng)) out.push(w);
    }
    return out;
  };

function agrees(w: State, checked: (turn: Turn) => boolean, rng: Rng): boolean {
  let s = game.newDeal({
    dealer: w.dealer,
    pot: w.pot,
    ...(w.sidePot === undefined ? {} : { sidePot: w.sidePot }),
  });
  for (const turn of w.history) {
    if (turn.actor !== 'chance' && isAuction(s) && checked(turn)) {
      const view = game.view(s, turn.actor);
      if (
        view.legal.length > 1 &&
        !sameAction(simulateChoice(game, view, view.legal, BID_WORLDS, rng).action, turn.action)
      )
        return false;
    }
    const next = game.apply(s, turn.action);
    if (!next.ok) return false;
    s = next.value;
  }
  return true;
}

const MODELS: Record<string, Model> = {
  uniform,
  auction: auction(),
  auction8: auction(8),
  passes2: passes(2),
  passes4: passes(4),
  bidders: consistent((view, turn) => turn.actor === view.contract?.declarer),
  passers: consistent((view, turn) => turn.actor !== view.viewer && turn.action.type === 'pass'),
};

interface Point {
  readonly state: State;
  readonly view: View;
  readonly seat: Seat;
}

/** The seat's result after `a` in `s`, played out by one open rollout. */
function outcome(s: State, a: Action, seat: Seat): number {
  const next = game.apply(s, a);
  if (!next.ok) throw new Error(next.error);
  return scoreOf(rollout(game, next.value, createRng(`${decision}-rollout`)), seat);
}

const contraOf = (view: View) => view.legal.find((x) => x.type === 'contra' && x.target === 'game');
const quietOf = (view: View) => view.legal.find((x) => x.type !== 'contra');
const isPoint = (s: State, view: View): boolean =>
  decision === 'contra'
    ? contraOf(view) !== undefined && quietOf(view) !== undefined && s.contract?.declarer !== s.toAct
    : isAuction(s) && view.legal.length > 1 && passedBefore(view).length > 0;

const points: Point[] = [];
const bot = heuristicBot(game);
const play = createRng(`${decision}-play`);
for (let d = 0; d < deals; d++) {
  const chance = createRng(`${decision}-deal-${d}`);
  let s = game.newDeal({});
  while (s.phase !== 'finished' && s.toAct !== null) {
    let a: Action;
    if (s.toAct === 'chance') a = game.sampleDeal(s, chance);
    else {
      const view = game.view(s, s.toAct);
      if (isPoint(s, view)) points.push({ state: s, view, seat: s.toAct });
      a = bot.act(view, play);
    }
    const next = game.apply(s, a);
    if (!next.ok) throw new Error(next.error);
    s = next.value;
  }
}

const perDeal = (x: number) => (x / deals).toFixed(2);
const models = values.models.split(',').map((name) => {
  const model = MODELS[name];
  if (!model) throw new Error(`unknown model ${name} (known: ${Object.keys(MODELS).join(', ')})`);
  return { name, model, rng: createRng(`${decision}-model-${name}`) };
});
if (decision === 'contra') contraReport();
else bidReport();

function contraReport(): void {
  const both = points.map((p) => ({
    contra: outcome(p.state, contraOf(p.view) as Action, p.seat),
    quiet: outcome(p.state, quietOf(p.view) as Action, p.seat),
  }));
  const gain = both.map((b) => b.contra - b.quiet);
  const lost = both.map((b) => (b.quiet > 0 ? 1 : 0));
  console.log(
    `${values.variant}: ${deals} deals, ${points.length} defender contra choices; the declarer loses ${lost.filter(Boolean).length} of them`,
  );
  console.log(
    `oracle: ${gain.filter((g) => g > 0).length} contras, ${perDeal(gain.reduce((a, g) => a + Math.max(0, g), 0))} points per deal`,
  );
  for (const { name, model, rng } of models) {
    const rows: { p: number; loses: number; mean: number; gain: number; lost: number }[] = [];
    points.forEach((pt, i) => {
      const worlds = model(pt.view, rng);
      if (worlds.length === 0) return;
      let ahead = 0;
      let sum = 0;
      let loses = 0;
      for (const w of worlds) {
        const c = outcome(w, contraOf(pt.view) as Action, pt.seat);
        const q = outcome(w, quietOf(pt.view) as Action, pt.seat);
        if (c > 0) ahead++;
        if (q > 0) loses++;
        sum += c - q;
      }
      const n = worlds.length;
      rows.push({
        p: ahead / n,
        loses: loses / n,
        mean: sum / n,
        gain: gain[i] as number,
        lost: lost[i] as number,
      });
    });
    const predicted = rows.reduce((a, r) => a + r.loses, 0) / rows.length;
    const actual = rows.reduce((a, r) => a + r.lost, 0) / rows.length;
    const brier = rows.reduce((a, r) => a + (r.loses - r.lost) ** 2, 0) / rows.length;
    let concordant = 0;
    let pairs = 0;
    for (const a of rows)
      if (a.lost)
        for (const b of rows)
          if (!b.lost) {
            pairs++;
            concordant += a.loses > b.loses ? 1 : a.loses === b.loses ? 0.5 : 0;
          }
    console.log(
      `${name} (${rows.length} choices with worlds): declarer loses ${predicted.toFixed(3)} forecast, ${actual.toFixed(3)} true; Brier ${brier.toFixed(3)} (a constant forecast: ${(actual * (1 - actual)).toFixed(3)}); AUC ${(concordant / Math.max(1, pairs)).toFixed(3)}`,
    );
    for (const theta of [0.5, 0.7, 0.9]) {
      const chosen = rows.filter((r) => r.mean > 0 && r.p >= theta);
      console.log(
        `  θ ${theta}: ${chosen.length} contras, ${chosen.filter((r) => r.gain > 0).length} gain; ${perDeal(chosen.reduce((a, r) => a + r.gain, 0))} points per deal`,
      );
    }
  }
}

function bidReport(): void {
  const truth = points.map((p) => p.view.legal.map((a) => outcome(p.state, a, p.seat)));
  console.log(
    `${values.variant}: ${deals} deals, ${points.length} auction choices after another seat passed`,
  );
  for (const { name, model, rng } of models) {
    let regret = 0;
    let right = 0;
    let n = 0;
    points.forEach((p, i) => {
      const worlds = model(p.view, rng);
      if (worlds.length === 0) return;
      const means = p.view.legal.map(
        (a) => worlds.reduce((sum, w) => sum + outcome(w, a, p.seat), 0) / worlds.length,
      );
      let chosen = 0;
      means.forEach((m, j) => {
        if (m > (means[chosen] as number) + 1e-9) chosen = j;
      });
      const t = truth[i] as number[];
      const best = Math.max(...t);
      regret += best - (t[chosen] as number);
      if (t[chosen] === best) right++;
      n++;
    });
    console.log(
      `${name} (${n} choices with worlds): regret ${perDeal(regret)} points per deal (${(regret / Math.max(1, n)).toFixed(2)} per choice); the truth's best chosen ${((100 * right) / Math.max(1, n)).toFixed(1)} %`,
    );
  }
}
