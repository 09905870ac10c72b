import type { ChatLine } from '@tarock/protocol';
import { describe, expect, it } from 'vitest';
import type { Conn } from './audience';
import { CHAT_BURST, TableChat, say } from './chat';
import type { TableScope } from './scope';

const line = (n: number, text: string): ChatLine => ({ n, seat: 1, name: 'Gustl', text, at: 1000 + n });

/**
 * A table scope with just what `say` uses: seat 0 speaks; the store's writes fail while `failing`
 * is set, as when another process has written the line's number first, and the store then holds
 * `elsewhere` (that process's lines).
 */
function scope(chat: TableChat, elsewhere: ChatLine[]) {
  const sent: string[] = [];
  const errors: string[] = [];
  const saved: ChatLine[] = [];
  const state = { failing: false };
  const t = {
    model: { id: 't1', seats: [{ name: 'Anna' }] },
    audience: {
      role: () => 0,
      error: (_c: Conn, _r: number | undefined, code: string) => errors.push(code),
      sendAll: (text: string) => sent.push(text),
    },
    announce: { ack: () => {} },
    store: {
      saveChat: async (_id: string, l: ChatLine) => {
        if (state.failing || elsewhere.some((e) => e.n === l.n))
          throw new Error('UNIQUE constraint failed: chat');
        saved.push(l);
      },
      chat: async () => [...elsewhere, ...saved],
    },
    chat,
    onError: () => {},
  } as unknown as TableScope; // say reads these members only
  return { t, sent, errors, saved, state };
}

const conn = {} as Conn;

describe('table chat numbering (docs/server.md, Chat)', () => {
  it('numbers a line after the kept ones', () => {
    const chat = new TableChat('t1', [line(1, 'a'), line(2, 'b')], () => 5000);
    expect(chat.next).toBe(3);
    expect(chat.line(0, 'Anna', 'c')).toEqual({ n: 3, seat: 0, name: 'Anna', text: 'c', at: 5000 });
  });

  it('a failed write numbers the next line after the lines another process wrote meanwhile', async () => {
    const chat = new TableChat('t1', [line(1, 'a')], () => 5000);
    // Another process said lines 2 and 3 at this table; this one still thinks 2 is next.
    const { t, sent, errors, saved } = scope(chat, [line(1, 'a'), line(2, 'b'), line(3, 'c')]);
    await say(t, conn, 'servus', 7);
    expect(errors).toEqual(['internal']); // nobody heard it: the player is told to say it again
    expect(sent).toEqual([]);
    expect(chat.next).toBe(4);
    await say(t, conn, 'servus', 8);
    expect(errors).toEqual(['internal']);
    expect(saved.map((l) => [l.n, l.text])).toEqual([[4, 'servus']]);
    expect(JSON.parse(sent[0] ?? '{}')).toMatchObject({
      t: 'said',
      n: 4,
      seat: 0,
      name: 'Anna',
      text: 'servus',
    });
    // The backlog is the store's: the other process's lines and this one, in order.
    expect(JSON.parse(chat.backlogFrame() ?? '{}').lines.map((l: ChatLine) => l.n)).toEqual([1, 2, 3, 4]);
  });

  it('a write that fails for another reason keeps the numbering where it was', async () => {
    const chat = new TableChat('t1', [line(1, 'a')], () => 5000);
    const { t, errors, saved, state } = scope(chat, [line(1, 'a')]);
    state.failing = true;
    await say(t, conn, 'eins', 1);
    expect(errors).toEqual(['internal']);
    expect(chat.next).toBe(2);
    state.failing = false;
    await say(t, conn, 'eins', 2);
    expect(saved.map((l) => l.n)).toEqual([2]);
  });

  it('a seat that says too many lines at once is refused until its limit refills', async () => {
    let now = 0;
    const chat = new TableChat('t1', [], () => now);
    const { t, errors, saved } = scope(chat, []);
    for (let i = 0; i <= CHAT_BURST; i++) await say(t, conn, `line ${i}`, i);
    expect(saved).toHaveLength(CHAT_BURST);
    expect(errors).toEqual(['rate']);
    now += 2000;
    await say(t, conn, 'later', 99);
    expect(saved).toHaveLength(CHAT_BURST + 1);
  });
});
