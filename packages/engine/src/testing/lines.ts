/**
 * Every explanation line of seeded random matches: each game plays `deals` random deals as matches
 * (the pot and dealer carried from deal to deal, a new match when one ends), and gives the
 * settlement lines and the match's lines (antes, end of a round, of the series, of the match), for
 * the tests that hold each line's text to its phrase and a display's catalog to the engine's.
 */
import { Ledger } from '../bavarian/ledger';
import { say } from '../bavarian/phrases';
import type { Game } from '../core/game';
import { createRng } from '../core/rng';
import type { Preset } from '../core/ruleset';
import type { Action, ExplanationLine, Settlement } from '../core/types';
import type { IllustratedRules } from '../illustrated/rules';
import { settleTrischakenFacts } from '../illustrated/trischaken';
import { loadGame } from '../presets/index';
import { optionGames, suiteGames } from './games';

export interface SampledLine {
  readonly game: string;
  /** Where the line comes from: `deal 3` (its settlement) or `match 3` (the match after it). */
  readonly at: string;
  readonly line: ExplanationLine;
}

export interface SampleOptions {
  readonly seed: string;
  /** Deals per game. */
  readonly deals: number;
  /** How often a seat that may pass passes (everyone passing is rare under uniform play). */
  readonly passWeight: number;
}

export function sampleLines(games: readonly Game[], opts: SampleOptions): SampledLine[] {
  const out: SampledLine[] = [];
  for (const game of games) {
    const rng = createRng(`${opts.seed}/${game.name}`);
    const entry = (at: string, lines: readonly ExplanationLine[]) => {
      for (const line of lines) out.push({ game: game.name, at, line });
    };
    const start = () => {
      const m = game.preset.match.start(game.rules, game.name, game.seats, rng.int(game.seats));
      for (const e of m.log) entry('match start', e.lines);
      return m;
    };
    let m = start();
    for (let deal = 1; deal <= opts.deals; deal++) {
      if (m.finished) m = start();
      let s = game.newDeal({ dealer: m.dealer, pot: m.pot, sidePot: m.sidePot });
      while (s.phase !== 'finished') {
        const legal = game.legalActions(s);
        const pass = legal.find((a) => a.type === 'pass');
        const action: Action =
          s.toAct === 'chance'
            ? game.sampleDeal(s, rng)
            : pass && rng.next() / 2 ** 32 < opts.passWeight
              ? pass
              : (legal[rng.int(legal.length)] as Action);
        const next = game.apply(s, action);
        if (!next.ok) throw new Error(`${game.name}: a legal action was rejected: ${next.error}`);
        s = next.value;
      }
      if (!s.settlement) throw new Error(`${game.name}: deal ${deal} ended without a settlement`);
      entry(`deal ${deal}`, s.settlement.lines);
      m = game.preset.match.next(game.rules, m, s.settlement);
      entry(`match ${deal}`, m.log.at(-1)?.lines ?? []);
    }
  }
  return out;
}

/**
 * The lines the phrase tests check, in the engine and in displays alike: 40 deals of every
 * preset, seat count and option value, passing half the time it may, and the rare lines.
 */
export function phraseSample(presets: readonly Preset[]): SampledLine[] {
  const games = [...suiteGames(presets), ...optionGames(presets)];
  return [...sampleLines(games, { seed: 'phrases', deals: 40, passWeight: 0.5 }), ...rareLines()];
}

/** A game of the engine's presets, by name. */
function gameNamed(name: string): Game {
  const g = loadGame(name);
  if (!g.ok) throw new Error(g.error);
  return g.value;
}

function settled(game: Game, fields: Readonly<Record<string, unknown>>): Settlement {
  const summary = { format: 'tarock-deal-summary', version: 1, variant: game.rules.id, ...fields };
  const r = game.preset.settleSummary(summary, game.rules, game.seats);
  if (!r.ok) throw new Error(`${game.name}: ${r.error}`);
  return r.value;
}

