/**
 * The table worker's work, apart from the worker's global scope so tests can drive it: holds the
 * match and the deal's State, lets the computer players think here so the page never freezes,
 * posts the human seat's View after every action, and keeps the match in a store after every
 * change so a reload can continue it. Store requests run one after another in the order made; a
 * write that fails (no IndexedDB, a private window, the quota) is told to the page once, and play
 * goes on unkept; a Discard the store fails to carry out is told with the match offered again.
 */
import { ANALYSIS_NODES } from '@tarock/bots';
import {
  type Replayed,
  createRng,
  err,
  describeReplayError,
  formatRecordJson,
  parseRecordJson,
  parseRecordText,
  replay as replayRecord,
} from '@tarock/engine';
import { runAnalysis } from './analysis';
import { BOT_LEVELS } from './bots';
import { hintFor } from './hint';
import type { HistoryStore } from './history';
import { answerHistory, finishedDeal } from './keepHistory';
import type { FromWorker, ToWorker } from './protocol';
import { TableSession } from './session';
import type { MatchStore } from './store';

export interface HostDeps {
  readonly post: (m: FromWorker) => void;
  readonly store: MatchStore;
  /** The offline history: every finished deal, kept once it is over (`keepHistory.ts`). */
  readonly history: HistoryStore;
  readonly sleep?: (ms: number) => Promise<void>;
  readonly randomSeed?: () => string;
}

export interface Host {
  receive(m: ToWorker): void;
  /** Resolves once the computer players have stopped and every store request is done (tests). */
  idle(): Promise<void>;
}

const wait = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

function cryptoSeed(): string {
  const a = new Uint32Array(2);
  crypto.getRandomValues(a);
  return `${(a[0] ?? 0).toString(36)}${(a[1] ?? 0).toString(36)}`;
}

/** A record in either form: JSON (what the app downloads) or the text form of the tarock command. */
function readRecord(text: string) {
  return text.trimStart().startsWith('{') ? parseRecordJson(text) : parseRecordText(text);
}

const message = (e: unknown): string => (e instanceof Error ? e.message : String(e));

