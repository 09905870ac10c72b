/**
 * One server process per SQLite file. PostgreSQL gives each table one owner (advisory locks, so
 * several processes share a database); SQLite has no such claim, so a second server started on
 * the same file (an old one left running across a restart) would rebuild the same tables and
 * serve them beside the first: a player who resumed there sat at a table that never moved while
 * the first process played his seat by computer (docs/server.md, "One process per SQLite file").
 *
 * The claim is SQLite's own exclusive lock on a file beside the database (`FILE-lock`), held by a
 * connection of this process from start to close. The operating system lets go of it when the
 * process ends in any way (`kill -9` too), so a crash leaves nothing stale to clear by hand.
 */
import Database from 'better-sqlite3';

export interface SoleServer {
  release(): void;
}

/** Why a second server may not serve the file. */
export class FileServedElsewhere extends Error {
  override readonly name = 'FileServedElsewhere';
}

/** Claims `file` for this process, or throws `FileServedElsewhere` when another holds it. */
export function claimSqliteFile(file: string): SoleServer {
  const lockFile = `${file}-lock`;
  // No waiting: a lock held now is held by a running server.
  const db = new Database(lockFile, { timeout: 0 });
  try {
    // Exclusive locking mode keeps the lock the first write transaction takes until the
    // connection closes.
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE');
    db.exec('COMMIT');
  } catch (e) {
    db.close();
    if ((e as { code?: unknown }).code === 'SQLITE_BUSY')
      throw new FileServedElsewhere(
        `another server is serving ${file} (it holds ${lockFile}): a SQLite database is served by one process at a time; stop that server first, or use PostgreSQL (DATABASE_URL=postgres://…) to run several`,
      );
    throw e;
  }
  return {
    release() {
      if (db.open) db.close();
    },
  };
}
