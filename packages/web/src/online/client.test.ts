import { afterEach, describe, expect, test, vi } from 'vitest';
import { OnlineClient, PAGE_PROTOCOL, socketUrl, timerDeadline } from './client';
import { errorText } from './errors';
import { FakeSocket, useFakeSockets } from './fakeSocket.test-helper';
import { MemoryStorage } from './memoryStorage.test-helper';
import { keptTables, loadSeat, saveSeat } from './seats';
import { ONLINE_STRINGS } from './strings';

const loc = { protocol: 'https:', host: 'tarock.example.org' } as Location; // socketUrl reads these two only
const urlFor = (table: string | null) => socketUrl(loc, table);
const TABLE = 'AbCdEfGhIjKlMnOp';
const OTHER = 'ZyXwVuTsRqPoNmLk';

useFakeSockets();

describe('the online client names its table in the WebSocket URL (a proxy routes by it)', () => {
  test('an invite link connects with its table id and watches the table', () => {
    const client = new OnlineClient(urlFor, new MemoryStorage(), TABLE);
    const [ws] = FakeSocket.all;
    expect(ws?.url).toBe(`wss://tarock.example.org/ws?table=${TABLE}`);
    expect(ws?.protocol).toBe('tarock.v5');
    ws?.open();
    expect(ws?.sent).toEqual([{ t: 'watch', table: TABLE }]);
    client.close();
  });

  test('the timer’s deadline counts for the frame of its moment only, and is forgotten with the table', () => {
    const client = new OnlineClient(urlFor, new MemoryStorage(), TABLE);
    const [ws] = FakeSocket.all;
    ws?.open();
    ws?.receive({ t: 'state', table: TABLE, seq: 4, seat: null, deal: null, view: null });
    ws?.receive({ t: 'timer', table: TABLE, seq: 4, deadline: 1234 });
    expect(timerDeadline(client.state)).toBe(1234);
    // The next frame comes before its own timer: the last turn's moment is not shown for it.
    ws?.receive({ t: 'state', table: TABLE, seq: 5, seat: null, deal: null, view: null });
    expect(timerDeadline(client.state)).toBeNull();
    ws?.receive({ t: 'timer', table: TABLE, seq: 5, deadline: 5678 });
    expect(timerDeadline(client.state)).toBe(5678);
    ws?.receive({ t: 'timer', table: OTHER, seq: 5, deadline: 9999 });
    expect(timerDeadline(client.state)).toBe(5678);
    client.visit(OTHER);
    expect(client.state.timer).toBeNull();
    client.close();
  });

  test('opening a table: create goes out on the first connection, then the page connects again for the new table and takes its seat', () => {
    const storage = new MemoryStorage();
    const client = new OnlineClient(urlFor, storage);
    const first = FakeSocket.all[0];
    expect(first?.url).toBe('wss://tarock.example.org/ws');
    first?.open();
    client.open({
      preset: 'haferltarock',
      options: {},
      seats: [{ kind: 'human' }, { kind: 'computer', level: 'random' }, { kind: 'human' }],
      turnSeconds: null,
      name: 'Anna',
    });
    expect(first?.sent.map((m) => m['t'])).toEqual(['create']);
    first?.receive({ t: 'created', table: TABLE, invite: `/table/${TABLE}` });
    expect(first?.readyState).toBe(FakeSocket.CLOSED);
    const second = FakeSocket.all[1];
    expect(second?.url).toBe(`wss://tarock.example.org/ws?table=${TABLE}`);
    second?.open();
    // The host's join, its token made and kept before: it stands for the watch too.
    const token = loadSeat(storage, TABLE)?.token;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(second?.sent).toEqual([
      { t: 'join', req: expect.any(Number), table: TABLE, seat: 0, name: 'Anna', token },
    ]);
    expect(FakeSocket.all).toHaveLength(2);
    client.close();
  });

  test('going to another table connects again with its id; a reconnect keeps the id', () => {
    const client = new OnlineClient(urlFor, new MemoryStorage(), TABLE);
    FakeSocket.all[0]?.open();
    client.visit(OTHER);
    const second = FakeSocket.all[1];
    expect(second?.url).toBe(`wss://tarock.example.org/ws?table=${OTHER}`);
    second?.open();
    expect(second?.sent).toEqual([{ t: 'watch', table: OTHER }]);
    // Visiting the same table again changes nothing.
    client.visit(OTHER);
    expect(FakeSocket.all).toHaveLength(2);
    client.close();
  });
});

