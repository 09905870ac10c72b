/**
 * `leave` at the table while the connection drops: the seat is given up once the table has it,
 * whether the leave reached the table (its answer lost) or not (typed while away), and the session
 * ends as after any leave; it never comes back to the seat as if nothing was typed, nor waits
 * without end.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from './helpers';
import { openTable, protocolClient, relay, runJoin, until } from './online';
import { useTestServer } from './testServer.test-helper';

const server = useTestServer();

const seats = (config: string) =>
  (
    JSON.parse(readFileSync(join(config, 'tarock', 'seats.json'), 'utf8')) as {
      seats: Record<string, unknown>;
    }
  ).seats;

/** The name at seat 0 of `table`, as a watcher sees it. */
async function seatZero(table: string): Promise<string | null | undefined> {
  const c = await protocolClient(server.url);
  await c.request({ t: 'watch', table });
  c.close();
  const info = c.received.find((m) => m['t'] === 'table')?.['table'] as { seats: { name: string | null }[] };
  return info.seats[0]?.name;
}

describe('tarock join: leave and a lost connection', { timeout: 20_000 }, () => {
  it('the leave reached the table and its answer was lost: connected again, the seat is given up and the session ends', async () => {
    const { table, invite } = await openTable(server.url);
    const cut = await relay(server.port);
    try {
      const config = tempDir();
      const r = await runJoin(
        ['join', invite.replace(server.url, cut.url), '--name', 'Anna'],
        (kind) => {
          if (kind !== 'ready') return undefined;
          // The table's answer to the leave is held back, and the connection then cut.
          cut.holdFrom((m) => m['t'] === 'ack');
          void until(() => cut.heard().some((c) => c.some((m) => m['t'] === 'ack')), 'the ack').then(() => {
            cut.cut();
            cut.release();
          });
          return 'leave';
        },
        { XDG_CONFIG_HOME: config },
      );
      expect(r.err).toBe('');
      expect(r.code).toBe(0);
      expect(r.out).toContain('Connection lost');
      expect(r.out).toContain('You gave up seat S0');
      expect(r.out).not.toContain('held no more');
      expect(seats(config)).toEqual({});
      expect(await seatZero(table)).toBeNull();
    } finally {
      await cut.close();
    }
  });

  it('leave typed while the connection is away: sent once it is back, not dropped', async () => {
    const { table, invite } = await openTable(server.url);
    const cut = await relay(server.port);
    let type: (line: string) => void = () => {};
    try {
      const config = tempDir();
      const r = await runJoin(
        ['join', invite.replace(server.url, cut.url), '--name', 'Anna'],
        (kind, n, out) => {
          if (kind !== 'ready') return undefined;
          if (n > 0) return 'quit';
          cut.cut();
          // Typed once the session knows the connection is gone, before it is back.
          void until(() => out().includes('Connection lost'), 'the drop').then(() => type('leave'));
          return undefined;
        },
        { XDG_CONFIG_HOME: config },
        (t) => {
          type = t;
        },
      );
      expect(r.err).toBe('');
      expect(r.code).toBe(0);
      expect(r.out).toContain('You gave up seat S0');
      expect(seats(config)).toEqual({});
      expect(await seatZero(table)).toBeNull();
    } finally {
      await cut.close();
    }
  });
});
