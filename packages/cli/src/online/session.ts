/**
 * `tarock join`'s side of an online table: one connection (connection.ts), the seat token kept
 * in the seat file (seatFile.ts), and the terminal (terminal.ts). Everything that happens — a
 * message from the server, a line typed, the connection lost or back — goes through one queue and
 * is handled in order, so the session is one state machine: looking at the table, choosing a seat,
 * seated (between deals: ready?; in a deal: others' actions narrated, the turn shown as `tarock
 * play` shows it, the answer sent with the frame's `seq`), and done. It only ever shows what the
 * server sent this seat: its View, its legal actions, the public table information.
 */
import { type Action, type Game, type View, assertNever, createRng, loadGame, unitOf } from '@tarock/engine';
import { PIMC_LEVELS, PimcSearch } from '@tarock/bots';
import {
  type KeptLog,
  type LogPiece,
  PlayerName,
  type ServerMessage,
  type TableInfo,
  keepLog,
  matchOf,
} from '@tarock/protocol';
import type { Io } from '../io';
import { narrationLines, tookCards } from '../narrate';
import { seatName, viewText } from '../render';
import { asideText, balance, matchText, settlementText } from '../settlement';
import { type Answer, type Turn, answerTurn, hintText, isQuit, showTurn } from '../turn';
import type { TableAddress } from './address';
import { backlogText, chatLineText, chatRefusal, chatToSend, plainText, sayCommand } from './chat';
import { type Backoff, Connection } from './connection';
import { secondsLeft, seatChanges, turnTimerText } from './presence';
import { reissueCommand, reissueRefusal, seatLinkText, whyNoReissue } from './reissue';
import { type HeldSeat, loadSeat, seatKey, storeSeat } from './seatFile';
import { seatNames, tableText } from './tableText';
import { type Terminal, PROMPTS, readLines, terminal } from './terminal';

/** Exit codes as the other commands use them: 0 done, 1 refused by the table or the server. */
const DONE = 0;
const REFUSED = 1;

export interface JoinOptions {
  readonly address: TableAddress;
  /** The seat file (seatFile.ts). */
  readonly seatFile: string;
  readonly name: string | undefined;
  readonly seat: number | undefined;
  /** Give the seat this terminal holds up, and stop. */
  readonly leave: boolean;
  readonly backoff?: Backoff;
  /** The host key of a table this terminal opened, kept with the seat. */
  readonly hostKey?: string;
}

type Event =
  | { readonly k: 'msg'; readonly m: ServerMessage }
  | { readonly k: 'line'; readonly line: string | null; readonly waited?: boolean }
  | { readonly k: 'lost' }
  | { readonly k: 'back' }
  | { readonly k: 'refused'; readonly reason: string };

type Frame = Extract<ServerMessage, { t: 'state' }>;

/** The one-line commands the session adds to `help`. */
const MORE_HELP = [
  '  say TEXT          say a line at the table (the players seated there read it), at any prompt',
  '  reissue N         the host: a new seat link for seat N, for its player who lost theirs (away)',
  '  leave             give the seat up for good (a computer player takes it; anyone may join it)',
];

export class JoinSession {
  private readonly queue: Event[] = [];
  private wake: (() => void) | null = null;
  private conn: Connection | null = null;
  private nextReq = 1;

  private info: TableInfo | null = null;
  /** The current match's log from the `log` frames (the table information's match has none). */
  private log: KeptLog | null = null;
  /**
   * A settlement was told and the match after it not yet: its log comes after the state frame
   * that answers a resume (a settlement comes after its log otherwise).
   */
  private matchUntold = false;
  private game: Game | null = null;
  private held: HeldSeat | null = null;
  /** The seat this connection holds (null: not yet). */
  private seat: number | null = null;
  private mode: 'entering' | 'naming' | 'choosing' | 'seated' | 'leaving' = 'entering';
  private name: string | undefined;
  /** Seats offered when several are free. */
  private free: number[] = [];
  private frame: Frame | null = null;
  /** The deal whose header was shown, and whether its settlement was. */
  private shownDeal: number | null = null;
  private settled: number | null = null;
  private turn: { readonly seq: number; readonly turn: Turn } | null = null;
  /** The request of an action sent and not yet answered. */
  private acting: { readonly req: number; readonly seq: number; readonly action: Action } | null = null;
  /** The request numbers of the actions sent and not yet answered: a refusal of any is explained. */
  private readonly sentActs = new Map<number, number>();
  private readyAsked: number | null = null;
  private waitingFor: number | null = null;
  /** The request numbers of the resume, join and leave in flight. */
  private resuming: number | null = null;
  private leaveReq: number | null = null;
  private hintSearch: PimcSearch | null = null;
  private readonly hintRng = createRng(`${Date.now()}/hints`);
  private result: number | null = null;
  private away = false;
  /** The number of the last chat line shown; the requests of the lines said and not yet answered. */
  private chatSeen = 0;
  private readonly sayReqs = new Set<number>();
  /** The host's `reissue` in flight: its request and the seat. */
  private reissuing: { readonly req: number; readonly seat: number } | null = null;
  /** The turn (its `seq`) whose turn timer was told. */
  private timerTold: number | null = null;
  /** The deal during which this seat was taken, once told that its player plays from the next. */
  private fromNextDealTold: number | null = null;