test('"Play online" at a table: the page leaves it for the start screen and connects without a table; the seat stays kept', () => {
  const storage = new MemoryStorage();
  saveSeat(storage, TABLE, { seat: 1, token: 't'.repeat(43), name: 'Gustl' });
  const client = new OnlineClient(urlFor, storage, TABLE);
  FakeSocket.all[0]?.open();
  client.home();
  expect(client.state.tableId).toBeNull();
  expect(client.state.table).toBeNull();
  expect(client.state.held).toBeNull();
  const second = FakeSocket.all[1];
  expect(second?.url).toBe('wss://tarock.example.org/ws');
  second?.open();
  expect(second?.sent).toEqual([]);
  expect(loadSeat(storage, TABLE)?.token).toBe('t'.repeat(43));
  // At the start screen already: nothing changes.
  client.home();
  expect(FakeSocket.all).toHaveLength(2);
  // The table is reachable again.
  client.visit(TABLE);
  expect(FakeSocket.all[2]?.url).toBe(`wss://tarock.example.org/ws?table=${TABLE}`);
  client.close();
});

test('a refusal of the page’s action carries that action, so the page words the reason itself', () => {
  const client = new OnlineClient(urlFor, new MemoryStorage(), TABLE);
  const ws = FakeSocket.all[0];
  ws?.open();
  client.join(0, 'Anna');
  ws?.receive({ t: 'joined', table: TABLE, seat: 0 });
  ws?.receive({ t: 'state', table: TABLE, seq: 7, seat: 0, deal: null, view: null });
  const action = { type: 'play', card: 12 } as const;
  client.act(action);
  const sent = ws?.sent.at(-1);
  expect(sent).toMatchObject({ t: 'act', table: TABLE, seat: 0, seq: 7, action });
  ws?.receive({ t: 'rejected', req: sent?.['req'], table: TABLE, code: 'illegal', reason: 'E10 …', seq: 7 });
  expect(client.state.rejected).toEqual({ reason: 'E10 …', action, code: 'illegal' });
  // A refusal of anything else (here: ready) names no action.
  client.ready();
  ws?.receive({ t: 'rejected', table: TABLE, code: 'phase', reason: 'a deal is running', seq: 7 });
  expect(client.state.rejected).toEqual({ reason: 'a deal is running', action: null, code: 'phase' });
  client.close();
});

test('the history comes in pages: the first replaces what was loaded, each further one is added', () => {
  const client = new OnlineClient(urlFor, new MemoryStorage(), TABLE);
  const ws = FakeSocket.all[0];
  ws?.open();
  const deal = (n: number) => ({ n, match: 1, seedHashes: [], seeds: [], record: {} });
  const deals = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => deal(from + i));
  client.moreHistory(); // nothing loaded yet: nothing to ask for
  client.loadHistory();
  expect(ws?.sent.at(-1)).toEqual({ t: 'history', table: TABLE });
  ws?.receive({ t: 'history', table: TABLE, deals: deals(1, 20), next: 21 });
  expect(client.state.historyNext).toBe(21);
  client.moreHistory();
  expect(ws?.sent.at(-1)).toEqual({ t: 'history', table: TABLE, from: 21 });
  ws?.receive({ t: 'history', table: TABLE, deals: deals(21, 25), next: null });
  expect(client.state.history?.map((d) => d.n)).toEqual(deals(1, 25).map((d) => d.n));
  expect(client.state.historyNext).toBeNull();
  const sent = ws?.sent.length;
  client.moreHistory();
  expect(ws?.sent.length).toBe(sent);
  // Loading again starts over (deals may have finished meanwhile).
  client.loadHistory();
  ws?.receive({ t: 'history', table: TABLE, deals: deals(1, 20), next: 21 });
  expect(client.state.history).toHaveLength(20);
  client.close();
});

