/**
 * The page's side of an online table: one WebSocket to the server (`/ws?table=<id>`, subprotocol
 * `tarock.v5`), reconnected after a drop; the seat's token kept in localStorage and sent with
 * `resume` on every (re)connection, so the player comes back to the same seat at the same moment.
 * The page makes the token of a `join` itself and keeps it first: a join whose answer never came
 * is sent again on the next connection, and the server answers the same join `joined` again.
 * The table id in the URL lets a proxy send every connection of a table to the server process
 * that owns it: when the page goes to another table (or learns the id of the table it opened) it
 * connects again with that id. The page holds only what the server sends it: its seat's View (a
 * spectator: the public view).
 */
import type { Action } from '@tarock/engine';
import type {
  ClientMessageInput,
  DealInfo,
  FinishedDeal,
  RejectCode,
  SeatSpec,
  ServerMessage,
  TableInfo,
} from '@tarock/protocol';
import type { View } from '@tarock/engine';
import { type KeptLog, heldOf, keepLog } from '@tarock/protocol/matchLog';
import { type ChatState, NO_CHAT, mergeLines, withBacklog } from './chat';
import type { OnlineError } from './errors';
import { KEPT_LOG_MS, KEPT_LOG_READ_MS, type KeptLogStore, fitsTable, within } from './keptLog';
import {
  type HeldSeat,
  type PendingCreate,
  createStillWanted,
  forgetCreating,
  forgetSeat,
  loadCreating,
  loadHostKey,
  keptTables,
  loadSeat,
  newHostKey,
  newSeatToken,
  saveCreating,
  saveHostKey,
  saveSeat,
} from './seats';

/** The protocol's version (`PROTOCOL_VERSION` of @tarock/protocol; not imported, so zod stays out of the bundle). */
export const PAGE_PROTOCOL = 5;
/** The protocol's WebSocket subprotocol (`SUBPROTOCOL` of @tarock/protocol). */
const SUBPROTOCOL = `tarock.v${PAGE_PROTOCOL}`;
/**
 * Connections refused at the handshake in a row after which the page asks the server which
 * protocol it speaks (a browser does not show why a handshake failed): a server upgraded while
 * the page was open refuses the page's subprotocol for good, and only a reload helps.
 */
const REFUSALS_BEFORE_ASKING = 2;

/** The protocol version the page's server speaks (its `/healthz`), or null when it cannot tell. */
export async function serverProtocol(): Promise<number | null> {
  try {
    const res = await fetch('/healthz', { cache: 'no-store' });
    const body = (await res.json()) as { protocol?: unknown };
    return typeof body.protocol === 'number' ? body.protocol : null;
  } catch {
    return null;
  }
}

/**
 * A network can go silent without a close (a laptop's lid closed, a NAT's mapping dropped, a phone
 * that changed networks), and a browser shows no WebSocket pings: after `QUIET_MS` without a word
 * from the server the page sends `ping`; a connection that has still said nothing at `SILENCE_MS`
 * is given up and made again (the seat resumed), as after a close.
 */
const QUIET_MS = 25_000;
const SILENCE_MS = 60_000;

export interface Frame {
  readonly seq: number;
  readonly seat: number | null;
  readonly deal: DealInfo | null;
  readonly view: View | null;
}

export interface OnlineState {
  readonly connection: 'connecting' | 'open' | 'closed';
  /**
   * The server speaks another protocol version than this page (it was upgraded while the page was
   * open): the page no longer connects, and asks to be reloaded.
   */
  readonly outdated: boolean;
  readonly tableId: string | null;
  readonly table: TableInfo | null;
  /**
   * The current match's log as the `log` frames told it (the `table` frame's match carries none):
   * `matchOf(table.match, log)` is the match the score sheet shows.
   */
  readonly log: KeptLog | null;
  /** The seat this browser holds at the table (null: watching). */
  readonly held: HeldSeat | null;
  /**
   * The seat whose `join` this page sent and has not seen answered (its token kept with `joining`,
   * `HeldSeat`), or null: while it is unanswered no other seat can be taken (`join`). Read from the
   * seat kept for the table whenever the state changes (`set`), never kept apart from it.
   */
  readonly joining: { readonly seat: number } | null;
  readonly frame: Frame | null;
  /**
   * The table's timer as last told (`timer` frames): the turn timer during a deal, the ready timer
   * between deals; its `deadline` counts for the frame of its `seq` only (`timerDeadline`).
   */
  readonly timer: { readonly seq: number; readonly deadline: number | null } | null;
  /**
   * The server's reason for refusing the page's last request (English), with the action refused
   * when it was an `act` (the page words a refused move itself: `refusalText`).
   */
  readonly rejected: {
    readonly reason: string;
    readonly action: Action | null;
    readonly code: RejectCode;
  } | null;
  /** The server's last error, worded by the page (`errorText`). */
  readonly error: OnlineError | null;
  /** The finished deals loaded so far (the server sends them in pages, oldest first). */
  readonly history: readonly FinishedDeal[] | null;
  /** The deal number of the next page of the history, or null when all are loaded. */
  readonly historyNext: number | null;
  /** Whether this browser holds the table's host key (it opened the table). */
  readonly host: boolean;
  /**
   * The new token the host last had a seat given, to hand to its player as a seat link; gone once
   * that seat's player is connected again.
   */
  readonly reissued: { readonly seat: number; readonly token: string } | null;
  /** The table's chat: its recent lines, the last one read, the page's last line refused. */
  readonly chat: ChatState;
}