  private readonly term: Terminal;

  constructor(
    private readonly io: Io,
    private readonly o: JoinOptions,
  ) {
    this.name = o.name;
    this.term = terminal(io, (line) => this.push({ k: 'line', line, waited: true }));
  }

  private get key(): string {
    return seatKey(this.o.address.origin, this.o.address.table);
  }

  private push(e: Event): void {
    this.queue.push(e);
    this.wake?.();
  }

  private send(m: Record<string, unknown>): number {
    const req = this.nextReq++;
    this.conn?.send({ ...m, req });
    return req;
  }

  /** Runs the session to its end; returns the exit code. */
  async run(): Promise<number> {
    const { address } = this.o;
    const kept = loadSeat(this.o.seatFile, this.key);
    if (!kept.ok) {
      this.term.complain(kept.error);
      return REFUSED;
    }
    this.held = kept.value;
    // A seat link (`#seat=N&token=T`) the host handed over replaces a token kept before.
    if (address.link) this.held = { name: '', used: '', ...this.held, ...address.link };
    if (this.o.leave && !this.held) {
      this.term.complain(`this terminal holds no seat at ${address.invite} (nothing to leave)`);
      return REFUSED;
    }
    const conn = new Connection(
      address.socket,
      {
        message: (m) => this.push({ k: 'msg', m }),
        lost: () => this.push({ k: 'lost' }),
        back: () => this.push({ k: 'back' }),
        refused: (reason) => this.push({ k: 'refused', reason }),
      },
      this.o.backoff,
    );
    try {
      await conn.open();
    } catch (e) {
      this.term.complain(
        `cannot reach the server at ${address.origin}: ${e instanceof Error ? e.message : e}`,
      );
      return REFUSED;
    }
    this.conn = conn;
    this.enter();
    void readLines(
      this.io,
      () => this.result !== null,
      (line) => this.push({ k: 'line', line }),
    );
    try {
      while (this.result === null) {
        const e = this.queue.shift();
        if (!e) {
          await new Promise<void>((resolve) => {
            this.wake = resolve;
          });
          this.wake = null;
          continue;
        }
        this.handle(e);
      }
      return this.result;
    } finally {
      conn.close();
    }
  }

  /** Resume the seat held, or watch the table to choose one. */
  private enter(): void {
    const table = this.o.address.table;
    if (this.held) this.resuming = this.send({ t: 'resume', table, token: this.held.token });
    else this.send({ t: 'watch', table });
  }

  private finish(code: number): void {
    this.result = code;
  }

  private handle(e: Event): void {
    switch (e.k) {
      case 'lost':
        this.away = true;
        this.acting = null;
        this.term.say('Connection lost; connecting again (Ctrl-C stops; the seat stays yours)…');
        return;
      case 'refused':
        this.term.complain(`cannot connect again: ${e.reason}`);
        this.finish(REFUSED);
        return;
      case 'back':
        this.away = false;
        // The turn is shown again from the frame the resume brings.
        this.turn = null;
        this.term.say('Connected again.');
        this.enter();
        return;
      case 'line':
        if (this.term.heard(e.line, e.waited === true)) this.typed(e.line);
        return;
      case 'msg':
        this.message(e.m);
        return;
    }
  }

  // ── the server ──