describe('a lost seat token: the host has the seat given a new one', () => {
  const TOKEN = 'n'.repeat(43);
  /** A page opens a table (one seat for a player) and is told it was created; the host key is its own. */
  function hostOpens() {
    const storage = new MemoryStorage();
    const client = new OnlineClient(urlFor, storage);
    FakeSocket.all[0]?.open();
    client.open({
      preset: 'haferltarock',
      options: {},
      seats: [{ kind: 'human' }],
      turnSeconds: null,
      name: 'Anna',
    });
    const HOST_KEY = String(FakeSocket.all[0]?.sent[0]?.['hostKey']);
    FakeSocket.all[0]?.receive({ t: 'created', table: TABLE, invite: `/table/${TABLE}` });
    return { storage, client, HOST_KEY };
  }

  test('the host keeps the host key it made for the create and asks for a new token; the answer is kept to be handed on', () => {
    const { storage, client, HOST_KEY } = hostOpens();
    expect(HOST_KEY).toMatch(/^[A-Za-z0-9_-]{42}[AEIMQUYcgkosw048]$/);
    expect(client.state.host).toBe(true);
    const ws = FakeSocket.all[1];
    ws?.open();
    client.reissue(1);
    expect(ws?.sent.at(-1)).toEqual({
      t: 'reissue',
      req: expect.any(Number),
      table: TABLE,
      seat: 1,
      hostKey: HOST_KEY,
    });
    ws?.receive({ t: 'reissued', table: TABLE, seat: 1, token: TOKEN });
    expect(client.state.reissued).toEqual({ seat: 1, token: TOKEN });
    client.close();
    // The host key outlives the page; another table's page is no host.
    const again = new OnlineClient(urlFor, storage, TABLE);
    expect(again.state.host).toBe(true);
    again.visit(OTHER);
    expect(again.state.host).toBe(false);
    again.reissue(1);
    expect(FakeSocket.all.flatMap((s) => s.sent).filter((m) => m['t'] === 'reissue')).toHaveLength(1);
    again.close();
  });

  test('the seat link goes once its player holds the seat again, and does not come back', () => {
    const { client } = hostOpens();
    const ws = FakeSocket.all[1];
    ws?.open();
    ws?.receive({ t: 'joined', table: TABLE, seat: 0 });
    const seat = (connected: boolean) => ({
      seat: 1,
      kind: 'human',
      name: 'Bert',
      connected,
      bot: !connected,
    });
    const table = (connected: boolean) => ({
      id: TABLE,
      seats: [{ seat: 0, kind: 'human', name: 'Anna', connected: true }, seat(connected)],
    }); // the client reads the id and the seats only
    client.reissue(1);
    ws?.receive({ t: 'reissued', table: TABLE, seat: 1, token: TOKEN });
    // Still away: the link waits to be handed on.
    ws?.receive({ t: 'table', table: table(false) });
    expect(client.state.reissued).toEqual({ seat: 1, token: TOKEN });
    // Back with the new token: the link is used up.
    ws?.receive({ t: 'table', table: table(true) });
    expect(client.state.reissued).toBeNull();
    ws?.receive({ t: 'table', table: table(false) });
    expect(client.state.reissued).toBeNull();
    client.close();
  });

  test('a refused host key leaves the host at the seat: only the seat link is refused', () => {
    const { client } = hostOpens();
    const ws = FakeSocket.all[1];
    ws?.open();
    ws?.receive({ t: 'joined', table: TABLE, seat: 0 });
    client.reissue(1);
    const sentBefore = ws?.sent.length ?? 0;
    const req = ws?.sent.at(-1)?.['req'];
    ws?.receive({ t: 'error', req, code: 'bad-token', message: 'this is not the host key of this table' });
    expect(client.state.held?.seat).toBe(0);
    expect(client.state.error?.code).toBe('not-host');
    expect(ws?.sent.length).toBe(sentBefore);
    // The seat's own token refused (the host gave it to someone else): the page watches.
    ws?.receive({ t: 'error', code: 'bad-token', message: 'the host gave seat 1 a new token' });
    expect(client.state.held).toBeNull();
    expect(client.state.error?.code).toBe('bad-token');
    client.close();
  });

  test('the player opens the seat link: the page resumes the seat with the new token', () => {
    const storage = new MemoryStorage();
    const client = new OnlineClient(urlFor, storage, TABLE);
    const ws = FakeSocket.all[0];
    ws?.open();
    client.claim(1, TOKEN);
    expect(ws?.sent.at(-1)).toMatchObject({ t: 'resume', table: TABLE, token: TOKEN });
    ws?.receive({ t: 'joined', table: TABLE, seat: 1 });
    expect(client.state.held).toMatchObject({ seat: 1, token: TOKEN });
    // A reconnect resumes with it too.
    ws?.close();
    const next = new OnlineClient(urlFor, storage, TABLE);
    const ws2 = FakeSocket.all.at(-1);
    ws2?.open();
    expect(ws2?.sent).toMatchObject([{ t: 'resume', table: TABLE, token: TOKEN }]);
    client.close();
    next.close();
  });

  test('a seat link opened where an old token of the seat is kept: the old one refused does not undo the link', () => {
    const storage = new MemoryStorage();
    saveSeat(storage, TABLE, { seat: 1, token: 'o'.repeat(43), name: 'Gustl' });
    const client = new OnlineClient(urlFor, storage, TABLE);
    const ws = FakeSocket.all[0];
    // The connection opens before the page reads the link: it resumes with the old token first.
    ws?.open();
    const stale = ws?.sent.at(-1);
    expect(stale).toMatchObject({ t: 'resume', token: 'o'.repeat(43) });
    client.claim(1, TOKEN);
    const fresh = ws?.sent.at(-1);
    expect(fresh).toMatchObject({ t: 'resume', token: TOKEN });
    // The server refuses the old token (the host gave the seat a new one), then seats the link's.
    ws?.receive({ t: 'error', req: stale?.['req'], code: 'bad-token', message: 'this token holds no seat' });
    ws?.receive({ t: 'joined', req: fresh?.['req'], table: TABLE, seat: 1 });
    expect(client.state.held).toMatchObject({ seat: 1, token: TOKEN });
    expect(client.state.error).toBeNull();
    expect(ws?.sent.at(-1)).toBe(fresh);
    client.close();
  });

  test('a seat link whose token holds nothing does not cost the page the seat it held: it keeps it and says so', () => {
    const storage = new MemoryStorage();
    const mine = { seat: 0, token: 'm'.repeat(43), name: 'Gustl' };
    saveSeat(storage, TABLE, mine);
    const client = new OnlineClient(urlFor, storage, TABLE);
    const ws = FakeSocket.all[0];
    ws?.open();
    const own = ws?.sent.at(-1);
    ws?.receive({ t: 'joined', req: own?.['req'], table: TABLE, seat: 0 });
    // Someone sends the player a link with a token that holds nothing (or another seat's old one).
    client.claim(1, TOKEN);
    const linked = ws?.sent.at(-1);
    expect(linked).toMatchObject({ t: 'resume', token: TOKEN });
    ws?.receive({ t: 'error', req: linked?.['req'], code: 'bad-token', message: 'this token holds no seat' });
    // The page keeps its own seat, resumes it, and says that the link was the problem.
    expect(loadSeat(storage, TABLE)).toMatchObject(mine);
    expect(ws?.sent.at(-1)).toMatchObject({ t: 'resume', table: TABLE, token: mine.token });
    expect(client.state.error?.code).toBe('bad-link');
    client.close();
  });

  test('a seat left while its join was unanswered: the join’s late joined keeps no token, the page watches', () => {
    const storage = new MemoryStorage();
    const client = new OnlineClient(urlFor, storage, TABLE);
    const ws = FakeSocket.all[0];
    ws?.open();
    client.join(1, 'Gustl');
    const join = ws?.sent.at(-1);
    expect(join).toMatchObject({ t: 'join', table: TABLE, seat: 1 });
    client.leave();
    expect(ws?.sent.at(-1)).toEqual({ t: 'leave', table: TABLE });
    // The server took the join before the leave: it answers the join, then frees the seat.
    ws?.receive({ t: 'joined', req: join?.['req'], table: TABLE, seat: 1 });
    expect(loadSeat(storage, TABLE)).toBeNull();
    expect(keptTables(storage)).toEqual([]);
    expect(client.state.held).toBeNull();
    expect(client.state.joining).toBeNull();
    // A new page (a reload) at the table watches it: no token to resume with.
    const next = new OnlineClient(urlFor, storage, TABLE);
    const ws2 = FakeSocket.all.at(-1);
    ws2?.open();
    expect(ws2?.sent).toEqual([{ t: 'watch', table: TABLE }]);
    client.close();
    next.close();
  });

  test('a seat given up in another tab: this tab learns it from a spectator’s frame and watches', () => {
    const storage = new MemoryStorage();
    const client = new OnlineClient(urlFor, storage, TABLE);
    const ws = FakeSocket.all[0];
    ws?.open();
    client.join(1, 'Gustl');
    ws?.receive({ t: 'joined', table: TABLE, seat: 1 });
    ws?.receive({ t: 'state', table: TABLE, seq: 3, seat: 1, deal: null, view: null });
    expect(client.state.held?.seat).toBe(1);
    // The other tab gave the seat up (and forgot its token); the server sends this one the public view.
    storage.removeItem(`tarock.online.seat.${TABLE}`);
    ws?.receive({ t: 'state', table: TABLE, seq: 4, seat: null, deal: null, view: null });
    expect(client.state.held).toBeNull();
    expect(client.state.error?.code).toBe('bad-token');
    client.close();
  });

  test('an ack of an accepted command changes nothing', () => {
    const client = new OnlineClient(urlFor, new MemoryStorage(), TABLE);
    const ws = FakeSocket.all[0];
    ws?.open();
    const before = client.state;
    ws?.receive({ t: 'ack', req: 3, table: TABLE, seq: 0 });
    expect(client.state).toBe(before);
    client.close();
  });
});

