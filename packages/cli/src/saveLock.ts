/**
 * One `tarock play` at a time per saved match. Two of them on one file (a second terminal, a
 * `--resume` typed while the first still runs) would each write their own match over the other's
 * after every action, and the one that stopped last would keep its match, the other's lost.
 *
 * The lock is a file beside the match, `FILE.lock`, holding the process id and the host name. It
 * is made whole in a temporary file and linked into place, so it exists with its contents or not
 * at all (`link` fails when the name is taken, on every file system that has links). It is taken
 * before the match is read or started, and removed when play stops. A lock whose process is gone
 * (a crash, a closed terminal, a `kill`) is stale and taken over; a lock of another host cannot
 * be checked from here and is respected, with the file to remove named.
 */
import { linkSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { dirname } from 'node:path';
import { type Result, err, ok } from '@tarock/engine';
import { makeFolders } from './recordsDir';

export interface SaveLock {
  /** Removes the lock, unless another process has taken it over since. */
  release(): void;
}

/** Who holds a lock, as its file says. */
interface Holder {
  readonly pid: number;
  readonly host: string;
}

/** The process running here as `pid` exists (signal 0 tests for it without sending anything). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    // EPERM: it exists, as another user's.
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export interface LockOptions {
  readonly pid?: number;
  readonly host?: string;
  readonly alive?: (pid: number) => boolean;
}

/** Who holds the lock; 'gone' when there is no lock file (released meanwhile); null when it is not one of ours. */
function readHolder(lock: string): Holder | 'gone' | null {
  let text: string;
  try {
    text = readFileSync(lock, 'utf8');
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'ENOENT' ? 'gone' : null;
  }
  try {
    const v: unknown = JSON.parse(text);
    if (typeof v !== 'object' || v === null) return null;
    const { pid, host } = v as Record<string, unknown>;
    if (typeof pid !== 'number' || !Number.isInteger(pid) || pid <= 0 || typeof host !== 'string')
      return null;
    return { pid, host };
  } catch {
    return null;
  }
}

/**
 * Takes the lock of the match kept in `file`. An error names the `tarock play` that holds it. A
 * lock that cannot be made for another reason (a folder that cannot be written) is not an error
 * here: the match's own file fails the same way, and play says so where it keeps the match.
 */
export function lockSaveFile(file: string, options: LockOptions = {}): Result<SaveLock | null> {
  const pid = options.pid ?? process.pid;
  const host = options.host ?? hostname();
  const alive = options.alive ?? processAlive;
  const lock = `${file}.lock`;
  const temp = `${lock}.${pid}.tmp`;
  try {
    makeFolders(dirname(file));
    writeFileSync(temp, `${JSON.stringify({ pid, host })}\n`);
  } catch {
    return ok(null);
  }
  try {
    // Twice at most: a stale lock is removed once, and a lock taken in between is another's.
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        linkSync(temp, lock);
        return ok({
          release() {
            const holder = readHolder(lock);
            if (holder !== 'gone' && holder?.pid === pid && holder.host === host)
              rmSync(lock, { force: true });
          },
        });
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'EEXIST') return ok(null);
      }
      const holder = readHolder(lock);
      // Released between the link and the read: try again, and remove nothing (a lock taken
      // meanwhile is another's).
      if (holder === 'gone') continue;
      if (holder && holder.host !== host)
        return err(
          `the match in ${file} is being played by tarock play on ${holder.host} (process ${holder.pid}); if it no longer runs there, remove ${lock}`,
        );
      if (holder && holder.pid !== pid && alive(holder.pid))
        return err(
          `the match in ${file} is being played by another tarock play (process ${holder.pid}): quit that one first, or keep this match in another file with --save FILE`,
        );
      // Stale (its process is gone; or its id is this process's, which holds no other lock) or
      // not a lock this program wrote: taken over; a folder of that name is not removed.
      if (statSync(lock, { throwIfNoEntry: false })?.isDirectory())
        return err(
          `${lock}, where tarock play marks the match in ${file} as being played, is a folder: remove it, or keep this match in another file with --save FILE`,
        );
      rmSync(lock, { force: true });
    }
    return err(`the match in ${file} is being taken by another tarock play at this moment: try again`);
  } finally {
    rmSync(temp, { force: true });
  }
}
