/**
 * Client → server messages. Each is a JSON object with a type tag `t` and an optional `req`
 * number that the server echoes in its reply, so a client can match answers to requests.
 */
import { z } from 'zod';
import { SeatAction } from './action';
import { MAX_CHAT_LENGTH, MAX_HELD_LOG, MAX_NAME_LENGTH, TURN_SECONDS_MAX, TURN_SECONDS_MIN } from './limits';
import { SEAT_TOKEN_MIN_DISTINCT, SEAT_TOKEN_PATTERN } from './seatToken';

export const TableId = z.string().regex(/^[A-Za-z0-9_-]{12,32}$/, 'not a table id');
/** A seat token: 32 random bytes in base64url (43 characters; seatToken.ts). */
export const SeatToken = z
  .string()
  .regex(SEAT_TOKEN_PATTERN, 'not a seat token (32 random bytes in base64url: 43 characters)');
/**
 * A seat token a client chose for its `join`: a token's text with at least 12 different
 * characters (`SEAT_TOKEN_MIN_DISTINCT`), so that a client that sends unfilled bytes is told.
 */
export const ChosenSeatToken = SeatToken.refine(
  (token) => new Set(token).size >= SEAT_TOKEN_MIN_DISTINCT,
  'this seat token was not drawn at random (too few different characters): make it of 32 bytes from a CSPRNG',
);
/**
 * A table's host key, kept by whoever opened it: 32 random bytes in base64url (the client's since
 * protocol version 5; servers before made them, as `randomBytes(32)`, so `reissue` takes any 43).
 */
export const HostKey = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'not a host key');
/**
 * The host key a client chose for its `create` (protocol version 5, docs/decisions/0011): the
 * canonical text of 32 random bytes, with at least 12 different characters, as a seat token
 * (`ChosenSeatToken`). It is also what makes a `create` sent again answer the same table.
 */
export const ChosenHostKey = z
  .string()
  .regex(SEAT_TOKEN_PATTERN, 'not a host key (32 random bytes in base64url: 43 characters)')
  .refine(
    (key) => new Set(key).size >= SEAT_TOKEN_MIN_DISTINCT,
    'this host key was not drawn at random (too few different characters): make it of 32 bytes from a CSPRNG',
  );
const req = z
  .int()
  .min(0)
  .max(2 ** 31)
  .optional();
const seat = z.int().min(0).max(3);

/**
 * What a name or a line may not hold: control and format characters, half a surrogate pair (no
 * character at all) and the line and paragraph separators (a browser breaks the line there).
 */
const UNPRINTABLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/u;

/**
 * A character that shows: a letter, digit, punctuation or symbol, but not the fillers that are
 * letters or symbols only by their category and show nothing (Hangul fillers, the blank Braille
 * pattern). A name of combining marks or fillers alone would be a seat without a visible name.
 */
const VISIBLE = /(?![\u115f\u1160\u3164\uffa0\u2800])[\p{L}\p{N}\p{P}\p{S}]/u;

/**
 * A player's name: printable, one line, 1–20 characters after trimming (`MAX_NAME_LENGTH`), at
 * least one of them visible.
 */
export const PlayerName = z
  .string()
  .trim()
  .min(1)
  .max(MAX_NAME_LENGTH)
  .refine((s) => !UNPRINTABLE.test(s), 'a name may not hold control characters')
  .refine((s) => VISIBLE.test(s), 'a name needs a letter, digit or sign that shows');

/**
 * A line said at the table: 1–200 characters after trimming (`MAX_CHAT_LENGTH`), one line,
 * without control or format characters or line separators, as a name (the zero-width joiner of emoji such as 🤷‍♀️
 * excepted: it cannot hide or reorder text), and, as a name, with at least one character that
 * shows (a line of joiners or fillers alone would be a blank line, as one of spaces).
 */
export const ChatText = z
  .string()
  .trim()
  .min(1)
  .max(MAX_CHAT_LENGTH)
  .refine((s) => !UNPRINTABLE.test(s.replace(/\u200d/g, '')), 'a line may not hold control characters')
  .refine((s) => VISIBLE.test(s), 'a line needs a letter, digit or sign that shows');

export const SeatSpec = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('human') }),
  z.strictObject({ kind: z.literal('computer'), level: z.string().regex(/^[a-z0-9:-]{1,24}$/) }),
]);
export type SeatSpec = z.infer<typeof SeatSpec>;