  private message(m: ServerMessage): void {
    switch (m.t) {
      case 'table':
        this.tableInfo(m.table);
        return;
      case 'joined':
        this.joined(m.seat, m.token);
        return;
      case 'state':
        if (m.table === this.o.address.table) this.state(m);
        return;
      case 'timer':
        if (m.table === this.o.address.table) this.tellTimer(m);
        return;
      case 'log':
        if (m.table === this.o.address.table) this.matchLog(m);
        return;
      case 'rejected':
        this.rejected(m);
        return;
      case 'ack':
        this.sentActs.delete(m.req);
        this.sayReqs.delete(m.req);
        if (this.acting?.req === m.req) this.acting = null;
        if (m.req === this.leaveReq) this.left();
        return;
      case 'error':
        if (m.req !== undefined && this.sayReqs.delete(m.req))
          this.term.aside([chatRefusal(m.code, m.message)], true);
        else if (m.req !== undefined && m.req === this.reissuing?.req) {
          // Before error(): a bad-token here is the host key's, not the seat's.
          this.term.aside([reissueRefusal(this.reissuing.seat, m.code, m.message)], true);
          this.reissuing = null;
        } else this.error(m.code, m.message, m.req);
        return;
      case 'said':
        if (m.table !== this.o.address.table || this.mode !== 'seated' || m.n <= this.chatSeen) return;
        this.chatSeen = m.n;
        this.term.aside([chatLineText(m, this.io.env['TZ'])]);
        return;
      case 'chat': {
        // Sent after the seat is taken or resumed (and after a watch, before: not shown then).
        if (m.table !== this.o.address.table || this.mode !== 'seated') return;
        const lines = backlogText(m.lines, this.chatSeen, this.io.env['TZ']);
        this.chatSeen = Math.max(this.chatSeen, ...m.lines.map((l) => l.n));
        this.term.aside(lines);
        return;
      }
      case 'reissued':
        if (m.req === undefined || m.req !== this.reissuing?.req) return;
        this.reissuing = null;
        this.term.aside(
          seatLinkText(this.o.address.invite, m.seat, m.token, this.info?.seats[m.seat]?.name ?? null),
        );
        return;
      case 'welcome':
      case 'pong':
      case 'history':
      case 'created':
        // Nothing for the terminal to do.
        return;
      default:
        // connection.ts hands on only the protocol's types.
        assertNever(m);
    }
  }

  private tableInfo(info: TableInfo): void {
    if (info.id !== this.o.address.table) return;
    const before = this.info;
    const first = before === null;
    this.info = info;
    if (before && this.mode === 'seated') {
      this.term.aside(seatChanges(before, info, this.seat));
    }
    if (first) {
      const game = loadGame(info.game, this.io.presets);
      if (!game.ok) {
        this.term.complain(`this tarock does not know the table's game ${info.game}: ${game.error}`);
        this.finish(REFUSED);
        return;
      }
      this.game = game.value;
      this.term.say(tableText(info, this.o.address.origin, this.seat));
      if (this.mode === 'entering' && !this.held) this.chooseSeat();
    }
    if (this.mode === 'seated') this.maybeAskReady();
  }

  /**
   * The turn timer, once a turn: the `timer` frame that starts it comes after the frame that shows
   * the turn, with the turn's `seq`; a turn come back to in its middle (a resume) gets one after
   * the answer's state frame.
   */
  private tellTimer(m: Extract<ServerMessage, { t: 'timer' }>): void {
    const turn = this.turn;
    if (this.mode !== 'seated' || !this.info || !turn || turn.seq !== m.seq) return;
    if (this.acting || this.timerTold === turn.seq) return;
    const seconds = secondsLeft(this.info, m.deadline, Date.now());
    if (seconds === null) return;
    this.timerTold = turn.seq;
    this.term.aside([turnTimerText(seconds)]);
  }

  /** Takes the free seat, or asks which (or for the name first). */
  private chooseSeat(): void {
    const info = this.info;
    if (!info) return;
    const free = info.seats.filter((s) => s.kind === 'human' && s.name === null).map((s) => s.seat);
    const wanted = this.o.seat;
    if (wanted !== undefined) {
      const s = info.seats[wanted];
      if (!s) {
        this.term.complain(`there is no seat ${wanted} at this table (seats 0–${info.seats.length - 1})`);
        this.finish(REFUSED);
        return;
      }
      if (s.kind !== 'human') {
        this.term.complain(`seat ${wanted} is played by the computer; free seats: ${this.freeList(free)}`);
        this.finish(REFUSED);
        return;
      }
      if (s.name !== null) {
        this.term.complain(
          `seat ${wanted} is taken by ${plainText(s.name)}; free seats: ${this.freeList(free)}`,
        );
        this.finish(REFUSED);
        return;
      }
      this.free = [wanted];
    } else this.free = free;
    if (this.free.length === 0) {
      this.term.complain('every seat at this table is taken');
      this.finish(REFUSED);
      return;
    }
    if (this.name === undefined) {
      this.mode = 'naming';
      this.term.ask(`Your name at the table (1–20 characters):\n${PROMPTS.name}`);
      return;
    }
    this.pickSeat();
  }

