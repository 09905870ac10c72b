/**
 * How much a defender can know about a contra, measured offline: heuristic players play deals of
 * a preset; wherever a defender may double the game, the contra and the quiet choice are each
 * played out by one open rollout of the true deal (the truth the cheater doubles by), and by the
 * same rollouts in the worlds of each world model (what a fair player can see). Per model:
 * - the declarer's losing chance (without the contra) as the worlds say and as it is, the Brier
 *   score of that forecast and its AUC (0.5: no better than a coin at telling lost games from won);
 * - the contra policy of pimc (double when the mean says so and the contra comes out ahead in at
 *   least a share θ of the worlds) with its value against the quiet choice on the true deals,
 *   beside the oracle (double exactly where the truth gains).
 * Models: `uniform` (the hidden cards dealt at random, consistently with the view), `auction`
 * (pimc's own: the declarer's hand the strongest at the table, of four times as many draws,
 * simulate.ts), `auction8` (the same of eight times as many), `bidders` (uniform
 * worlds kept only where the heuristic bidder, holding the world's cards, makes every bid the
 * declarer made: exact inference for heuristic opponents, and slow, about 20 ms per world).
 *
 *   npx tsx packages/bots/scripts/contraModels.ts [--variant ID] [--deals N] [--worlds W] [--models a,b]
 */
import { parseArgs } from 'node:util';
import {
  type Action,
  type Rng,
  type Seat,
  type State,
  type View,
  createRng,
  loadGame,
  sameAction,
} from '@tarock/engine';
import { heuristicBot } from '../src/heuristic';
import { knowledgeOf } from '../src/knowledge';
import { rollout, scoreOf } from '../src/rollout';
import { simulateChoice, worldsFor } from '../src/simulate';
import { drawWorld } from '../src/world';

const { values } = parseArgs({
  options: {
    variant: { type: 'string', default: 'illustrated-mayr-sedlaczek-2016' },
    deals: { type: 'string', default: '300' },
    worlds: { type: 'string', default: '24' },
    models: { type: 'string', default: 'uniform,auction' },
  },
});
const loaded = loadGame(values.variant);
if (!loaded.ok) throw new Error(loaded.error);
const game = loaded.value;
const deals = Number(values.deals);
const worldCount = Number(values.worlds);
/** Uniform draws per kept world at most, for `bidders`. */
const BIDDER_DRAWS = 16;
/** The heuristic's worlds per bid (heuristic.ts). */
const BID_WORLDS = 8;

type Model = (view: View, rng: Rng) => State[];

const uniform: Model = (view, rng) => {
  const k = knowledgeOf(game, view);
  const out: State[] = [];
  for (let i = 0; i < worldCount; i++) {
    const w = drawWorld(game, view, rng, k);
    if (w) out.push(w);
  }
  return out;
};

const auction =
  (evidence?: number): Model =>
  (view, rng) =>
    worldsFor(game, view, knowledgeOf(game, view), view.viewer as Seat, worldCount, rng, evidence);

/** Would the heuristic bidder, holding `w`'s cards, have made every bid the declarer made? */
function bidsAgree(w: State, declarer: Seat, rng: Rng): boolean {
  let s = game.newDeal({
    dealer: w.dealer,
    pot: w.pot,
    ...(w.sidePot === undefined ? {} : { sidePot: w.sidePot }),
  });
  for (const turn of w.history) {
    if (turn.actor === declarer && (s.phase === 'auction' || s.phase === 'declare')) {
      const view = game.view(s, declarer);
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

const bidders: Model = (view, rng) => {
  const k = knowledgeOf(game, view);
  const out: State[] = [];
  for (let i = 0; i < worldCount * BIDDER_DRAWS && out.length < worldCount; i++) {
    const w = drawWorld(game, view, rng, k);
    if (w && k.declarer !== null && bidsAgree(w, k.declarer, rng)) out.push(w);
  }
  return out;
};

const MODELS: Record<string, Model> = { uniform, auction: auction(), auction8: auction(8), bidders };

interface Point {
  readonly state: State;
  readonly view: View;
  readonly contra: Action;
  readonly quiet: Action;
  readonly seat: Seat;
}

/** The seat's result after `a` in `s`, played out by one open rollout. */
function outcome(s: State, a: Action, seat: Seat): number {
  const next = game.apply(s, a);
  if (!next.ok) throw new Error(next.error);
  return scoreOf(rollout(game, next.value, createRng('contra-rollout')), seat);
}

const points: Point[] = [];
const bot = heuristicBot(game);
const play = createRng('contra-play');
for (let d = 0; d < deals; d++) {
  const chance = createRng(`contra-deal-${d}`);
  let s = game.newDeal({});
  while (s.phase !== 'finished' && s.toAct !== null) {
    let a: Action;
    if (s.toAct === 'chance') a = game.sampleDeal(s, chance);
    else {
      const view = game.view(s, s.toAct);
      const contra = view.legal.find((x) => x.type === 'contra' && x.target === 'game');
      const quiet = view.legal.find((x) => x.type !== 'contra');
      if (contra && quiet && s.contract?.declarer !== s.toAct)
        points.push({ state: s, view, contra, quiet, seat: s.toAct });
      a = bot.act(view, play);
    }
    const next = game.apply(s, a);
    if (!next.ok) throw new Error(next.error);
    s = next.value;
  }
}

const gain = points.map((p) => outcome(p.state, p.contra, p.seat) - outcome(p.state, p.quiet, p.seat));
const lost = points.map((p) => (outcome(p.state, p.quiet, p.seat) > 0 ? 1 : 0));
const perDeal = (x: number) => (x / deals).toFixed(2);
console.log(
  `${values.variant}: ${deals} deals, ${points.length} defender contra choices; the declarer loses ${lost.filter(Boolean).length} of them`,
);
console.log(
  `oracle: ${gain.filter((g) => g > 0).length} contras, ${perDeal(gain.reduce((a, g) => a + Math.max(0, g), 0))} points per deal`,
);
for (const name of values.models.split(',')) {
  const model = MODELS[name];
  if (!model) throw new Error(`unknown model ${name} (known: ${Object.keys(MODELS).join(', ')})`);
  const rng = createRng(`contra-model-${name}`);
  const rows: { p: number; loses: number; mean: number; gain: number; lost: number }[] = [];
  points.forEach((pt, i) => {
    const worlds = model(pt.view, rng);
    if (worlds.length === 0) return;
    let ahead = 0;
    let sum = 0;
    let loses = 0;
    for (const w of worlds) {
      const c = outcome(w, pt.contra, pt.seat);
      const q = outcome(w, pt.quiet, pt.seat);
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