describe('a table the server cannot open under its present rules (`bad-table` to a visit)', () => {
  const OUTDATED = `table ${TABLE} was played under an earlier version of its rules and cannot be resumed on this server; its finished deals are in its history (/api/tables/${TABLE}/history)`;

  test('is told as an outdated table in the page’s language, not in the server’s English', () => {
    const client = new OnlineClient(urlFor, new MemoryStorage(), TABLE);
    const ws = FakeSocket.all[0];
    ws?.open();
    ws?.receive({ t: 'error', code: 'bad-table', message: OUTDATED });
    const error = client.state.error;
    if (!error) throw new Error('no error');
    expect(error.code).toBe('outdated');
    expect(errorText(error, ONLINE_STRINGS.de)).toBe(ONLINE_STRINGS.de.outdatedTable);
    expect(errorText(error, ONLINE_STRINGS.en)).toBe(ONLINE_STRINGS.en.outdatedTable);
    expect(ONLINE_STRINGS.de.outdatedTable).not.toContain('rules');
    client.close();
  });

  test('a table refused as it is opened keeps the server’s words (the code alone says too little)', () => {
    const client = new OnlineClient(urlFor, new MemoryStorage());
    const ws = FakeSocket.all[0];
    ws?.open();
    client.open({
      preset: 'haferltarock',
      options: { nope: 1 },
      seats: [{ kind: 'human' }],
      turnSeconds: null,
      name: 'Anna',
    });
    const req = ws?.sent.at(-1)?.['req'];
    expect(req).toEqual(expect.any(Number));
    ws?.receive({ t: 'error', req, code: 'bad-table', message: 'haferltarock has no option nope' });
    const error = client.state.error;
    if (!error) throw new Error('no error');
    expect(error.code).toBe('bad-table');
    expect(errorText(error, ONLINE_STRINGS.de)).toBe(
      ONLINE_STRINGS.de.serverSays('haferltarock has no option nope'),
    );
    client.close();
  });
});

