/**
 * The table chat as the page keeps it: the recent lines (each once, by its number at the table,
 * oldest first, at most `CHAT_KEEP`), the number of the last line read, and the page's last line
 * that the server refused (its text, to be offered again). The lines are only what the server
 * sent: who said what, when; never a card.
 */
import type { ChatLine } from '@tarock/protocol';
import type { OnlineError } from './errors';

/**
 * The longest line, in characters after trimming: the server refuses a longer one
 * (`MAX_CHAT_LENGTH` of @tarock/protocol, which a test holds this to; not imported, so zod stays
 * out of the bundle). Like a name, a longer line is not cut as it is typed: the field says so.
 */
export const CHAT_MAX = 200;
/** The lines the page keeps: the server's backlog (`CHAT_BACKLOG`), so a reload shows the same. */
export const CHAT_KEEP = 50;

export interface ChatState {
  readonly lines: readonly ChatLine[];
  /** The number of the last line read (the panel open, or older than the page). */
  readonly read: number;
  /** The page's last line, refused by the server, with why. */
  readonly refused: { readonly error: OnlineError; readonly text: string } | null;
}

export const NO_CHAT: ChatState = { lines: [], read: 0, refused: null };

/** The lines with `incoming` added: each number once (the newer copy), in order, the last `CHAT_KEEP`. */
export function mergeLines(lines: readonly ChatLine[], incoming: readonly ChatLine[]): ChatLine[] {
  const byN = new Map<number, ChatLine>();
  for (const l of [...lines, ...incoming]) byN.set(l.n, l);
  return [...byN.values()].sort((a, b) => a.n - b.n).slice(-CHAT_KEEP);
}

/**
 * The chat after the server's backlog (`chat`): on a page that had no line yet, the lines said
 * before it came are not unread; after a reconnect the lines missed meanwhile are.
 */
export function withBacklog(chat: ChatState, backlog: readonly ChatLine[]): ChatState {
  const lines = mergeLines(chat.lines, backlog);
  const read = chat.lines.length === 0 ? Math.max(chat.read, lines.at(-1)?.n ?? 0) : chat.read;
  return { ...chat, lines, read };
}

/** The lines not read yet, the page's own seat's left out (its player wrote them). */
export function unreadCount(chat: ChatState, seat: number | null): number {
  return chat.lines.filter((l) => l.n > chat.read && l.seat !== seat).length;
}

/** How many characters too long a line is once trimmed (0 when it fits), as the server counts. */
export function chatExcess(text: string): number {
  return Math.max(0, text.trim().length - CHAT_MAX);
}
