/**
 * A live table: the authority over one game. Commands from connections run one at a time (a
 * queue per table); each one is checked against the model and the engine's legal actions, then
 * written to the event log, and only then applied and told to the connections. A rejected
 * command changes nothing. Computer players stand in for empty seats, for players away longer
 * than the takeover delay (handing the seat back when they return) and, once, for a player whose
 * turn timer ran out. Between deals the ready timer does the same for `ready`: once a present
 * player is ready, the others have `readyMs` to say so, then the deal starts as if they had.
 */
import { type Action, type Seat, createWideRng } from '@tarock/engine';
import type { RejectCode, TableInfo } from '@tarock/protocol';
import type { ComputerPlayers } from '../computer/players';
import { hostKeyMatches, newDealSeed, newSeatToken, tokenHash, tokenMatches } from '../secrets';
import type { Store } from '../store/store';
import { Absences } from './absences';
import { Audience, type Conn } from './audience';
import { Countdown } from './countdown';
import { ComputerDecisions } from './decisions';
import { historyPage } from './history';
import { TableLog } from './log';
import { type TableModel, dealRunning, nextDeal } from './model';
import { TableQueue } from './queue';
import { ReadyTimer } from './ready';
import { type SeatPresence, dealInfo, stateFrame, tableInfo } from './views';

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
  private readonly decisions: ComputerDecisions;
  private readonly readyTimer: ReadyTimer;
  /** The turn timer of the seat to act at `seq` (it lives in memory only, like the ready timer). */
  private turn: { readonly seat: Seat; readonly seq: number; readonly clock: Countdown } | null = null;
  private closed = false;

  constructor(
    readonly model: TableModel,
    private readonly deps: TableDeps,
  ) {
    this.audience = new Audience(model.id);
    this.absences = new Absences(model.seats.length, deps.timing.takeoverMs);
    this.log = new TableLog(model, deps.store, this.audience, deps.onError, {
      caughtUp: (holders) => this.caughtUp(holders),
      retry: () => this.enqueue(() => this.advance()),
    });
    this.queue = new TableQueue(model.id, this.log, this.audience, deps.now, deps.onError);
    const replaced = (seat: Seat) => this.absences.isReplaced(seat);
    this.readyTimer = new ReadyTimer(model, replaced, deps.timing.readyMs, deps.now, () =>
      this.enqueue(() => this.advance()),
    );
    this.decisions = new ComputerDecisions({
      model,
      players: deps.players,
      delayMs: deps.timing.botDelayMs,
      enqueue: (fn) => this.enqueue(fn),
      onError: deps.onError,
      play: (seat, action) => this.playFor(seat, action),
    });
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

  connections(): number {
    return this.audience.size;
  }

  /** Whether the connection follows the table (watches it or holds a seat at it). */
  follows(conn: Conn): boolean {
    return this.audience.role(conn) !== undefined;
  }

  /** The public table information (what an invitee sees before joining). */
  info(): TableInfo {
    return tableInfo(this.model, this.presence(), this.turn?.clock.deadline ?? this.readyTimer.deadline);
  }

  /** True when nothing has happened at the table for `ms`. */
  idleFor(ms: number): boolean {
    return this.queue.idleFor(ms);
  }

  // ---- commands ----

  watch(conn: Conn, req: number | undefined): Promise<void> {
    return this.queue.command(conn, req, async () => {
      if (this.audience.role(conn) === undefined) {
        if (this.audience.spectators() >= this.deps.maxSpectators) {
          // The table information once, so that an invited player can still take a free seat.
          conn.send(this.infoText());
          return this.audience.error(
            conn,
            req,
            'too-many-spectators',
            `table ${this.model.id} has ${this.deps.maxSpectators} spectators already: take a free seat, or watch later`,
          );
        }
        this.audience.set(conn, 'spectator');
      }
      conn.send(this.infoText());
      this.sendState(conn, req);
    });
  }

  join(conn: Conn, seat: Seat, name: string, req: number | undefined): Promise<void> {
    return this.queue.command(conn, req, async () => {
      const m = this.model;
      const role = this.audience.role(conn);
      const refuse = (message: string) => this.audience.error(conn, req, 'seat-taken', message);
      if (typeof role === 'number') return refuse(`you hold seat ${role} already`);
      const kind = m.config.seats[seat]?.kind;
      if (kind === undefined)
        return refuse(`there is no seat ${seat} at this table (seats 0–${m.config.seats.length - 1})`);
      if (kind !== 'human') return refuse(`seat ${seat} is played by the computer`);
      if (m.seats[seat]?.tokenHash !== null) return refuse(`seat ${seat} is taken`);
      const token = newSeatToken();
      if (!(await this.log.commit({ k: 'join', seat, name, tokenHash: tokenHash(token) }, conn, req))) return;
      this.audience.set(conn, seat);
      this.absences.back(seat);
      this.audience.reply(conn, { t: 'joined', req, table: m.id, seat, token });
      this.broadcast();
      this.advance();
    });
  }

  resume(conn: Conn, token: string, req: number | undefined): Promise<void> {
    return this.queue.command(conn, req, async () => {
      const seat = this.model.seats.findIndex(
        (s) => s.tokenHash !== null && tokenMatches(token, s.tokenHash),
      );
      if (seat < 0)
        return this.audience.error(conn, req, 'bad-token', 'this token holds no seat at this table');
      // One seat per connection (as for join): taking another would leave the first seat held by
      // nobody yet never seen as away, so no computer player would take it over.
      const held = this.audience.role(conn);
      if (typeof held === 'number' && held !== seat)
        return this.audience.error(
          conn,
          req,
          'seat-taken',
          `this connection holds seat ${held}; open another connection for seat ${seat}`,
        );
      this.audience.set(conn, seat);
      this.absences.back(seat);
      this.audience.reply(conn, { t: 'joined', req, table: this.model.id, seat });
      // The others hear of it if it changed anything (a second tab of a connected seat does not);
      // the new connection gets the table information either way.
      const info = this.infoText();
      if (!this.audience.sendInfo(info)) conn.send(info);
      this.sendState(conn, req);
      this.advance();
    });
  }

  /**
   * The host gives a taken seat a new token (its player lost the old one: a cleared browser,
   * another device). The old token holds the seat no more: its connections are told and go on
   * watching, and the seat is away until its player comes back with the new token. The answer
   * goes to the host, who hands the token on; the connection needs no seat at the table.
   */
  reissue(conn: Conn, seat: Seat, hostKey: string, req: number | undefined): Promise<void> {
    return this.queue.command(conn, req, async () => {
      const m = this.model;
      const hash = m.config.hostKeyHash;
      if (hash === undefined || !hostKeyMatches(hostKey, hash))
        return this.audience.error(conn, req, 'bad-token', 'this is not the host key of this table');
      const refuse = (message: string) => this.audience.error(conn, req, 'seat-taken', message);
      const kind = m.config.seats[seat]?.kind;
      if (kind === undefined)
        return refuse(`there is no seat ${seat} at this table (seats 0–${m.config.seats.length - 1})`);
      if (kind !== 'human') return refuse(`seat ${seat} is played by the computer`);
      if (m.seats[seat]?.tokenHash === null) return refuse(`seat ${seat} is free: its player joins it`);
      const token = newSeatToken();
      if (!(await this.log.commit({ k: 'reissue', seat, tokenHash: tokenHash(token) }, conn, req))) return;
      this.unseat(seat, `the host gave seat ${seat} a new token: this one holds it no more`);
      this.audience.reply(conn, { t: 'reissued', req, table: m.id, seat, token });
      this.broadcastInfo();
      this.advance();
    });
  }

  ready(conn: Conn, req: number | undefined): Promise<void> {
    return this.queue.command(conn, req, async () => {
      const seat = this.audience.role(conn);
      if (typeof seat !== 'number') return this.reject(conn, req, 'seat', 'you hold no seat at this table');
      if (dealRunning(this.model)) return this.reject(conn, req, 'phase', 'a deal is running');
      if (!this.model.seats[seat]?.ready && !(await this.log.commit({ k: 'ready', seat }, conn, req))) return;
      this.broadcastInfo();
      this.advance();
      this.ack(conn, req);
    });
  }

  leave(conn: Conn, req: number | undefined): Promise<void> {
    return this.queue.command(conn, req, async () => {
      const seat = this.audience.role(conn);
      if (typeof seat !== 'number') return this.reject(conn, req, 'seat', 'you hold no seat at this table');
      if (!(await this.log.commit({ k: 'leave', seat }, conn, req))) return;
      this.audience.unseat(seat);
      this.absences.back(seat);
      this.broadcast();
      this.advance();
      this.ack(conn, req);
    });
  }

  act(conn: Conn, msg: { seat: Seat; seq: number; action: Action; req?: number | undefined }): Promise<void> {
    return this.queue.command(conn, msg.req, async () => {
      const m = this.model;
      const req = msg.req;
      const own = this.audience.role(conn);
      if (typeof own !== 'number') return this.reject(conn, req, 'seat', 'you hold no seat at this table');
      if (own !== msg.seat)
        return this.reject(conn, req, 'seat', `seat ${msg.seat} is not yours (you hold seat ${own})`);
      const run = m.deal;
      if (!run || !dealRunning(m)) return this.reject(conn, req, 'phase', 'no deal is running');
      if (msg.seq !== m.seq)
        return this.reject(conn, req, 'stale', `you saw move ${msg.seq}, the table is at move ${m.seq}`);
      const toAct = run.state.toAct;
      if (toAct !== own)
        return this.reject(conn, req, 'turn', `it is not your turn (seat ${String(toAct)} is to act)`);
      const checked = m.game.apply(run.state, msg.action);
      if (!checked.ok) return this.reject(conn, req, 'illegal', checked.error);
      if (!(await this.log.commit({ k: 'act', seat: own, action: msg.action, by: 'player' }, conn, req)))
        return;
      this.broadcast();
      this.advance();
      this.ack(conn, req);
    });
  }

  history(conn: Conn, from: number, req: number | undefined): Promise<void> {
    return this.queue.command(conn, req, async () => {
      const page = await historyPage(this.deps.store, this.model.id, from);
      this.audience.reply(conn, { t: 'history', req, table: this.model.id, ...page });
    });
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
      this.broadcastInfo();
    });
  }

  // ---- the game moves on ----

  /** Deals when everyone is ready, lets computer players act, sets the turn timer. */
  private advance(): void {
    if (this.closed) return;
    const m = this.model;
    this.decisions.cancelPause();
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
      if (this.readyTimer.update()) this.broadcastInfo();
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
      this.decisions.askLater(toAct, seq);
      return;
    }
    const seconds = m.config.turnSeconds;
    if (seconds !== null && this.turn === null) {
      const clock = new Countdown(seconds * 1000, this.deps.now(), () =>
        this.enqueue(() => this.decisions.ask(toAct, seq, true)),
      );
      this.turn = { seat: toAct, seq, clock };
      this.broadcastInfo();
    }
  }

  /** The table's own move: deals the next deal, or the running deal's next cards (a redeal). */
  private async deal(): Promise<void> {
    const m = this.model;
    const run = m.deal;
    const running = run !== null && dealRunning(m);
    if (running ? run.state.toAct !== 'chance' : !this.readyTimer.mayDeal()) return;
    const { seed, seedHash } = newDealSeed();
    const base = running ? run.state : nextDeal(m).state;
    const dealt = m.game.sampleDeal(base, createWideRng(seed));
    if (dealt.type !== 'deal') throw new Error('sampleDeal gave no deal');
    if (!(await this.log.commit({ k: 'deal', seed, seedHash, action: dealt }, null, undefined))) return;
    // Before the deal's table information goes out, which must not show its moment any more.
    this.readyTimer.stop();
    if (!running) await this.log.persistStatus();
    this.broadcast();
    this.advance();
  }

  /** A computer player's move (a legal one): written, then told. */
  private async playFor(seat: Seat, action: Action): Promise<void> {
    if (!(await this.log.commit({ k: 'act', seat, action, by: 'computer' }, null, undefined))) return;
    this.broadcast();
    this.advance();
  }

  private playedByComputer(seat: Seat): boolean {
    const m = this.model;
    return (
      m.config.seats[seat]?.kind === 'computer' ||
      m.seats[seat]?.tokenHash === null ||
      this.absences.isReplaced(seat)
    );
  }

  /** The seat's last connection is gone: a computer player takes over after the delay. */
  private away(seat: Seat): void {
    if (this.closed) return;
    this.absences.away(seat, () =>
      this.enqueue(async () => {
        if (this.model.seats[seat]?.tokenHash === null || this.audience.isConnected(seat)) return;
        this.absences.replace(seat);
        this.broadcastInfo();
        this.advance();
      }),
    );
  }

  private clearTurnTimer(): void {
    this.turn?.clock.stop();
    this.turn = null;
  }

  private presence(): SeatPresence[] {
    return this.model.seats.map((_, seat) => ({
      connected: this.audience.isConnected(seat),
      bot: this.playedByComputer(seat),
    }));
  }

  /** The table caught up with its log: a seat given up or taken meanwhile is no longer held here. */
  private caughtUp(holders: readonly (string | null)[]): void {
    this.model.seats.forEach((s, seat) => {
      if (s.tokenHash === holders[seat]) return;
      this.unseat(seat, `seat ${seat} was given up or taken in another server process`);
      if (s.tokenHash === null) this.absences.back(seat);
      else if (holders[seat] === null) this.away(seat);
    });
    this.broadcast();
    this.advance();
  }

  /**
   * The seat's connections lose it (their token holds it no more) and go on watching; a seat that
   * had any is away from now on (a seat already away keeps its clock, or its computer player).
   */
  private unseat(seat: Seat, why: string): void {
    const held = this.audience.unseat(seat);
    for (const conn of held) this.audience.error(conn, undefined, 'bad-token', why);
    if (held.length > 0) this.away(seat);
  }

  // ---- telling the connections ----

  private broadcast(): void {
    this.broadcastInfo();
    const deal = dealInfo(this.model);
    this.audience.sendFrames((role) => stateFrame(this.model, role, deal));
  }

  private infoText(): string {
    return JSON.stringify({ t: 'table', table: this.info() });
  }

  private broadcastInfo(): void {
    this.audience.sendInfo(this.infoText());
  }

  private sendState(conn: Conn, req: number | undefined): void {
    const role = this.audience.role(conn) ?? 'spectator';
    conn.send(stateFrame(this.model, role, dealInfo(this.model), req));
  }

  /** Tells the sender that its command was accepted (after the frames it caused), if it named a req. */
  private ack(conn: Conn, req: number | undefined): void {
    if (req !== undefined)
      this.audience.reply(conn, { t: 'ack', req, table: this.model.id, seq: this.model.seq });
  }

  private reject(conn: Conn, req: number | undefined, code: RejectCode, reason: string) {
    this.audience.reject(conn, req, code, reason, this.model.seq);
  }

  private enqueue(fn: () => Promise<void> | void): Promise<void> {
    return this.queue.enqueue(fn);
  }
}