describe('the time a seat was last used, for "Your tables"', () => {
  const TOKEN = 't'.repeat(43);

  test('taking a seat keeps when; resuming it later keeps the later time (an old entry without one gets it)', () => {
    const storage = new MemoryStorage();
    const before = Date.now();
    const client = new OnlineClient(urlFor, storage, TABLE);
    const ws = FakeSocket.all[0];
    ws?.open();
    client.join(1, 'Gustl');
    ws?.receive({ t: 'joined', table: TABLE, seat: 1 });
    const taken = loadSeat(storage, TABLE)?.used ?? 0;
    expect(taken).toBeGreaterThanOrEqual(before);
    client.close();

    // A seat kept before the time was recorded, at another table: resumed, it gets one.
    storage.setItem(`tarock.online.seat.${OTHER}`, JSON.stringify({ seat: 0, token: TOKEN, name: 'Gustl' }));
    expect(keptTables(storage).map((t) => t.table)).toStrictEqual([TABLE, OTHER]);
    const later = new OnlineClient(urlFor, storage, OTHER);
    const ws2 = FakeSocket.all.at(-1);
    ws2?.open();
    expect(ws2?.sent).toMatchObject([{ t: 'resume', table: OTHER, token: TOKEN }]);
    ws2?.receive({ t: 'joined', table: OTHER, seat: 0 });
    expect(loadSeat(storage, OTHER)).toMatchObject({ seat: 0, token: TOKEN, name: 'Gustl' });
    expect(loadSeat(storage, OTHER)?.used).toBeGreaterThanOrEqual(taken);
    later.close();
  });
});

