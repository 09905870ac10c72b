/**
 * The online client keeps the match log that `log` frames bring (the `table` frame's match has
 * none, protocol version 3): the score sheet's match is the table frame's with the entries kept,
 * whole or not at all.
 */
import type { MatchEntry } from '@tarock/engine';
import { matchOf } from '@tarock/protocol/matchLog';
import { describe, expect, test, vi } from 'vitest';
import { OnlineClient, socketUrl } from './client';
import { FakeSocket, useFakeSockets } from './fakeSocket.test-helper';
import { MemoryStorage } from './memoryStorage.test-helper';
import { saveSeat } from './seats';

const loc = { protocol: 'https:', host: 'tarock.example.org' } as Location; // socketUrl reads these two only
const urlFor = (table: string | null) => socketUrl(loc, table);
const TABLE = 'AbCdEfGhIjKlMnOp';
const OTHER = 'ZyXwVuTsRqPoNmLk';

useFakeSockets();

const entry = (deal: number): MatchEntry => ({
  deal,
  deltas: [20, -10, -10],
  potDelta: 0,
  // 0 - x, not -x: JSON has no -0, and the entries come as JSON.
  totals: [20 * deal, 0 - 10 * deal, 0 - 10 * deal],
  pot: 30,
  lines: [],
});

/** A `table` frame whose match is number `n` with `logLength` entries (the client reads these). */
function tableFrame(n: number, logLength: number) {
  const match = {
    game: 'haferltarock',
    seats: 3,
    totals: [20 * logLength, -10 * logLength, -10 * logLength],
    pot: 30,
    dealer: logLength % 3,
    deals: logLength,
    round: 1,
    finished: false,
    winners: [],
    n,
    logLength,
  };
  return { t: 'table', table: { id: TABLE, seats: [], status: 'waiting', deals: logLength, match } };
}

const logFrame = (match: number, from: number, entries: MatchEntry[]) => ({
  t: 'log',
  table: TABLE,
  match,
  from,
  entries,
});

/** The match the page's score sheet shows. */
const shown = (c: OnlineClient) => matchOf(c.state.table?.match ?? null, c.state.log);

