/**
 * A friend's page loses its connection in the middle of a join, in a real browser against the real
 * server (docs/decisions/0010): the page keeps the seat token it made before sending `join`, and
 * sends the same join again on the next connection. Each case cuts the page's socket (playwright's
 * `routeWebSocket` between the page and the server) at one of the worst moments: the `join`
 * reached the server but its `joined` never came back; the `join` never reached the server; the
 * answer lost and the seat taken again while the page was away (the page made a new token, was
 * refused `seat-taken` and left the seat to a token nobody held, before `join` kept the token of
 * an unanswered join of the same seat; meanwhile the seat says "joining…" and the table's other
 * free seat is not offered); the page reloaded while the join was unanswered. Afterwards the page sits at that seat, the server
 * holds it with the page's token once (one join in the table's log, no second seat), nobody was
 * told "seat taken", the host sees the friend once, and the deal starts with the friend's hand.
 */
import type { Page, WebSocketRoute } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { tokenHash } from '../../server/src/secrets';
import { Table } from '../../server/src/table/table';
import { type Person, onlineTests, openTable } from './onlinePeople';

const online = onlineTests();

type Json = Record<string, unknown>;

/**
 * Where the first connection is cut: after the join reached the server, before it did, or by a
 * reload; `clicked-again`: as `answer-lost`, and the friend, seeing no seat, takes it again while
 * the page is away (before the next connection).
 */
type Cut = 'answer-lost' | 'join-lost' | 'reload' | 'clicked-again';

/** The messages of one of the page's connections to the table, as the page sent and read them. */
interface Connection {
  readonly sent: Json[];
  readonly received: Json[];
}

const json = (m: string | Buffer): Json => JSON.parse(typeof m === 'string' ? m : m.toString('utf8')) as Json;

/**
 * Routes every connection of `page` to a table through the test: each message is passed on and
 * recorded, except on the first connection that sends a `join`, which `cut` breaks. `cutDone`
 * resolves once it was cut (for `reload`: once the answer is held back, the page to be reloaded).
 */
async function cutFirstJoin(
  page: Page,
  cut: Cut,
): Promise<{ connections: Connection[]; cutDone: Promise<void>; reconnect: () => void }> {
  const connections: Connection[] = [];
  let cutting = true;
  // After the cut, new connections fail at once until `reconnect` (the network still away).
  let away = false;
  let done: () => void = () => {};
  const cutDone = new Promise<void>((r) => {
    done = r;
  });
  const closeBoth = (ws: WebSocketRoute, server: WebSocketRoute): void => {
    // The network gone: the page's socket closes as a drop closes it (1006), the server's is
    // closed, and nothing more crosses either way.
    void ws.close({ code: 1006 }).catch(() => {});
    void server.close({ code: 1000 }).catch(() => {});
  };
  await page.routeWebSocket(/\/ws\?table=/, (ws) => {
    if (away) {
      void ws.close({ code: 1006 }).catch(() => {});
      return;
    }
    const c: Connection = { sent: [], received: [] };
    connections.push(c);
    const server = ws.connectToServer();
    // This connection's answers are dropped from the join on (the `reload` case holds them back).
    let silenced = false;
    let cutsThis = false;
    ws.onMessage((m) => {
      const msg = json(m);
      c.sent.push(msg);
      if (msg['t'] === 'join' && cutting) {
        cutting = false;
        cutsThis = true;
        if (cut === 'join-lost') {
          // Sent by the page, lost on the way: the server never hears of it.
          closeBoth(ws, server);
          done();
          return;
        }
      }
      server.send(m);
    });
    server.onMessage((m) => {
      const msg = json(m);
      if (cutsThis && msg['t'] === 'joined') {
        // The join went through on the server; its answer never reaches the page.
        silenced = true;
        if (cut !== 'reload') closeBoth(ws, server);
        if (cut === 'clicked-again') away = true;
        done();
      }
      if (silenced) return;
      c.received.push(msg);
      ws.send(m);
    });
  });
  return {
    connections,
    cutDone,
    reconnect: () => {
      away = false;
    },
  };
}

/** The seat this browser keeps for the table, as its storage holds it. */
const keptSeat = (page: Page, table: string): Promise<Json | null> =>
  page.evaluate((t) => {
    const raw = localStorage.getItem(`tarock.online.seat.${t}`);
    return raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
  }, table);

/** The live table on the server. */
async function serverTable(id: string): Promise<Table> {
  const live = await online.server.registry.get(id);
  if (!(live instanceof Table)) throw new Error(`table ${id} is not open`);
  return live;
}

const seat1 = (connected: boolean) => `.online-roster li[data-seat="1"][data-connected="${connected}"]`;