describe('a connection gone silent (a closed lid, a dropped NAT mapping: no close ever comes)', () => {
  const TOKEN = 't'.repeat(43);
  afterEach(() => {
    vi.useRealTimers();
  });

  test('after 25 s without a word the page pings; a connection that stays silent is given up at 60 s and made again, and the seat resumed', () => {
    vi.useFakeTimers();
    const storage = new MemoryStorage();
    saveSeat(storage, TABLE, { seat: 1, token: TOKEN, name: 'Gustl' });
    const client = new OnlineClient(urlFor, storage, TABLE);
    const ws = FakeSocket.all[0];
    ws?.open();
    ws?.receive({ t: 'joined', table: TABLE, seat: 1 });
    vi.advanceTimersByTime(24_999);
    expect(ws?.sent.map((m) => m['t'])).toEqual(['resume']);
    vi.advanceTimersByTime(1);
    expect(ws?.sent.map((m) => m['t'])).toEqual(['resume', 'ping']);
    vi.advanceTimersByTime(34_999);
    expect(client.state.connection).toBe('open');
    vi.advanceTimersByTime(1);
    expect(client.state.connection).toBe('closed');
    expect(ws?.readyState).toBe(FakeSocket.CLOSED);
    vi.advanceTimersByTime(300);
    const again = FakeSocket.all[1];
    again?.open();
    expect(again?.sent).toMatchObject([{ t: 'resume', table: TABLE, token: TOKEN }]);
    client.close();
  });

  test('a connection that answers is kept: anything it sends, a pong too, starts the quiet time again', () => {
    vi.useFakeTimers();
    const client = new OnlineClient(urlFor, new MemoryStorage(), TABLE);
    const ws = FakeSocket.all[0];
    ws?.open();
    for (let i = 0; i < 5; i++) {
      vi.advanceTimersByTime(25_000);
      expect(ws?.sent.at(-1)).toEqual({ t: 'ping' });
      vi.advanceTimersByTime(30_000);
      ws?.receive({ t: 'pong' });
    }
    expect(FakeSocket.all).toHaveLength(1);
    expect(client.state.connection).toBe('open');
    client.close();
  });
});

describe('a page left open while its server was upgraded to another protocol version', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** The client with the server answering `version` when asked, each handshake refused. */
  function refusedBy(version: number | null) {
    vi.useFakeTimers();
    const asked: number[] = [];
    const client = new OnlineClient(urlFor, new MemoryStorage(), TABLE, async () => {
      asked.push(FakeSocket.all.length);
      return version;
    });
    return { client, asked };
  }

  test('after two refused handshakes it asks the server, stops connecting and asks to be reloaded', async () => {
    const { client, asked } = refusedBy(PAGE_PROTOCOL + 1);
    FakeSocket.all[0]?.close();
    expect(asked).toEqual([]);
    await vi.advanceTimersByTimeAsync(300);
    FakeSocket.all[1]?.close();
    await vi.advanceTimersByTimeAsync(0);
    expect(asked).toEqual([2]);
    expect(client.state.outdated).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.all).toHaveLength(2);
  });

  test('a server of the page’s version (or one that cannot say) is only away: the page goes on connecting', async () => {
    for (const version of [PAGE_PROTOCOL, null]) {
      FakeSocket.all = [];
      const { client } = refusedBy(version);
      FakeSocket.all[0]?.close();
      await vi.advanceTimersByTimeAsync(300);
      FakeSocket.all[1]?.close();
      await vi.advanceTimersByTimeAsync(600);
      expect(client.state.outdated).toBe(false);
      expect(FakeSocket.all).toHaveLength(3);
      client.close();
    }
  });

  test('a connection that opened and then dropped is no refusal', async () => {
    const { client, asked } = refusedBy(PAGE_PROTOCOL + 1);
    for (let i = 0; i < 3; i++) {
      const ws = FakeSocket.all[i];
      ws?.open();
      ws?.close();
      await vi.advanceTimersByTimeAsync(300);
    }
    expect(asked).toEqual([]);
    expect(client.state.outdated).toBe(false);
    client.close();
  });
});