export function createHost(deps: HostDeps): Host {
  const { post, store } = deps;
  const sleep = deps.sleep ?? wait;
  const randomSeed = deps.randomSeed ?? cryptoSeed;

  let session: TableSession | null = null;
  /** The match read from the store at start, until it is continued, replaced or discarded. */
  let kept: TableSession | null = null;
  /** Why the stored match could not be restored (it was discarded), until a match starts. */
  let refused: string | null = null;
  let delayMs = 600;
  let driving: Promise<void> | null = null;
  let replay: { replayed: Replayed; names: readonly string[] } | null = null;
  /** The analysis run that may still post: the last one asked for, on the record still open. */
  let analysisId: number | null = null;

  /** Store requests in order; a failed one leaves the match unsaved and play goes on. */
  let queue: Promise<unknown> = store.get().then(async (got) => {
    if (!got.ok || got.value === undefined || session) return;
    const restored = TableSession.restore(got.value);
    if (!restored.ok) {
      refused = restored.error;
      await store.clear();
      return;
    }
    // A finished match is not offered to continue: its last deal's settlement was seen.
    if (restored.value.match.finished) await store.clear();
    else kept = restored.value;
  });
  const enqueue = (job: () => Promise<unknown>): void => {
    queue = queue.then(job, job);
  };

  /** Whether the last write to the store succeeded: the page is told when this changes. */
  let keeps = true;

  /**
   * Keeps the session as it is now (the snapshot is taken at once, written in turn). A failed
   * write (or a recovered one) is said to the page once, when it changes; play goes on.
   */
  const save = (s: TableSession): void => {
    const snapshot = s.snapshot();
    enqueue(async () => {
      const r = await store.put(snapshot).catch((e: unknown) => err(message(e)));
      if (r.ok === keeps) return;
      keeps = r.ok;
      post({ type: 'storage', keeps, reason: r.ok ? null : r.error });
    });
    // A deal just over goes into the history (never before: its record holds every hand).
    const finished = finishedDeal(s);
    if (finished) enqueue(() => deps.history.keep(finished));
  };

  const postUpdate = (s: TableSession, thinking: boolean): void =>
    post({ type: 'update', ...s.update(thinking) });

  /** The match the page may continue: the one at the table, else the one read from the store. */
  const offered = (): TableSession | null => {
    const s = session ?? kept;
    return s && !s.match.finished ? s : null;
  };

  /** Lets the computer players act until it is the human's turn or the deal is over. */
  async function driveBots(): Promise<void> {
    try {
      for (;;) {
        const s = session;
        const turn = s?.botToAct();
        if (!s || !turn) break;
        const before = s.seq;
        const tricks = s.state.tricks.length;
        postUpdate(s, true);
        await sleep(s.state.trick.length === 0 && tricks > 0 ? delayMs * 1.5 : delayMs);
        if (session !== s || s.seq !== before) continue; // undone or restarted meanwhile
        const action = await turn.bot.act(s.game.view(s.state, turn.seat), s.botRng);
        if (session !== s || s.seq !== before) continue;
        const r = s.botAct(turn.seat, action);
        if (!r.ok) throw new Error(`${turn.bot.name} chose an illegal action: ${r.error}`);
        save(s);
      }
    } catch (e) {
      post({ type: 'error', message: message(e) });
    }
    if (session) postUpdate(session, false);
  }
  const drive = (): void => {
    if (driving) return;
    driving = driveBots().finally(() => {
      driving = null;
    });
  };

  function postReplay(step: number): void {
    if (!replay) return;
    const { replayed, names } = replay;
    const steps = replayed.states.length - 1;
    const k = Math.max(0, Math.min(steps, step));
    const s = replayed.states[k];
    if (!s) return;
    const game = replayed.game;
    post({
      type: 'replay',
      game: game.name,
      step: k,
      steps,
      names,
      views: Array.from({ length: s.seats }, (_, seat) => game.view(s, seat)),
    });
  }

  // The computer players there are, for the setup's choice.
  post({ type: 'players', names: BOT_LEVELS });

  const receive = (m: ToWorker): void => {
    switch (m.type) {
      case 'start': {
        delayMs = m.setup.delayMs;
        const made = TableSession.create(m.setup, m.setup.seed ?? randomSeed());
        if (!made.ok) {
          post({ type: 'error', message: made.error });
          return;
        }
        session = made.value;
        kept = null;
        refused = null;
        save(session);
        drive();
        return;
      }
      case 'saved':
        // Answered once the store has been read (and anything asked before is done).
        enqueue(async () => post({ type: 'saved', saved: offered()?.summary() ?? null, refused }));
        return;
      case 'resume':
        enqueue(async () => {
          const s = offered();
          if (!s) {
            // The table screen waits for an update: tell it there is none to come.
            post({ type: 'saved', saved: null, refused });
            post({ type: 'error', message: 'no match is kept to continue' });
            return;
          }
          session = s;
          kept = null;
          postUpdate(s, false);
          drive();
        });
        return;
      case 'discard': {
        // The match the Discard was for (none for a snapshot refused at start: already cleared).
        const dropped = offered();
        session = null;
        kept = null;
        refused = null;
        enqueue(async () => {
          // Asked before the store was read: the match read meanwhile is the one discarded.
          const lost = dropped ?? kept;
          kept = null;
          const r = await store.clear().catch((e: unknown) => err(message(e)));
          // Still in the store, the match would be offered after a reload: offer it again now,
          // with why (unless a new match has replaced it meanwhile).
          if (!r.ok && lost && !session && !kept) {
            kept = lost;
            post({ type: 'saved', saved: { ...lost.summary(), discardFailed: r.error }, refused: null });
          } else post({ type: 'saved', saved: null, refused: null });
        });
        return;
      }
      case 'delay':
        delayMs = m.delayMs;
        return;
      case 'act': {
        if (!session) return;
        const r = session.humanAct(m.action, m.seq);
        if (!r.ok) post({ type: 'rejected', reason: r.error, action: m.action });
        else save(session);
        postUpdate(session, false);
        drive();
        return;
      }
      case 'undo':
        if (session?.undo()) {
          save(session);
          postUpdate(session, false);
        }
        return;
      case 'hint': {
        const s = session;
        if (!s || s.seq !== m.seq || s.state.toAct !== s.human) return;
        const h = hintFor(s.game.view(s.state, s.human), createRng(`${s.seed}/hint/${s.seq}`));
        if (h.ok) post({ type: 'hint', seq: m.seq, ...h.value });
        else post({ type: 'error', message: h.error });
        return;
      }
      case 'nextDeal': {
        if (!session) return;
        const r = session.nextDeal();
        if (!r.ok) post({ type: 'error', message: r.error });
        else save(session);
        drive();
        return;
      }
      case 'record': {
        const s = session;
        // The record holds every hand: while the deal is played it would show the others' cards.
        if (s?.state.phase !== 'finished') {
          post({
            type: 'error',
            request: 'record',
            message: s
              ? 'the record holds every hand: it can be downloaded once the deal is over'
              : 'no match is being played',
          });
          return;
        }
        post({
          type: 'record',
          filename: `${s.game.rules.id}-${s.seed}-${s.match.deals}.json`,
          json: formatRecordJson(s.record()),
        });
        return;
      }
      case 'replay': {
        const parsed = readRecord(m.text);
        if (!parsed.ok) {
          post({ type: 'error', message: parsed.error });
          return;
        }
        const r = replayRecord(parsed.value);
        if (!r.ok) {
          post({ type: 'error', message: describeReplayError(r.error) });
          return;
        }
        replay = { replayed: r.value, names: parsed.value.seats.map((x) => x.name) };
        analysisId = null;
        postReplay(0);
        return;
      }
      case 'replayStep':
        postReplay(m.step);
        return;
      case 'history':
      case 'historyRecord':
      case 'historyDelete':
        enqueue(() => answerHistory(m, deps.history, post));
        return;
      case 'analyse': {
        const open = replay;
        if (!open) {
          post({ type: 'error', message: 'no record is open to analyse' });
          return;
        }
        analysisId = m.id;
        const job = {
          game: open.replayed.game,
          states: open.replayed.states,
          id: m.id,
          maxNodes: m.maxNodes ?? ANALYSIS_NODES,
        };
        void runAnalysis(
          job,
          post,
          () => replay === open && analysisId === m.id,
          () => sleep(0),
        ).catch((e: unknown) => post({ type: 'error', message: message(e) }));
        return;
      }
    }
  };

  async function idle(): Promise<void> {
    for (;;) {
      const d = driving;
      const q = queue;
      await d;
      await q;
      if (driving === null && queue === q) return;
    }
  }

  return { receive, idle };
}
