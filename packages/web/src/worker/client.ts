/** The page's side of the table worker: sends choices, keeps the latest update, notifies the UI. */
import type { Action } from '@tarock/engine';
import type { RestoreRefusal } from './refusal';
import type {
  AnalysisProgress,
  AnalysisResult,
  FromWorker,
  Hint,
  HistoryList,
  ImportAnswer,
  Lost,
  MatchSetup,
  RecordFile,
  ReplayFrame,
  SavedMatch,
  TableUpdate,
  ToWorker,
} from './protocol';

/** The history as one file, with how many matches it holds and deals left out unread. */
export interface HistoryExport {
  readonly text: string;
  readonly matches: number;
  readonly unread: number;
}

export interface ClientState {
  readonly update: TableUpdate | null;
  readonly hint: Hint | null;
  readonly rejected: { readonly reason: string; readonly action: Action } | null;
  readonly error: string | null;
  readonly replay: ReplayFrame | null;
  /** The mistake finder on the open replay: running (progress) or done (result). */
  readonly analysis: AnalysisState | null;
  /** The computer players the worker offers, weakest first. */
  readonly players: readonly string[];
  /** The matches kept to continue, newest use first: undefined until the worker has answered. */
  readonly saved: readonly SavedMatch[] | undefined;
  /** Why kept matches could not be restored (the worker discarded them). */
  readonly savedRefused: readonly RestoreRefusal[] | null;
  /**
   * Why the match is not being kept for a reload (a write to the browser's storage failed), or
   * null while it is (or nothing was written yet).
   */
  readonly unkept: string | null;
  /**
   * Set once the match at the table was continued or discarded in another tab (its moves here
   * are not kept); null while this tab keeps it.
   */
  readonly elsewhere: Lost | null;
  /** The offline history as the worker last told it: undefined until asked and answered. */
  readonly history: HistoryList | undefined;
}

export interface AnalysisState {
  readonly id: number;
  readonly progress: AnalysisProgress | null;
  readonly result: AnalysisResult | null;
}

/**
 * What the table screen needs from a table: this worker client for play against computer players;
 * a socket client to the server can offer the same for online tables (issue 6).
 */
export interface TableConnection {
  readonly state: ClientState;
  subscribe(l: (s: ClientState) => void): () => void;
  act(action: Action): void;
  hint(): void;
  /** Hides the hint shown (asking again shows it again). */
  dismissHint(): void;
  undo(): void;
  nextDeal(): void;
  record(): Promise<RecordFile>;
}

export class TableClient implements TableConnection {
  private readonly worker: Worker;
  private listeners = new Set<(s: ClientState) => void>();
  private recordWaiters: { resolve: (r: RecordFile) => void; reject: (e: Error) => void }[] = [];
  state: ClientState = {
    update: null,
    hint: null,
    rejected: null,
    error: null,
    replay: null,
    analysis: null,
    players: [],
    saved: undefined,
    savedRefused: null,
    unkept: null,
    elsewhere: null,
    history: undefined,
  };
  private historyWaiters: {
    match: string;
    deal: number;
    resolve: (json: string) => void;
    reject: (e: Error) => void;
  }[] = [];
  /** Waiting for the history as a file, and for what a file brought: answered in the order asked. */
  private exportWaiters: { resolve: (e: HistoryExport) => void; reject: (e: Error) => void }[] = [];
  private importWaiters: ((a: ImportAnswer) => void)[] = [];
  private analysisRuns = 0;
  /**
   * The replay step last asked for, until the worker's frame of it arrives: steps asked for faster
   * than frames are drawn build on it, not on the frame still shown.
   */
  private wantedStep: number | null = null;

  constructor() {
    this.worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
    this.worker.onmessage = (e: MessageEvent<FromWorker>) => this.receive(e.data);
    this.worker.onerror = (e) => this.set({ error: e.message || 'worker error' });
  }

  private set(p: Partial<ClientState>): void {
    this.state = { ...this.state, ...p };
    for (const l of this.listeners) l(this.state);
  }

  private receive(m: FromWorker): void {
    switch (m.type) {
      case 'update': {
        const { type: _, ...u } = m;
        const keepHint = this.state.hint && this.state.hint.seq === u.seq ? this.state.hint : null;
        this.set({
          update: u,
          hint: keepHint,
          ...(u.seq !== this.state.update?.seq ? { rejected: null } : {}),
        });
        return;
      }
      case 'rejected':
        this.set({ rejected: { reason: m.reason, action: m.action } });
        return;
      case 'hint': {
        const { type: _, ...h } = m;
        this.set({ hint: h });
        return;
      }
      case 'record': {
        const waiters = this.recordWaiters;
        this.recordWaiters = [];
        for (const w of waiters) w.resolve({ filename: m.filename, json: m.json });
        return;
      }
      case 'saved':
        this.set({ saved: m.saved, savedRefused: m.refused });
        return;
      case 'elsewhere':
        this.set({ elsewhere: m.why });
        return;
      case 'storage':
        this.set({ unkept: m.keeps ? null : (m.reason ?? 'the browser refused to store it') });
        return;
      case 'replay': {
        const { type: _, ...f } = m;
        if (this.wantedStep === f.step) this.wantedStep = null;
        this.set({ replay: f, error: null });
        return;
      }
      case 'analysisProgress': {
        const a = this.state.analysis;
        const { type: _, ...progress } = m;
        if (a?.id === m.id) this.set({ analysis: { ...a, progress } });
        return;
      }
      case 'analysis': {
        const a = this.state.analysis;
        const { type: _, ...result } = m;
        if (a?.id === m.id) this.set({ analysis: { ...a, result } });
        return;
      }
      case 'error': {
        if (m.request === 'record') {
          const waiters = this.recordWaiters;
          this.recordWaiters = [];
          for (const w of waiters) w.reject(new Error(m.message));
        }
        this.set({ error: m.message });
        return;
      }
      case 'players':
        this.set({ players: m.names });
        return;
      case 'history':
        this.set({ history: { matches: m.matches, reason: m.reason } });
        return;
      case 'historyExport': {
        const w = this.exportWaiters.shift();
        if (m.text !== null) w?.resolve({ text: m.text, matches: m.matches, unread: m.unread });
        else w?.reject(new Error(m.reason ?? 'the history could not be read'));
        return;
      }
      case 'historyImported':
        this.importWaiters.shift()?.(m.result);
        return;
      case 'historyRecord': {
        const mine = (w: { match: string; deal: number }) => w.match === m.match && w.deal === m.deal;
        const waiters = this.historyWaiters.filter(mine);
        this.historyWaiters = this.historyWaiters.filter((w) => !mine(w));
        for (const w of waiters)
          if (m.json !== null) w.resolve(m.json);
          else w.reject(new Error(m.reason ?? 'the record is not kept'));
        return;
      }
    }
  }