describe('the online client keeps the match log', () => {
  test('adds each settlement’s entries; the sheet is whole at every frame; a new match starts it again', () => {
    const client = new OnlineClient(urlFor, new MemoryStorage(), TABLE);
    const ws = FakeSocket.all[0];
    ws?.open();
    // The answer to the watch: the table, the state, then the whole log.
    ws?.receive(tableFrame(1, 2));
    expect(shown(client)).toBeNull();
    ws?.receive(logFrame(1, 0, [entry(0), entry(1)]));
    expect(shown(client)?.log).toEqual([entry(0), entry(1)]);
    // A settlement: its entry, then the table frame that counts it. In between the sheet is the
    // one before (the table frame's length), not totals of one deal beside entries of another.
    ws?.receive(logFrame(1, 2, [entry(2)]));
    expect(shown(client)?.log).toEqual([entry(0), entry(1)]);
    expect(shown(client)?.deals).toBe(2);
    ws?.receive(tableFrame(1, 3));
    expect(shown(client)).toMatchObject({ deals: 3, log: [entry(0), entry(1), entry(2)] });
    expect(shown(client)).not.toHaveProperty('logLength');
    // The next match: its log from 0 (here its ante), then its table frame.
    ws?.receive(logFrame(2, 0, [entry(0)]));
    ws?.receive(tableFrame(2, 1));
    expect(shown(client)?.log).toEqual([entry(0)]);
    // Another table's log is not this one's; going to another table forgets it.
    ws?.receive({ ...logFrame(1, 0, [entry(5)]), table: OTHER });
    expect(client.state.log).toEqual({ match: 2, entries: [entry(0)] });
    client.visit(OTHER);
    expect(client.state.log).toBeNull();
    client.close();
  });

  test('a gap in the log: the page asks for the whole log again (resume, or watch), and shows no sheet till then', () => {
    const storage = new MemoryStorage();
    saveSeat(storage, TABLE, { seat: 1, token: 't'.repeat(43), name: 'Bert' });
    const client = new OnlineClient(urlFor, storage, TABLE);
    const ws = FakeSocket.all[0];
    ws?.open();
    ws?.receive(tableFrame(1, 1));
    ws?.receive(logFrame(1, 0, [entry(0)]));
    expect(ws?.sent.map((m) => m['t'])).toEqual(['resume']);
    // Entries 1 and 2 never came.
    ws?.receive(logFrame(1, 3, [entry(3)]));
    ws?.receive(tableFrame(1, 4));
    expect(ws?.sent.map((m) => m['t'])).toEqual(['resume', 'resume']);
    expect(shown(client)).toBeNull();
    ws?.receive(logFrame(1, 0, [entry(0), entry(1), entry(2), entry(3)]));
    expect(shown(client)?.log).toHaveLength(4);
    client.close();

    const watching = new OnlineClient(urlFor, new MemoryStorage(), TABLE);
    const w = FakeSocket.all[1];
    w?.open();
    w?.receive(logFrame(2, 1, [entry(1)]));
    expect(w?.sent.map((m) => m['t'])).toEqual(['watch', 'watch']);
    watching.close();
  });

  test('across a reconnect the log kept counts until the whole log replaces it', () => {
    vi.useFakeTimers();
    try {
      const client = new OnlineClient(urlFor, new MemoryStorage(), TABLE);
      const first = FakeSocket.all[0];
      first?.open();
      first?.receive(tableFrame(1, 1));
      first?.receive(logFrame(1, 0, [entry(0)]));
      first?.close();
      expect(shown(client)?.log).toEqual([entry(0)]);
      vi.advanceTimersByTime(300);
      const again = FakeSocket.all[1];
      again?.open();
      // The page says what it holds (protocol version 5); a server may still send the whole log.
      expect(again?.sent).toEqual([{ t: 'watch', table: TABLE, log: { match: 1, length: 1 } }]);
      // A deal was settled meanwhile: the table frame comes before the whole log.
      again?.receive(tableFrame(1, 2));
      expect(shown(client)).toBeNull();
      again?.receive(logFrame(1, 0, [entry(0), entry(1)]));
      expect(shown(client)?.log).toEqual([entry(0), entry(1)]);
      client.close();
    } finally {
      vi.useRealTimers();
    }
  });

  test('a reconnect says the log held with its watch, resume or unanswered join, and the piece from there joins on', () => {
    vi.useFakeTimers();
    try {
      const storage = new MemoryStorage();
      const client = new OnlineClient(urlFor, storage, TABLE);
      const first = FakeSocket.all[0];
      first?.open();
      // Nothing held yet: the first watch says nothing.
      expect(first?.sent).toEqual([{ t: 'watch', table: TABLE }]);
      first?.receive(tableFrame(1, 2));
      first?.receive(logFrame(1, 0, [entry(0), entry(1)]));
      // The player takes a seat: the join says what the page holds.
      client.join(0, 'Anna');
      const join = first?.sent.at(-1);
      expect(join).toMatchObject({ t: 'join', seat: 0, name: 'Anna', log: { match: 1, length: 2 } });
      // The connection drops before `joined`: the join goes again, with the log held.
      first?.close();
      vi.advanceTimersByTime(300);
      const second = FakeSocket.all[1];
      second?.open();
      expect(second?.sent).toEqual([{ ...join, req: expect.any(Number) }]);
      second?.receive({ t: 'joined', req: second.sent[0]?.['req'], table: TABLE, seat: 0 });
      // Two deals were settled meanwhile: the table frame first, then only the new entries.
      second?.receive(tableFrame(1, 4));
      expect(shown(client)).toBeNull();
      second?.receive(logFrame(1, 2, [entry(2), entry(3)]));
      expect(shown(client)).toMatchObject({ deals: 4, log: [0, 1, 2, 3].map(entry) });
      // Seated now: the next reconnect resumes the seat, saying the four entries held.
      second?.close();
      vi.advanceTimersByTime(300);
      const third = FakeSocket.all[2];
      third?.open();
      expect(third?.sent).toMatchObject([{ t: 'resume', table: TABLE, log: { match: 1, length: 4 } }]);
      // Nothing new: an empty piece at the end keeps the sheet as it was.
      third?.receive(tableFrame(1, 4));
      third?.receive(logFrame(1, 4, []));
      expect(shown(client)).toMatchObject({ deals: 4, log: [0, 1, 2, 3].map(entry) });
      client.close();
    } finally {
      vi.useRealTimers();
    }
  });
});
