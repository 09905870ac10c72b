/**
 * `tarock join` makes the seat token of its `join` and keeps it in the seat file before sending
 * (protocol version 4, docs/decisions/0010): a join whose `joined` was lost with the connection is
 * sent again with the same token when connected again, and a join kept unanswered by an earlier
 * run is sent again by the next; the server answers the same join `joined` again. A join refused
 * because the seat is someone else's forgets the token.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type HeldSeat, seatKey, storeSeat } from '../src/online/seatFile';
import { tempDir, unwrap } from './helpers';
import { openTable, protocolClient, relay, runJoin, seatToken } from './online';
import { useTestServer } from './testServer.test-helper';

const server = useTestServer();

const seatsFile = (config: string) => join(config, 'tarock', 'seats.json');
const kept = (config: string, origin: string, table: string): HeldSeat | undefined =>
  (JSON.parse(readFileSync(seatsFile(config), 'utf8')) as { seats: Record<string, HeldSeat> }).seats[
    seatKey(origin, table)
  ];
const quitAtReady = (kind: string) => (kind === 'ready' ? 'quit' : undefined);

/** Whether `token` holds seat `seat` at the table: a resume with it from another connection. */
async function holds(table: string, token: string | undefined, seat: number): Promise<boolean> {
  const c = await protocolClient(server.url);
  const answer = await c.request({ t: 'resume', table, token });
  c.close();
  return answer['t'] === 'joined' && answer['seat'] === seat;
}

/** A seat file that keeps an unanswered join of seat 0 (as a run that ended before the answer left it). */
function keptJoin(config: string, table: string, token: string): void {
  const held: HeldSeat = { seat: 0, token, name: 'Anna', used: new Date().toISOString(), joining: true };
  const r = storeSeat(seatsFile(config), seatKey(server.url, table), held);
  if (!r.ok) throw new Error(r.error);
}

describe('tarock join: the seat token is made here and kept before the join', { timeout: 20_000 }, () => {
  it('the token kept is the one the seat is held by; once answered, the join is no longer kept as unanswered', async () => {
    const { table, invite } = await openTable(server.url);
    const config = tempDir();
    const r = await runJoin(['join', invite, '--name', 'Anna'], quitAtReady, { XDG_CONFIG_HOME: config });
    expect(r.err).toBe('');
    expect(r.out).toContain('You sit at S0 as Anna.');
    const seat = kept(config, server.url, table);
    expect(seat?.token).toMatch(/^[A-Za-z0-9_-]{42}[AEIMQUYcgkosw048]$/);
    expect(seat?.joining).toBeUndefined();
    expect(await holds(table, seat?.token, 0)).toBe(true);
  });

  it('the answer lost with the connection: connected again, the same join goes again and the seat is taken once', async () => {
    const { table, invite } = await openTable(server.url);
    const cut = await relay(server.port);
    const watcher = await protocolClient(server.url);
    await watcher.request({ t: 'watch', table });
    const taken = watcher.waitFor(
      (m) =>
        m['t'] === 'table' && (m['table'] as { seats: { name: string | null }[] }).seats[0]?.name === 'Anna',
    );
    try {
      const config = tempDir();
      const relayed = invite.replace(server.url, cut.url);
      const r = await runJoin(
        ['join', relayed],
        (kind) => {
          if (kind !== 'name') return quitAtReady(kind);
          // What the server sends from now on is held back: `joined` never reaches the terminal.
          cut.hold();
          // Once the server has the seat taken, the network goes.
          void taken.then(() => {
            cut.cut();
            cut.release();
          });
          return 'Anna';
        },
        { XDG_CONFIG_HOME: config },
      );
      expect(r.err).toBe('');
      expect(r.code).toBe(0);
      const out = r.out;
      expect(out).toContain('Connection lost; connecting again');
      expect(out).toContain('Connected again.');
      // Seated by the join sent again, once.
      expect(out.split('You sit at S0 as Anna.')).toHaveLength(2);
      expect(out.indexOf('You sit at S0 as Anna.')).toBeGreaterThan(out.indexOf('Connected again.'));
      const seat = kept(config, cut.url, table);
      expect(seat).toMatchObject({ seat: 0, name: 'Anna' });
      expect(seat?.joining).toBeUndefined();
      expect(await holds(table, seat?.token, 0)).toBe(true);
    } finally {
      watcher.close();
      await cut.close();
    }
  });

  it('a join an earlier run kept unanswered, which never reached the table: the next run sends it and takes the seat', async () => {
    const { table, invite } = await openTable(server.url);
    const config = tempDir();
    const token = seatToken();
    keptJoin(config, table, token);
    const r = await runJoin(['join', invite], quitAtReady, { XDG_CONFIG_HOME: config });
    expect(r.err).toBe('');
    expect(r.out).toContain('You sit at S0 as Anna.');
    expect(kept(config, server.url, table)).toMatchObject({ seat: 0, token, name: 'Anna' });
    expect(kept(config, server.url, table)?.joining).toBeUndefined();
    expect(await holds(table, token, 0)).toBe(true);
  });

  it('a join an earlier run kept unanswered, which the table took: the next run is seated by it', async () => {
    const { table, invite } = await openTable(server.url);
    const config = tempDir();
    const token = seatToken();
    // The join went through; its answer did not come back.
    const lost = await protocolClient(server.url);
    expect(await lost.request({ t: 'join', table, seat: 0, name: 'Anna', token })).toMatchObject({
      t: 'joined',
    });
    lost.close();
    keptJoin(config, table, token);
    const r = await runJoin(['join', invite], quitAtReady, { XDG_CONFIG_HOME: config });
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toContain('S0 Anna');
    expect(r.out).toContain('You sit at S0 as Anna.');
    expect(kept(config, server.url, table)?.joining).toBeUndefined();
  });

  it('a join kept unanswered whose seat another player took meanwhile: refused, said, and the token forgotten', async () => {
    const { table, invite } = await openTable(server.url);
    const config = tempDir();
    const other = await protocolClient(server.url);
    expect(
      await other.request({ t: 'join', table, seat: 0, name: 'Carl', token: seatToken() }),
    ).toMatchObject({ t: 'joined' });
    keptJoin(config, table, seatToken());
    const r = await runJoin(['join', invite], quitAtReady, { XDG_CONFIG_HOME: config });
    other.close();
    expect(r.code).toBe(1);
    expect(unwrap(r.err)).toBe('tarock join: seat 0 is taken\n');
    expect(kept(config, server.url, table)).toBeUndefined();
  });
});
