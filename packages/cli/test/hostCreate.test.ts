/**
 * `tarock host` makes the host key of its `create` and keeps it in the seat file, with what it asked
 * for, before sending (protocol version 5, docs/decisions/0011): a create whose `created` was lost
 * with the connection is sent again with the same key when connected again, and one kept
 * unanswered by an earlier run is sent again by the next run asking for the same table; the server
 * answers the same key with the same table, so none is left that nobody holds the key of. A
 * create refused for good forgets the key.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createKey, storeCreate } from '../src/online/seatFile';
import { tempDir } from './helpers';
import { hostArgs, protocolClient, relay, runJoin, seatToken, until } from './online';
import { useTestServer } from './testServer.test-helper';

const server = useTestServer();

const seatsFile = (config: string) => join(config, 'tarock', 'seats.json');
const readFile = (config: string) =>
  JSON.parse(readFileSync(seatsFile(config), 'utf8')) as {
    seats: Record<string, { seat: number; hostKey?: string; joining?: true }>;
    creating?: Record<string, { hostKey: string }>;
  };
/** The store's hash of a host key (the server's `hostKeyHash`). */
const hostKeyHash = (key: string) => createHash('sha256').update(`host-key:${key}`, 'utf8').digest('hex');
/** The table the server opened with `key`, or null. */
const tableOf = async (key: string) => (await server.store.tableByHostKey(hostKeyHash(key)))?.id ?? null;

/** What `tarock host` asks for with `hostArgs`, as the create carries it. */
const asked = {
  preset: 'haferltarock',
  options: {},
  seats: [{ kind: 'human' }, { kind: 'computer', level: 'random' }, { kind: 'computer', level: 'random' }],
  turnSeconds: null,
};
const quitAtReady = (kind: string) => (kind === 'ready' ? 'quit' : undefined);
const inviteOf = (out: string) =>
  /Invite the other players with this link:\n {2}(\S+)\n/.exec(out)?.[1] ?? '';

/** Counts the tables the server opens from now on (a create sent again opens none). */
function countOpened(): { readonly n: () => number; restore(): void } {
  const registry = server.registry;
  const original = registry.create;
  let n = 0;
  registry.create = (...args) => {
    n++;
    return original.apply(registry, args);
  };
  return { n: () => n, restore: () => (registry.create = original) };
}

/** A seat file that keeps a create of `asked` at `origin` with `hostKey`, as an earlier run left it. */
function keptCreate(config: string, origin: string, hostKey: string): void {
  const r = storeCreate(seatsFile(config), createKey(origin, asked), {
    hostKey,
    asked: new Date().toISOString(),
  });
  if (!r.ok) throw new Error(r.error);
}

describe('tarock host: the host key is made here and kept before the create', { timeout: 30_000 }, () => {
  it('the answer held back and the connection cut: connected again, the same create goes again and one table is opened', async () => {
    const cut = await relay(server.port);
    const opened = countOpened();
    try {
      const config = tempDir();
      // What the server sends from `created` on is held back; once it opened the table, the
      // network goes.
      cut.holdFrom((m) => m['t'] === 'created');
      const typist = () =>
        void until(
          () => opened.n() === 1 && (cut.heard()[0] ?? []).some((m) => m['t'] === 'created'),
          'the table opened',
        ).then(() => {
          cut.cut();
          cut.release();
        });
      const r = await runJoin(hostArgs(cut.url), quitAtReady, { XDG_CONFIG_HOME: config }, typist);
      expect(r.err).toBe('');
      expect(r.code).toBe(0);
      // Two connections made the create, one table was opened, and the host sits at it.
      expect(cut.heard().length).toBeGreaterThanOrEqual(3);
      expect(opened.n()).toBe(1);
      const invite = inviteOf(r.out);
      const table = invite.slice(invite.lastIndexOf('/') + 1);
      expect(r.out).toContain('You sit at S0 as Hans.');
      const file = readFile(config);
      const seat = file.seats[`${cut.url} ${table}`];
      expect(seat?.hostKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(await tableOf(seat?.hostKey ?? '')).toBe(table);
      // Seated with the host key kept: the create is done with.
      expect(file.creating).toBeUndefined();
    } finally {
      opened.restore();
      await cut.close();
    }
  });

  it('a create an earlier run kept unanswered, which never reached the server: the next run sends it with its key', async () => {
    const config = tempDir();
    const key = seatToken();
    keptCreate(config, server.url, key);
    const r = await runJoin(hostArgs(server.url), quitAtReady, { XDG_CONFIG_HOME: config });
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const invite = inviteOf(r.out);
    expect(await tableOf(key)).toBe(invite.slice(invite.lastIndexOf('/') + 1));
    expect(readFile(config).creating).toBeUndefined();
  });

  it('a create an earlier run kept unanswered, which the server opened: the next run gets that table, not another', async () => {
    const config = tempDir();
    const key = seatToken();
    // The create went through; its answer did not come back.
    const lost = await protocolClient(server.url);
    const created = await lost.request({ t: 'create', ...asked, hostKey: key });
    lost.close();
    keptCreate(config, server.url, key);
    const opened = countOpened();
    try {
      const r = await runJoin(hostArgs(server.url), quitAtReady, { XDG_CONFIG_HOME: config });
      expect(r.err).toBe('');
      expect(r.code).toBe(0);
      expect(inviteOf(r.out)).toBe(`${server.url}/table/${String(created['table'])}`);
      expect(opened.n()).toBe(0);
      expect(r.out).toContain('You sit at S0 as Hans.');
    } finally {
      opened.restore();
    }
  });

  it('a kept create the server refuses for good (its key opened another table): said, and the key forgotten', async () => {
    const config = tempDir();
    const key = seatToken();
    const other = await protocolClient(server.url);
    await other.request({ t: 'create', ...asked, turnSeconds: 30, hostKey: key });
    other.close();
    keptCreate(config, server.url, key);
    const r = await runJoin(hostArgs(server.url), quitAtReady, { XDG_CONFIG_HOME: config });
    expect(r.code).toBe(1);
    expect(r.err).toContain('the server did not open the table: this host key opened table');
    expect(readFile(config).creating).toBeUndefined();
    // The next run makes a key of its own and opens the table.
    const again = await runJoin(hostArgs(server.url), quitAtReady, { XDG_CONFIG_HOME: config });
    expect(again.code).toBe(0);
    expect(again.out).toContain('You sit at S0 as Hans.');
  });
});
