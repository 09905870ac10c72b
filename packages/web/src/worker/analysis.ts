/**
 * The mistake finder (`analyseCardPlay` of @tarock/bots) run in the worker one card at a time:
 * between cards the worker answers the replay's steps, and the page learns how far the run has
 * come. Judging the states around one turn with the run's one solver gives the same verdict as
 * judging the whole record in one call.
 */
import { type AnalysisSolvers, type CardAnalysis, analyseCardPlay } from '@tarock/bots';
import type { Game, State } from '@tarock/engine';
import type { FromWorker } from './protocol';

/** The turns that play a card: those the mistake finder looks at. */
export function cardTurns(states: readonly State[]): number[] {
  const out: number[] = [];
  for (let i = 0; i + 1 < states.length; i++) if (states[i]?.phase === 'play') out.push(i);
  return out;
}

export interface AnalysisJob {
  readonly game: Game;
  readonly states: readonly State[];
  readonly id: number;
  readonly maxNodes: number;
}

/**
 * Judges the job's cards, posting `analysisProgress` after each and `analysis` at the end.
 * `pause` lets other messages in between; once `current()` is false (another record or run) the
 * run stops without a result.
 */
export async function runAnalysis(
  job: AnalysisJob,
  post: (m: FromWorker) => void,
  current: () => boolean,
  pause: () => Promise<void>,
): Promise<void> {
  const { game, states, id, maxNodes } = job;
  const turns = cardTurns(states);
  const cards: CardAnalysis[] = [];
  // One solver for the run, as one call over the whole record has: its table carries from card
  // to card, so the verdicts (and where the budget runs out) are the same.
  const solvers: AnalysisSolvers = new Map();
  post({ type: 'analysisProgress', id, done: 0, total: turns.length });
  for (const [k, i] of turns.entries()) {
    await pause();
    if (!current()) return;
    for (const a of analyseCardPlay(game, states.slice(i, i + 2), maxNodes, solvers)) {
      cards.push({ ...a, turn: a.turn + i });
    }
    post({ type: 'analysisProgress', id, done: k + 1, total: turns.length });
  }
  const last = states[states.length - 1];
  post({ type: 'analysis', id, cards, maxNodes, burden: last ? game.burden(last) : 'declarer' });
}
