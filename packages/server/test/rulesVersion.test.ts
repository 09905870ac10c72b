/**
 * A table remembers the version of its rules it was opened under. A server whose preset has since
 * changed its rules (a new `rules.version`) does not replay the old log under the new rules: it
 * refuses the table with a reason, and the table's finished deals stay readable in its history.
 */
import { join } from 'node:path';
import { PRESETS, type Preset } from '@tarock/engine';
import { describe, expect, it } from 'vitest';
import { startServer } from '../src/server';
import type { TableConfig } from '../src/table/events';
import { rulesMismatch } from '../src/table/model';
import { TestClient } from './helpers/client';
import { autoplay, dealtTable, humans, openTable } from './helpers/play';
import { testServer } from './helpers/server';

/** The engine's presets, Haferltarock's rules one version on. */
const nextVersion: readonly Preset[] = PRESETS.map((p) =>
  p.rules.id === 'haferltarock'
    ? ({ ...p, rules: { ...p.rules, version: p.rules.version + 1 } } as Preset)
    : p,
);

describe('a table opened under an earlier version of its rules', () => {
  it('is refused with the reason by a server with the newer rules; its finished deals stay in its history', async () => {
    const first = await testServer();
    const { table, players } = await dealtTable(first.url);
    await autoplay(players, table, (s) => s.view?.phase === 'finished');
    for (const p of players) await p.client.close();
    await first.close();

    const errors: { where: string; e: unknown }[] = [];
    const second = await startServer({
      port: 0,
      host: '127.0.0.1',
      databaseUrl: join(first.dir, 'tables.sqlite'),
      presets: nextVersion,
      onError: (e, where) => errors.push({ where, e }),
    });
    try {
      const client = await TestClient.connect(second.url);
      const answer = await client.request({ t: 'resume', table, token: players[0]?.token });
      expect(answer).toMatchObject({ t: 'error', code: 'bad-table' });
      expect(String(answer['message'])).toContain('earlier version of its rules');
      expect(second.registry.has(table)).toBe(false);
      expect(errors.map((x) => String(x.e)).join('\n')).toMatch(
        /rules version \d+ of haferltarock.*plays version/,
      );
      const info = await fetch(`${second.url}/api/tables/${table}`);
      expect(info.status).toBe(409);
      const history = (await (await fetch(`${second.url}/api/tables/${table}/history`)).json()) as {
        deals: { n: number }[];
      };
      expect(history.deals.map((d) => d.n)).toEqual([1]);
      // A table opened now is stamped with the new version and plays.
      const fresh = await openTable(second.url, { preset: 'haferltarock', seats: humans(3) });
      expect(await client.request({ t: 'watch', table: fresh.table })).toMatchObject({ t: 'state' });
      await client.close();
    } finally {
      await second.close();
      await first.stop();
    }
  }, 60_000);
});

describe('a table opened before tables kept their rules version', () => {
  const unstamped = (preset: string): TableConfig => ({
    preset,
    options: {},
    seats: [{ kind: 'human' }, { kind: 'human' }, { kind: 'human' }],
    turnSeconds: null,
    createdAt: '2026-11-30T12:00:00.000Z',
  });
  const versionOf = (id: string) => PRESETS.find((p) => p.rules.id === id)?.rules.version;

  it('is refused where its preset has moved on since (an old Sirch table settled otherwise without a word)', () => {
    // Sirch was at version 2 on 2026-12-01 and is further on now.
    expect(versionOf('bavarian-sirch-2008')).toBeGreaterThan(2);
    expect(rulesMismatch(unstamped('bavarian-sirch-2008'), PRESETS)).toBe(
      `it was opened before tables kept their rules version, under version 2 of bavarian-sirch-2008 or an earlier one, and this server plays version ${versionOf('bavarian-sirch-2008')}`,
    );
  });

  it('is taken as before where its preset has the version it had then', () => {
    expect(versionOf('haferltarock')).toBe(1);
    expect(rulesMismatch(unstamped('haferltarock'), PRESETS)).toBeNull();
    // Stamped tables as before: the same version plays, another is refused.
    expect(rulesMismatch({ ...unstamped('haferltarock'), rulesVersion: 1 }, PRESETS)).toBeNull();
    expect(rulesMismatch({ ...unstamped('haferltarock'), rulesVersion: 1 }, nextVersion)).toMatch(
      /opened under rules version 1 of haferltarock/,
    );
  });
});
