/**
 * The seats this terminal holds at online tables (`tarock join`), so that running the command
 * again resumes the seat: `$XDG_CONFIG_HOME/tarock/seats.json`, else `~/.config/tarock/seats.json`.
 * One entry per server and table (`http://host:port table-id`) with the seat, its token and the
 * name taken (and `joining` until the server has answered the join that takes the seat). A seat
 * token is a password for the seat: the file is made with mode 0600 (its folder 0700), and is
 * written whole to a temporary file beside it that is renamed over it, so a crash leaves the old
 * file or the new one, never half of one (docs/records.md, "tarock join").
 * A change (read, change, write) holds the file's lock, `seats.json.lock` (saveLock.ts's), so two
 * `tarock join`s keeping their seats at one moment do not write each other's entry away.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, join } from 'node:path';
import { type Result, err, ok } from '@tarock/engine';
import { writeAtomically } from '../atomicWrite';
import { lockSaveFile } from '../saveLock';

export const SEATS_FORMAT = 'tarock-seats';
export const SEATS_VERSION = 1;

export interface HeldSeat {
  readonly seat: number;
  readonly token: string;
  readonly name: string;
  /** When the seat was taken or last resumed (ISO date). */
  readonly used: string;
  /** The table's host key, where this terminal opened the table (`tarock host`). */
  readonly hostKey?: string;
  /**
   * The `join` that takes the seat with this token (made here, kept before it was sent) has not
   * been answered yet: the next connection, or the next `tarock join`, sends it again (the server
   * answers the same join `joined` again, docs/decisions/0010).
   */
  readonly joining?: true;
}

interface SeatsFile {
  readonly v: typeof SEATS_VERSION;
  readonly format: typeof SEATS_FORMAT;
  readonly seats: Readonly<Record<string, HeldSeat>>;
}

/** The file's key for a table of a server: its origin and the table id. */
export const seatKey = (origin: string, table: string): string => `${origin} ${table}`;

/** The file the seats are kept in, from the environment. */
export function defaultSeatFile(env: Readonly<Record<string, string | undefined>>): Result<string> {
  // The XDG base directory specification ignores a relative path.
  const xdg = env['XDG_CONFIG_HOME'];
  if (xdg && isAbsolute(xdg)) return ok(join(xdg, 'tarock', 'seats.json'));
  const home = env['HOME'];
  if (home) return ok(join(home, '.config', 'tarock', 'seats.json'));
  return err('neither XDG_CONFIG_HOME nor HOME is set: there is nowhere to keep the seat token');
}

const reason = (e: unknown): string => (e instanceof Error ? e.message : String(e));

const isHeld = (x: unknown): x is HeldSeat => {
  const h = x as Partial<HeldSeat> | null;
  return (
    typeof h === 'object' &&
    h !== null &&
    typeof h.seat === 'number' &&
    typeof h.token === 'string' &&
    typeof h.name === 'string'
  );
};

/** Every seat kept in `file` (none when it does not exist); an unreadable file is an error, not lost. */
export function readSeats(file: string): Result<Record<string, HeldSeat>> {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    if ((e as { code?: string }).code === 'ENOENT') return ok({});
    return err(`cannot read ${file}: ${reason(e)}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return err(`${file} is not JSON: move it away to start afresh (its seats are lost then)`);
  }
  const f = json as Partial<SeatsFile> | null;
  if (typeof f !== 'object' || f === null || f.format !== SEATS_FORMAT || typeof f.seats !== 'object')
    return err(`${file} is not a tarock seats file`);
  if (typeof f.v !== 'number' || f.v > SEATS_VERSION)
    return err(`${file} was written by a newer tarock (version ${String(f.v)})`);
  const seats: Record<string, HeldSeat> = {};
  for (const [k, h] of Object.entries(f.seats ?? {})) if (isHeld(h)) seats[k] = h;
  return ok(seats);
}

/** Writes `seats` to `file` atomically, readable by its owner only. */
function writeSeats(file: string, seats: Readonly<Record<string, HeldSeat>>): Result<void> {
  const body: SeatsFile = { v: SEATS_VERSION, format: SEATS_FORMAT, seats };
  const r = writeAtomically(
    file,
    `${JSON.stringify(body, null, 2)}\n`,
    () => mkdirSync(dirname(file), { recursive: true, mode: 0o700 }),
    0o600,
  );
  return r.ok ? r : err(`cannot keep the seat token in ${file}: ${r.error}`);
}

/** The seat kept for `key`, or null. */
export function loadSeat(file: string, key: string): Result<HeldSeat | null> {
  const seats = readSeats(file);
  return seats.ok ? ok(seats.value[key] ?? null) : seats;
}

/** How long a change waits for another process that holds the file's lock (for a read and a write). */
export const SEAT_LOCK_WAIT_MS = 2000;

/** Blocks this thread for `ms` (the change is synchronous: nothing else runs meanwhile anyway). */
const pause = (ms: number): void => {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
};

/**
 * Runs `change` holding the file's lock. A lock whose process is gone is taken over (saveLock.ts);
 * a live one is waited for, up to `waitMs`. Where no lock can be made at all (a folder that cannot
 * be written), the change runs without, and its write fails the same way and says so.
 */
function withLock<T>(file: string, waitMs: number, change: () => Result<T>): Result<T> {
  try {
    mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  } catch {
    // The write says why.
  }
  const until = Date.now() + waitMs;
  for (;;) {
    const lock = lockSaveFile(file);
    if (lock.ok) {
      try {
        return change();
      } finally {
        lock.value?.release();
      }
    }
    if (Date.now() >= until)
      return err(
        `cannot keep the seat token in ${file}: another tarock join is writing it (${file}.lock; remove that file if none runs)`,
      );
    pause(5);
  }
}

/** Keeps (or with null forgets) the seat of `key`, the other entries as they are. */
export function storeSeat(
  file: string,
  key: string,
  held: HeldSeat | null,
  waitMs = SEAT_LOCK_WAIT_MS,
): Result<void> {
  return withLock(file, waitMs, () => {
    const seats = readSeats(file);
    if (!seats.ok) return seats;
    const next = { ...seats.value };
    if (held) next[key] = held;
    else if (!(key in next)) return ok(undefined);
    else delete next[key];
    return writeSeats(file, next);
  });
}