  private freeList(free: readonly number[]): string {
    return free.length ? free.map((s) => `S${s}`).join(', ') : 'none';
  }

  private pickSeat(): void {
    const [only, ...others] = this.free;
    if (only !== undefined && others.length === 0) {
      this.takeSeat(only);
      return;
    }
    this.mode = 'choosing';
    this.term.ask(`Which seat? ${this.free.map((s) => `${s}`).join(', ')} (or --seat N)\n${PROMPTS.seat}`);
  }

  private takeSeat(seat: number): void {
    this.mode = 'entering';
    this.send({ t: 'join', table: this.o.address.table, seat, name: this.name ?? '' });
  }

  private joined(seat: number, token: string | undefined): void {
    this.seat = seat;
    this.resuming = null;
    const used = new Date().toISOString();
    const name = this.name ?? this.held?.name ?? '';
    const hostKey = this.o.hostKey ?? this.held?.hostKey;
    const held: HeldSeat = {
      seat,
      token: token ?? this.held?.token ?? '',
      name,
      used,
      ...(hostKey ? { hostKey } : {}),
    };
    this.held = held;
    const kept = storeSeat(this.o.seatFile, this.key, held);
    if (!kept.ok) {
      // The token is shown once: where it cannot be kept, the player gets it as a seat link.
      this.term.complain(
        `${kept.error}; to come back to this seat, keep this link: ${this.o.address.invite}#seat=${seat}&token=${held.token}`,
      );
    }
    if (this.o.leave) {
      this.mode = 'leaving';
      this.leaveReq = this.send({ t: 'leave', table: this.o.address.table });
      return;
    }
    const wasSeated = this.mode === 'seated';
    this.mode = 'seated';
    if (!wasSeated)
      this.term.say(
        token
          ? `You sit at S${seat} as ${name}. Type help for what you may type; quit leaves for now (the seat stays yours).`
          : `You are back at S${seat}. Type help for what you may type; quit leaves for now.`,
      );
  }

  private state(f: Frame): void {
    if (this.mode !== 'seated' || f.seat !== this.seat) {
      // A spectator's frame after the seat was held: the seat was given up elsewhere.
      if (this.mode === 'seated' && f.seat === null) {
        this.forget();
        this.term.complain('the seat is held no more (it was given up at another terminal or browser)');
        this.finish(REFUSED);
      }
      return;
    }
    const before = this.frame;
    this.frame = f;
    const game = this.game;
    const v = f.view;
    if (!game || !v || !f.deal) {
      this.maybeAskReady();
      return;
    }
    const names = this.names();
    const n = f.deal.n;
    const prev = before?.deal?.n === n ? before.view : null;
    const fromNext = this.fromNextDeal();
    if (this.shownDeal !== n) {
      this.shownDeal = n;
      this.readyAsked = null;
      this.matchUntold = false;
      const unit = unitOf(game.rules);
      const pot = v.pot ? ` (pot ${balance(unit, v.pot)})` : '';
      this.term.say(`\n=== Deal ${n}: dealer ${seatName(names, v.dealer)}${pot} ===`);
      const me = this.seat ?? 0;
      if (!v.players.includes(me)) this.term.say(`${seatName(names, me)} deals and sits this deal out.`);
      else if (v.history.length > 1 && v.phase !== 'finished' && v.toAct !== me && !fromNext)
        // Come back in the middle of a deal: where it stands.
        this.term.say(viewText(game, v, names));
    } else if (prev) this.narrate(game, names, prev, v);
    if (fromNext && this.fromNextDealTold !== n) {
      // The frames show no hand until the deal ends: say why, once.
      this.fromNextDealTold = n;
      this.term.say('You play from the next deal; the computer finishes this one.');
    }
    if (v.phase === 'finished') {
      this.settle(game, v, n);
      return;
    }
    this.showTurnOrWait(game, v, f.seq);
  }