export interface OpenTable {
  readonly preset: string;
  readonly options: Readonly<Record<string, string | number | boolean>>;
  readonly seats: readonly SeatSpec[];
  readonly turnSeconds: number | null;
  /** The host's name: the host takes the first seat meant for a player. */
  readonly name: string;
}

export class OnlineClient {
  private ws: WebSocket | null = null;
  /** The table named in the current connection's URL. */
  private boundTo: string | null = null;
  private listeners = new Set<(s: OnlineState) => void>();
  private queue: string[] = [];
  private retry = 0;
  /** Connections in a row that closed before they opened (REFUSALS_BEFORE_ASKING). */
  private refused = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** The open connection's quiet time: a ping when it runs out, then giving the connection up. */
  private quiet: ReturnType<typeof setTimeout> | null = null;
  private disposed = false;
  /**
   * The `create` sent and not yet answered, with the host key made for it (also in storage, so a
   * reload sends it again; here for a browser whose storage is full or disabled).
   */
  private pendingCreate: PendingCreate | null = null;
  /** The last action sent, and the request number the server's answer to it quotes. */
  private acted: { readonly req: number; readonly action: Action } | null = null;
  /** The request number of the last `reissue`: a `bad-token` answering it refuses the host key, not this page's seat. */
  private reissuing: number | null = null;
  /**
   * The request number of the last `create`: a `bad-table` answering it refuses the table asked
   * for (the server's words say why); to any other request, the table cannot be opened under this
   * server's version of its rules.
   */
  private creating: number | null = null;
  private nextReq = 1;
  /** The lines this page said that the server has not answered yet, by request number. */
  private saying = new Map<number, string>();
  /** The request number of the last resume sent (0: none yet). */
  private resuming = 0;
  /** The seat a seat link's token was kept over, until the server answers that link's resume. */
  private claimedOver: { readonly table: string; readonly req: number; readonly before: HeldSeat } | null =
    null;
  /**
   * The request number of the last join sent, its table, the seat kept for it (with the token it
   * carried: its `joined` keeps that token), whether it was the connection's first request at the
   * table (sent in place of a `watch`, `enter`), and whether the seat was given up (`leave`) before
   * the answer came: its `joined` then keeps nothing (null: none in flight).
   */
  private joinSent: {
    readonly req: number;
    readonly table: string;
    readonly held: HeldSeat;
    readonly entry: boolean;
    readonly left: boolean;
  } | null = null;
  /**
   * The log of the table read from `logs` (kept before a reload), not yet borne out: said with the
   * first `watch`, `join` or `resume`, and the log once the answer's piece joins on and fits.
   */
  private stored: { readonly table: string; readonly log: KeptLog } | null = null;
  /** The reading of the table's kept log while it lasts: the connection's first request waits for it. */
  private reading: { readonly table: string; done: Promise<void> } | null = null;
  /** The open connection waits for `reading` before its first request: what is sent meanwhile waits too. */
  private entering = false;
  state: OnlineState = {
    connection: 'connecting',
    outdated: false,
    tableId: null,
    table: null,
    log: null,
    held: null,
    joining: null,
    frame: null,
    timer: null,
    rejected: null,
    error: null,
    history: null,
    historyNext: null,
    host: false,
    reissued: null,
    chat: NO_CHAT,
  };

