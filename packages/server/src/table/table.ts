/**
 * A live table: the authority over one game. Commands from connections run one at a time (a
 * queue per table); each one is checked against the model and the engine's legal actions, then
 * written to the event log, and only then applied and told to the connections. A rejected
 * command changes nothing. Computer players stand in for empty seats, for players away longer
 * than the takeover delay (handing the seat back when they return) and, once, for a player whose
 * turn timer ran out.
 */
import { type Action, type Seat, createWideRng } from '@tarock/engine';
import type { ErrorCode, FinishedDeal, RejectCode, TableInfo } from '@tarock/protocol';
import { type BotFactory, DEFAULT_LEVEL, botRng } from '../bots';
import { newDealSeed, newSeatToken, tokenHash, tokenMatches } from '../secrets';
import type { Store } from '../store/store';
import type { TableEvent } from './events';
import { type TableModel, applyEvent, dealRunning, nextDeal } from './model';
import { type SeatPresence, dealInfo, stateFrame, tableInfo } from './views';

/** A client connection, as a table sees it. */
export interface Conn {
  readonly id: number;
  /** Sends one JSON text frame (dropped if the connection is closed). */
  send(text: string): void;
}

export interface TableTiming {
  /** How long a player may be away before a computer player takes the seat. */
  readonly takeoverMs: number;
  /** How long a computer player waits before it acts (so people can follow). */
  readonly botDelayMs: number;
}

export interface TableDeps {
  readonly store: Store;
  readonly bots: BotFactory;
  readonly timing: TableTiming;
  readonly now: () => number;
  readonly onError: (e: unknown, where: string) => void;
}

type Role = Seat | 'spectator';

export class Table {
  private queue: Promise<void> = Promise.resolve();
  private readonly roles = new Map<Conn, Role>();
  /** Per seat: a computer player plays it because its player is away (handed back on return). */
  private readonly takenOver: boolean[];
  private readonly awayTimers: (NodeJS.Timeout | null)[];
  private turnTimer: NodeJS.Timeout | null = null;
  private botTimer: NodeJS.Timeout | null = null;
  private deadline: number | null = null;
  private lastInfo = '';
  private closed = false;
  private lastActive: number;

  constructor(
    readonly model: TableModel,
    private readonly deps: TableDeps,
  ) {
    this.takenOver = model.seats.map(() => false);
    this.awayTimers = model.seats.map(() => null);
    this.lastActive = deps.now();
  }

  get id(): string {
    return this.model.id;
  }

  /** Starts the clocks after a (re)build: every seated player is away until they come back. */
  start(): void {
    this.model.seats.forEach((s, seat) => {
      if (s.tokenHash !== null) this.startAway(seat);
    });
    this.enqueue(() => this.advance());
  }

  /** Stops the timers; queued commands still finish. */
  close(): Promise<void> {
    this.closed = true;
    for (const t of this.awayTimers) if (t) clearTimeout(t);
    if (this.turnTimer) clearTimeout(this.turnTimer);
    if (this.botTimer) clearTimeout(this.botTimer);
    return this.queue;
  }

  connections(): number {
    return this.roles.size;
  }

  /** The public table information (what an invitee sees before joining). */
  info(): TableInfo {
    return tableInfo(this.model, this.presence(), this.deadline);
  }

  /** True when nothing has happened at the table for `ms`. */
  idleFor(ms: number): boolean {
    return this.deps.now() - this.lastActive >= ms;
  }

  // ---- commands ----

  watch(conn: Conn, req: number | undefined): Promise<void> {
    return this.enqueue(async () => {
      if (!this.roles.has(conn)) this.roles.set(conn, 'spectator');
      this.sendInfo(conn);
      this.sendState(conn, req);
    });
  }

