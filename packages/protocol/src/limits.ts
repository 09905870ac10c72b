/**
 * The protocol's version and limits. A client names the version as its WebSocket subprotocol
 * (`tarock.v5`); a server that does not speak it refuses the upgrade. Bump the version on any
 * incompatible change of a message (2: the timer's deadline left the `table` frame for `timer`,
 * docs/decisions/0007; 3: the match log left it for `log`, docs/decisions/0008, and a seat's `from`
 * says a seat taken during a deal is played from the next deal, docs/decisions/0009; 4: `join`
 * carries the seat token the client chose, and `joined` carries none, docs/decisions/0010; 5: `watch`,
 * `join` and `resume` may say which match log the client holds, and is sent only what it lacks;
 * `create` carries the host key the client chose, and `created` none, docs/decisions/0011).
 */
export const PROTOCOL_VERSION = 5;
export const SUBPROTOCOL = `tarock.v${PROTOCOL_VERSION}`;

/** The largest client message the server reads (bytes of UTF-8 JSON); larger ones get an error. */
export const MAX_CLIENT_MESSAGE_BYTES = 4096;
/** Above this the WebSocket itself is closed (code 1009) before the message is even read. */
export const MAX_FRAME_BYTES = 64 * 1024;
/** Longest player name, in characters (the web's setup and seats are made for it: `NAME_MAX`). */
export const MAX_NAME_LENGTH = 20;
/**
 * The most finished deals one `history` answer carries; its `next` asks for the following ones
 * (a table played weekly for a year has thousands, each with its whole record).
 */
export const HISTORY_PAGE = 20;

/** Longest line said at a table (`say`), in characters after trimming. */
export const MAX_CHAT_LENGTH = 200;
/**
 * The lines of a table's chat the server keeps (across a restart) and sends to whoever watches,
 * joins or resumes the table (`chat`); older lines are forgotten.
 */
export const CHAT_BACKLOG = 50;

/**
 * The largest match number and log length a client may say it holds (`log` of `watch`, `join`
 * and `resume`): a table's matches are numbered from 1, and a log gains an entry a deal, so no
 * real table comes near it (a deal every minute for 4,000 years).
 */
export const MAX_HELD_LOG = 2 ** 31;

/** Bounds of the optional turn timer, in seconds. */
export const TURN_SECONDS_MIN = 5;
export const TURN_SECONDS_MAX = 600;