  private narrate(game: Game, names: readonly string[], prev: View, v: View): void {
    const added = v.history.length - prev.history.length;
    if (added <= 0) return;
    const me = this.seat ?? 0;
    if (added > 1) {
      // Frames missed (the connection was away): the calls stand in the turn's "So far".
      this.term.say(`(${added} actions while you were away)`);
      return;
    }
    const last = v.history[v.history.length - 1];
    if (!last) return;
    const took = last.action.type === 'talon' && last.actor === me ? tookCards(prev.hand, v.hand) : undefined;
    // While the computer finishes the deal for this seat, its moves are told like the others'.
    const people = this.fromNextDeal() ? [] : [me];
    const lines = narrationLines(game, names, prev, last.actor, v, { people, took });
    if (lines.length) this.term.say(lines);
  }

  private showTurnOrWait(game: Game, v: View, seq: number): void {
    const me = this.seat;
    if (v.toAct === me && v.legal.length > 0) {
      if (this.turn?.seq === seq) return;
      const { turn, text } = showTurn(game, v, this.names());
      this.turn = { seq, turn };
      // An action sent at an earlier frame is settled: the table moved on (its ack follows the
      // frames it caused, this one among them), or it comes back refused as stale.
      if (this.acting && this.acting.seq < seq) this.acting = null;
      this.waitingFor = null;
      this.term.ask(`${text}${PROMPTS.turn}`);
      return;
    }
    this.turn = null;
    const who = typeof v.toAct === 'number' ? v.toAct : null;
    const seatInfo = who === null ? undefined : this.info?.seats[who];
    // A person the table waits for is named once; computer players act at once.
    if (who !== null && who !== this.waitingFor && seatInfo && !seatInfo.bot) {
      this.waitingFor = who;
      this.term.say(`Waiting for ${seatName(this.names(), who)}…`);
    }
  }

  /**
   * Whether this seat was taken during the running deal: its player plays from the next deal,
   * and until it ends the computer plays it and the frames carry the spectators' view.
   */
  private fromNextDeal(): boolean {
    return this.seat !== null && this.info?.seats[this.seat]?.from === 'next-deal';
  }

  private settle(game: Game, v: View, n: number): void {
    this.turn = null;
    if (this.settled !== n && v.settlement) {
      this.settled = n;
      const names = this.names();
      this.term.say(['', ...settlementText(game, v.settlement, names), ...asideText(game, v, names)]);
      this.matchUntold = true;
      this.tellMatch();
    }
    this.maybeAskReady();
  }

  /** The match after the settlement told, once the table information and its whole log are here. */
  private tellMatch(): void {
    const match = matchOf(this.info?.match ?? null, this.log);
    if (!this.matchUntold || !match || !this.game) return;
    this.matchUntold = false;
    this.term.say(matchText(match, unitOf(this.game.rules), this.names()));
  }

  /** A piece of the match log; on a gap (entries missing) the whole log is asked for again. */
  private matchLog(piece: LogPiece): void {
    const log = keepLog(this.log, piece);
    if (log === 'gap') {
      this.enter();
      return;
    }
    this.log = log;
    this.tellMatch();
  }

  /**
   * Whether no deal runs: the table says so and the seat's last frame shows none or a finished one
   * (the table information comes before the frame that finishes a deal: its settlement first).
   */
  private betweenDeals(): boolean {
    const v = this.frame?.view;
    return this.info?.status === 'waiting' && this.frame !== null && (!v || v.phase === 'finished');
  }

  /** Between deals, while this seat has not said ready: asks once. */
  private maybeAskReady(): void {
    const info = this.info;
    const me = this.seat;
    if (this.mode !== 'seated' || !info || me === null || this.away) return;
    const mine = info.seats[me];
    if (!this.betweenDeals() || !mine || mine.ready || this.readyAsked === info.deals) return;
    this.readyAsked = info.deals;
    const what = info.deals === 0 ? 'the first deal' : 'the next deal';
    const over = info.match?.finished ? 'The match is over; a new one starts. ' : '';
    this.term.ask(
      `${over}Ready for ${what}? Enter (or ready) says so; quit leaves for now, leave gives the seat up.\n${PROMPTS.ready}`,
    );
  }

