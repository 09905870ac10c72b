/**
 * Server → client messages. A seat's connection receives only its seat's `View` (the engine's
 * `game.view(state, seat)`), a spectator only the public view; the seed of a deal is sent only
 * after the deal is over. The engine's own types (View, MatchState, records) are carried as they
 * are and checked shallowly here: the engine defines them.
 */
import type { GameRecord, MatchEntry, View } from '@tarock/engine';
import { z } from 'zod';
import { PROTOCOL_VERSION } from './limits';

const req = z.int().optional();
const isObject = (v: unknown): boolean => typeof v === 'object' && v !== null && !Array.isArray(v);

export const Welcome = z.strictObject({
  t: z.literal('welcome'),
  v: z.literal(PROTOCOL_VERSION),
  maxMessageBytes: z.int(),
});

/**
 * The answer to `create`: the table opened, or the one a `create` with the same host key opened
 * before (its answer was lost). No host key: the client chose it (since version 5).
 */
export const Created = z.strictObject({
  t: z.literal('created'),
  req,
  table: z.string(),
  /** The path of the invite link, e.g. `/table/<id>`, to put after the server's origin. */
  invite: z.string(),
});

/**
 * The answer to `join` and `resume`: the seat this connection holds. No token: the client chose
 * it before its `join` (since version 4), so a seat token crosses the wire only from the client,
 * and from the server only to the host in `reissued`.
 */
export const Joined = z.strictObject({
  t: z.literal('joined'),
  req,
  table: z.string(),
  seat: z.int(),
});

/** The answer to `reissue`: the seat's new token, for the host to hand to its player. */
export const Reissued = z.strictObject({
  t: z.literal('reissued'),
  req,
  table: z.string(),
  seat: z.int(),
  token: z.string(),
});

export const SeatInfo = z.strictObject({
  seat: z.int(),
  kind: z.enum(['human', 'computer']),
  /** The computer player's level (for a human seat: the level that stands in for its player). */
  level: z.string(),
  /**
   * A player's name (null: nobody has taken the seat); a computer seat's name as the server names
   * it (`computerSeatNames`), fixed at the table's first deal.
   */
  name: z.string().nullable(),
  connected: z.boolean(),
  ready: z.boolean(),
  /**
   * True while a computer player plays the seat (a computer seat, or a human one left empty, away,
   * or taken during the running deal).
   */
  bot: z.boolean(),
  /**
   * `'next-deal'`: a player took the seat while a deal was played and plays it from the next deal
   * on. Until the deal ends the computer plays it (`bot`), and the seat's connections are sent the
   * spectators' view (no hand); then the seat is the player's. Null otherwise (protocol version 3).
   */
  from: z.literal('next-deal').nullable(),
});
export type SeatInfo = z.infer<typeof SeatInfo>;

/** An option of the table whose value differs from the preset's default. */
export const OptionDiff = z.strictObject({
  key: z.string(),
  value: z.union([z.string(), z.number(), z.boolean()]),
  default: z.union([z.string(), z.number(), z.boolean()]),
  description: z.string(),
});

const count = z.int().min(0);

/**
 * The match in the `table` frame (`TableMatch` of matchLog.ts): the engine's MatchState without
 * its `log`, whose entries travel in `log` frames (docs/decisions/0008), with the match's number
 * `n` at the table and the log's length `logLength`. Strict: a match that carries `log` (a
 * version-2 server's) or any field the protocol does not name is refused.
 */
const tableMatchShape = {
  game: z.string(),
  seats: count,
  totals: z.array(z.number()).readonly(),
  pot: z.number(),
  sidePot: z.number().exactOptional(),
  dealer: count,
  deals: count,
  round: count,
  finished: z.boolean(),
  winners: z.array(count).readonly(),
  n: z.int().min(1),
  logLength: count,
};
export const TableMatch = z.strictObject(tableMatchShape).readonly();
export type TableMatch = z.infer<typeof TableMatch>;

