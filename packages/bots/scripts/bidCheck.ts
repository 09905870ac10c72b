/**
 * A player's bids against what its own play made of them, from the records of `tarock simulate
 * --records DIR`. Both modes draw worlds from the player's view at its bid as its bid simulation
 * does (simulate.ts `worldsFor`) and play each out by rollout (the rule-based play of every seat).
 *
 * - `--calibration`: for every game the player declared, the share of those rollouts in which the
 *   contract it bid is won, against whether its game was won; by bins of that share and by
 *   contract, with the declarer's card points in the rollouts and in the game.
 * - `--instead BID --from CHOICE`: wherever the player's first auction choice was CHOICE (`pass`,
 *   or a bid such as `dreiblatt`) and BID was legal there, the deal is played on from that decision
 *   twice, with CHOICE and with BID, by `--by` (default pimc:fast) at the player's seat and
 *   heuristic elsewhere (one seeded stream per deal, the same for both); the player's result
 *   relative to the others, BID less CHOICE, with its 95 % interval, by bins of the rollouts' share
 *   of BID won.
 *
 *   npx tsx packages/bots/scripts/bidCheck.ts --player pimc:strong --calibration [--worlds 48] DIR …
 *   npx tsx packages/bots/scripts/bidCheck.ts --player pimc:strong --instead zweiblatt --from dreiblatt [--by pimc:fast] DIR …
 */
import { parseArgs } from 'node:util';
import {
  type Action,
  type Game,
  type GameRecord,
  type Seat,
  type State,
  createRng,
  replay,
  sameAction,
  viewOf,
} from '@tarock/engine';
import { knowledgeOf } from '../src/knowledge';
import { Tally } from '../src/matchStats';
import { createBot } from '../src/registry';
import { rollout, scoreOf } from '../src/rollout';
import { worldsFor } from '../src/simulate';
import { matchTables } from './recordDeals';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    player: { type: 'string' },
    calibration: { type: 'boolean', default: false },
    instead: { type: 'string' },
    from: { type: 'string' },
    by: { type: 'string', default: 'pimc:fast' },
    worlds: { type: 'string', default: '48' },
  },
});
const player = values.player;
if (
  !player ||
  positionals.length === 0 ||
  values.calibration === (values.instead !== undefined) ||
  (values.instead !== undefined && !values.from)
) {
  process.stderr.write(
    'usage: bidCheck.ts --player NAME (--calibration | --instead BID --from CHOICE [--by PLAYER]) [--worlds W] DIR …\n',
  );
  process.exit(2);
}
const worlds = Number(values.worlds);

/** An auction choice by name: the contract of a bid, else the action's type (`pass`). */
const choiceOf = (a: Action): string => (a.type === 'bid' ? String(a.bid) : a.type);

/** In worlds drawn from `seat`'s view of `s`, the share of rollouts after `a` in which `seat` declares and wins, and its mean card points there. */
function rolloutShare(
  game: Game,
  s: State,
  seat: Seat,
  a: Action,
  seed: string,
): { won: number; points: number } | null {
  const view = viewOf(game, s, seat);
  const rng = createRng(seed);
  let declared = 0;
  let won = 0;
  let points = 0;
  for (const w of worldsFor(game, view, knowledgeOf(game, view), seat, worlds, rng)) {
    const next = game.apply(w, a);
    if (!next.ok) continue;
    const end = rollout(game, next.value, rng).settlement;
    if (end?.declarer !== seat) continue;
    declared++;
    if (end.outcome === 'won') won++;
    points += end.cardPoints.find((c) => c.party === 'declarer')?.points ?? 0;
  }
  return declared ? { won: won / declared, points: points / declared } : null;
}

/** Plays `s` to the end with `by` at `seat` and heuristic elsewhere; the seat's result relative to the others. */
function playOn(game: Game, s: State, seat: Seat, by: string, seed: string): number {
  const bots = s.players.map((p) => {
    const b = createBot(p === seat ? by : 'heuristic', game);
    if (!b.ok) throw new Error(b.error);
    return b.value;
  });
  const rng = createRng(seed);
  let state = s;
  while (state.phase !== 'finished') {
    const who = state.toAct;
    if (who === null || who === 'chance') throw new Error('a deal played on needs no chance');
    const next = game.apply(
      state,
      (bots[s.players.indexOf(who)] as (typeof bots)[number]).act(game.view(state, who), rng),
    );
    if (!next.ok) throw new Error(next.error);
    state = next.value;
  }
  return scoreOf(state, seat);
}

const bin = (share: number): string => {
  const b = Math.min(Math.floor(share * 10), 9) / 10;
  return `[${b.toFixed(1)}, ${(b + 0.1).toFixed(1)})`;
};

