/**
 * The page makes the seat token of its `join` and keeps it before sending (protocol version 4,
 * docs/decisions/0010): a join whose `joined` never came is sent again with the same token on the
 * next connection (the server answers the same join `joined` again), and a join refused for good
 * forgets it.
 */
import { PROTOCOL_VERSION, SEAT_TOKEN_PATTERN } from '@tarock/protocol';
import { describe, expect, test } from 'vitest';
import { OnlineClient, PAGE_PROTOCOL, socketUrl } from './client';
import { FakeSocket, reconnect, useFakeSockets } from './fakeSocket.test-helper';
import { MemoryStorage } from './memoryStorage.test-helper';
import { keptTables, loadSeat, newSeatToken } from './seats';

const loc = { protocol: 'https:', host: 'tarock.example.org' } as Location; // socketUrl reads these two only
const urlFor = (table: string | null) => socketUrl(loc, table);
const TABLE = 'AbCdEfGhIjKlMnOp';

useFakeSockets();

/** A page at the table, connected; the last socket is the open one. */
function atTable(storage = new MemoryStorage()) {
  const client = new OnlineClient(urlFor, storage, TABLE);
  const ws = FakeSocket.all.at(-1);
  ws?.open();
  return { client, storage, ws };
}

describe('the seat token of a join is the page’s', () => {
  test('the page speaks the protocol’s version (its bundle does not import it)', () => {
    expect(PAGE_PROTOCOL).toBe(PROTOCOL_VERSION);
    const { client, ws } = atTable();
    expect(ws?.protocol).toBe(`tarock.v${PROTOCOL_VERSION}`);
    client.close();
  });

  test('256 bits of the browser’s CSPRNG in the server’s text, a new one each time', () => {
    const tokens = new Set(Array.from({ length: 50 }, newSeatToken));
    expect(tokens.size).toBe(50);
    for (const t of tokens) expect(t).toMatch(SEAT_TOKEN_PATTERN);
  });

  test('is kept before the join is sent, and the join carries it; joined keeps the seat as held', () => {
    const { client, storage, ws } = atTable();
    client.join(2, 'Vroni');
    const kept = loadSeat(storage, TABLE);
    expect(kept).toMatchObject({ seat: 2, name: 'Vroni', joining: true });
    const sent = ws?.sent.at(-1);
    expect(sent).toEqual({
      t: 'join',
      req: expect.any(Number),
      table: TABLE,
      seat: 2,
      name: 'Vroni',
      token: kept?.token,
    });
    // Listed under "Your tables" at once: the seat may be the page's already.
    expect(keptTables(storage).map((t) => t.table)).toEqual([TABLE]);
    ws?.receive({ t: 'joined', req: sent?.['req'], table: TABLE, seat: 2 });
    expect(client.state.held).toEqual({
      seat: 2,
      name: 'Vroni',
      token: kept?.token,
      used: expect.any(Number),
    });
    expect(loadSeat(storage, TABLE)?.joining).toBeUndefined();
    client.close();
  });

  test('the answer lost with the connection: the next connection sends the same join again, and then resumes', async () => {
    const { client, storage, ws } = atTable();
    client.join(1, 'Gustl');
    const first = ws?.sent.at(-1);
    const token = loadSeat(storage, TABLE)?.token;
    // The connection drops before `joined` came: whether the join went through is not known.
    const again = await reconnect(ws);
    const retry = again?.sent[0];
    expect(again?.sent).toHaveLength(1);
    expect(retry).toEqual({ ...first, req: expect.any(Number) });
    expect(retry?.['token']).toBe(token);
    again?.receive({ t: 'joined', req: retry?.['req'], table: TABLE, seat: 1 });
    expect(client.state.held).toMatchObject({ seat: 1, token, name: 'Gustl' });
    // Answered: from now on the seat is resumed with the token.
    const third = await reconnect(again);
    expect(third?.sent).toEqual([{ t: 'resume', req: expect.any(Number), table: TABLE, token }]);
    client.close();
  });

  test('a page reloaded before the answer came sends the kept join again', () => {
    const { client, storage } = atTable();
    client.join(0, 'Anna');
    const token = loadSeat(storage, TABLE)?.token;
    client.close();
    const reloaded = atTable(storage);
    expect(reloaded.ws?.sent).toEqual([
      { t: 'join', req: expect.any(Number), table: TABLE, seat: 0, name: 'Anna', token },
    ]);
    reloaded.client.close();
  });

  test('a join asked for while connecting goes out once, as the connection opens', () => {
    const storage = new MemoryStorage();
    const client = new OnlineClient(urlFor, storage, TABLE);
    client.join(0, 'Anna');
    const ws = FakeSocket.all[0];
    ws?.open();
    expect(ws?.sent.map((m) => m['t'])).toEqual(['join']);
    expect(ws?.sent[0]?.['token']).toBe(loadSeat(storage, TABLE)?.token);
    client.close();
  });

  test('the same seat taken again while its answer is lost keeps the token: the join that went through is answered joined', async () => {
    const { client, storage, ws } = atTable();
    client.join(1, 'Gustl');
    const token = loadSeat(storage, TABLE)?.token;
    // The answer is lost with the connection; the page still offers the seat, and it is taken again
    // before the next connection opens.
    ws?.close();
    client.join(1, 'Gustl');
    expect(loadSeat(storage, TABLE)).toMatchObject({ seat: 1, token, joining: true });
    await new Promise((resolve) => setTimeout(resolve, 350));
    const again = FakeSocket.all.at(-1);
    again?.open();
    expect(again?.sent).toEqual([
      { t: 'join', req: expect.any(Number), table: TABLE, seat: 1, name: 'Gustl', token },
    ]);
    again?.receive({ t: 'joined', req: again.sent[0]?.['req'], table: TABLE, seat: 1 });
    expect(client.state.held).toMatchObject({ seat: 1, token });
    // Taken twice on an open connection before the first answer: both joins carry the one token.
    const other = atTable();
    other.client.join(0, 'Anna');
    other.client.join(0, 'Anna');
    const joins = other.ws?.sent.filter((m) => m['t'] === 'join') ?? [];
    expect(joins).toHaveLength(2);
    expect(joins[1]?.['token']).toBe(joins[0]?.['token']);
    expect(joins[0]?.['req']).not.toBe(joins[1]?.['req']);
    other.client.close();
    client.close();
  });

  test('another seat asked for while a join is unanswered is refused by the page: nothing sent, the kept token unchanged', async () => {
    const { client, storage, ws } = atTable();
    client.join(1, 'Gustl');
    const kept = loadSeat(storage, TABLE);
    const sent = ws?.sent.length;
    client.join(2, 'Gustl');
    expect(loadSeat(storage, TABLE)).toEqual(kept);
    expect(ws?.sent).toHaveLength(sent ?? -1);
    expect(client.state.joining).toEqual({ seat: 1 });
    // Nor while the connection is away: the next one sends the first join only.
    ws?.close();
    client.join(2, 'Gustl');
    expect(loadSeat(storage, TABLE)).toEqual(kept);
    await new Promise((resolve) => setTimeout(resolve, 350));
    const again = FakeSocket.all.at(-1);
    again?.open();
    expect(again?.sent).toEqual([
      { t: 'join', req: expect.any(Number), table: TABLE, seat: 1, name: 'Gustl', token: kept?.token },
    ]);
    // Refused for good (someone else took seat 1): another seat may be taken, with a new token.
    again?.receive({ t: 'error', req: again.sent[0]?.['req'], code: 'seat-taken', message: 'taken' });
    expect(client.state.joining).toBeNull();
    client.join(2, 'Gustl');
    expect(client.state.joining).toEqual({ seat: 2 });
    expect(again?.sent.at(-1)).toMatchObject({ t: 'join', seat: 2 });
    expect(again?.sent.at(-1)?.['token']).not.toBe(kept?.token);
    client.close();
  });

  test('the state tells the seat whose join is unanswered, from the join until its answer, across a reconnect and a reload', async () => {
    const { client, storage, ws } = atTable();
    expect(client.state.joining).toBeNull();
    const seen: (number | null)[] = [];
    client.subscribe((s) => seen.push(s.joining?.seat ?? null));
    client.join(3, 'Vroni');
    expect(client.state.joining).toEqual({ seat: 3 });
    expect(seen.at(-1)).toBe(3);
    const again = await reconnect(ws);
    expect(client.state.joining).toEqual({ seat: 3 });
    // A reloaded page (another client on the same storage) tells it too, before any answer.
    const reloaded = new OnlineClient(urlFor, storage, TABLE);
    expect(reloaded.state.joining).toEqual({ seat: 3 });
    reloaded.close();
    again?.receive({ t: 'joined', req: again.sent[0]?.['req'], table: TABLE, seat: 3 });
    expect(client.state.joining).toBeNull();
    expect(seen.at(-1)).toBeNull();
    expect(client.state.held).toMatchObject({ seat: 3, name: 'Vroni' });
    client.close();
  });

  test('joined keeps the token the answered join carried, not what is kept when the answer comes', () => {
    const { client, storage, ws } = atTable();
    client.join(1, 'Gustl');
    const join = ws?.sent.at(-1);
    const token = join?.['token'];
    // A seat link opened before the answer came keeps another token for the table.
    const linked = newSeatToken();
    client.claim(2, linked);
    expect(loadSeat(storage, TABLE)?.token).toBe(linked);
    ws?.receive({ t: 'joined', req: join?.['req'], table: TABLE, seat: 1 });
    expect(loadSeat(storage, TABLE)).toEqual({ seat: 1, token, name: 'Gustl', used: expect.any(Number) });
    expect(client.state.held).toMatchObject({ seat: 1, token });
    client.close();
  });

  test('a join sent again as the connection opens and refused for good: the page watches the table on that connection', async () => {
    const { client, storage, ws } = atTable();
    client.join(1, 'Gustl');
    const again = await reconnect(ws);
    const req = again?.sent[0]?.['req'];
    expect(again?.sent[0]).toMatchObject({ t: 'join', seat: 1 });
    // Someone else took the seat meanwhile: the connection, sent no watch, is not at the table.
    again?.receive({ t: 'error', req, code: 'seat-taken', message: 'seat 1 is taken' });
    expect(loadSeat(storage, TABLE)).toBeNull();
    expect(client.state.error?.code).toBe('seat-taken');
    expect(again?.sent.slice(1)).toEqual([{ t: 'watch', table: TABLE }]);
    client.close();
  });

  test('refused for good (the seat is someone else’s): the token is forgotten and the page watches on the next connection', async () => {
    const { client, storage, ws } = atTable();
    client.join(1, 'Gustl');
    const req = ws?.sent.at(-1)?.['req'];
    ws?.receive({ t: 'error', req, code: 'seat-taken', message: 'seat 1 is taken' });
    expect(client.state.error?.code).toBe('seat-taken');
    expect(client.state.held).toBeNull();
    expect(loadSeat(storage, TABLE)).toBeNull();
    // Joined from a connection that watches the table already: no second watch.
    expect(ws?.sent.map((m) => m['t'])).toEqual(['watch', 'join']);
    const again = await reconnect(ws);
    expect(again?.sent).toEqual([{ t: 'watch', table: TABLE }]);
    client.close();
  });

  test('refused for now (the server could not save it, or is busy): the token stays kept and the join goes again', async () => {
    const { client, storage, ws } = atTable();
    client.join(1, 'Gustl');
    const token = loadSeat(storage, TABLE)?.token;
    const req = ws?.sent.at(-1)?.['req'];
    ws?.receive({
      t: 'error',
      req,
      code: 'internal',
      message: 'the move could not be saved; nothing changed',
    });
    expect(loadSeat(storage, TABLE)).toMatchObject({ token, joining: true });
    const again = await reconnect(ws);
    expect(again?.sent).toMatchObject([{ t: 'join', seat: 1, token }]);
    client.close();
  });

  test('a refusal of an earlier join does not forget a token kept after it (a seat link opened meanwhile)', () => {
    const { client, storage, ws } = atTable();
    client.join(1, 'Gustl');
    const first = ws?.sent.at(-1)?.['req'];
    // Another seat is not taken while the join is unanswered (`join`); a seat link may be opened.
    const token = newSeatToken();
    client.claim(2, token);
    ws?.receive({ t: 'error', req: first, code: 'seat-taken', message: 'seat 1 is taken' });
    expect(loadSeat(storage, TABLE)).toEqual({ seat: 2, token, name: '' });
    client.close();
  });
});