export const TableInfo = z.strictObject({
  id: z.string(),
  /** The engine's game name: `preset-id(key=value,…)`. */
  game: z.string(),
  /** The preset; `source` is its published source as players read it (`publishedSource`). */
  preset: z.strictObject({ id: z.string(), name: z.string(), family: z.string(), source: z.string() }),
  options: z.array(OptionDiff),
  seats: z.array(SeatInfo),
  status: z.enum(['waiting', 'playing']),
  /** The turn timer's seconds a turn, or null; when a timer runs out: the `timer` frames. */
  turnSeconds: z.int().nullable(),
  /** Deals finished at this table (every match). */
  deals: z.int(),
  /** The current match (the last one, once finished, until the next deal starts a new one). */
  match: TableMatch.nullable(),
});
export type TableInfo = z.infer<typeof TableInfo>;

/**
 * The match in the answer to `GET /api/tables/<id>`: the `table` frame's match with its `log` (the
 * settled deals' lines of the score sheet, the engine's MatchEntry list, `logLength` of them). An
 * HTTP reader has no `log` frames to put it together from, and reads the table once.
 */
export const AnsweredMatch = z
  .strictObject({ ...tableMatchShape, log: z.array(z.custom<MatchEntry>(isObject)).readonly() })
  .readonly();
export type AnsweredMatch = z.infer<typeof AnsweredMatch>;

/**
 * The answer to `GET /api/tables/<id>`: the table information of the `table` frames, with the
 * match's log in its match (`AnsweredMatch`).
 */
export const TableAnswer = z.strictObject({ ...TableInfo.shape, match: AnsweredMatch.nullable() });
export type TableAnswer = z.infer<typeof TableAnswer>;

/**
 * The current deal's public facts: its number, the commitments (SHA-256) of its seeds, and the
 * seeds once it is over. A deal has one seed per time the cards were dealt (a deal thrown in and
 * dealt again by the same dealer draws a new one).
 */
export const DealInfo = z.strictObject({
  n: z.int(),
  match: z.int(),
  seedHashes: z.array(z.string()),
  seeds: z.array(z.string()).optional(),
});
export type DealInfo = z.infer<typeof DealInfo>;

export const TableMessage = z.strictObject({ t: z.literal('table'), table: TableInfo });

export const StateMessage = z.strictObject({
  t: z.literal('state'),
  /** Set when the frame answers a `watch` or `resume`. */
  req,
  table: z.string(),
  /** Events accepted at the table so far: send it back with the next action. */
  seq: z.int(),
  seat: z.int().nullable(),
  deal: DealInfo.nullable(),
  view: z.custom<View>(isObject).nullable(),
});

/**
 * The table's timer, apart from the table information so that a running timer does not send the
 * whole table (its match log grows by a deal's line each deal) every turn. Sent to everyone when a
 * timer starts or stops, and after the `state` that answers a `watch`, `join` or `resume`.
 * `deadline` (epoch ms, or null): during a deal when the turn timer of the seat to act at `seq`
 * runs out (null again once it has, while a computer player makes the move); between deals
 * (`status` waiting) when the ready timer runs out and the next deal starts as if every present
 * player had said ready. `seq` is the table's at the moment the timer started or stopped.
 */
export const TimerMessage = z.strictObject({
  t: z.literal('timer'),
  table: z.string(),
  seq: z.int(),
  deadline: z.number().nullable(),
});

/**
 * Entries of the log of the table's match `match` (DealInfo's `match`), the first at index `from`
 * (docs/decisions/0008). After the `state` that answers a `watch`, `join` or `resume`: the whole
 * log of the current match, from 0. To everyone, before the `table` frame that counts them: the
 * entries a deal's settlement added, from the log's length before them; when a new match starts,
 * its first entries (its antes; none in some games) from 0. A client appends a piece whose `from`
 * is the length it holds of that match, replaces its log with one from 0, and on a gap (a `from`
 * beyond its log's end) asks for the whole log again (`watch` or `resume`).
 */
