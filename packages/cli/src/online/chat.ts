/**
 * The table chat at the terminal: a line said (`said`) or the backlog (`chat`) as text, e.g.
 * `[12:04] Gustl: servus`, and a line typed (`say TEXT`) checked as the protocol checks it; and
 * the session's side of it: the line said sent, the lines and backlog that come shown as asides.
 * What others said is untrusted: it is made plain text before it reaches the terminal.
 */
import { type Result, err, ok } from '@tarock/engine';
import { ChatText, type ChatLine, MAX_CHAT_LENGTH, type ServerMessage } from '@tarock/protocol';
import type { Session } from './sessionState';

/** The most lines of the backlog shown on taking or resuming the seat. */
export const BACKLOG_SHOWN = 10;

/**
 * Escape sequences as a terminal reads them: CSI (`ESC [`, or the 8-bit `\x9b`) with its
 * parameters and final byte, OSC/DCS/APC/PM/SOS strings up to their terminator (BEL or ST), and
 * any other `ESC` with the character after it.
 */
const ESCAPES =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it finds
  /(?:\u001b\[|\u009b)[0-?]*[ -/]*[@-~]?|(?:\u001b[\]PX^_]|[\u0090\u0098\u009d\u009e\u009f])[^\u0007\u001b\u009c]*(?:\u0007|\u001b\\|\u009c)?|\u001b[\s\S]?/g;
/**
 * What may not reach the terminal after the escape sequences are gone: C0 and C1 controls, DEL,
 * format characters (the bidi overrides and isolates among them; the zero-width joiner of emoji
 * excepted, as the protocol excepts it) and the line and paragraph separators.
 */
const UNPRINTABLE = /(?!\u200d)[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;

/** `text` as plain text for the terminal: escape sequences dropped, other controls shown as `�`. */
export function plainText(text: string): string {
  return text.replace(ESCAPES, '').replace(UNPRINTABLE, '\ufffd');
}

/**
 * The time of a line, `HH:MM`, in the time zone `tz` names (the environment's TZ) or, without one,
 * the system's own; a zone the system does not know is read as UTC.
 */
export function chatTime(at: number, tz: string | undefined): string {
  const format = (timeZone: string | undefined) =>
    new Intl.DateTimeFormat('en-GB', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      ...(timeZone === undefined ? {} : { timeZone }),
    }).format(new Date(at));
  try {
    return format(tz === '' ? undefined : tz);
  } catch {
    return format('UTC');
  }
}

/** A line as shown: `[12:04] Gustl: servus`. */
export function chatLineText(line: ChatLine, tz: string | undefined): string {
  return `[${chatTime(line.at, tz)}] ${plainText(line.name)}: ${plainText(line.text)}`;
}

/**
 * The backlog's lines not shown yet (numbers above `seen`), the last `BACKLOG_SHOWN` of them, after
 * a line that says how many earlier ones were left out.
 */
export function backlogText(lines: readonly ChatLine[], seen: number, tz: string | undefined): string[] {
  const unseen = lines.filter((l) => l.n > seen);
  const shown = unseen.slice(-BACKLOG_SHOWN);
  const skipped = unseen.length - shown.length;
  return [
    ...(skipped > 0
      ? [`(${skipped} earlier line${skipped === 1 ? '' : 's'} of the table's chat not shown)`]
      : []),
    ...shown.map((l) => chatLineText(l, tz)),
  ];
}

/** The command that says a line: `say TEXT` (no card, call or choice number begins so). */
const SAY = /^say(?:\s+|$)/i;

/** The text of a `say` command, or null when the line is no such command. */
export function sayCommand(line: string): string | null {
  const m = SAY.exec(line.trimStart());
  return m ? line.trimStart().slice(m[0].length) : null;
}

/** The text to send, checked as the server checks it (protocol's ChatText), or why not. */
export function chatToSend(text: string): Result<string> {
  const checked = ChatText.safeParse(text);
  if (checked.success) return ok(checked.data);
  const t = text.trim();
  if (t === '') return err('say what? Type say and the line, e.g. say servus');
  if (t.length > MAX_CHAT_LENGTH)
    return err(`that line is ${t.length} characters long; the table takes at most ${MAX_CHAT_LENGTH}`);
  return err('a line may not hold control characters');
}

/** Why the server took no line from this seat, in plain words (its error code). */
export function chatRefusal(code: string, message: string): string {
  switch (code) {
    case 'rate':
      return 'the table took no line: too many at once; wait a moment and say it again';
    case 'seated-only':
      return 'the table took no line: only a player seated there may talk';
    default:
      return `the table took no line: ${message}`;
  }
}

/** Says a line at the table (`say TEXT`), or why not. */
export function sayLine(s: Session, text: string): void {
  const checked = chatToSend(text);
  if (checked.ok) s.sayReqs.add(s.send({ t: 'say', table: s.o.address.table, text: checked.value }));
  else s.complain(checked.error);
}

/** The server's refusal of a line said by this session: true when `req` was one. */
export function chatRefused(s: Session, req: number, code: string, message: string): boolean {
  if (!s.sayReqs.delete(req)) return false;
  s.aside([chatRefusal(code, message)], true);
  return true;
}

/** A line said at the table, shown once. */
export function heardSaid(s: Session, m: Extract<ServerMessage, { t: 'said' }>): void {
  if (m.table !== s.o.address.table || s.mode !== 'seated' || m.n <= s.chatSeen) return;
  s.chatSeen = m.n;
  s.aside([chatLineText(m, s.io.env['TZ'])]);
}

/** The backlog: sent after the seat is taken or resumed (and after a watch, before: not shown then). */
export function heardBacklog(s: Session, m: Extract<ServerMessage, { t: 'chat' }>): void {
  if (m.table !== s.o.address.table || s.mode !== 'seated') return;
  const lines = backlogText(m.lines, s.chatSeen, s.io.env['TZ']);
  s.chatSeen = Math.max(s.chatSeen, ...m.lines.map((l) => l.n));
  s.aside(lines);
}
