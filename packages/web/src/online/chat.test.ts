import { CHAT_BACKLOG, type ChatLine, MAX_CHAT_LENGTH } from '@tarock/protocol';
import { describe, expect, test } from 'vitest';
import { CHAT_KEEP, CHAT_MAX, NO_CHAT, chatExcess, mergeLines, unreadCount, withBacklog } from './chat';
import { OnlineClient } from './client';
import { errorText } from './errors';
import { FakeSocket, useFakeSockets } from './fakeSocket.test-helper';
import { MemoryStorage } from './memoryStorage.test-helper';
import { saveSeat } from './seats';
import { ONLINE_STRINGS } from './strings';

const line = (n: number, seat = 1, text = `line ${n}`): ChatLine => ({
  n,
  seat,
  name: `P${seat}`,
  text,
  at: 1_700_000_000_000 + n,
});

test('the page’s limits are the server’s', () => {
  expect(CHAT_MAX).toBe(MAX_CHAT_LENGTH);
  expect(CHAT_KEEP).toBe(CHAT_BACKLOG);
});

test('a line is too long by the characters beyond 200, counted after trimming', () => {
  expect(chatExcess(`  ${'x'.repeat(200)}  `)).toBe(0);
  expect(chatExcess('x'.repeat(203))).toBe(3);
  expect(ONLINE_STRINGS.de.chatTooLong(200, 3)).toBe('Eine Zeile hat höchstens 200 Zeichen: 3 zu viel');
  expect(ONLINE_STRINGS.en.chatTooLong(200, 1)).toBe('A line may have at most 200 characters: one too many');
});

describe('the lines the page keeps', () => {
  test('each number once, in order, the newest CHAT_KEEP', () => {
    expect(mergeLines([line(2), line(3)], [line(1), line(3), line(4)]).map((l) => l.n)).toEqual([1, 2, 3, 4]);
    const many = Array.from({ length: CHAT_KEEP + 7 }, (_, i) => line(i + 1));
    expect(mergeLines([], many).map((l) => l.n)).toEqual(many.slice(7).map((l) => l.n));
  });

  test('the backlog a page comes to is read; lines missed while the connection was down are not', () => {
    const first = withBacklog(NO_CHAT, [line(1), line(2)]);
    expect(first.read).toBe(2);
    expect(unreadCount(first, 0)).toBe(0);
    const again = withBacklog(first, [line(1), line(2), line(3), line(4, 0)]);
    expect(again.lines.map((l) => l.n)).toEqual([1, 2, 3, 4]);
    // Line 4 is the page's own seat's: its player wrote it.
    expect(unreadCount(again, 0)).toBe(1);
    // A spectator has no line of its own.
    expect(unreadCount(again, null)).toBe(2);
  });
});

const TABLE = 'AbCdEfGhIjKlMnOp';
const OTHER = 'ZyXwVuTsRqPoNmLk';
useFakeSockets();

function atTable(seat: number | null) {
  const storage = new MemoryStorage();
  if (seat !== null) saveSeat(storage, TABLE, { seat, token: 't'.repeat(43), name: 'Anna' });
  const client = new OnlineClient(() => 'ws://x/ws', storage, TABLE);
  const ws = FakeSocket.all.at(-1);
  if (!ws) throw new Error('no socket');
  ws.open();
  if (seat !== null) ws.receive({ t: 'joined', table: TABLE, seat });
  return { client, ws };
}

describe('the online client’s chat', () => {
  test('say sends the line with a request number; the line comes in as said, to every page', () => {
    const { client, ws } = atTable(0);
    client.say('Servus beinand');
    const sent = ws.sent.at(-1);
    expect(sent).toMatchObject({ t: 'say', table: TABLE, text: 'Servus beinand' });
    expect(typeof sent?.['req']).toBe('number');
    ws.receive({ t: 'said', table: TABLE, ...line(1, 0, 'Servus beinand') });
    ws.receive({ t: 'ack', req: sent?.['req'], table: TABLE, seq: 0 });
    ws.receive({ t: 'said', table: TABLE, ...line(2, 1, 'Griaß di') });
    // A line of another table (a frame late from the last one) is not this table's.
    ws.receive({ t: 'said', table: OTHER, ...line(3, 1, 'Falscher Tisch') });
    expect(client.state.chat.lines.map((l) => l.text)).toEqual(['Servus beinand', 'Griaß di']);
    expect(client.state.chat.refused).toBeNull();
    expect(unreadCount(client.state.chat, 0)).toBe(1);
    client.readChat();
    expect(unreadCount(client.state.chat, 0)).toBe(0);
    client.close();
  });

  test('the backlog on coming to the table shows the conversation, read', () => {
    const { client, ws } = atTable(null);
    ws.receive({ t: 'chat', table: TABLE, lines: [line(4), line(5)] });
    expect(client.state.chat.lines.map((l) => l.n)).toEqual([4, 5]);
    expect(unreadCount(client.state.chat, null)).toBe(0);
    ws.receive({ t: 'said', table: TABLE, ...line(6) });
    expect(unreadCount(client.state.chat, null)).toBe(1);
    // Another table: its own chat, nothing of this one's.
    client.visit(OTHER);
    expect(client.state.chat).toEqual(NO_CHAT);
    client.close();
  });

  test('a refused line is kept in the chat with its text and worded by its code, not as the page’s error', () => {
    const { client, ws } = atTable(null);
    client.say('Darf ich?');
    const req = ws.sent.at(-1)?.['req'];
    ws.receive({ t: 'error', req, code: 'seated-only', message: 'only the players seated…' });
    expect(client.state.error).toBeNull();
    const refused = client.state.chat.refused;
    expect(refused?.text).toBe('Darf ich?');
    if (!refused) throw new Error('not refused');
    expect(errorText(refused.error, ONLINE_STRINGS.de)).toBe(ONLINE_STRINGS.de.seatedOnly);
    expect(errorText(refused.error, ONLINE_STRINGS.en)).toBe(
      'Only the players seated at the table can write in its chat.',
    );
    // Too many lines at once: the same, worded as a rate.
    client.say('Noch eins');
    expect(client.state.chat.refused).toBeNull();
    ws.receive({ t: 'error', req: ws.sent.at(-1)?.['req'], code: 'rate', message: 'too many lines' });
    expect(client.state.chat.refused).toMatchObject({ text: 'Noch eins', error: { code: 'rate' } });
    expect(client.state.error).toBeNull();
    client.close();
  });
});
