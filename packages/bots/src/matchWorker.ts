/** The body of a match worker: plays the deals it is sent and posts their results back. */
import { parentPort } from 'node:worker_threads';
import { type State, loadGame } from '@tarock/engine';
import { type MatchSpec, runDeals } from './match';

export interface WorkRequest {
  readonly spec: MatchSpec;
  readonly deals: readonly number[];
  readonly keepFinals: boolean;
}

export interface FinalDeal {
  readonly deal: number;
  /** Null for the baseline table. */
  readonly seating: readonly number[] | null;
  readonly final: State;
}

parentPort?.on('message', (req: WorkRequest) => {
  const game = loadGame(req.spec.game);
  if (!game.ok) {
    parentPort?.postMessage({ error: game.error });
    return;
  }
  const finals: FinalDeal[] = [];
  try {
    const results = runDeals(
      game.value,
      req.spec,
      req.deals,
      req.keepFinals ? (deal, seating, final) => finals.push({ deal, seating, final }) : undefined,
    );
    parentPort?.postMessage({ results, finals });
  } catch (e) {
    parentPort?.postMessage({ error: e instanceof Error ? (e.stack ?? e.message) : String(e) });
  }
});
