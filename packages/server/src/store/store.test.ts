import { loadGame, recordOf } from '@tarock/engine';
import { describe, expect, it } from 'vitest';
import type { TableConfig } from '../table/events';
import { MIGRATIONS, migrate } from './migrations';
import { openSqlite, sqlitePlaceholders } from './sql';
import { openStore } from './store';

const config: TableConfig = {
  preset: 'haferltarock',
  options: {},
  seats: [{ kind: 'human' }, { kind: 'human' }, { kind: 'human' }],
  turnSeconds: null,
  createdAt: '2024-01-01T00:00:00.000Z',
};

describe('the table store', () => {
  it('rewrites PostgreSQL placeholders for SQLite, in order of use', () => {
    expect(sqlitePlaceholders('UPDATE t SET a = $2, b = $3 WHERE id = $1 AND c = $2')).toEqual({
      text: 'UPDATE t SET a = ?, b = ? WHERE id = ? AND c = ?',
      indices: [1, 2, 0, 1],
    });
  });

  it('migrates once, in order, and records each version', async () => {
    const sql = openSqlite(':memory:');
    expect(await migrate(sql)).toEqual(MIGRATIONS.map((m) => m.version));
    expect(await migrate(sql)).toEqual([]);
    const rows = await sql.all('SELECT version FROM schema_migrations ORDER BY version');
    expect(rows.map((r) => r['version'])).toEqual(MIGRATIONS.map((m) => m.version));
    await sql.close();
  });

  it('keeps a table, its log in order and its finished deals; a position is written once', async () => {
    const store = await openStore(':memory:');
    await store.createTable('t1', config);
    await store.append('t1', 1, { k: 'join', seat: 0, name: 'A', tokenHash: 'h' });
    await store.append('t1', 2, { k: 'ready', seat: 0 });
    await expect(store.append('t1', 2, { k: 'leave', seat: 0 })).rejects.toThrow();
    expect(await store.loadTable('t1')).toEqual({
      config,
      events: [
        { k: 'join', seat: 0, name: 'A', tokenHash: 'h' },
        { k: 'ready', seat: 0 },
      ],
    });
    expect(await store.loadTable('nope')).toBeNull();
    await store.setStatus('t1', 'playing');
    expect(await store.playingTables()).toEqual(['t1']);
    const game = loadGame('haferltarock');
    if (!game.ok) throw new Error(game.error);
    const record = recordOf(game.value, game.value.newDeal());
    const deal = { n: 1, match: 1, seed: 's', seedHash: 'h', record };
    await store.saveDeal('t1', deal);
    await store.saveDeal('t1', { ...deal, seed: 'other' });
    expect(await store.deals('t1')).toEqual([deal]);
    expect(await store.dealNumbers('t1')).toEqual([1]);
    expect(await store.claim('t1')).toBe(true);
    await store.close();
  });
});