  join(conn: Conn, seat: Seat, name: string, req: number | undefined): Promise<void> {
    return this.enqueue(async () => {
      const m = this.model;
      const role = this.roles.get(conn);
      if (typeof role === 'number')
        return this.error(conn, req, 'seat-taken', `you hold seat ${role} already`);
      const spec = m.config.seats[seat];
      if (spec?.kind !== 'human')
        return this.error(conn, req, 'seat-taken', `seat ${seat} is not a seat for a player`);
      if (m.seats[seat]?.tokenHash !== null)
        return this.error(conn, req, 'seat-taken', `seat ${seat} is taken`);
      const token = newSeatToken();
      if (!(await this.commit({ k: 'join', seat, name, tokenHash: tokenHash(token) }, conn, req))) return;
      this.roles.set(conn, seat);
      this.back(seat);
      conn.send(JSON.stringify({ t: 'joined', req, table: m.id, seat, token }));
      this.broadcast();
      this.advance();
    });
  }

  resume(conn: Conn, token: string, req: number | undefined): Promise<void> {
    return this.enqueue(async () => {
      const seat = this.model.seats.findIndex(
        (s) => s.tokenHash !== null && tokenMatches(token, s.tokenHash),
      );
      if (seat < 0) return this.error(conn, req, 'bad-token', 'this token holds no seat at this table');
      this.roles.set(conn, seat);
      this.back(seat);
      conn.send(JSON.stringify({ t: 'joined', req, table: this.model.id, seat }));
      this.broadcastInfo();
      this.sendState(conn, undefined);
      this.advance();
    });
  }

  ready(conn: Conn, req: number | undefined): Promise<void> {
    return this.enqueue(async () => {
      const seat = this.roles.get(conn);
      if (typeof seat !== 'number') return this.reject(conn, req, 'seat', 'you hold no seat at this table');
      if (dealRunning(this.model)) return this.reject(conn, req, 'phase', 'a deal is running');
      if (!this.model.seats[seat]?.ready && !(await this.commit({ k: 'ready', seat }, conn, req))) return;
      this.broadcastInfo();
      this.advance();
    });
  }

  leave(conn: Conn, req: number | undefined): Promise<void> {
    return this.enqueue(async () => {
      const seat = this.roles.get(conn);
      if (typeof seat !== 'number') return this.reject(conn, req, 'seat', 'you hold no seat at this table');
      if (!(await this.commit({ k: 'leave', seat }, conn, req))) return;
      for (const [c, r] of this.roles) if (r === seat) this.roles.set(c, 'spectator');
      this.clearAway(seat);
      this.takenOver[seat] = false;
      this.broadcast();
      this.advance();
    });
  }

  act(conn: Conn, msg: { seat: Seat; seq: number; action: Action; req?: number | undefined }): Promise<void> {
    return this.enqueue(async () => {
      const m = this.model;
      const req = msg.req;
      const own = this.roles.get(conn);
      if (typeof own !== 'number') return this.reject(conn, req, 'seat', 'you hold no seat at this table');
      if (own !== msg.seat)
        return this.reject(conn, req, 'seat', `seat ${msg.seat} is not yours (you hold seat ${own})`);
      const run = m.deal;
      if (!run || !dealRunning(m)) return this.reject(conn, req, 'phase', 'no deal is running');
      if (msg.seq !== m.seq)
        return this.reject(conn, req, 'stale', `you saw move ${msg.seq}, the table is at move ${m.seq}`);
      if (run.state.toAct !== own)
        return this.reject(
          conn,
          req,
          'turn',
          `it is not your turn (seat ${String(run.state.toAct)} is to act)`,
        );
      const checked = m.game.apply(run.state, msg.action);
      if (!checked.ok) return this.reject(conn, req, 'illegal', checked.error);
      if (!(await this.commit({ k: 'act', seat: own, action: msg.action, by: 'player' }, conn, req))) return;
      this.broadcast();
      this.advance();
    });
  }

  history(conn: Conn, req: number | undefined): Promise<void> {
    return this.enqueue(async () => {
      const deals = await this.deps.store.deals(this.model.id);
      conn.send(JSON.stringify({ t: 'history', req, table: this.model.id, deals }));
    });
  }