interface Decision {
  readonly game: Game;
  readonly state: State;
  readonly seat: Seat;
  readonly made: Action;
  readonly record: GameRecord;
  readonly name: string;
}

/** The state before the player's first (or last) auction choice in each record. */
function* decisions(last: boolean): Generator<Decision> {
  for (const dir of positionals)
    for (const [name, record] of [...matchTables(dir)].sort(([a], [b]) => a.localeCompare(b))) {
      const seat = record.seats.findIndex((x) => x.player === player);
      if (seat < 0) continue;
      const mine = record.turns.flatMap((t, i) =>
        t.actor === seat && (t.action.type === 'bid' || t.action.type === 'pass') ? [i] : [],
      );
      const i = last ? mine.filter((j) => record.turns[j]?.action.type === 'bid').pop() : mine[0];
      if (i === undefined) continue;
      const replayed = replay(record);
      if (!replayed.ok) throw new Error(`${dir}/${name}: ${replayed.error.reason}`);
      const state = replayed.value.states[i];
      const recorded = record.turns[i]?.action;
      // The recorded choice as the legal action it was (an auction choice hides nothing).
      const made =
        state && recorded
          ? replayed.value.game.legalActions(state).find((a) => sameAction(a, recorded as Action))
          : undefined;
      if (!state || !made) continue;
      yield { game: replayed.value.game, state, seat: seat as Seat, made, record, name: `${dir}/${name}` };
    }
}

const line = (label: string, t: Tally, extra = ''): string => {
  const s = t.summary();
  return `  ${label.padEnd(14)} ${String(s.n).padStart(5)}  ${s.mean.toFixed(2).padStart(7)} ± ${s.ci95.toFixed(2)}${extra}`;
};

if (values.calibration) {
  const byShare = new Map<string, { share: Tally; won: Tally }>();
  const byContract = new Map<string, { share: Tally; won: Tally; rollout: Tally; game: Tally }>();
  for (const d of decisions(true)) {
    const result = d.record.result;
    if (result?.declarer !== d.seat || result.contract === null) continue;
    const r = rolloutShare(d.game, d.state, d.seat, d.made, d.name);
    if (!r) continue;
    const won = result.outcome === 'won' ? 1 : 0;
    const b = byShare.get(bin(r.won)) ?? { share: new Tally(), won: new Tally() };
    b.share.add(r.won);
    b.won.add(won);
    byShare.set(bin(r.won), b);
    const c = byContract.get(result.contract) ?? {
      share: new Tally(),
      won: new Tally(),
      rollout: new Tally(),
      game: new Tally(),
    };
    c.share.add(r.won);
    c.won.add(won);
    c.rollout.add(r.points);
    c.game.add(result.cardPoints.find((x) => x.party === 'declarer')?.points ?? 0);
    byContract.set(result.contract, c);
  }
  console.log(`${player}'s declared games: share won in ${worlds} rollouts at its bid, and in the game`);
  console.log('  rollouts won      games   rollouts        game won');
  for (const [k, b] of [...byShare].sort())
    console.log(
      line(k, b.share, `   ${b.won.summary().mean.toFixed(3)} ± ${b.won.summary().ci95.toFixed(3)}`),
    );
  console.log('  contract          games   rollouts won     game won        card points: rollouts / game');
  for (const [k, c] of [...byContract].sort())
    console.log(
      line(
        k,
        c.share,
        `   ${c.won.summary().mean.toFixed(3)}   ${c.rollout.mean.toFixed(1)} / ${c.game.mean.toFixed(1)}`,
      ),
    );
} else {
  const instead = values.instead as string;
  const from = values.from as string;
  const all = new Tally();
  const byShare = new Map<string, Tally>();
  for (const d of decisions(false)) {
    if (choiceOf(d.made) !== from) continue;
    const legal = d.game.legalActions(d.state);
    const alternative = legal.find((a) => choiceOf(a) === instead);
    if (!alternative) continue;
    const r = rolloutShare(d.game, d.state, d.seat, alternative, d.name);
    const after = (a: Action): State => {
      const next = d.game.apply(d.state, a);
      if (!next.ok) throw new Error(next.error);
      return next.value;
    };
    const diff =
      playOn(d.game, after(alternative), d.seat, values.by, d.name) -
      playOn(d.game, after(d.made), d.seat, values.by, d.name);
    all.add(diff);
    const k = r ? bin(r.won) : 'never declares';
    const t = byShare.get(k) ?? new Tally();
    t.add(diff);
    byShare.set(k, t);
  }
  console.log(`${player}'s ${from} played on as ${instead} by ${values.by}: ${instead} − ${from}, per deal`);
  console.log(line('all', all));
  console.log(`  by the rollouts' share of ${instead} won:`);
  for (const [k, t] of [...byShare].sort()) console.log(line(k, t));
}
