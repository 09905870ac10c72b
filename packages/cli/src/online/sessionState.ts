/**
 * What a `tarock join` session knows and what its parts may do: the options it was started with,
 * the table and the seat as the server last told them, the deal's latest frame and turn, the
 * requests in flight, the terminal to write to and the connection to send on. The parts
 * (seating.ts, frames.ts, input.ts, action.ts, nextDeal.ts, matchReport.ts, chat.ts, presence.ts,
 * reissue.ts) are functions of one Session; session.ts makes it and hands them the events one at
 * a time, so none sees it change under it.
 */
import { type Action, type Game, type Rng, createRng } from '@tarock/engine';
import type { PimcSearch } from '@tarock/bots';
import type { KeptLog, ServerMessage, TableInfo } from '@tarock/protocol';
import type { Io } from '../io';
import type { Turn } from '../turn';
import type { TableAddress } from './address';
import type { Backoff } from './connection';
import type { HeldSeat } from './seatFile';
import type { Terminal } from './terminal';

/** Exit codes as the other commands use them: 0 done, 1 refused by the table or the server. */
export const DONE = 0;
export const REFUSED = 1;

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
  /**
   * The seat file's key of the `create` that opened the table (`tarock host`): forgotten there
   * once the seat, with the host key, is kept.
   */
  readonly asked?: string;
  /** Play a card that is the only one the seat may play without asking (`--play-forced`). */
  readonly playForced?: boolean;
  /** The command the session runs in, which its complaints name (`join`; `host` opened the table). */
  readonly command?: 'join' | 'host';
}

export type Frame = Extract<ServerMessage, { t: 'state' }>;

/** Looking at the table, asking the name, asking which seat, seated, giving the seat up. */
export type Mode = 'entering' | 'naming' | 'choosing' | 'seated' | 'leaving';

/** The session: its state, the terminal and the connection's sending. */
export interface Session extends SessionState, Omit<Terminal, 'heard'> {
  readonly io: Io;
  readonly o: JoinOptions;
  /** The seat file's key of this table. */
  readonly key: string;
  /** Sends a command with a new request number, and returns the number. */
  send(m: Record<string, unknown>): number;
  /** The same, where the connection stands: the request number, or null when it is away. */
  trySend(m: Record<string, unknown>): number | null;
}

export interface SessionState {
  /** The exit code, once the session is over. */
  result: number | null;
  info: TableInfo | null;
  /** The current match's log from the `log` frames (the table information's match has none). */
  log: KeptLog | null;
  /**
   * A settlement was told and the match after it not yet: its log comes after the state frame
   * that answers a resume (a settlement comes after its log otherwise).
   */
  matchUntold: boolean;
  game: Game | null;
  held: HeldSeat | null;
  /** The seat this connection holds (null: not yet). */
  seat: number | null;
  mode: Mode;
  name: string | undefined;
  /** Seats offered when several are free. */
  free: number[];
  frame: Frame | null;
  /** The deal whose header was shown, and whether its settlement was. */
  shownDeal: number | null;
  settled: number | null;
  turn: { readonly seq: number; readonly turn: Turn } | null;
  /** The request of an action sent and not yet answered. */
  acting: { readonly req: number; readonly seq: number; readonly action: Action } | null;
  /** The request numbers of the actions sent and not yet answered: a refusal of any is explained. */
  readonly sentActs: Map<number, number>;
  readyAsked: number | null;
  waitingFor: number | null;
  /** The request numbers of the resume, join and leave in flight. */
  resuming: number | null;
  joinReq: number | null;
  leaveReq: number | null;
  hintSearch: PimcSearch | null;
  readonly hintRng: Rng;
  /** The connection is lost and not yet back. */
  away: boolean;
  /** The number of the last chat line shown; the requests of the lines said and not yet answered. */
  chatSeen: number;
  readonly sayReqs: Set<number>;
  /** The host's `reissue` in flight: its request and the seat. */
  reissuing: { readonly req: number; readonly seat: number } | null;
  /** The turn (its `seq`) whose turn timer was told. */
  timerTold: number | null;
  /** The deal during which this seat was taken, once told that its player plays from the next. */
  fromNextDealTold: number | null;
  /** The deal whose revealed seeds were told (once, when it is over). */
  seedsTold: number | null;
}

/** The state of a session that has not yet heard from the table (`name`: the one given, if any). */
export function startState(name: string | undefined): SessionState {
  return {
    result: null,
    info: null,
    log: null,
    matchUntold: false,
    game: null,
    held: null,
    seat: null,
    mode: 'entering',
    name,
    free: [],
    frame: null,
    shownDeal: null,
    settled: null,
    turn: null,
    acting: null,
    sentActs: new Map(),
    readyAsked: null,
    waitingFor: null,
    resuming: null,
    joinReq: null,
    leaveReq: null,
    hintSearch: null,
    hintRng: createRng(`${Date.now()}/hints`),
    away: false,
    chatSeen: 0,
    sayReqs: new Set(),
    reissuing: null,
    timerTold: null,
    fromNextDealTold: null,
    seedsTold: null,
  };
}
