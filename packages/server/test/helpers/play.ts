/** Helpers to open tables, seat clients and play through the protocol with random legal actions. */
import { randomBytes } from 'node:crypto';
import { type Action, createRng } from '@tarock/engine';
import { type Msg, type StateMsg, TestClient, isState } from './client';

export const humans = (n: number) => Array.from({ length: n }, () => ({ kind: 'human' as const }));

/**
 * Opens a table with a host key made here, as a client does (protocol version 5); `create` may
 * name its own `hostKey`. Answers the table, its invite path and the host key.
 */
export async function openTable(
  url: string,
  create: Record<string, unknown>,
): Promise<{ table: string; invite: string; hostKey: string }> {
  const c = await TestClient.connect(url);
  const key = String(create['hostKey'] ?? hostKey());
  const created = await c.request({ t: 'create', ...create, hostKey: key });
  await c.close();
  if (created.t !== 'created') throw new Error(`create failed: ${JSON.stringify(created)}`);
  return { table: String(created['table']), invite: String(created['invite']), hostKey: key };
}

export interface Seated {
  readonly client: TestClient;
  readonly seat: number;
  readonly token: string;
}

/** A seat token as a client makes it: 32 bytes of node:crypto, base64url. */
export const seatToken = (): string => randomBytes(32).toString('base64url');

/** A host key as a client makes it for its `create` (the same kind of 32 random bytes). */
export const hostKey = (): string => randomBytes(32).toString('base64url');

export async function seat(url: string, table: string, seatNo: number, name: string): Promise<Seated> {
  const client = await TestClient.connect(url);
  const token = seatToken();
  const joined = await client.request({ t: 'join', table, seat: seatNo, name, token });
  if (joined.t !== 'joined') throw new Error(`join failed: ${JSON.stringify(joined)}`);
  return { client, seat: seatNo, token };
}

/** Players A, B and C take seats 0, 1 and 2 of the table. */
export async function seatThree(url: string, table: string): Promise<Seated[]> {
  return [await seat(url, table, 0, 'A'), await seat(url, table, 1, 'B'), await seat(url, table, 2, 'C')];
}

/**
 * A table of three players A, B and C (Haferltarock unless `create` says otherwise), dealt: every
 * seat said ready and has seen its cards.
 */
export async function dealtTable(
  url: string,
  create: Record<string, unknown> = {},
): Promise<{ table: string; players: Seated[] }> {
  const { table } = await openTable(url, { preset: 'haferltarock', seats: humans(3), ...create });
  const players = await seatThree(url, table);
  await readyAll(players, table);
  return { table, players };
}

/** Every seat says ready; resolves when each client has seen the dealt cards. */
export async function readyAll(players: readonly Seated[], table: string): Promise<void> {
  const marks = players.map((p) => p.client.mark());
  for (const p of players) p.client.send({ t: 'ready', table });
  await Promise.all(
    players.map((p, i) =>
      p.client.waitFor(
        (m) => isState(m) && m.view !== null && m.view.phase !== 'deal' && m.view.phase !== 'finished',
        marks[i],
      ),
    ),
  );
}

/**
 * Lets each client answer its turns with a random legal action until `stop` says so; resolves
 * with the last state frame when it does. A deal that ends first (thrown in) is followed by the
 * next: every client says ready.
 */
export function autoplay(
  players: readonly Seated[],
  table: string,
  stop: (s: StateMsg) => boolean,
  seed = 1,
): Promise<StateMsg> {
  const rng = createRng(seed);
  return new Promise((resolve) => {
    let done = false;
    const onFrame = (p: Seated) => (m: Msg) => {
      if (done || !isState(m) || m.view === null) return;
      if (stop(m)) {
        done = true;
        resolve(m);
        return;
      }
      if (m.view.phase === 'finished') {
        p.client.send({ t: 'ready', table });
        return;
      }
      if (m.view.toAct === p.seat && m.view.legal.length > 0) {
        const action = m.view.legal[rng.int(m.view.legal.length)] as Action;
        p.client.send({ t: 'act', table, seat: p.seat, seq: m.seq, action });
      }
    };
    for (const p of players) {
      const handler = onFrame(p);
      p.client.ws.on('message', (data) => handler(JSON.parse(data.toString()) as Msg));
      const last = p.client.lastState();
      if (last) handler(last);
    }
  });
}
