/**
 * The mistake finder's verdicts on seeded random deals where no bonus card's trick is in play: the
 * Bavarian games (no Pagat, no Uhu) and Illustrated deals thrown into Trischaken (no declarer, so no
 * bonus scores). The Pagat and Uhu pass must leave them exactly as they were: analysisGolden.test.ts
 * holds them to analysis.golden.txt, written by scripts/analysisGolden.ts before that pass existed.
 */
import { type State, createRng, loadGame } from '@tarock/engine';
import { playRandomDeal } from '@tarock/engine/testing';
import { type CardAnalysis, analyseCardPlay } from '../src/analysis';

/** Solver nodes a card: small enough that some cards go unjudged, so those verdicts are held too. */
const NODES = 20_000;

const GAMES = [
  { name: 'haferltarock', outcome: null },
  { name: 'bavarian-no-point-bidding', outcome: null },
  { name: 'scharfes-tarock', outcome: null },
  { name: 'illustrated-beck(allPass=trischaken)', outcome: 'trischaken' },
] as const;

export interface GoldenDeal {
  readonly game: string;
  readonly seed: string;
  readonly found: readonly CardAnalysis[];
}

/**
 * The first `perGame` seeded deals of each game (ending as `outcome` where given) with a choice in
 * the card play that mattered, judged.
 */
export function goldenDeals(perGame = 2): GoldenDeal[] {
  const out: GoldenDeal[] = [];
  for (const { name, outcome } of GAMES) {
    const g = loadGame(name);
    if (!g.ok) throw new Error(g.error);
    let kept = 0;
    for (let n = 0; kept < perGame && n < 200; n++) {
      const seed = `analysis-golden/${name}/${n}`;
      const states: State[] = playRandomDeal(g.value, createRng(seed));
      const final = states[states.length - 1];
      if (outcome !== null && final?.settlement?.outcome !== outcome) continue;
      const found = analyseCardPlay(g.value, states, NODES);
      if (found.length === 0) continue;
      out.push({ game: name, seed, found });
      kept++;
    }
  }
  return out;
}

/** The golden file's text: one verdict a line, after its game and seed, as JSON (so a change shows as a diff). */
export function goldenText(deals: readonly GoldenDeal[]): string {
  return deals.flatMap((d) => d.found.map((a) => `${d.game}\t${d.seed}\t${JSON.stringify(a)}\n`)).join('');
}