  /**
   * `urlFor(table)`: the WebSocket address for a table (null: no table yet), e.g. `socketUrl`;
   * `table`: the table to go to at once (an invite link's), so the first connection names it.
   */
  constructor(
    private readonly urlFor: (table: string | null) => string,
    /** Where the seat tokens and host keys are kept (the page's localStorage). */
    readonly storage: Storage,
    table: string | null = null,
    /** Which protocol the server speaks, asked after refused handshakes (`serverProtocol`). */
    private readonly protocolOfServer: () => Promise<number | null> = serverProtocol,
    /**
     * Where the tables' match logs are kept across a reload (the page's IndexedDB, `idbKeptLogs`);
     * null: in memory only, a reload asks for the whole log.
     */
    private readonly logs: KeptLogStore | null = null,
  ) {
    this.state = {
      ...this.state,
      tableId: table,
      host: table !== null && loadHostKey(storage, table) !== null,
    };
    this.state = { ...this.state, joining: this.joiningOf(this.state) };
    if (logs) {
      // Kept: the logs of the tables this browser holds a seat at or opened, and of this one.
      const tables = new Set(keptTables(storage).map((t) => t.table));
      if (table) tables.add(table);
      void logs.prune(tables, Date.now() - KEPT_LOG_MS).catch(() => {});
    }
    if (table) this.readStored(table);
    this.connect();
  }

  /**
   * Reads the log kept of `table` (`logs`), to say it with the first request there; a store that
   * fails or does not answer within KEPT_LOG_READ_MS gives none, and the whole log is asked for.
   */
  private readStored(table: string): void {
    this.stored = null;
    this.reading = null;
    const logs = this.logs;
    if (!logs) return;
    const reading = { table, done: Promise.resolve() };
    this.reading = reading;
    reading.done = within(logs.read(table), KEPT_LOG_READ_MS, null).then((log) => {
      if (this.reading !== reading) return;
      this.reading = null;
      if (log && this.state.tableId === table && this.state.log === null) this.stored = { table, log };
    });
  }

  subscribe(l: (s: OnlineState) => void): () => void {
    this.listeners.add(l);
    return () => this.listeners.delete(l);
  }

  private set(p: Partial<OnlineState>): void {
    const next = { ...this.state, ...p };
    this.state = { ...next, joining: this.joiningOf(next) };
    for (const l of this.listeners) l(this.state);
  }

  /**
   * The unanswered join at the state's table, as the seat kept for it says (`joining`): the one
   * place it is read, so the state cannot tell another story than the storage. The same object
   * while the seat is the same.
   */
  private joiningOf(s: OnlineState): OnlineState['joining'] {
    const kept = s.tableId ? loadSeat(this.storage, s.tableId) : null;
    if (!kept?.joining) return null;
    return s.joining?.seat === kept.seat ? s.joining : { seat: kept.seat };
  }

  private connect(): void {
    if (this.disposed) return;
    this.boundTo = this.state.tableId;
    this.entering = false;
    const ws = new WebSocket(this.urlFor(this.boundTo), SUBPROTOCOL);
    this.ws = ws;
    this.set({ connection: 'connecting' });
    let opened = false;
    ws.onopen = () => {
      opened = true;
      this.retry = 0;
      this.refused = 0;
      this.heard(ws);
      this.set({ connection: 'open' });
      // Back at the table: resume the seat (or watch again) before anything queued, once the log
      // kept of it is read. At the start screen, a table asked for whose answer never came is asked
      // for again (the same one).
      const id = this.state.tableId;
      const reading = this.reading;
      if (id && reading?.table === id) {
        this.entering = true;
        void reading.done.then(() => {
          if (this.ws !== ws || ws.readyState !== WebSocket.OPEN) return;
          this.entering = false;
          if (this.state.tableId === id) this.enter(id);
          for (const m of this.queue.splice(0)) ws.send(m);
        });
        return;
      }
      if (id) this.enter(id);
      else this.createAgain();
      for (const m of this.queue.splice(0)) ws.send(m);
    };
    ws.onmessage = (e: MessageEvent) => {
      if (this.ws === ws) this.heard(ws);
      if (typeof e.data !== 'string') return;
      // The server validates what it sends against the protocol's schemas.
      this.receive(JSON.parse(e.data) as ServerMessage);
    };
    ws.onclose = () => {
      if (!opened && this.ws === ws && ++this.refused >= REFUSALS_BEFORE_ASKING) this.askProtocol();
      this.dropped(ws);
    };
  }

