/**
 * A mistake finder for card play, to compare players on the same positions without the luck of
 * the deal: seeded deals are played by heuristic players in every seat; at every card decision
 * with more than one legal card, the open-hand solver says which cards keep the mover's side on
 * target (win/lose against the true hands). A position counts when the choice matters (some cards
 * do, some do not); a player's choice there is a mistake when the solver says it loses.
 * Reports per player mistakes per 100 positions by role and its time, and the paired difference of
 * every later player against the first with its 95 % interval: in all, by role, and by the tricks
 * already played (0–3, 4–7, 8 on).
 *
 *   npx tsx packages/bots/scripts/mistakes.ts --variant ID --deals N [--seed S] [--players a,b]
 *   (a player: a registry name, or `pimc:LEVEL@key=value+…` with settings of the level changed)
 */
import { type Card, type Game, type Seat, type State, createRng, loadGame } from '@tarock/engine';
import type { TrickSolver } from '@tarock/solver';
import { type Player, playDeal } from '../src/arena';
import { playsOf } from '../src/games';
import { Tally } from '../src/matchStats';
import { openCardScores } from '../src/omniscient';
import { PIMC_LEVELS, type PimcLevel, pimcBot } from '../src/pimc';
import { createMeasurementPlayer } from '../src/registry';

const TRUTH_NODES = 2_000_000;

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
}

const variant = arg('variant', 'haferltarock');
const deals = Number(arg('deals', '20'));
const seed = arg('seed', 'mistakes');
const names = arg('players', 'pimc:strong').split(',');
const loaded = loadGame(variant);
if (!loaded.ok) throw new Error(String(loaded.error));
const game: Game = loaded.value;
const heuristic = createMeasurementPlayer('heuristic', game);
if (!heuristic.ok) throw new Error(String(heuristic.error));
// `pimc:LEVEL@key=value+…` plays the level with its settings changed (e.g. `pimc:strong@worlds=48+decisionNodes=3000000`).
const players = names.map((n) => {
  const at = /^pimc:(fast|strong)@(.+)$/.exec(n);
  if (at) {
    const level: Record<string, unknown> = { ...PIMC_LEVELS[at[1] as 'fast' | 'strong'], name: n };
    for (const kv of (at[2] as string).split('+')) {
      const [k, v] = kv.split('=');
      if (k === undefined || !(k in level) || typeof level[k] !== 'number')
        throw new Error(`no setting ${k}`);
      level[k] = Number(v);
    }
    return pimcBot(level as unknown as PimcLevel, game);
  }
  const p = createMeasurementPlayer(n, game);
  if (!p.ok) throw new Error(String(p.error));
  return p.value;
});

interface Position {
  readonly state: State;
  readonly seat: Seat;
  readonly good: ReadonlySet<Card>;
  readonly defender: boolean;
  readonly key: string;
}

const solvers = new Map<string, TrickSolver>();
/** The cards that keep the mover's side on target, or null when the choice does not matter. */
function truth(s: State, me: Seat): { good: Set<Card>; defender: boolean } | null {
  const cards = playsOf(game.legalActions(s));
  if (cards.length < 2) return null;
  const open = openCardScores(game, s, me, cards, solvers, TRUTH_NODES, 18);
  if (open.exact || !open.complete) return null;
  const good = new Set(cards.filter((_, i) => open.scores[i] === 1));
  if (good.size === 0 || good.size === cards.length) return null;
  return { good, defender: s.contract?.declarer !== me };
}

// The positions: heuristic play in every seat, every mattering card decision on the way.
const positions: Position[] = [];
const all = game.seats === 3 ? [0, 1, 2] : [0, 1, 2, 3];
// A new match's pot, as `runDeals` gives every deal (a deal played for a pot needs one).
const start = game.preset.match.start(game.rules, game.name, game.seats, 0);
for (let d = 0; d < deals; d++) {
  const seen: State[] = [];
  const recorder: Player = {
    name: 'heuristic',
    omniscient: true,
    actOnState(g, s, rng) {
      if (s.phase === 'play') seen.push(s);
      const h = heuristic.value;
      return 'omniscient' in h ? h.actOnState(g, s, rng) : h.act(g.view(s, s.toAct as Seat), rng);
    },
  };
  playDeal(
    game,
    all.map(() => recorder),
    createRng(`${seed}/deal/${d}`),
    { dealer: d % game.seats, pot: start.pot },
  );
  seen.forEach((s, i) => {
    const me = s.toAct as Seat;
    const t = truth(s, me);
    if (t) positions.push({ state: s, seat: me, good: t.good, defender: t.defender, key: `${d}/${i}` });
  });
}

const mistakes = players.map(() => positions.map(() => 0));
const t0 = performance.now();
players.forEach((p, k) => {
  const tp = performance.now();
  positions.forEach((pos, i) => {
    const rng = createRng(`${seed}/choice/${pos.key}`);
    const a =
      'omniscient' in p ? p.actOnState(game, pos.state, rng) : p.act(game.view(pos.state, pos.seat), rng);
    if (a.type !== 'play') throw new Error('not a card');
    if (!pos.good.has(a.card)) (mistakes[k] as number[])[i] = 1;
  });
  console.log(`${names[k]}: ${((performance.now() - tp) / 1000).toFixed(1)} s`);
});

const rate = (xs: number[], which: (p: Position) => boolean): string => {
  const idx = positions.map((p, i) => (which(p) ? i : -1)).filter((i) => i >= 0);
  const n = idx.length;
  const m = idx.reduce((a, i) => a + (xs[i] as number), 0);
  const p = n ? m / n : 0;
  const ci = n ? 1.96 * Math.sqrt((p * (1 - p)) / n) : 0;
  return `${(100 * p).toFixed(1)} ± ${(100 * ci).toFixed(1)} (${m}/${n})`;
};
console.log(`${variant}: ${deals} deals, ${positions.length} positions where the card matters`);
names.forEach((name, k) => {
  const xs = mistakes[k] as number[];
  console.log(
    `${name}: mistakes per 100 — all ${rate(xs, () => true)}, declarer ${rate(xs, (q) => !q.defender)}, defenders ${rate(xs, (q) => q.defender)}`,
  );
});
for (let j = 1; j < players.length; j++) {
  for (const [label, which] of [
    ['all', () => true],
    ['declarer', (q: Position) => !q.defender],
    ['defenders', (q: Position) => q.defender],
    ['tricks 0-3', (q: Position) => q.state.tricks.length < 4],
    ['tricks 4-7', (q: Position) => q.state.tricks.length >= 4 && q.state.tricks.length < 8],
    ['tricks 8+', (q: Position) => q.state.tricks.length >= 8],
  ] as const) {
    const diff = new Tally();
    positions.forEach((q, i) => {
      if (which(q)) diff.add((mistakes[j]?.[i] as number) - (mistakes[0]?.[i] as number));
    });
    const ci = diff.n > 1 ? (1.96 * diff.sd) / Math.sqrt(diff.n) : 0;
    console.log(
      `${names[j]} − ${names[0]} (${label}, ${diff.n}): ${(100 * diff.mean).toFixed(1)} ± ${(100 * ci).toFixed(1)} mistakes per 100 positions`,
    );
  }
}
console.log(`players' time ${((performance.now() - t0) / 1000).toFixed(1)} s`);