/**
 * Opens a table: a preset id, the options that differ from its defaults, who sits where, and the
 * host key the client made and kept before sending (the server keeps only its hash). A `create`
 * sent again with the same host key and configuration is answered with the same table (its
 * `created` was lost), not a second one; with another configuration it is refused (`bad-table`).
 */
export const CreateTable = z.strictObject({
  t: z.literal('create'),
  req,
  preset: z.string().regex(/^[a-z0-9-]{1,64}$/, 'not a preset id'),
  options: z
    .record(z.string().regex(/^[A-Za-z0-9]{1,40}$/), z.union([z.string().max(40), z.number(), z.boolean()]))
    .refine((o) => Object.keys(o).length <= 40, 'too many options')
    .default({}),
  seats: z.array(SeatSpec).min(3).max(4),
  turnSeconds: z.int().min(TURN_SECONDS_MIN).max(TURN_SECONDS_MAX).nullable().default(null),
  hostKey: ChosenHostKey,
});

/**
 * The match log a client holds (protocol version 5, docs/decisions/0011): the match's number at
 * the table and how many of its entries, from the first, it has. With it a `watch`, `join` or
 * `resume` is answered with only the entries from `length` on when `match` is the table's current
 * match and `length` at most its log's length; otherwise with the whole log, as without it.
 * @example { match: 1, length: 300 }
 */
export const HeldLog = z.strictObject({
  match: z.int().min(1).max(MAX_HELD_LOG),
  length: z.int().min(0).max(MAX_HELD_LOG),
});
export type HeldLog = z.infer<typeof HeldLog>;
/** The log a client holds, where it holds one (`HeldLog`). */
const log = HeldLog.optional();

/** Look at a table without a seat: its public information and the spectators' view. */
export const WatchTable = z.strictObject({ t: z.literal('watch'), req, table: TableId, log });
/**
 * Take a free human seat with a name and the seat token the client made and kept before sending
 * (the server keeps only its hash): a `joined` lost on the way loses nothing, since the client
 * resumes with its token or sends the same join again. A join of the seat with the token that
 * already holds it is answered `joined` again, as a `resume`.
 */
export const JoinSeat = z.strictObject({
  t: z.literal('join'),
  req,
  table: TableId,
  seat,
  name: PlayerName,
  token: ChosenSeatToken,
  log,
});
/** Return to one's seat with its token (after a reload, on another network, after a restart). */
export const ResumeSeat = z.strictObject({
  t: z.literal('resume'),
  req,
  table: TableId,
  token: SeatToken,
  log,
});
/**
 * The host (who opened the table) has a taken seat given a new token, for its player who lost
 * the old one; the old token holds the seat no more. The reply carries the new token.
 */
export const ReissueSeat = z.strictObject({
  t: z.literal('reissue'),
  req,
  table: TableId,
  seat,
  hostKey: HostKey,
});
/** Ready for the (next) deal: a deal starts when every human seat is taken and ready. */
export const Ready = z.strictObject({ t: z.literal('ready'), req, table: TableId });
/** An action of one's seat at the moment `seq` (the last sequence number the client saw). */
export const Act = z.strictObject({
  t: z.literal('act'),
  req,
  table: TableId,
  seat,
  seq: z
    .int()
    .min(0)
    .max(2 ** 31),
  action: SeatAction,
});
/** Give the seat up for good (a computer player takes it; anyone may join it again). */
export const Leave = z.strictObject({ t: z.literal('leave'), req, table: TableId });
/**
 * The table's finished deals, each with its record, from deal number `from` on (default 1), at
 * most `HISTORY_PAGE` of them; the answer's `next` is the `from` of the following page.
 */
export const History = z.strictObject({
  t: z.literal('history'),
  req,
  table: TableId,
  from: z
    .int()
    .min(1)
    .max(2 ** 31)
    .optional(),
});
/**
 * Say a line at the table: only a connection that holds a seat there may (a spectator is answered
 * `error seated-only`); everyone at the table receives it as `said`.
 */
export const Say = z.strictObject({ t: z.literal('say'), req, table: TableId, text: ChatText });
export const Ping = z.strictObject({ t: z.literal('ping'), req });

export const ClientMessage = z.discriminatedUnion('t', [
  CreateTable,
  WatchTable,
  JoinSeat,
  ResumeSeat,
  ReissueSeat,
  Ready,
  Act,
  Leave,
  History,
  Say,
  Ping,
]);
export type ClientMessage = z.infer<typeof ClientMessage>;
/** What a client writes (defaults may be left out). */
export type ClientMessageInput = z.input<typeof ClientMessage>;
