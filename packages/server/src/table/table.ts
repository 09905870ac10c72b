/**
 * A live table: the authority over one game. Commands from connections run one at a time (a
 * queue per table); each one is checked against the model and the engine's legal actions, then
 * written to the event log, and only then applied and told to the connections. A rejected
 * command changes nothing. Computer players stand in for empty seats, for players away longer
 * than the takeover delay (handing the seat back when they return) and, once, for a player whose
 * turn timer ran out. Between deals the ready timer does the same for `ready`: once a present
 * player is ready, the others have `readyMs` to say so, then the deal starts as if they had.
 *
 * This class holds the table's parts together and decides what happens next (`advance`); the
 * commands are in seats.ts, play.ts and watch.ts, the log in log.ts, the queue in queue.ts, the
 * computer players' decisions in decisions.ts, the ready timer in ready.ts, what the connections
 * are told in announce.ts.
 */
import { type Action, type Seat, createWideRng } from '@tarock/engine';
import type { ChatLine, TableInfo } from '@tarock/protocol';
import type { ComputerPlayers } from '../computer/players';
import { newDealSeed } from '../secrets';
import type { Store } from '../store/store';
import { Absences } from './absences';
import { Announcer } from './announce';
import { Audience, type Conn } from './audience';
import { TableChat, say } from './chat';
import { Countdown } from './countdown';
import { ComputerDecisions } from './decisions';
import { TableLog } from './log';
import { type TableModel, dealRunning, drawnFirstDealer, nextDeal } from './model';
import { act, ready } from './play';
import { playedByComputer, seatPresence } from './presence';
import { TableQueue } from './queue';
import { ReadyTimer } from './ready';
import type { TableScope } from './scope';
import { type JoinRequest, type ResumeRequest, join, leave, reissue, resume } from './seats';
import { tableInfo } from './views';
import { type WatchRequest, history, spectatorsFull, watch } from './watch';

export type { Conn };

export interface TableTiming {
  /** How long a player may be away before a computer player takes the seat. */
  readonly takeoverMs: number;
  /** How long a computer player waits before it acts (so people can follow). */
  readonly botDelayMs: number;
  /**
   * Between deals, once a present player is ready: how long the other present players have to
   * say so before the next deal starts without them saying it.
   */
  readonly readyMs: number;
}

export interface TableDeps {
  readonly store: Store;
  readonly players: ComputerPlayers;
  readonly timing: TableTiming;
  /** Connections that may watch a table without a seat (each is sent every frame of the table). */
  readonly maxSpectators: number;
  readonly now: () => number;
  readonly onError: (e: unknown, where: string) => void;
}

export class Table {
  private readonly audience: Audience;
  private readonly absences: Absences;
  private readonly log: TableLog;
  private readonly queue: TableQueue;
  private readonly announce: Announcer;
  private readonly decisions: ComputerDecisions;
  private readonly readyTimer: ReadyTimer;
  /** What the commands use of the table. */
  private readonly scope: TableScope;
  /** The turn timer of the seat to act at `seq` (it lives in memory only, like the ready timer). */
  private turn: { readonly seat: Seat; readonly seq: number; readonly clock: Countdown } | null = null;
  private closed = false;

  constructor(
    readonly model: TableModel,
    private readonly deps: TableDeps,
    /** The last lines said at the table, as the store kept them (oldest first). */
    chat: readonly ChatLine[] = [],
  ) {
    const { store, now, onError } = deps;
    this.audience = new Audience(model.id);
    this.absences = new Absences(model.seats.length, deps.timing.takeoverMs);
    this.log = new TableLog(model, store, this.audience, onError, {
      caughtUp: (holders) => this.caughtUp(holders),
      retry: () => this.enqueue(() => this.advance()),
    });
    this.queue = new TableQueue(model.id, this.log, this.audience, now, onError);
    this.announce = new Announcer(
      model,
      this.audience,
      () => this.info(),
      () => this.countdown(),
    );
    const replaced = (seat: Seat) => this.absences.isReplaced(seat);
    this.readyTimer = new ReadyTimer(model, replaced, deps.timing.readyMs, now, () =>
      this.enqueue(() => this.advance()),
    );
    this.decisions = new ComputerDecisions({
      model,
      players: deps.players,
      delayMs: deps.timing.botDelayMs,
      now,
      enqueue: (fn) => this.enqueue(fn),
      onError,
      play: (seat, action) => this.playFor(seat, action),
    });
    this.scope = {
      model,
      audience: this.audience,
      absences: this.absences,
      log: this.log,
      announce: this.announce,
      store,
      chat: new TableChat(model.id, chat, now),
      onError,
      maxSpectators: deps.maxSpectators,
      advance: () => this.advance(),
      unseat: (seat, why) => this.unseat(seat, why),
    };
  }