  /** The connection closed. */
  detach(conn: Conn): void {
    const role = this.roles.get(conn);
    this.roles.delete(conn);
    if (typeof role !== 'number' || this.closed) return;
    if ([...this.roles.values()].includes(role)) return;
    this.startAway(role);
    this.enqueue(async () => this.broadcastInfo());
  }

  // ---- the game moves on ----

  /** Deals when everyone is ready, lets computer players act, sets the turn timer. */
  private advance(): void {
    if (this.closed) return;
    const m = this.model;
    this.clearTurnTimer();
    if (this.botTimer) {
      clearTimeout(this.botTimer);
      this.botTimer = null;
    }
    const run = m.deal;
    if (!run || !dealRunning(m)) {
      if (this.mayDeal()) this.enqueue(() => this.deal());
      return;
    }
    const toAct = run.state.toAct;
    if (toAct === 'chance') {
      this.enqueue(() => this.deal());
      return;
    }
    if (toAct === null) return;
    const seq = m.seq;
    if (this.playedByComputer(toAct)) {
      this.botTimer = setTimeout(() => {
        this.botTimer = null;
        this.enqueue(() => this.botMove(toAct, seq));
      }, this.deps.timing.botDelayMs);
      return;
    }
    const seconds = m.config.turnSeconds;
    if (seconds !== null) {
      this.deadline = this.deps.now() + seconds * 1000;
      this.turnTimer = setTimeout(() => {
        this.turnTimer = null;
        this.enqueue(() => this.botMove(toAct, seq));
      }, seconds * 1000);
      this.broadcastInfo();
    }
  }

  private mayDeal(): boolean {
    const m = this.model;
    const humans = m.config.seats.flatMap((s, i) => (s.kind === 'human' ? [i] : []));
    // The first deal waits for every seat meant for a player to be taken.
    if (m.dealsDone === 0 && m.deal === null && humans.some((i) => m.seats[i]?.tokenHash === null))
      return false;
    const present = humans.filter((i) => m.seats[i]?.tokenHash !== null && !this.takenOver[i]);
    return present.length > 0 && present.every((i) => m.seats[i]?.ready === true);
  }

  private async deal(): Promise<void> {
    const m = this.model;
    const run = m.deal;
    const running = run !== null && dealRunning(m);
    if (running ? run.state.toAct !== 'chance' : !this.mayDeal()) return;
    const { seed, seedHash } = newDealSeed();
    const base = running ? run.state : nextDeal(m).state;
    const dealt = m.game.sampleDeal(base, createWideRng(seed));
    if (dealt.type !== 'deal') throw new Error('sampleDeal gave no deal');
    if (!(await this.commit({ k: 'deal', seed, seedHash, action: dealt }, null, undefined))) return;
    if (!running) await this.persistStatus();
    this.broadcast();
    this.advance();
  }

  private async botMove(seat: Seat, seq: number): Promise<void> {
    const m = this.model;
    const run = m.deal;
    if (!run || m.seq !== seq || run.state.toAct !== seat) return;
    const spec = m.config.seats[seat];
    const level = spec?.kind === 'computer' ? spec.level : DEFAULT_LEVEL;
    const bot = this.deps.bots(level) ?? this.deps.bots(DEFAULT_LEVEL);
    if (!bot) throw new Error(`no computer player for level ${level}`);
    const action = await bot.act(m.game.view(run.state, seat), botRng());
    if (m.seq !== seq) return;
    if (!m.game.apply(run.state, action).ok) throw new Error(`${bot.name} chose an illegal action`);
    if (!(await this.commit({ k: 'act', seat, action, by: 'computer' }, null, undefined))) return;
    this.broadcast();
    this.advance();
  }

  private playedByComputer(seat: Seat): boolean {
    return (
      this.model.config.seats[seat]?.kind === 'computer' ||
      this.model.seats[seat]?.tokenHash === null ||
      this.takenOver[seat] === true
    );
  }

  // ---- presence ----

