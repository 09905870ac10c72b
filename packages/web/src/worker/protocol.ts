/**
 * Messages between the page and the table worker. The worker owns the deal's State; the page only
 * ever receives the human seat's View (and, after a deal, public summaries). An online table
 * (issue 6) can feed the same `TableUpdate`s to the same UI.
 */
import type { CardAnalysis } from '@tarock/bots';
import type { Action, Burden, MatchState, RewordedLine, Seat, View } from '@tarock/engine';
import type { HintReason } from './hint';
import type { HistoryMatch, ImportCounts } from './history';
import type { ArchiveFault, SkippedMatch } from './historyArchive';
import type { RestoreRefusal } from './refusal';

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
  /** The deal's full record: answered only once the deal is over (it holds every hand). */
  | { readonly type: 'record' }
  /** Which matches are kept to continue: the worker answers `saved`. */
  | { readonly type: 'saved' }
  /** Carry on with the kept match `id` (the table opens where it was). */
  | { readonly type: 'resume'; readonly id: string }
  /**
   * Forget the kept match `id` (answered `saved`); null: only the note of a kept match that could
   * not be restored is acknowledged.
   */
  | { readonly type: 'discard'; readonly id: string | null }
  | { readonly type: 'delay'; readonly delayMs: number }
  | { readonly type: 'replay'; readonly text: string }
  | { readonly type: 'replayStep'; readonly step: number }
  /** The mistake finder over the open replay; `id` names the run (a newer one replaces it). */
  | { readonly type: 'analyse'; readonly id: number; readonly maxNodes?: number }
  /** The offline history's matches (finished deals only): the worker answers `history`. */
  | { readonly type: 'history' }
  /** A finished deal's record from the history: answered `historyRecord`. */
  | { readonly type: 'historyRecord'; readonly match: string; readonly deal: number }
  /** Drops a match from the history (null: the whole history); answered with the list left. */
  | { readonly type: 'historyDelete'; readonly match: string | null }
  /** The history as one file (`historyArchive.ts`), whole or one match of it: answered `historyExport`. */
  | { readonly type: 'historyExport'; readonly match: string | null }
  /** Takes in a history file's text: answered `historyImported`, then the list as it is now. */
  | { readonly type: 'historyImport'; readonly text: string };

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

/**
 * A match kept to continue, in public words only: no card, no hand, no record (the snapshot with
 * the deal's record stays in the worker).
 */
export interface SavedMatch {
  /** The match's id (as in the offline history): what Continue and Discard name. */
  readonly id: string;
  /** When it was last played or continued (ms since the epoch; the offer lists the newest first). */
  readonly used: number;
  /** The loadGame name: the rule set and its options. */
  readonly game: string;
  readonly names: readonly string[];
  /** Deals settled so far. */
  readonly deals: number;
  /** Per seat: game points or money in cents, as the match's totals. */
  readonly totals: readonly number[];
  /** The pot in cents (money games). */
  readonly pot: number;
  /** True while a deal is under way (else its settlement is shown). */
  readonly inDeal: boolean;
  /** True once the match is over (such a match is not offered to continue). */
  readonly finished: boolean;
  /**
   * Set when the page's Discard of this match failed (the store could not clear it: IndexedDB
   * refused, or threw), with the store's reason: the match is still kept, so it is offered again,
   * as a reload would offer it, and the setup says why it is still there.
   */
  readonly discardFailed?: string;
}

/** The offline history as the page receives it: the matches, or null and why none is kept. */
export interface HistoryList {
  readonly matches: readonly HistoryMatch[] | null;
  readonly reason: string | null;
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
  /**
   * The settlement's lines the record words otherwise than this engine (an earlier engine wrote
   * it; the amounts are the same): the replay shows the record's words beside its own.
   */
  readonly reworded: readonly RewordedLine[];
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
  /**
   * Who had to reach the target in the card play (every call on the game comes before the first
   * card): the defenders after a Kontra that shifts the burden (`Game.burden`).
   */
  readonly burden: Burden;
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
  /**
   * The matches kept to continue, newest use first (none: empty); `refused`: kept matches could
   * not be restored, were discarded, and why.
   */
  | {
      readonly type: 'saved';
      readonly saved: readonly SavedMatch[];
      readonly refused: readonly RestoreRefusal[] | null;
    }
  /**
   * The match at the table is no longer kept from this tab (play goes on here, unkept): another
   * tab continued it since (its moves are kept) or discarded it. Said once, as soon as known.
   */
  | { readonly type: 'elsewhere'; readonly why: Lost }
  /**
   * Whether the match is being kept for a reload, said when it changes: `keeps` false once a write
   * to the store failed (no IndexedDB, a private window, the quota), with the store's reason; true
   * again once a write succeeds. Play goes on either way.
   */
  | { readonly type: 'storage'; readonly keeps: boolean; readonly reason: string | null }
  /** `request`: the request refused, where the page waits for its answer (the record). */
  | { readonly type: 'error'; readonly message: string; readonly request?: 'record' }
  /** The offline history, newest match first; null with the reason where the browser keeps none. */
  | {
      readonly type: 'history';
      readonly matches: readonly HistoryMatch[] | null;
      readonly reason: string | null;
    }
  /** A finished deal's record (JSON) from the history, or why it cannot be given. */
  | {
      readonly type: 'historyRecord';
      readonly match: string;
      readonly deal: number;
      readonly json: string | null;
      readonly reason: string | null;
    }
  /**
   * The history as one file's text, with how many matches it holds and how many deals were left
   * out because their records did not read; or null and the store's reason.
   */
  | {
      readonly type: 'historyExport';
      readonly text: string | null;
      readonly matches: number;
      readonly unread: number;
      readonly reason: string | null;
    }
  /** What a history file brought (`counts`), or why it was not read: the file (`fault`) or the store (`reason`). */
  | { readonly type: 'historyImported'; readonly result: ImportAnswer };

/** The answer to a history file: what it brought and the matches left out, or why nothing was read. */
export type ImportAnswer =
  | { readonly ok: true; readonly counts: ImportCounts; readonly skipped: readonly SkippedMatch[] }
  | { readonly ok: false; readonly fault: ArchiveFault }
  | { readonly ok: false; readonly fault: null; readonly reason: string };

/** Why the match at a table is no longer kept from it: continued in another tab, or discarded there. */
export type Lost = 'continued' | 'discarded';