  /** After refused handshakes: if the server speaks another version, stop and say so. */
  private askProtocol(): void {
    void this.protocolOfServer().then((v) => {
      if (v === null || v === PAGE_PROTOCOL || this.disposed) return;
      if (this.timer) clearTimeout(this.timer);
      this.timer = null;
      this.disposed = true;
      this.ws?.close();
      this.set({ outdated: true });
    });
  }

  /** The connection is gone (closed, or silent too long): connect again after a pause. */
  private dropped(ws: WebSocket): void {
    if (this.ws !== ws) return;
    this.ws = null;
    this.stopQuiet();
    this.set({ connection: 'closed' });
    if (this.disposed) return;
    const wait = Math.min(5000, 300 * 2 ** this.retry++);
    this.timer = setTimeout(() => this.connect(), wait);
  }

  /** The server said something: the quiet time starts again (QUIET_MS, SILENCE_MS). */
  private heard(ws: WebSocket): void {
    this.stopQuiet();
    this.quiet = setTimeout(() => {
      ws.send(JSON.stringify({ t: 'ping' }));
      this.quiet = setTimeout(() => {
        // Not waiting for its close, which may never come: the handshake needs the network too.
        this.dropped(ws);
        ws.onmessage = null;
        ws.close();
      }, SILENCE_MS - QUIET_MS);
    }, QUIET_MS);
  }

  private stopQuiet(): void {
    if (this.quiet) clearTimeout(this.quiet);
    this.quiet = null;
  }