export const LogMessage = z.strictObject({
  t: z.literal('log'),
  table: z.string(),
  match: z.int().min(1),
  from: count,
  entries: z.array(z.custom<MatchEntry>(isObject)),
});

export const RejectCode = z.enum(['stale', 'illegal', 'turn', 'seat', 'phase']);
export type RejectCode = z.infer<typeof RejectCode>;
export const Rejected = z.strictObject({
  t: z.literal('rejected'),
  req,
  table: z.string(),
  code: RejectCode,
  reason: z.string(),
  /** The table's current sequence number. */
  seq: z.int(),
});

/**
 * A line said at the table: `n` counts the table's lines (1, 2, …; never reused), `seat` and
 * `name` are the speaker's seat and the name seated there when it was said, `at` the server's
 * clock (epoch ms). Only what a player typed: never a card or a view.
 */
export const ChatLine = z.strictObject({
  n: z.int(),
  seat: z.int(),
  name: z.string(),
  text: z.string(),
  at: z.number(),
});
export type ChatLine = z.infer<typeof ChatLine>;

/** A line just said, to every connection at the table (the speaker's included). */
export const Said = z.strictObject({ t: z.literal('said'), table: z.string(), ...ChatLine.shape });

/**
 * The table's recent lines (at most `CHAT_BACKLOG`, oldest first), to a connection that watches,
 * joins or resumes the table, so that a reload shows the conversation.
 */
export const ChatBacklog = z.strictObject({
  t: z.literal('chat'),
  table: z.string(),
  lines: z.array(ChatLine),
});

export const ErrorCode = z.enum([
  'malformed',
  'too-large',
  'rate',
  'unknown-table',
  'bad-token',
  'seat-taken',
  'name-taken',
  'bad-table',
  'busy',
  'too-many-tables',
  'too-many-spectators',
  'create-limit',
  'other-table',
  'seated-only',
  'internal',
]);
export type ErrorCode = z.infer<typeof ErrorCode>;
export const ErrorMessage = z.strictObject({
  t: z.literal('error'),
  req,
  code: ErrorCode,
  message: z.string(),
});

/**
 * A finished deal: the engine's full game record (every turn, the deals included; tags Table,
 * Deal, Match, Seed, SeedHash), its seeds (one per chance turn, in order) and their commitments.
 */
export const FinishedDeal = z.strictObject({
  n: z.int(),
  match: z.int(),
  seedHashes: z.array(z.string()),
  seeds: z.array(z.string()),
  record: z.custom<GameRecord>(isObject),
});
export type FinishedDeal = z.infer<typeof FinishedDeal>;

/** A page of the finished deals (at most `HISTORY_PAGE`, in order of their numbers). */
export const HistoryMessage = z.strictObject({
  t: z.literal('history'),
  req,
  table: z.string(),
  deals: z.array(FinishedDeal),
  /** The `from` that asks for the deals after these; null when these are the last. */
  next: z.int().nullable(),
});

export const Pong = z.strictObject({ t: z.literal('pong'), req });

/**
 * A command that carried a `req` was accepted (`ready`, `act`, `leave`, `say`, whose effect is
 * otherwise only seen in the frames everyone is sent): sent to its sender after those frames.
 */
export const Ack = z.strictObject({
  t: z.literal('ack'),
  req: z.int(),
  table: z.string(),
  /** The table's sequence number after the command. */
  seq: z.int(),
});

export const ServerMessage = z.discriminatedUnion('t', [
  Welcome,
  Created,
  Joined,
  Reissued,
  TableMessage,
  StateMessage,
  TimerMessage,
  LogMessage,
  Rejected,
  ErrorMessage,
  HistoryMessage,
  Pong,
  Ack,
  Said,
  ChatBacklog,
]);
export type ServerMessage = z.infer<typeof ServerMessage>;
