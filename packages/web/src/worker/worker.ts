/**
 * The table worker: holds the match and the deal's State, lets the computer players think here so
 * the page never freezes, and posts the human seat's View after every action.
 */
import { ANALYSIS_NODES } from '@tarock/bots';
import { createRng } from '@tarock/engine';
import { runAnalysis } from './analysis';
import { BOT_LEVELS } from './bots';
import { hintFor } from './hint';
import type { FromWorker, ToWorker } from './protocol';
import {
  type Replayed,
  describeReplayError,
  formatRecordJson,
  parseRecordJson,
  parseRecordText,
  replay as replayRecord,
} from '@tarock/engine';
import { TableSession } from './session';

interface WorkerScope {
  postMessage(message: FromWorker): void;
  onmessage: ((e: MessageEvent<ToWorker>) => void) | null;
}
// The worker's global scope; the DOM lib has no DedicatedWorkerGlobalScope type.
const scope = self as unknown as WorkerScope;
const post = (m: FromWorker): void => scope.postMessage(m);

let session: TableSession | null = null;
let delayMs = 600;
let running = false;
let replay: { replayed: Replayed; names: readonly string[] } | null = null;
/** The analysis run that may still post: the last one asked for, on the record still open. */
let analysisId: number | null = null;

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

function randomSeed(): string {
  const a = new Uint32Array(2);
  crypto.getRandomValues(a);
  return `${(a[0] ?? 0).toString(36)}${(a[1] ?? 0).toString(36)}`;
}

/** Lets the computer players act until it is the human's turn or the deal is over. */
async function drive(): Promise<void> {
  if (running) return;
  running = true;
  try {
    for (;;) {
      const s = session;
      const turn = s?.botToAct();
      if (!s || !turn) break;
      const before = s.seq;
      const tricks = s.state.tricks.length;
      post({ type: 'update', ...s.update(true) });
      await sleep(s.state.trick.length === 0 && tricks > 0 ? delayMs * 1.5 : delayMs);
      if (session !== s || s.seq !== before) continue; // undone or restarted meanwhile
      const action = await turn.bot.act(s.game.view(s.state, turn.seat), s.botRng);
      if (session !== s || s.seq !== before) continue;
      const r = s.botAct(turn.seat, action);
      if (!r.ok) throw new Error(`${turn.bot.name} chose an illegal action: ${r.error}`);
    }
  } catch (e) {
    post({ type: 'error', message: e instanceof Error ? e.message : String(e) });
  } finally {
    running = false;
  }
  if (session) post({ type: 'update', ...session.update(false) });
}

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

/** A record in either form: JSON (what the app downloads) or the text form of the tarock command. */
function readRecord(text: string) {
  return text.trimStart().startsWith('{') ? parseRecordJson(text) : parseRecordText(text);
}

// The computer players there are, for the setup's choice.
post({ type: 'players', names: BOT_LEVELS });

scope.onmessage = (e: MessageEvent<ToWorker>): void => {
  const m = e.data;
  switch (m.type) {
    case 'start': {
      delayMs = m.setup.delayMs;
      const made = TableSession.create(m.setup, m.setup.seed ?? randomSeed());
      if (!made.ok) {
        post({ type: 'error', message: made.error });
        return;
      }
      session = made.value;
      void drive();
      return;
    }
    case 'delay':
      delayMs = m.delayMs;
      return;
    case 'act': {
      if (!session) return;
      const r = session.humanAct(m.action, m.seq);
      if (!r.ok) post({ type: 'rejected', reason: r.error, action: m.action });
      post({ type: 'update', ...session.update(false) });
      void drive();
      return;
    }
    case 'undo':
      if (session?.undo()) post({ type: 'update', ...session.update(false) });
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
      void drive();
      return;
    }
    case 'record': {
      const s = session;
      if (!s) return;
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
      ).catch((e: unknown) => post({ type: 'error', message: e instanceof Error ? e.message : String(e) }));
      return;
    }
  }
};
