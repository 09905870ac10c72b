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
 * Beside the seats it keeps the tables `tarock host` asked a server to open and has not yet seated
 * itself at (`creating`: what was asked for and the host key made for it, protocol version 5), so
 * that a `create` whose answer was lost is sent again with the same key, which the server answers
 * with the same table.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, join } from 'node:path';
import { type Result, err, ok } from '@tarock/engine';
import { SEAT_TOKEN_PATTERN } from '@tarock/protocol';
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

/**
 * How long a table asked for is kept without its host seated: the same command run again is a
 * retry of a lost answer, a matter of minutes. Older entries are forgotten when the file is next
 * written and not offered meanwhile, so `tarock host` run another day asks for a new table, and an
 * entry left by a run with other options does not stay in the file for good.
 */
export const CREATE_KEPT_MS = 24 * 60 * 60 * 1000;

/** Whether `pending` was asked for within `CREATE_KEPT_MS` of `now` (a date that cannot be read is not). */
const isFresh = (pending: PendingCreate, now: number): boolean => {
  const asked = Date.parse(pending.asked);
  return asked <= now + CREATE_KEPT_MS && now - asked < CREATE_KEPT_MS;
};

/** A table `tarock host` asked for (`create`), kept until its host holds its seat. */
export interface PendingCreate {
  /** The host key made for it, sent with every `create` of it. */
  readonly hostKey: string;
  /** When it was first asked for (ISO date). */
  readonly asked: string;
}

interface SeatsFile {
  readonly v: typeof SEATS_VERSION;
  readonly format: typeof SEATS_FORMAT;
  readonly seats: Readonly<Record<string, HeldSeat>>;
  /**
   * The tables asked for and not yet sat at, by `createKey` (absent in files written before
   * protocol version 5; a tarock of that time writes the file without it).
   */
  readonly creating?: Readonly<Record<string, PendingCreate>>;
}

interface FileParts {
  readonly seats: Record<string, HeldSeat>;
  readonly creating: Record<string, PendingCreate>;
}

/**
 * The file's key for a table asked for: the server's origin and what was asked (the `create`'s
 * fields in one order), so that the same command run again finds the key it made.
 */
export function createKey(origin: string, asked: Readonly<Record<string, unknown>>): string {
  const sorted = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(sorted)
      : typeof v === 'object' && v !== null
        ? Object.fromEntries(
            Object.entries(v)
              .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
              .map(([k, x]) => [k, sorted(x)]),
          )
        : v;
  return `${origin} ${JSON.stringify(sorted(asked))}`;
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

const isPending = (x: unknown): x is PendingCreate => {
  const p = x as Partial<PendingCreate> | null;
  return (
    typeof p === 'object' &&
    p !== null &&
    typeof p.hostKey === 'string' &&
    // Made here as a seat token is (open.ts): the protocol's one spelling of 32 bytes.
    SEAT_TOKEN_PATTERN.test(p.hostKey) &&
    typeof p.asked === 'string'
  );
};

/** Every seat kept in `file` (none when it does not exist); an unreadable file is an error, not lost. */
export function readSeats(file: string): Result<Record<string, HeldSeat>> {
  const parts = readParts(file);
  return parts.ok ? ok(parts.value.seats) : parts;
}

/** The seats and the tables asked for that `file` keeps. */
function readParts(file: string): Result<FileParts> {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    const code = (e as { code?: string }).code;
    if (code === 'ENOENT') return ok({ seats: {}, creating: {} });
    if (code === 'EISDIR')
      return err(
        `${file} is a folder, not the seats file: move it away (or set XDG_CONFIG_HOME to another folder)`,
      );
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
  const creating: Record<string, PendingCreate> = {};
  const asked = typeof f.creating === 'object' && f.creating !== null ? f.creating : {};
  for (const [k, p] of Object.entries(asked)) if (isPending(p)) creating[k] = p;
  return ok({ seats, creating });
}

/**
 * Writes the seats and tables asked for to `file` atomically, readable by its owner only; tables
 * asked for longer ago than `CREATE_KEPT_MS` are left out.
 */
function writeParts(file: string, { seats, creating: all }: FileParts, now: number): Result<void> {
  const creating: Record<string, PendingCreate> = {};
  for (const [k, p] of Object.entries(all)) if (isFresh(p, now)) creating[k] = p;
  const body: SeatsFile = {
    v: SEATS_VERSION,
    format: SEATS_FORMAT,
    seats,
    ...(Object.keys(creating).length > 0 ? { creating } : {}),
  };
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
  now = Date.now(),
): Result<void> {
  return storeEntry(file, 'seats', key, held, waitMs, now);
}

/**
 * Keeps (or with null forgets) the entry `key` of the file's part `part`, under the file's lock,
 * the rest of the file as it is.
 */
function storeEntry<P extends keyof FileParts>(
  file: string,
  part: P,
  key: string,
  value: FileParts[P][string] | null,
  waitMs: number,
  now: number,
): Result<void> {
  return withLock(file, waitMs, () => {
    const parts = readParts(file);
    if (!parts.ok) return parts;
    const next = { ...parts.value[part] } as Record<string, FileParts[P][string]>;
    if (value) next[key] = value;
    else if (!(key in next)) return ok(undefined);
    else delete next[key];
    return writeParts(file, { ...parts.value, [part]: next }, now);
  });
}

/**
 * The table asked for under `key` (`createKey`) and not yet sat at, or null (also when it was asked
 * for longer ago than `CREATE_KEPT_MS`).
 */
export function loadCreate(file: string, key: string, now = Date.now()): Result<PendingCreate | null> {
  const parts = readParts(file);
  if (!parts.ok) return parts;
  const pending = parts.value.creating[key];
  return ok(pending && isFresh(pending, now) ? pending : null);
}

/** Keeps (or with null forgets) the table asked for under `key`, the rest of the file as it is. */
export function storeCreate(
  file: string,
  key: string,
  pending: PendingCreate | null,
  waitMs = SEAT_LOCK_WAIT_MS,
  now = Date.now(),
): Result<void> {
  return storeEntry(file, 'creating', key, pending, waitMs, now);
}