  subscribe(l: (s: ClientState) => void): () => void {
    this.listeners.add(l);
    return () => {
      this.listeners.delete(l);
    };
  }

  private post(m: ToWorker): void {
    this.worker.postMessage(m);
  }

  /** Starts a new match (the matches kept stay kept, up to the most a browser keeps). */
  start(setup: MatchSetup): void {
    this.set({
      update: null,
      hint: null,
      rejected: null,
      error: null,
      saved: undefined,
      savedRefused: null,
      elsewhere: null,
    });
    this.post({ type: 'start', setup });
  }
  /** Asks the worker which matches are kept to continue (the answer lands in `saved`). */
  askSaved(): void {
    this.post({ type: 'saved' });
  }
  /** Continues the kept match `id`: the table opens where it was. */
  resume(id: string): void {
    this.set({ update: null, hint: null, rejected: null, error: null, saved: undefined, elsewhere: null });
    this.post({ type: 'resume', id });
  }
  /**
   * Forgets the kept match `id` (the worker answers with the matches left); null: the note of a
   * kept match that could not be restored is acknowledged.
   */
  discard(id: string | null): void {
    this.set({ savedRefused: null, ...(id ? { saved: this.state.saved?.filter((m) => m.id !== id) } : {}) });
    this.post({ type: 'discard', id });
  }
  act(action: Action): void {
    const seq = this.state.update?.seq;
    if (seq === undefined) return;
    this.set({ rejected: null });
    this.post({ type: 'act', action, seq });
  }
  hint(): void {
    const seq = this.state.update?.seq;
    if (seq !== undefined) this.post({ type: 'hint', seq });
  }
  dismissHint(): void {
    this.set({ hint: null });
  }
  undo(): void {
    this.post({ type: 'undo' });
  }
  nextDeal(): void {
    this.post({ type: 'nextDeal' });
  }
  setDelay(delayMs: number): void {
    this.post({ type: 'delay', delayMs });
  }
  /** The deal's record; refused (rejected with the worker's reason) while the deal is played. */
  record(): Promise<RecordFile> {
    return new Promise((resolve, reject) => {
      this.recordWaiters.push({ resolve, reject });
      this.post({ type: 'record' });
    });
  }
  /** The text of the record last opened in the replay (a replay link is made from it). */
  replayText: string | null = null;
  openReplay(text: string): void {
    this.replayText = text;
    this.wantedStep = null;
    this.set({ replay: null, analysis: null, error: null });
    this.post({ type: 'replay', text });
  }
  /** Runs the mistake finder on the open replay in the worker (`maxNodes`: solver nodes a card). */
  analyse(maxNodes?: number): void {
    const id = ++this.analysisRuns;
    this.set({ analysis: { id, progress: null, result: null } });
    this.post(maxNodes === undefined ? { type: 'analyse', id } : { type: 'analyse', id, maxNodes });
  }
  replayStep(step: number): void {
    const f = this.state.replay;
    const s = f ? Math.max(0, Math.min(f.steps, step)) : step;
    this.wantedStep = s;
    this.post({ type: 'replayStep', step: s });
  }
  /** `delta` steps on from the step last asked for (or, with none pending, the one shown). */
  replayMove(delta: number): void {
    this.replayStep((this.wantedStep ?? this.state.replay?.step ?? 0) + delta);
  }
  /** Asks the worker for the offline history (the answer lands in `history`; until then undefined). */
  askHistory(): void {
    this.set({ history: undefined });
    this.post({ type: 'history' });
  }
  /** A finished deal's record from the history (JSON); rejected with the worker's reason. */
  historyRecord(match: string, deal: number): Promise<string> {
    return new Promise((resolve, reject) => {
      this.historyWaiters.push({ match, deal, resolve, reject });
      this.post({ type: 'historyRecord', match, deal });
    });
  }
  /**
   * The history as one file's text (`historyArchive.ts`), whole or only the match `match`; rejected
   * with the store's reason.
   */
  exportHistory(match: string | null = null): Promise<HistoryExport> {
    return new Promise((resolve, reject) => {
      this.exportWaiters.push({ resolve, reject });
      this.post({ type: 'historyExport', match });
    });
  }
  /** Takes in a history file's text; the list as it is then lands in `history`. */
  importHistory(text: string): Promise<ImportAnswer> {
    return new Promise((resolve) => {
      this.importWaiters.push(resolve);
      this.post({ type: 'historyImport', text });
    });
  }
  /** Drops a match from the history, or the whole history (null); the list left comes back. */
  deleteHistory(match: string | null): void {
    this.post({ type: 'historyDelete', match });
  }
  clearError(): void {
    this.set({ error: null });
  }
}