  get id(): string {
    return this.model.id;
  }

  /** Starts the clocks after a (re)build: every seated player is away until they come back. */
  start(): void {
    this.model.seats.forEach((s, seat) => {
      if (s.tokenHash !== null) this.away(seat);
    });
    this.enqueue(() => this.advance());
  }

  /** Stops the timers; queued commands still finish. */
  close(): Promise<void> {
    this.closed = true;
    this.absences.close();
    this.clearTurnTimer();
    this.readyTimer.stop();
    this.decisions.close();
    this.log.close();
    return this.queue.drained();
  }

  /**
   * The table is held by another server process now (this one lost its claim): stops like
   * `close` and drops every connection following it, so that their clients connect again and
   * are routed to the table's new holder. Nothing is lost: the log is the table.
   */
  evict(reason: string): Promise<void> {
    this.queue.refuse(reason);
    const done = this.close();
    for (const conn of this.audience.clear()) conn.drop(reason);
    return done;
  }

  connections(): number {
    return this.audience.size;
  }

  /** Whether the connection follows the table (watches it or holds a seat at it). */
  follows(conn: Conn): boolean {
    return this.audience.role(conn) !== undefined;
  }

  /** The public table information (what an invitee sees before joining). */
  info(): TableInfo {
    const presence = seatPresence(
      this.model,
      (seat) => this.audience.isConnected(seat),
      (seat) => this.absences.isReplaced(seat),
    );
    return tableInfo(this.model, presence);
  }

  /** The timer the table shows: the turn's, or between deals the ready timer's (null: none runs). */
  private countdown(): Countdown | null {
    // A turn timer that ran out has no moment left to show while its stand-in decides.
    if (this.turn && !this.turn.clock.ranOut) return this.turn.clock;
    return this.readyTimer.countdown;
  }

  /** True when nothing has happened at the table for `ms`. */
  idleFor(ms: number): boolean {
    return this.queue.idleFor(ms);
  }

  // ---- commands ----

  watch(conn: Conn, w: WatchRequest): Promise<void> {
    return this.queue.command(conn, w.req, () => watch(this.scope, conn, w));
  }

  join(conn: Conn, j: JoinRequest, req: number | undefined): Promise<void> {
    return this.queue.command(conn, req, () => join(this.scope, conn, j, req));
  }

  resume(conn: Conn, r: ResumeRequest, req: number | undefined): Promise<void> {
    return this.queue.command(conn, req, () => resume(this.scope, conn, r, req));
  }

  reissue(conn: Conn, seat: Seat, hostKey: string, req: number | undefined): Promise<void> {
    return this.queue.command(conn, req, () => reissue(this.scope, conn, seat, hostKey, req));
  }

  ready(conn: Conn, req: number | undefined): Promise<void> {
    return this.queue.command(conn, req, () => ready(this.scope, conn, req));
  }

  leave(conn: Conn, req: number | undefined): Promise<void> {
    return this.queue.command(conn, req, () => leave(this.scope, conn, req));
  }

  act(conn: Conn, msg: { seat: Seat; seq: number; action: Action; req?: number | undefined }): Promise<void> {
    return this.queue.command(conn, msg.req, () => act(this.scope, conn, msg));
  }

  /** A line said at the table by the seat this connection holds. */
  say(conn: Conn, text: string, req: number | undefined): Promise<void> {
    return this.queue.command(conn, req, () => say(this.scope, conn, text, req));
  }

  history(conn: Conn, from: number, req: number | undefined): Promise<void> {
    return this.queue.command(conn, req, () => history(this.scope, conn, from, req));
  }

  /**
   * The connection closed. In the queue, after the commands it sent before: a resume still
   * waiting there would otherwise seat the closed connection, and the seat would count as
   * present for good (never taken over by a computer player).
   */
  detach(conn: Conn): void {
    this.enqueue(async () => {
      const role = this.audience.remove(conn);
      if (typeof role !== 'number' || this.closed || this.audience.isConnected(role)) return;
      this.away(role);
      this.announce.tableInfo();
    });
  }

  // ---- the game moves on ----

  /**
   * Deals when everyone is ready, lets computer players act, sets the turn timer; then tells
   * everyone the timer if one started or stopped (after the frames of the event that led here).
   */
  private advance(): void {
    if (this.closed) return;
    this.step();
    this.announce.timer();
  }

