/**
 * The table worker's work, apart from the worker's global scope so tests can drive it: holds the
 * match and the deal's State, lets the computer players think here so the page never freezes,
 * posts the human seat's View after every action, and keeps the match in a store after every
 * change so a reload can continue it. Every unfinished match is kept under its own id, up to
 * `KEPT_MATCHES` (a new match beyond drops the one used longest ago); the setup is offered them
 * all, newest use first, read from the store each time it asks (so another tab's matches are
 * there too). Store requests run one after another in the order made; a write that fails (no
 * IndexedDB, a private window, the quota) is told to the page once, and play goes on unkept; a
 * Discard the store fails to carry out is told with the match offered again. Two tabs on one
 * match: the one that continued it last plays it on kept; the other plays on unkept and is told
 * (`elsewhere`) as soon as it knows: at once when the other tab's note comes over the channel
 * (`channel.ts`; it re-checks the store's owner), else at its next write or setup. A match
 * discarded in another tab is so too: the owner check refuses this tab's writes (`gone`), so the
 * Discard holds. A deal just over is written with the kept match as owed to the history until
 * the history has it, so a tab closed between the two writes loses nothing (`repairOwed`).
 */
import { ANALYSIS_NODES } from '@tarock/bots';
import {
  type GameRecord,
  HISTORY_FORMAT,
  type Replayed,
  type Result,
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
import { type MatchChannel, readNote } from './channel';
import { type FinishedDeal, type HistoryStore, readFinished } from './history';
import { answerHistory, finishedDeal } from './keepHistory';
import type { FromWorker, Lost, SavedMatch, ToWorker } from './protocol';
import type { RestoreRefusal } from './refusal';
import { TableSession } from './session';
import { KEPT_MATCHES, type KeptEntry, type MatchStore } from './store';

export interface HostDeps {
  readonly post: (m: FromWorker) => void;
  readonly store: MatchStore;
  /** The offline history: every finished deal, kept once it is over (`keepHistory.ts`). */
  readonly history: HistoryStore;
  readonly sleep?: (ms: number) => Promise<void>;
  readonly randomSeed?: () => string;
  /** The clock for when a kept match was last used (ms since the epoch). */
  readonly now?: () => number;
  /** This worker's name as a kept match's owner (one a tab); a random one when absent. */
  readonly owner?: string;
  /** The other tabs' notes of matches continued or discarded (`channel.ts`); none: told later. */
  readonly channel?: MatchChannel | null;
}

/** A kept match the setup may continue: read back from the store, or the one at this table. */
interface Offer {
  readonly id: string;
  readonly used: number;
  readonly session: TableSession;
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
function readRecord(text: string): Result<GameRecord> {
  if (!text.trimStart().startsWith('{')) return parseRecordText(text);
  const read = parseRecordJson(text);
  // A history saved from the History screen, opened here instead: said so, not as the record
  // reader's complaint about its fields (only a text that is no record is parsed again for it).
  if (!read.ok && formatOf(text) === HISTORY_FORMAT)
    return err('this file is a saved history, not one deal’s record: read it in under History');
  return read;
}

/** A JSON object's `format`, or undefined. */
function formatOf(text: string): unknown {
  try {
    return (JSON.parse(text) as { format?: unknown } | null)?.format;
  } catch {
    return undefined;
  }
}

const sameRefusal = (a: RestoreRefusal, b: RestoreRefusal): boolean =>
  JSON.stringify(a) === JSON.stringify(b);

const message = (e: unknown): string => (e instanceof Error ? e.message : String(e));

export function createHost(deps: HostDeps): Host {
  const { post, store } = deps;
  const sleep = deps.sleep ?? wait;
  const randomSeed = deps.randomSeed ?? cryptoSeed;
  const now = deps.now ?? Date.now;
  const owner = deps.owner ?? cryptoSeed();

  let session: TableSession | null = null;
  /** When the match at the table was last used here. */
  let sessionUsed = 0;
  /**
   * The id of the match at the table once another tab has continued it: its moves here are no
   * longer kept (nor its deals put in the history), until this tab continues it again.
   */
  let elsewhere: string | null = null;
  /**
   * The matches (ids) the store holds an entry of written or continued (claimed) from here: their
   * later writes go only over their own entry (`own`), so a Discard elsewhere holds.
   */
  const stored = new Set<string>();
  /** Why kept matches could not be restored (each was discarded), until told and acknowledged. */
  let refused: RestoreRefusal[] = [];
  let delayMs = 600;
  let driving: Promise<void> | null = null;
  let replay: { replayed: Replayed; names: readonly string[] } | null = null;
  /** The analysis run that may still post: the last one asked for, on the record still open. */
  let analysisId: number | null = null;

  /** Store requests in order; a failed one leaves the match unsaved and play goes on. */
  let queue: Promise<unknown> = Promise.resolve();
  const enqueue = (job: () => Promise<unknown>): void => {
    queue = queue.then(job, job);
  };

  /**
   * The deal just over of each match whose history write has not succeeded yet: written with each
   * of the match's entries (`owed`) until it has.
   */
  const owing = new Map<string, FinishedDeal>();

  /** Whether the last write to the store succeeded: the page is told when this changes. */
  let keeps = true;

  /** The match `id` is no longer this tab's to keep (`why`): said once, play goes on unkept. */
  const lose = (id: string, why: Lost): void => {
    if (elsewhere === id) return;
    elsewhere = id;
    post({ type: 'elsewhere', why });
  };

  /**
   * Whether the store still has the match at the table as this tab's (asked when a note comes):
   * if not, it is lost (`lose`). A store that cannot answer changes nothing.
   */
  async function recheck(s: TableSession): Promise<void> {
    const id = s.identity.id;
    if (session !== s || elsewhere === id || !stored.has(id)) return;
    const r = await store.owner(id).catch((e: unknown) => err(message(e)));
    if (!r.ok || session !== s || r.value === owner) return;
    lose(id, r.value === null ? 'discarded' : 'continued');
  }

  deps.channel?.listen((x) => {
    const note = readNote(x);
    const s = session;
    if (note && s && note.id === s.identity.id) enqueue(() => recheck(s));
  });

  /**
   * Keeps the session as it is now (the snapshot is taken at once, written in turn). A failed
   * write (or a recovered one) is said to the page once, when it changes; play goes on.
   */
  const save = (s: TableSession, claim = false): void => {
    const snapshot = s.snapshot();
    const id = s.identity.id;
    if (s === session) sessionUsed = now();
    // A deal just over goes into the history (never before: its record holds every hand).
    const finished = finishedDeal(s);
    enqueue(async () => {
      if (elsewhere === id && !claim) return;
      // Owed to the history in the same write as the snapshot that finished it, until it is kept
      // there: a tab closed between the two writes leaves it for the next read to put in.
      if (finished) owing.set(id, finished);
      const owed = owing.get(id);
      const entry = { id, used: now(), owner, snapshot, ...(owed ? { owed } : {}) };
      const mode = claim ? 'claim' : stored.has(id) ? 'own' : 'fresh';
      const r = await store.put(entry, mode).catch((e: unknown) => err(message(e)));
      if (r.ok && r.value !== 'kept') {
        // Another tab continued this match, or discarded it: its moves here are no longer kept.
        lose(id, r.value === 'gone' ? 'discarded' : 'continued');
        return;
      }
      if (r.ok) stored.add(id);
      if (r.ok && claim) deps.channel?.post({ type: 'claimed', id });
      if (r.ok === keeps) return;
      keeps = r.ok;
      post({ type: 'storage', keeps, reason: r.ok ? null : r.error });
    });
    if (finished)
      enqueue(async () => {
        if (elsewhere === id) return;
        const kept = await deps.history.keep(finished).catch((e: unknown) => err(message(e)));
        if (!kept.ok) return;
        if (owing.get(id) === finished) owing.delete(id);
        await store.settle(id, finished.deal.deal).catch(() => undefined);
      });
  };

  /**
   * Puts in the history every deal a kept entry still owes it (`KeptEntry.owed`: its tab closed,
   * or its history write failed, after the kept match was written) and clears it there. Kept twice
   * is kept once (the history's key is the match and the deal); a deal the history had and the
   * player deleted is not brought back, as it was cleared from the entry once kept.
   */
  async function repairOwed(entries: readonly KeptEntry[]): Promise<void> {
    for (const e of entries) {
      const owed = readFinished(e.owed);
      if (!owed || owed.match.id !== e.id) continue;
      const kept = await deps.history.keep(owed).catch((x: unknown) => err(message(x)));
      if (kept.ok) await store.settle(e.id, owed.deal.deal).catch(() => undefined);
    }
  }

  /**
   * The matches the setup may continue, newest use first: the store's, each restored (one that
   * cannot be is removed and why noted; a finished one is removed: its last settlement was seen),
   * and the one at this table as this tab holds it (its latest state, kept or not) unless another
   * tab has continued it since (then the store's is that tab's, and offered).
   */
  async function offers(): Promise<Offer[]> {
    const got = await store.all().catch((e: unknown) => err(message(e)));
    // A finished match is removed below: what it owes the history goes in first.
    if (got.ok) await repairOwed(got.value);
    const list: Offer[] = [];
    let here = session && elsewhere !== session.identity.id ? session : null;
    if (here && got.ok && stored.has(here.identity.id) && !here.match.finished) {
      // The store decides whether the match at this table is still this tab's to offer.
      const id = here.identity.id;
      const mine = got.value.find((e) => e.id === id);
      if (mine?.owner !== owner) {
        lose(id, mine ? 'continued' : 'discarded');
        here = null;
      }
    }
    for (const e of got.ok ? got.value : []) {
      if (e.id === here?.identity.id) continue;
      const r = TableSession.restore(e.snapshot);
      const drop = !r.ok || r.value.match.finished;
      // Said once, though a store that cannot remove it gives it back at every read.
      if (!r.ok && !refused.some((x) => sameRefusal(x, r.error))) refused.push(r.error);
      if (drop) {
        await store.remove(e.id).catch(() => undefined);
        continue;
      }
      // The entry's id is the match's (a snapshot from before the history had none of its own).
      r.value.identity = { ...r.value.identity, id: e.id };
      list.push({ id: e.id, used: e.used, session: r.value });
    }
    if (here && !here.match.finished) list.push({ id: here.identity.id, used: sessionUsed, session: here });
    return list.sort((a, b) => b.used - a.used);
  }

  const offerOf = (o: Offer, discardFailed?: string): SavedMatch => ({
    ...o.session.summary(),
    id: o.id,
    used: o.used,
    ...(discardFailed !== undefined ? { discardFailed } : {}),
  });

  /** Tells the page the matches it may continue (`failed`: a Discard the store could not do). */
  const postOffers = (list: readonly Offer[], failed?: { id: string; reason: string }): void =>
    post({
      type: 'saved',
      saved: list.map((o) => offerOf(o, o.id === failed?.id ? failed.reason : undefined)),
      refused: refused.length > 0 ? refused : null,
    });

  /** Drops the matches used longest ago until the new match `id` makes no more than the most kept. */
  async function makeRoom(id: string): Promise<void> {
    const others = (await offers()).filter((o) => o.id !== id);
    for (const o of others.slice(KEPT_MATCHES - 1)) {
      const r = await store.remove(o.id).catch((e: unknown) => err(message(e)));
      if (r.ok) deps.channel?.post({ type: 'discarded', id: o.id });
    }
  }

  const postUpdate = (s: TableSession, thinking: boolean): void =>
    post({ type: 'update', ...s.update(thinking) });

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
        // The thinking happens within the pause, so a move that needed none (a forced card)
        // comes as late as a thought-out one and does not tell the player what the seat holds.
        const pause = s.state.trick.length === 0 && tricks > 0 ? delayMs * 1.5 : delayMs;
        const started = now();
        const action = await turn.bot.act(s.game.view(s.state, turn.seat), s.botRng);
        const left = pause - (now() - started);
        if (left > 0) await sleep(left);
        if (session !== s || s.seq !== before) continue; // undone or restarted meanwhile
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
      reworded: replayed.reworded,
    });
  }

  // The computer players there are, for the setup's choice.
  post({ type: 'players', names: BOT_LEVELS });
  // Before anything else (the history screen's first read among it): what a closed tab left owed.
  enqueue(async () => {
    const got = await store.all().catch((e: unknown) => err(message(e)));
    if (got.ok) await repairOwed(got.value);
  });

  const receive = (m: ToWorker): void => {
    switch (m.type) {
      case 'start': {
        delayMs = m.setup.delayMs;
        const made = TableSession.create(m.setup, m.setup.seed ?? randomSeed());
        if (!made.ok) {
          post({ type: 'error', message: made.error });
          return;
        }
        const s = made.value;
        session = s;
        elsewhere = null;
        refused = [];
        // The other matches stay kept; beyond the most kept, the one used longest ago goes.
        enqueue(() => makeRoom(s.identity.id));
        save(s);
        drive();
        return;
      }
      case 'saved':
        // Answered once the store has been read (and anything asked before is done).
        enqueue(async () => postOffers(await offers()));
        return;
      case 'resume':
        enqueue(async () => {
          const list = await offers();
          const o = list.find((x) => x.id === m.id);
          if (!o) {
            // The table screen waits for an update: tell it there is none to come.
            postOffers(list);
            post({ type: 'error', message: 'no match is kept to continue' });
            return;
          }
          const s = o.session;
          session = s;
          elsewhere = null;
          // Read from the store: its later writes go only over its own entry, even where this
          // claim fails (a match discarded meanwhile is not written back).
          stored.add(s.identity.id);
          // Continued here: this tab plays it on kept (another tab on it is told: the channel's note).
          save(s, true);
          postUpdate(s, false);
          drive();
        });
        return;
      case 'discard': {
        const id = m.id;
        // The refusal note acknowledged: nothing else is discarded.
        refused = [];
        if (id === null) {
          enqueue(async () => postOffers(await offers()));
          return;
        }
        // Left at the table for the setup, the match discarded is no longer this table's.
        const dropped = session?.identity.id === id ? session : null;
        if (dropped) session = null;
        enqueue(async () => {
          const r = await store.remove(id).catch((e: unknown) => err(message(e)));
          if (r.ok) {
            // A tab playing it stops keeping it now (its writes would be refused anyway).
            deps.channel?.post({ type: 'discarded', id });
            postOffers(await offers());
            return;
          }
          // Still in the store, the match would be offered after a reload: offer it again now,
          // with why; one left at this table is this table's again, as before the Discard (unless
          // a new match has taken its place meanwhile).
          if (dropped && !session) session = dropped;
          postOffers(await offers(), { id, reason: r.error });
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
        const h = hintFor(s.game.view(s.state, s.human), createRng(`${s.seed}/hint/${s.seq}`), () =>
          performance.now(),
        );
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
      case 'historyExport':
      case 'historyImport':
        enqueue(() => answerHistory(m, deps.history, post, now));
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