  private startAway(seat: Seat): void {
    this.clearAway(seat);
    if (this.closed) return;
    this.awayTimers[seat] = setTimeout(() => {
      this.awayTimers[seat] = null;
      this.enqueue(async () => {
        if (this.model.seats[seat]?.tokenHash === null || this.isConnected(seat)) return;
        this.takenOver[seat] = true;
        this.broadcastInfo();
        this.advance();
      });
    }, this.deps.timing.takeoverMs);
  }

  private back(seat: Seat): void {
    this.clearAway(seat);
    this.takenOver[seat] = false;
  }

  private clearAway(seat: Seat): void {
    const t = this.awayTimers[seat];
    if (t) clearTimeout(t);
    this.awayTimers[seat] = null;
  }

  private clearTurnTimer(): void {
    if (this.turnTimer) clearTimeout(this.turnTimer);
    this.turnTimer = null;
    this.deadline = null;
  }

  private isConnected(seat: Seat): boolean {
    for (const r of this.roles.values()) if (r === seat) return true;
    return false;
  }

  private presence(): SeatPresence[] {
    return this.model.seats.map((_, seat) => ({
      connected: this.isConnected(seat),
      bot: this.playedByComputer(seat),
    }));
  }

  // ---- the log ----

  /** Writes the event, then applies it. False (and an error to `conn`) if the write failed. */
  private async commit(e: TableEvent, conn: Conn | null, req: number | undefined): Promise<boolean> {
    const m = this.model;
    try {
      await this.deps.store.append(m.id, m.pos + 1, e);
    } catch (error) {
      this.deps.onError(error, `table ${m.id}: append`);
      if (conn) this.error(conn, req, 'internal', 'the move could not be saved; nothing changed');
      return false;
    }
    const applied = applyEvent(m, e);
    if (!applied.ok) throw new Error(`table ${m.id}: a checked event did not apply: ${applied.error}`);
    if (applied.value) await this.keepDeal(applied.value);
    return true;
  }

  private async keepDeal(deal: FinishedDeal): Promise<void> {
    try {
      await this.deps.store.saveDeal(this.model.id, deal);
      await this.persistStatus();
    } catch (error) {
      // The log has the deal; a rebuild of the table writes its record again.
      this.deps.onError(error, `table ${this.model.id}: save deal`);
    }
  }

  private async persistStatus(): Promise<void> {
    await this.deps.store.setStatus(this.model.id, dealRunning(this.model) ? 'playing' : 'waiting');
  }

  // ---- telling the connections ----

  private broadcast(): void {
    this.broadcastInfo();
    const m = this.model;
    const deal = dealInfo(m);
    const frames = new Map<Role, string>();
    for (const [conn, role] of this.roles) {
      let frame = frames.get(role);
      if (frame === undefined) {
        frame = stateFrame(m, role, deal);
        frames.set(role, frame);
      }
      conn.send(frame);
    }
  }

  private infoText(): string {
    return JSON.stringify({ t: 'table', table: tableInfo(this.model, this.presence(), this.deadline) });
  }

  private broadcastInfo(): void {
    const text = this.infoText();
    if (text === this.lastInfo) return;
    this.lastInfo = text;
    for (const conn of this.roles.keys()) conn.send(text);
  }

  private sendInfo(conn: Conn): void {
    conn.send(this.infoText());
  }

  private sendState(conn: Conn, req: number | undefined): void {
    const role = this.roles.get(conn) ?? 'spectator';
    conn.send(stateFrame(this.model, role, dealInfo(this.model), req));
  }

  private reject(conn: Conn, req: number | undefined, code: RejectCode, reason: string): void {
    conn.send(
      JSON.stringify({ t: 'rejected', req, table: this.model.id, code, reason, seq: this.model.seq }),
    );
  }

  private error(conn: Conn, req: number | undefined, code: ErrorCode, message: string): void {
    conn.send(JSON.stringify({ t: 'error', req, code, message }));
  }

  private enqueue(fn: () => Promise<void> | void): Promise<void> {
    this.lastActive = this.deps.now();
    const next = this.queue.then(fn).catch((e: unknown) => this.deps.onError(e, `table ${this.model.id}`));
    this.queue = next;
    return next;
  }
}