  private rejected(m: Extract<ServerMessage, { t: 'rejected' }>): void {
    // Any action this session sent: its refusal may come after the next turn was answered.
    const sentAt = m.req === undefined ? undefined : this.sentActs.get(m.req);
    if (m.req === undefined || sentAt === undefined) return;
    this.sentActs.delete(m.req);
    if (this.acting?.req === m.req) this.acting = null;
    const why: Record<string, string> = {
      stale: 'the table moved on before your action arrived',
      turn: 'it is not your turn',
      seat: 'you hold no seat here',
      phase: 'no deal is running',
      illegal: 'not a legal action',
    };
    this.term.complain(`the table refused your action: ${m.reason || why[m.code] || m.code}`);
    // A newer action is on its way, or a newer turn already shown and asked: nothing to ask again.
    if (this.acting || (this.turn && this.turn.seq !== sentAt)) return;
    const game = this.game;
    const f = this.frame;
    if (!game || !f?.view || f.view.phase === 'finished') return;
    // Refused at the turn still shown: asked again; else the latest frame's turn is shown.
    if (this.turn?.seq === f.seq) this.term.ask(PROMPTS.turn);
    else this.showTurnOrWait(game, f.view, f.seq);
  }

  private error(code: string, message: string, req: number | undefined): void {
    const table = this.o.address.table;
    switch (code) {
      case 'unknown-table':
        this.term.complain(`there is no table ${table} at ${this.o.address.origin}`);
        this.finish(REFUSED);
        return;
      case 'bad-token':
        if (this.mode === 'seated') {
          this.forget();
          this.term.complain(`the seat is held no more: ${message}`);
          this.finish(REFUSED);
          return;
        }
        if (req !== undefined && req === this.resuming) {
          // The seat kept here was given up or given a new token: take a free one instead.
          this.resuming = null;
          this.forget();
          this.held = null;
          if (this.o.leave) {
            this.term.complain(`the seat kept for this table is held no more (${message}); nothing to leave`);
            this.finish(REFUSED);
            return;
          }
          this.term.say(`The seat kept for this table is held no more (${message}).`);
          this.send({ t: 'watch', table });
        }
        return;
      case 'seat-taken':
        this.term.complain(message);
        this.finish(REFUSED);
        return;
      case 'too-many-spectators':
        // The table information came with it: a seat may still be taken.
        return;
      case 'rate':
        return;
      default:
        this.term.complain(`the server refused: ${message} (${code})`);
        if (this.mode !== 'seated') this.finish(REFUSED);
        return;
    }
  }

  private forget(): void {
    const gone = storeSeat(this.o.seatFile, this.key, null);
    if (!gone.ok) this.term.complain(gone.error);
  }

  private left(): void {
    this.forget();
    this.term.say(`You gave up seat S${this.seat}; a computer player plays it now, and anyone may take it.`);
    this.finish(DONE);
  }

  // ── the terminal ──

  private typed(line: string | null): void {
    if (line !== null && this.io.echoInput) this.io.write(`${line}\n`); // piped answers: a readable transcript
    if (line === null || (this.mode !== 'naming' && isQuit(line))) {
      this.quit();
      return;
    }
    const t = line.trim();
    switch (this.mode) {
      case 'naming': {
        const name = PlayerName.safeParse(line);
        if (!name.success) {
          this.term.ask(`A name of 1 to 20 printable characters, please.\n${PROMPTS.name}`);
          return;
        }
        this.name = name.data;
        this.pickSeat();
        return;
      }
      case 'choosing': {
        const n = Number(t.replace(/^s/i, ''));
        if (!/^s?\d+$/i.test(t) || !this.free.includes(n)) {
          this.term.ask(`One of ${this.free.join(', ')}, please.\n${PROMPTS.seat}`);
          return;
        }
        this.takeSeat(n);
        return;
      }
      case 'seated':
        this.seatedLine(t);
        return;
      default:
        return;
    }
  }