  private step(): void {
    const m = this.model;
    const run = m.deal;
    const sameTurn = (t: { readonly seat: Seat; readonly seq: number }) =>
      run !== null && dealRunning(m) && t.seq === m.seq && run.state.toAct === t.seat;
    // A computer player still thinking about this very turn, for a seat it still plays or whose
    // time ran out, goes on (e.g. when someone else reconnects); any other decision is dropped.
    this.decisions.keepIf((t) => sameTurn(t) && (t.timedOut || this.playedByComputer(t.seat)));
    // The turn timer runs once per turn: other events (someone reconnecting, a player coming
    // back) neither restart nor stop it while the seat's player still plays it. Once it has run
    // out and its move is no longer coming (its write failed), a new timer starts.
    const turn = this.turn;
    const keep =
      turn !== null &&
      sameTurn(turn) &&
      !this.playedByComputer(turn.seat) &&
      (!turn.clock.ranOut || this.decisions.thinking);
    if (!keep) this.clearTurnTimer();
    if (!run || !dealRunning(m)) {
      this.readyTimer.update();
      if (this.readyTimer.mayDeal()) this.enqueue(() => this.deal());
      return;
    }
    this.readyTimer.stop();
    const toAct = run.state.toAct;
    if (toAct === 'chance') {
      this.enqueue(() => this.deal());
      return;
    }
    if (toAct === null) return;
    const seq = m.seq;
    if (this.playedByComputer(toAct)) {
      if (this.decisions.thinking) return;
      this.decisions.ask(toAct, seq, false);
      return;
    }
    const seconds = m.config.turnSeconds;
    if (seconds !== null && this.turn === null) {
      const clock = new Countdown(seconds * 1000, this.deps.now(), () =>
        this.enqueue(() => {
          // The deadline is gone while the stand-in decides.
          this.announce.timer();
          return this.decisions.ask(toAct, seq, true);
        }),
      );
      this.turn = { seat: toAct, seq, clock };
    }
  }

  /** The table's own move: deals the next deal, or the running deal's next cards (a redeal). */
  private async deal(): Promise<void> {
    const m = this.model;
    const run = m.deal;
    const running = run !== null && dealRunning(m);
    if (running ? run.state.toAct !== 'chance' : !this.readyTimer.mayDeal()) return;
    const { seed, seedHash } = newDealSeed();
    // The table's first deal draws its first dealer, and its event keeps him.
    const firstDealer = drawnFirstDealer(m, seed);
    const base = running ? run.state : nextDeal(m, firstDealer).state;
    const dealt = m.game.sampleDeal(base, createWideRng(seed));
    if (dealt.type !== 'deal') throw new Error('sampleDeal gave no deal');
    const event = {
      k: 'deal',
      seed,
      seedHash,
      action: dealt,
      ...(firstDealer !== undefined ? { firstDealer } : {}),
    } as const;
    // The commit marks the table as playing in the store first (log.ts).
    if (!(await this.log.commit(event, null, undefined))) return;
    // The deal's frames end the ready timer (advance tells it).
    this.readyTimer.stop();
    this.announce.everything();
    this.advance();
  }

  /** A computer player's move (a legal one): written, then told. */
  private async playFor(seat: Seat, action: Action): Promise<void> {
    if (!(await this.log.commit({ k: 'act', seat, action, by: 'computer' }, null, undefined))) return;
    this.announce.everything();
    this.advance();
  }

  private playedByComputer(seat: Seat): boolean {
    return playedByComputer(this.model, seat, this.absences.isReplaced(seat));
  }

  private clearTurnTimer(): void {
    this.turn?.clock.stop();
    this.turn = null;
  }

  // ---- seats and presence ----

  /** The seat's last connection is gone: a computer player takes over after the delay. */
  private away(seat: Seat): void {
    if (this.closed) return;
    this.absences.away(seat, () =>
      this.enqueue(async () => {
        if (this.model.seats[seat]?.tokenHash === null || this.audience.isConnected(seat)) return;
        this.absences.replace(seat);
        this.announce.tableInfo();
        this.advance();
      }),
    );
  }

  /**
   * The seat's connections lose it (their token holds it no more) and go on watching; a seat that
   * had any is away from now on (a seat already away keeps its clock, or its computer player).
   */
  private unseat(seat: Seat, why: string): void {
    const { watching, dropped } = this.audience.unseat(seat, this.scope.maxSpectators);
    for (const conn of [...watching, ...dropped]) this.audience.error(conn, undefined, 'bad-token', why);
    for (const conn of dropped) spectatorsFull(this.scope, conn, undefined);
    if (watching.length + dropped.length > 0) this.away(seat);
  }

  /** The table caught up with its log: a seat given up or taken meanwhile is no longer held here. */
  private caughtUp(holders: readonly (string | null)[]): void {
    this.model.seats.forEach((s, seat) => {
      if (s.tokenHash === holders[seat]) return;
      this.unseat(seat, `seat ${seat} was given up or taken in another server process`);
      if (s.tokenHash === null) this.absences.back(seat);
      else if (holders[seat] === null) this.away(seat);
    });
    this.announce.everything();
    this.advance();
  }

  private enqueue(fn: () => Promise<void> | void): Promise<void> {
    return this.queue.enqueue(fn);
  }
}