async function joinCut(cut: Cut): Promise<void> {
  const host: Person = await online.someone('en');
  const friend: Person = await online.someone('en');
  // Taken again: the table has a second free seat, which the page does not offer while the join is
  // unanswered; a third person takes it at the end.
  const again = cut === 'clicked-again';
  const link = await openTable(host.page, online.server.url, 'bavarian', undefined, { twoFree: again });
  const id = link.split('/').at(-1) ?? '';
  const { connections, cutDone, reconnect } = await cutFirstJoin(friend.page, cut);
  await friend.page.goto(link);
  await friend.page.fill('[data-testid=join-name-1]', 'Gustl');
  if (again) await friend.page.locator('[data-testid=join-2]').waitFor({ timeout: 15_000 });
  await friend.page.click('[data-testid=join-1]');
  await cutDone;
  const token = (await keptSeat(friend.page, id))?.['token'];
  expect(token).toEqual(expect.any(String));
  if (cut === 'reload') await friend.page.reload();
  if (cut === 'clicked-again') {
    // The page is away and still offers the free seat: the friend takes it again.
    await friend.page.waitForSelector('[data-testid=connection]', { timeout: 15_000 });
    // The seat asked for says so, and no other seat is offered while its join is unanswered (a
    // second one would make a second token).
    await expect(
      friend.page.locator('.online-roster li[data-seat="1"] .roster-presence').textContent(),
    ).resolves.toBe('joining…');
    await expect(friend.page.getAttribute('.online-roster li[data-seat="1"]', 'data-joining')).resolves.toBe(
      'true',
    );
    await expect(
      friend.page.locator('[data-testid=join-2], [data-testid=join-name-2]').count(),
    ).resolves.toBe(0);
    await expect(friend.page.locator('.online-roster li[data-seat="2"]').count()).resolves.toBe(1);
    await friend.page.click('[data-testid=join-1]');
    reconnect();
  }

  // Back: seated at seat 1, the join answered.
  await friend.page.waitForSelector('.online[data-seat="1"]', { timeout: 15_000 });
  await friend.page
    .locator('.online-roster li.mine[data-seat="1"]', { hasText: 'Gustl' })
    .waitFor({ timeout: 15_000 });
  expect(await keptSeat(friend.page, id)).toEqual({
    seat: 1,
    token,
    name: 'Gustl',
    used: expect.any(Number),
  });

  // The first connection sent the join; the next one sent the same join again (the same token),
  // first of all, and was answered `joined` and no error.
  const [first, next] = connections;
  expect(first?.sent.filter((m) => m['t'] === 'join')).toEqual([
    expect.objectContaining({ t: 'join', table: id, seat: 1, name: 'Gustl', token }),
  ]);
  expect(first?.received.some((m) => m['t'] === 'joined')).toBe(false);
  expect(next?.sent[0]).toMatchObject({ t: 'join', table: id, seat: 1, name: 'Gustl', token });
  expect(next?.received.some((m) => m['t'] === 'joined' && m['seat'] === 1)).toBe(true);
  const refusals = connections.flatMap((c) => c.received.filter((m) => m['t'] === 'error'));
  expect(refusals).toEqual([]);

  // The server holds seat 1 with that token, taken once; no other seat was taken.
  const live = await serverTable(id);
  expect(live.model.seats[1]).toMatchObject({ name: 'Gustl', tokenHash: tokenHash(String(token)) });
  expect(live.model.seats.filter((s) => s.tokenHash !== null)).toHaveLength(2);
  const events = (await online.server.store.loadTable(id))?.events ?? [];
  expect(events.filter((e) => e.k === 'join').map((e) => e.k === 'join' && [e.seat, e.name])).toEqual([
    [0, 'Hanna'],
    [1, 'Gustl'],
  ]);

  // The host sees the friend once, at the table.
  await host.page.waitForSelector(seat1(true), { timeout: 15_000 });
  await expect(host.page.locator('.online-roster li', { hasText: 'Gustl' }).count()).resolves.toBe(1);
  for (const p of [host, friend])
    await expect(p.page.locator('[data-testid=online-error]').count()).resolves.toBe(0);

  // Play goes on: everyone says ready (a third person takes the second free seat first), the deal
  // starts, the friend holds a hand.
  const third = again ? await online.someone('en') : null;
  if (third) {
    await third.page.goto(link);
    await third.page.fill('[data-testid=join-name-2]', 'Vroni');
    await third.page.click('[data-testid=join-2]');
    await third.page.waitForSelector('.online[data-seat="2"]', { timeout: 15_000 });
    await third.page.click('[data-testid=ready]');
  }
  await host.page.click('[data-testid=ready]');
  await friend.page.click('[data-testid=ready]');
  await friend.page.locator('.hand-card').first().waitFor({ timeout: 15_000 });
  await expect(friend.page.getAttribute('.online', 'data-seat')).resolves.toBe('1');
  expect([...host.errors, ...friend.errors, ...(third?.errors ?? [])]).toEqual([]);
  await Promise.all([host.close(), friend.close(), third?.close()]);
}

describe.concurrent('a join whose connection drops halfway takes the seat once', () => {
  test('the join reached the server, its answer never came back: the page sends it again and sits', async () => {
    await joinCut('answer-lost');
  }, 60_000);

  test('the join never reached the server: the next connection takes the seat with it', async () => {
    await joinCut('join-lost');
  }, 60_000);

  test('the answer lost and the seat taken again while the page was away: the page sits at it once', async () => {
    await joinCut('clicked-again');
  }, 60_000);

  test('the page reloaded while the join was unanswered: the reloaded page sits at the seat', async () => {
    await joinCut('reload');
  }, 60_000);
});