  /** Connects again if the connection's URL names another table than the page's. */
  private rebind(): void {
    if (this.boundTo === this.state.tableId || this.disposed) return;
    const old = this.ws;
    this.ws = null;
    this.stopQuiet();
    if (old) {
      old.onmessage = null;
      old.close();
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.retry = 0;
    this.connect();
  }

  private send(m: ClientMessageInput): void {
    const text = JSON.stringify(m);
    if (this.ws && this.ws.readyState === WebSocket.OPEN && !this.entering) this.ws.send(text);
    else this.queue.push(text);
  }

  /**
   * Resume the held seat of the table (or send its unanswered join again), or watch it; saying
   * which match log the page holds, so that only the entries it lacks come (`heldLog`).
   */
  private enter(table: string): void {
    const held = loadSeat(this.storage, table);
    const m: ClientMessageInput = held
      ? held.joining
        ? this.joinMessage(table, held, true)
        : this.resume(table, held.token)
      : { t: 'watch', table, ...this.heldLog(table) };
    const text = JSON.stringify(m);
    this.ws?.send(text);
  }

  /**
   * The join of the seat kept with its token, numbered: a refusal of it forgets the seat kept (a
   * join answered `joined` keeps it). `entry`: the connection's first request at the table.
   */
  private joinMessage(table: string, held: HeldSeat, entry = false): ClientMessageInput {
    const req = this.nextReq++;
    this.joinSent = { req, table, held, entry, left: false };
    const { seat, name, token } = held;
    return { t: 'join', req, table, seat, name, token, ...this.heldLog(table) };
  }

  /**
   * The match log the page holds of `table` (kept across a reconnect; forgotten with the table), as
   * a `watch`, `join` or `resume` says it: the server then sends only the entries after it
   * (protocol version 5). A log that came in pieces with a gap is never kept: what is held starts
   * at the match's first entry. Before the first answer at the table, the log kept before a reload
   * (`stored`).
   */
  private heldLog(table: string): ReturnType<typeof heldOf> {
    if (this.state.tableId !== table) return {};
    return heldOf(this.state.log ?? (this.stored?.table === table ? this.stored.log : null));
  }

  /**
   * A request to resume the seat with `token`, numbered: a refusal of an earlier one (an old token
   * kept in this browser, sent as the connection opened) then does not undo a seat link opened
   * after it.
   */
  private resume(table: string, token: string): ClientMessageInput {
    const req = this.nextReq++;
    this.resuming = req;
    return { t: 'resume', req, table, token, ...this.heldLog(table) };
  }

  private receive(m: ServerMessage): void {
    switch (m.t) {
      case 'welcome':
      case 'pong':
        return;
      case 'ack':
        this.saying.delete(m.req);
        return;
      case 'said': {
        if (m.table !== this.state.tableId) return;
        const { t: _t, table: _table, ...line } = m;
        this.set({ chat: { ...this.state.chat, lines: mergeLines(this.state.chat.lines, [line]) } });
        return;
      }
      case 'chat':
        if (m.table === this.state.tableId) this.set({ chat: withBacklog(this.state.chat, m.lines) });
        return;
      case 'created': {
        // The host key is the page's own (protocol version 5). A `created` for a create already
        // answered (a copy sent again) changes nothing.
        const host = this.pendingCreate ?? loadCreating(this.storage);
        if (!host) return;
        this.pendingCreate = null;
        forgetCreating(this.storage);
        saveHostKey(this.storage, m.table, host.hostKey);
        // A new table: no log kept of it.
        this.stored = null;
        this.reading = null;
        this.set({
          host: true,
          reissued: null,
          tableId: m.table,
          table: null,
          log: null,
          frame: null,
          timer: null,
          history: null,
          historyNext: null,
          held: null,
          chat: NO_CHAT,
        });
        // Over a connection for the new table: it watches the table as it opens (`enter`).
        this.rebind();
        const seat = host.create.seats.findIndex((s) => s.kind === 'human');
        this.join(Math.max(0, seat), host.name);
        return;
      }
      case 'joined': {
        const id = m.table;
        const sent = this.joinSent;
        const answered = sent !== null && m.req !== undefined && m.req === sent.req && sent.table === id;
        if (answered) this.joinSent = null;
        if (m.req !== undefined && m.req === this.claimedOver?.req) this.claimedOver = null;
        // The join answered holds the seat with the token it carried, whatever is kept meanwhile
        // (a seat link opened while it was unanswered): forgetting that token would leave the seat
        // to nobody. A join whose seat was given up before this answer (`leave`, sent after the
        // join on this connection: the server frees the seat) keeps nothing: before, its token was
        // kept again, and the page held a seat it had left. A resume's answer keeps the seat kept.
        const prior = answered ? (sent.left ? null : sent.held) : loadSeat(this.storage, id);
        if (prior) {
          // When the seat was last taken or resumed: "Your tables" lists the newest first. A seat
          // link names its seat; the server's word on it counts. A join is answered: kept as held.
          const { joining: _joining, ...held } = prior;
          saveSeat(this.storage, id, { ...held, seat: m.seat, used: Date.now() });
        }
        this.set({ held: loadSeat(this.storage, id), error: null });
        return;
      }
      case 'table': {
        if (m.table.id !== this.state.tableId) return;
        // A seat link is used up once its player holds the seat again: the host no longer sees it.
        const linked = this.state.reissued ? m.table.seats[this.state.reissued.seat] : undefined;
        this.set({ table: m.table, ...(linked?.connected ? { reissued: null } : {}) });
        return;
      }
      case 'timer':
        if (m.table === this.state.tableId) this.set({ timer: { seq: m.seq, deadline: m.deadline } });
        return;
      case 'log': {
        if (m.table !== this.state.tableId) return;
        const stored = this.state.log === null && this.stored?.table === m.table ? this.stored.log : null;
        const log = keepLog(this.state.log ?? stored, m);
        if (stored) {
          this.stored = null;
          // The answer to a request that said the log kept before a reload: a piece that does not
          // join on, or a log that is not the table frame's match (another match, a log longer
          // than the server's, damaged entries), drops the kept log and asks for the whole one. A
          // piece from 0 replaces it (the server did not answer from its length).
          if (log === 'gap' || (m.from > 0 && !fitsTable(log, this.state.table?.match ?? null))) {
            void this.logs?.drop(m.table).catch(() => {});
            this.enter(m.table);
            return;
          }
        }
        // Entries are missing (never so on one connection): the score sheet waits for the whole
        // log, which comes after the state that answers a resume or watch.
        if (log === 'gap') this.enter(m.table);
        else {
          this.set({ log });
          // Kept for the next reload: the piece added, or the log written whole.
          void this.logs?.keep(m.table, log, m).catch(() => {});
        }
        return;
      }
      case 'reissued':
        if (m.table === this.state.tableId) this.set({ reissued: { seat: m.seat, token: m.token } });
        return;
      case 'state': {
        if (m.table !== this.state.tableId) return;
        const { seq, seat, deal, view } = m;
        const moved = seq !== this.state.frame?.seq;
        this.set({ frame: { seq, seat, deal, view }, ...(moved ? { rejected: null } : {}) });
        // After `joined` every frame of this connection is its seat's: a spectator's frame says the
        // seat was taken from it without a word (given up in another tab of this browser).
        if (seat === null && this.state.held) this.lost(m.table, this.state.held.token);
        return;
      }
      case 'rejected': {
        const acted = this.acted !== null && m.req === this.acted.req ? this.acted.action : null;
        this.set({ rejected: { reason: m.reason, action: acted, code: m.code } });
        return;
      }
      case 'history': {
        if (m.table !== this.state.tableId) return;
        // A further page is added to the deals before it; a first page replaces them.
        const first = m.deals[0]?.n ?? Number.POSITIVE_INFINITY;
        const before = this.state.history?.filter((d) => d.n < first) ?? [];
        this.set({ history: [...before, ...m.deals], historyNext: m.next });
        return;
      }
      case 'error': {
        const said = m.req === undefined ? undefined : this.saying.get(m.req);
        if (said !== undefined && m.req !== undefined) {
          // A line refused (a spectator's, one too many): said in the chat panel, its text kept.
          this.saying.delete(m.req);
          const error = { code: m.code, message: m.message };
          this.set({ chat: { ...this.state.chat, refused: { error, text: said } } });
          return;
        }
        if (m.req !== undefined && m.req === this.joinSent?.req) this.joinRefused(m.code, this.joinSent);
        if (m.req !== undefined && m.req === this.creating) this.createRefused(m.code);
        if (m.code === 'bad-table' && m.req !== this.creating) {
          this.set({ error: { code: 'outdated', message: m.message } });
          return;
        }
        if (m.code === 'bad-token' && m.req !== undefined && m.req === this.reissuing) {
          this.set({ error: { code: 'not-host', message: m.message } });
          return;
        }
        // A refused resume before the last one (its old token superseded by a seat link): moot.
        if (m.code === 'bad-token' && m.req !== undefined && m.req < this.resuming) return;
        // A seat link whose token holds nothing: the seat this page held before is its own still.
        const over = this.claimedOver;
        if (
          m.code === 'bad-token' &&
          over !== null &&
          m.req === over.req &&
          over.table === this.state.tableId
        ) {
          this.claimedOver = null;
          saveSeat(this.storage, over.table, over.before);
          this.set({ error: { code: 'bad-link', message: m.message } });
          this.send(this.resume(over.table, over.before.token));
          return;
        }
        if (m.code === 'bad-token' && this.state.tableId) {
          // The seat is gone (given up, or another table's token): watch instead.
          forgetSeat(this.storage, this.state.tableId);
          this.set({ held: null, error: { code: m.code, message: m.message } });
          this.send({ t: 'watch', table: this.state.tableId, ...this.heldLog(this.state.tableId) });
          return;
        }
        this.set({ error: { code: m.code, message: m.message } });
        return;
      }
    }
  }

  /** This page no longer holds its seat: it watches, and says so. */
  private lost(table: string, token: string): void {
    if (loadSeat(this.storage, table)?.token === token) forgetSeat(this.storage, table);
    this.set({ held: null, error: { code: 'bad-token', message: 'the seat is held no more' } });
  }

  /**
   * Opens a table; the host then takes its first seat meant for a player. The host key is made and
   * kept first (with what was asked for), so that the create can be sent again with it when its
   * answer does not come: the server answers the same key with the same table (protocol version 5).
   * The same table asked for again while an earlier ask is unanswered keeps its key.
   */
  open(o: OpenTable): void {
    const create = {
      preset: o.preset,
      options: { ...o.options },
      seats: o.seats.map((s) => ({ ...s })),
      turnSeconds: o.turnSeconds,
    };
    const kept = this.pendingCreate ?? loadCreating(this.storage);
    const now = Date.now();
    const same =
      kept !== null && createStillWanted(kept, now) && JSON.stringify(kept.create) === JSON.stringify(create);
    const pending: PendingCreate = {
      hostKey: same ? kept.hostKey : newHostKey(),
      create,
      name: o.name,
      at: now,
    };
    this.pendingCreate = pending;
    saveCreating(this.storage, pending);
    this.set({ error: null });
    // Not connected: the connection sends it as it opens (`createAgain`).
    if (this.ws && this.ws.readyState === WebSocket.OPEN) this.sendCreate(pending);
  }

  /**
   * Sends the create kept unanswered, if there is one asked for within `CREATE_KEPT_MS` (a
   * connection opened at the start screen); an older one is forgotten.
   */
  private createAgain(): void {
    const pending = this.pendingCreate ?? loadCreating(this.storage);
    if (!pending) return;
    if (createStillWanted(pending, Date.now())) this.sendCreate(pending);
    else {
      this.pendingCreate = null;
      forgetCreating(this.storage);
    }
  }

  private sendCreate(p: PendingCreate): void {
    const req = this.nextReq++;
    this.creating = req;
    this.pendingCreate = p;
    this.ws?.send(JSON.stringify({ t: 'create', req, ...p.create, hostKey: p.hostKey }));
  }

  /**
   * The create was refused. Where the refusal is final (the server will not open it: a rule set or
   * player it does not have, the limit of tables an hour, the key taken by another table, a message
   * it refused), the create kept is forgotten; after `rate`, `busy` or `internal` it may have gone
   * through or may go through later, so it stays and the next connection sends it again.
   */
  private createRefused(code: string): void {
    if (code === 'rate' || code === 'busy' || code === 'internal') return;
    this.pendingCreate = null;
    forgetCreating(this.storage);
  }

  /** Goes to a table: resumes the seat held there, or watches it. */
  visit(table: string): void {
    if (this.state.tableId === table) return;
    this.set({
      tableId: table,
      table: null,
      log: null,
      frame: null,
      timer: null,
      history: null,
      historyNext: null,
      held: null,
      error: null,
      host: loadHostKey(this.storage, table) !== null,
      reissued: null,
      chat: NO_CHAT,
    });
    this.readStored(table);
    if (this.boundTo !== table) this.rebind();
    else if (this.ws && this.ws.readyState === WebSocket.OPEN) {
      // Connected for this table already (rare): its first request waits for the kept log too.
      const ws = this.ws;
      this.entering = true;
      void (this.reading?.done ?? Promise.resolve()).then(() => {
        if (this.ws !== ws || this.state.tableId !== table) return;
        this.entering = false;
        this.enter(table);
        for (const m of this.queue.splice(0)) ws.send(m);
      });
    }
  }

  /**
   * Leaves the table's screen for the online start screen ("Your tables" and the form): the page
   * connects again without a table. The seat stays held (its token is kept): the list and the
   * table's link lead back to it.
   */
  home(): void {
    if (this.state.tableId === null) return;
    this.stored = null;
    this.reading = null;
    this.set({
      tableId: null,
      table: null,
      log: null,
      frame: null,
      timer: null,
      history: null,
      historyNext: null,
      held: null,
      rejected: null,
      error: null,
      host: false,
      reissued: null,
      chat: NO_CHAT,
    });
    this.rebind();
  }

  /**
   * Takes the free seat: the token is made and kept first, so that the join can be sent again with
   * it when its answer does not come (on the next connection, `enter`). Sent now if connected;
   * otherwise the connection sends it as it opens. The same seat taken again while its join is
   * unanswered (the page still offers it: the answer was lost with the connection) keeps the token
   * kept for it: the join may have gone through, and a new token would find the seat taken by the
   * first one (`seat-taken`), which nobody holds any more. Another seat asked for while a join is
   * unanswered (`joining`) is refused here, nothing sent and the token kept as it is: the first join
   * may have gone through, and a second token would leave that seat to nobody or the page with two
   * seats. The page offers no other seat meanwhile; the join is answered, or refused and forgotten,
   * on this connection or the next.
   */
  join(seat: number, name: string): void {
    const table = this.state.tableId;
    if (!table) return;
    const kept = loadSeat(this.storage, table);
    if (kept?.joining && kept.seat !== seat) return;
    const token = kept?.joining ? kept.token : newSeatToken();
    const held: HeldSeat = { seat, token, name, used: Date.now(), joining: true };
    saveSeat(this.storage, table, held);
    this.set({ error: null });
    const open =
      this.ws !== null && this.ws.readyState === WebSocket.OPEN && this.boundTo === table && !this.entering;
    // A storage that refused the token (the page's own, `PageMemory`, keeps it in memory then): the
    // join goes out all the same, without a way back if unanswered.
    if (open || loadSeat(this.storage, table)?.token !== held.token) this.send(this.joinMessage(table, held));
  }

  /**
   * The join was refused. Where the refusal is final (the seat is someone else's, this connection
   * holds another, the table is gone or the message was refused), the seat kept for it is
   * forgotten; after `rate`, `busy` or `internal` it may have gone through or may go through
   * later, so the token stays kept and the next connection sends the join again. A join sent in
   * place of a `watch` (the connection's first request) leaves the connection without the table
   * when refused: it watches it then, or the page would show the table as it last saw it.
   */
  private joinRefused(code: string, sent: { readonly held: HeldSeat; readonly entry: boolean }): void {
    this.joinSent = null;
    const table = this.state.tableId;
    if (!table) return;
    if (sent.entry && code !== 'bad-token') this.send({ t: 'watch', table, ...this.heldLog(table) });
    if (code === 'rate' || code === 'busy' || code === 'internal') return;
    const kept = loadSeat(this.storage, table);
    if (kept?.joining && kept.token === sent.held.token) {
      forgetSeat(this.storage, table);
      // No join unanswered any more (`joining`): the seats are offered again.
      this.set({});
    }
  }

  /**
   * The host has the seat given a new token (its player lost the old one); the answer comes as
   * `reissued`, to be handed on as a seat link. Nothing without the host key.
   */
  reissue(seat: number): void {
    const table = this.state.tableId;
    const hostKey = table ? loadHostKey(this.storage, table) : null;
    if (!table || !hostKey) return;
    const req = this.nextReq++;
    this.reissuing = req;
    this.set({ error: null, reissued: null });
    this.send({ t: 'reissue', req, table, seat, hostKey });
  }

  /**
   * A seat link was opened: keep its token for the table and resume the seat with it. A seat this
   * page held there with another token is remembered until the server has answered: should the
   * link's token hold nothing (an old link, a link of another table, or one sent to take the seat
   * from this page), the page keeps its own seat and resumes it.
   */
  claim(seat: number, token: string): void {
    const table = this.state.tableId;
    if (!table) return;
    const before = loadSeat(this.storage, table);
    saveSeat(this.storage, table, { seat, token, name: '' });
    this.set({ error: null });
    const resume = this.resume(table, token);
    this.claimedOver = before && before.token !== token ? { table, req: this.resuming, before } : null;
    this.send(resume);
  }

  ready(): void {
    const table = this.state.tableId;
    if (table) this.send({ t: 'ready', table });
  }

  /** Sends one of the View's legal actions with the sequence number of the frame it was seen in. */
  act(action: Action): void {
    const table = this.state.tableId;
    const frame = this.state.frame;
    const held = this.state.held;
    if (!table || !frame || !held || action.type === 'deal') return;
    const req = this.nextReq++;
    this.acted = { req, action };
    this.set({ rejected: null });
    this.send({ t: 'act', req, table, seat: held.seat, seq: frame.seq, action });
  }

  leave(): void {
    const table = this.state.tableId;
    if (!table) return;
    this.send({ t: 'leave', table });
    forgetSeat(this.storage, table);
    // A join of this table still unanswered is given up: its `joined` keeps nothing.
    if (this.joinSent?.table === table) this.joinSent = { ...this.joinSent, left: true };
    this.set({ held: null });
  }

  /**
   * Says a line at the table (the server trims it and checks it: 1–200 characters, this page's
   * seat). The line comes back as `said`, to everyone; a refusal is kept in `chat.refused`.
   */
  say(text: string): void {
    const table = this.state.tableId;
    if (!table) return;
    const req = this.nextReq++;
    this.saying.set(req, text);
    this.set({ chat: { ...this.state.chat, refused: null } });
    this.send({ t: 'say', req, table, text });
  }

  /** Every line received so far has been read (the chat panel is open). */
  readChat(): void {
    const last = this.state.chat.lines.at(-1)?.n ?? 0;
    if (last > this.state.chat.read) this.set({ chat: { ...this.state.chat, read: last } });
  }

  /** Loads the first page of the table's finished deals (again). */
  loadHistory(): void {
    const table = this.state.tableId;
    if (table) this.send({ t: 'history', table });
  }

  /** Loads the next page of finished deals, if there is one. */
  moreHistory(): void {
    const table = this.state.tableId;
    const from = this.state.historyNext;
    if (table && from !== null) this.send({ t: 'history', table, from });
  }

  close(): void {
    this.disposed = true;
    if (this.timer) clearTimeout(this.timer);
    this.stopQuiet();
    this.ws?.close();
  }
}

/**
 * When the table's timer runs out (epoch ms), or null: the turn's during a deal, the ready timer's
 * between deals. A timer told for another moment than the frame shown (the frame that moved on
 * comes before the timer that follows it) is not shown.
 */
export function timerDeadline(s: Pick<OnlineState, 'timer' | 'frame'>): number | null {
  return s.timer !== null && s.timer.seq === s.frame?.seq ? s.timer.deadline : null;
}

/** The server's WebSocket address for this page (the table id in the query lets a proxy route by table). */
export function socketUrl(loc: Location, table: string | null): string {
  const proto = loc.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${proto}//${loc.host}/ws${table ? `?table=${encodeURIComponent(table)}` : ''}`;
}
