/**
 * The schema, as numbered migrations. Each runs once, in order, inside one transaction, and is
 * recorded in `schema_migrations`; the SQL is the subset SQLite and PostgreSQL share. Never edit
 * a released migration: add the next one.
 */
import type { Sql } from './sql';

export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly statements: readonly string[];
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'tables, their event logs and finished deals',
    statements: [
      `CREATE TABLE tables (
        id TEXT PRIMARY KEY,
        config TEXT NOT NULL,
        status TEXT NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      )`,
      'CREATE INDEX tables_status ON tables (status)',
      `CREATE TABLE events (
        table_id TEXT NOT NULL REFERENCES tables (id),
        pos INTEGER NOT NULL,
        event TEXT NOT NULL,
        at TEXT NOT NULL,
        PRIMARY KEY (table_id, pos)
      )`,
      `CREATE TABLE deals (
        table_id TEXT NOT NULL REFERENCES tables (id),
        n INTEGER NOT NULL,
        deal TEXT NOT NULL,
        PRIMARY KEY (table_id, n)
      )`,
    ],
  },
  {
    version: 2,
    name: 'the last lines said at each table',
    statements: [
      // One row per line (its number at the table, and the line as JSON: seat, name, text, at);
      // the store keeps the last CHAT_BACKLOG of a table and deletes older ones as it writes.
      `CREATE TABLE chat (
        table_id TEXT NOT NULL REFERENCES tables (id),
        n INTEGER NOT NULL,
        line TEXT NOT NULL,
        PRIMARY KEY (table_id, n)
      )`,
    ],
  },
  {
    version: 3,
    name: 'the hash of the host key a table was opened with: one table a key',
    statements: [
      // The client chooses the host key (protocol version 5): a `create` sent again with it finds
      // the table it opened. Tables opened before keep NULL (their key was the server's, and the
      // hash stays in their configuration); NULLs do not collide in a unique index.
      'ALTER TABLE tables ADD COLUMN host_key_hash TEXT',
      'CREATE UNIQUE INDEX tables_host_key ON tables (host_key_hash)',
    ],
  },
];

/** Brings the schema up to the newest version; returns the versions it applied. */
export async function migrate(sql: Sql, migrations: readonly Migration[] = MIGRATIONS): Promise<number[]> {
  await sql.run(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)',
  );
  return sql.transaction(async (tx) => {
    // Several server processes may start at once on one PostgreSQL: one migrates, the others wait.
    if (tx.dialect === 'postgres') await tx.run('SELECT pg_advisory_xact_lock(7215001)');
    const done = new Set(
      (await tx.all('SELECT version FROM schema_migrations')).map((r) => Number(r['version'])),
    );
    const applied: number[] = [];
    for (const m of migrations) {
      if (done.has(m.version)) continue;
      for (const statement of m.statements) await tx.run(statement);
      await tx.run('INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)', [
        m.version,
        m.name,
        new Date().toISOString(),
      ]);
      applied.push(m.version);
    }
    return applied;
  });
}