  private seatedLine(t: string): void {
    const lower = t.toLowerCase();
    if (lower === 'leave') {
      this.mode = 'leaving';
      this.leaveReq = this.send({ t: 'leave', table: this.o.address.table });
      return;
    }
    if (this.away) {
      this.term.say('Not connected; waiting for the connection to come back.');
      return;
    }
    const said = sayCommand(t);
    if (said !== null) {
      this.sayLine(said);
      return;
    }
    const reissue = reissueCommand(t);
    if (reissue !== null) {
      this.reissueSeat(reissue);
      return;
    }
    const turn = this.turn;
    if (turn) {
      if (this.acting) {
        this.term.say('Your action is on its way; waiting for the table.');
        return;
      }
      const answer: Answer = answerTurn(
        turn.turn,
        t,
        () => this.hint(turn.turn),
        MORE_HELP,
        'leave the table for now (the seat stays yours)',
      );
      switch (answer.kind) {
        case 'action': {
          const { action } = answer;
          const req = this.nextReq++;
          const m = { t: 'act', req, table: this.o.address.table, seat: this.seat, seq: turn.seq, action };
          if (this.conn?.send(m)) {
            this.acting = { req, seq: turn.seq, action };
            this.sentActs.set(req, turn.seq);
          } else this.term.say('Not connected; your turn comes back once the connection does.');
          return;
        }
        case 'say':
          this.term.ask(`${answer.text}\n${PROMPTS.turn}`);
          return;
        case 'quit':
          this.quit();
          return;
        case 'nothing':
          this.term.ask(PROMPTS.turn);
          return;
      }
    }
    const info = this.info;
    const me = this.seat;
    const v = this.frame?.view;
    if (this.betweenDeals() && info && me !== null && (lower === '' || lower === 'ready')) {
      if (info.seats[me]?.ready) {
        this.term.say('You said ready; waiting for the others.');
        return;
      }
      this.send({ t: 'ready', table: this.o.address.table });
      this.term.say('Ready; waiting for the others.');
      return;
    }
    const readyPending =
      this.betweenDeals() &&
      this.readyAsked !== null &&
      info !== null &&
      me !== null &&
      !info.seats[me]?.ready;
    if (lower === 'help' || lower === '?') {
      this.term.say([
        'Between turns type:',
        '  ready (or Enter)  between deals: ready for the next deal',
        ...MORE_HELP,
        '  quit              leave the table for now (the seat stays yours)',
      ]);
      if (readyPending) this.term.ask(PROMPTS.ready);
      return;
    }
    if (readyPending) {
      this.term.ask(
        `Enter (or ready) says you are ready; quit leaves for now, leave gives the seat up.\n${PROMPTS.ready}`,
      );
      return;
    }
    if (lower === '') return;
    const who = typeof v?.toAct === 'number' ? seatName(this.names(), v.toAct) : null;
    this.term.say(who ? `It is ${who}'s turn; wait for yours.` : 'Nothing to answer now.');
  }

  /** Says a line at the table (`say TEXT`), or why not; the prompt it was typed at stands again. */
  private sayLine(text: string): void {
    const checked = chatToSend(text);
    if (checked.ok)
      this.sayReqs.add(this.send({ t: 'say', table: this.o.address.table, text: checked.value }));
    else this.term.complain(checked.error);
    this.askAgain();
  }

  /**
   * The host gives seat `seat` a new token (`reissue SEAT`): refused here without the host key, for
   * a seat without a player, or one whose player is connected (the link would only take the seat
   * from them; the web's "New seat link" is offered alike); the rest the server checks.
   */
  private reissueSeat(seat: number | string): void {
    const hostKey = this.o.hostKey ?? this.held?.hostKey;
    const why = whyNoReissue(this.info, seat, this.seat, hostKey !== undefined);
    if (why !== null || hostKey === undefined || typeof seat !== 'number')
      this.term.complain(why ?? 'no seat to reissue');
    else
      this.reissuing = {
        req: this.send({ t: 'reissue', table: this.o.address.table, seat, hostKey }),
        seat,
      };
    this.askAgain();
  }

  /** The prompt a line answered that was no answer (a line said), asked again. */
  private askAgain(): void {
    if (this.turn && !this.acting) {
      this.term.ask(PROMPTS.turn);
      return;
    }
    const info = this.info;
    const me = this.seat;
    if (this.betweenDeals() && this.readyAsked !== null && info && me !== null && !info.seats[me]?.ready)
      this.term.ask(PROMPTS.ready);
  }

  private hint(turn: Turn): string {
    this.hintSearch ??= new PimcSearch(PIMC_LEVELS.fast);
    return hintText(turn.game, turn.view, this.hintRng, this.hintSearch, turn.names);
  }

  private quit(): void {
    const { invite } = this.o.address;
    this.term.say(
      this.seat === null
        ? '\nYou left without taking a seat.'
        : `\nYou left the table; seat S${this.seat} stays yours (a computer player plays it while you are away). To come back: tarock join ${invite}`,
    );
    this.finish(DONE);
  }

  private names(): string[] {
    return seatNames(this.info, this.seat);
  }
}