/**
 * Lines that random deals seldom or never give: a Sirch slam, Sirch at exactly 60, a pot emptied by a payment, a side pot that
 * holds less than owed or nothing (the Kasse is always taken whole, so only the ledger can), a
 * Valat that replaces every other score, a game lost with one card point, Trischaken tied and won without a trick, one and two
 * players bust in Scharfes Tarock.
 */
export function rareLines(): SampledLine[] {
  const out: SampledLine[] = [];
  const add = (game: string, at: string, lines: readonly ExplanationLine[]) => {
    for (const line of lines) out.push({ game, at, line });
  };
  const sirch = gameNamed('bavarian-sirch-2008');
  const deal = { dealer: 0, declarer: 1, contract: 'solo', trump: 'E' };
  const slam = { points: { declarer: 120, defenders: 0 }, tricks: { declarer: 11, defenders: 0 } };
  add(sirch.name, 'slam', settled(sirch, { ...deal, pot: 500, ...slam }).lines);
  // Exactly 60 where 60–60 loses: lost without Kontra, won after it (the defenders missed 61).
  const sixty = { points: { declarer: 60, defenders: 60 }, tricks: { declarer: 5, defenders: 6 } };
  const sirch60 = gameNamed('bavarian-sirch-2008(tie60=declarerLoses,kontra=true)');
  add(sirch60.name, '60 lost', settled(sirch60, { ...deal, pot: 500, ...sixty }).lines);
  add(
    sirch60.name,
    '60 won after Kontra',
    settled(sirch60, { ...deal, pot: 500, ...sixty, kontra: 1 }).lines,
  );
  // A deal never starts with the pot empty (the antes feed it again), but a payment can find it
  // emptied by the one before.
  const pot = new Ledger(3, 5, 'paysWhatItHas');
  for (const to of [1, 2] as const) pot.fromPot(to, 5, say('bavarian.potEvensShares'));
  add('ledger', 'pot emptied', pot.lines);
  for (const held of [100, 0]) {
    const ledger = new Ledger(3, 0, 'paysWhatItHas', held);
    ledger.fromPot(1, 300, say('bavarian.takesSchreckensteiner'), 'sidePot');
    add('ledger', `side pot of ${held}`, ledger.lines);
  }
  const beck = gameNamed('illustrated-beck(valatReplacesOtherScores=true)');
  const valat = { contract: 'solo', declarer: 0, declarerPoints: 66, valat: true };
  const announced = { announcements: [{ seat: 0, bonus: 'valat', stage: 'pre' }] };
  add(beck.name, 'valat', settled(beck, { ...valat, ...announced }).lines);
  // A game lost with a single card point: "1 card point", not "1 card points".
  add(beck.name, 'one point', settled(beck, { contract: 'solo', declarer: 0, declarerPoints: 1 }).lines);
  const trischaken = gameNamed('illustrated-beck(allPass=trischaken)');
  const rules = trischaken.rules as IllustratedRules;
  for (const [thirds, tricks] of [
    [
      [60, 60, 60],
      [6, 5, 5],
    ],
    [
      [120, 75, 0],
      [10, 6, 0],
    ],
  ] as const)
    add(
      trischaken.name,
      'Trischaken',
      settleTrischakenFacts({ players: [0, 1, 2], thirds, tricks }, rules, 3).lines,
    );
  const scharf = gameNamed('scharfes-tarock');
  for (const deltas of [
    [-1000, 500, 500],
    [-1000, 2000, -1000],
  ]) {
    const m = scharf.preset.match.start(scharf.rules, scharf.name, 3, 0);
    const s: Settlement = {
      unit: 'cents',
      deltas,
      potDelta: 0,
      cardPoints: [],
      outcome: 'won',
      declarer: 1,
      contract: 'solo',
      lines: [],
    };
    add(scharf.name, 'bust', scharf.preset.match.next(scharf.rules, m, s).log.at(-1)?.lines ?? []);
  }
  return out;
}
