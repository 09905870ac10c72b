/**
 * Messages between the page and the table worker. The worker owns the deal's State; the page only
 * ever receives the human seat's View (and, after a deal, public summaries). An online table
 * (issue 6) can feed the same `TableUpdate`s to the same UI.
 */
import type { CardAnalysis } from '@tarock/bots';
import type { Action, MatchState, Seat, View } from '@tarock/engine';
import type { HintReason } from './hint';

/** Who sits where: the human or a computer player by bot name ("random", "heuristic", "pimc:fast", …). */
export type SeatPlayer = { readonly kind: 'human' } | { readonly kind: 'bot'; readonly bot: string };

export interface MatchSetup {
  /** A loadGame name: preset id with options, e.g. "illustrated-beck(allPass=trischaken)". */
  readonly game: string;
  /** One entry per seat. Exactly one human seat. */
  readonly players: readonly SeatPlayer[];
  readonly names: readonly string[];
  /** Deal seed (text or number); a fresh random seed when absent. */
  readonly seed?: string;
  /** Pause between computer actions, ms. */
  readonly delayMs: number;
}

export type ToWorker =
  | { readonly type: 'start'; readonly setup: MatchSetup }
  | { readonly type: 'act'; readonly action: Action; readonly seq: number }
  | { readonly type: 'hint'; readonly seq: number }
  | { readonly type: 'undo' }
  | { readonly type: 'nextDeal' }
  | { readonly type: 'record' }
  | { readonly type: 'delay'; readonly delayMs: number }
  | { readonly type: 'replay'; readonly text: string }
  | { readonly type: 'replayStep'; readonly step: number }
  /** The mistake finder over the open replay; `id` names the run (a newer one replaces it). */
  | { readonly type: 'analyse'; readonly id: number; readonly maxNodes?: number };

export interface TableUpdate {
  /** The human seat's view of the deal. */
  readonly view: View;
  /** Sequence number of the view: actions must quote it (stale clicks are ignored). */
  readonly seq: number;
  readonly human: Seat;
  readonly match: MatchState;
  /** True while the human may take back their last card (against computer players only). */
  readonly canUndo: boolean;
  /** True while a computer player is thinking. */
  readonly thinking: boolean;
}

export interface Hint {
  readonly seq: number;
  readonly action: Action;
  readonly reason: HintReason;
  readonly bot: string;
}

export interface RecordFile {
  readonly filename: string;
  readonly json: string;
}

/** One step of a replayed record: each active seat's view at that point (every hand is open). */
export interface ReplayFrame {
  readonly game: string;
  readonly step: number;
  readonly steps: number;
  readonly views: readonly View[];
  readonly names: readonly string[];
}

/** How far an analysis run has come: `done` of `total` cards played judged or passed over. */
export interface AnalysisProgress {
  readonly id: number;
  readonly done: number;
  readonly total: number;
}

/** The mistake finder's verdicts on the replayed record (`analyseCardPlay`), in the order played. */
export interface AnalysisResult {
  readonly id: number;
  readonly cards: readonly CardAnalysis[];
  /** The solver nodes each card could take (a card needing more is unjudged). */
  readonly maxNodes: number;
}

export type FromWorker =
  | { readonly type: 'players'; readonly names: readonly string[] }
  | ({ readonly type: 'update' } & TableUpdate)
  | { readonly type: 'rejected'; readonly reason: string; readonly action: Action }
  | ({ readonly type: 'hint' } & Hint)
  | ({ readonly type: 'record' } & RecordFile)
  | ({ readonly type: 'replay' } & ReplayFrame)
  | ({ readonly type: 'analysisProgress' } & AnalysisProgress)
  | ({ readonly type: 'analysis' } & AnalysisResult)
  | { readonly type: 'error'; readonly message: string };
