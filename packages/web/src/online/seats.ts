/**
 * The seat tokens this browser holds, one per table, in localStorage: a reload, a new network or
 * a restarted server brings the player back to the same seat with it. The token is the seat's only
 * key (the server keeps just its hash), so it never leaves this browser except to `join` and
 * `resume`. The page makes the token and keeps it here before it sends `join` (`newSeatToken`), so
 * a `joined` lost on the way loses nothing: the join is sent again with it (docs/decisions/0010).
 */
import { SEAT_TOKEN_BYTES, SEAT_TOKEN_PATTERN, seatTokenText } from '@tarock/protocol/seatToken';

export interface HeldSeat {
  readonly seat: number;
  readonly token: string;
  readonly name: string;
  /**
   * When the seat was last taken or resumed (epoch ms): "Your tables" lists the newest first.
   * Entries kept before it was recorded have none (and are listed last).
   */
  readonly used?: number;
  /**
   * The `join` that took (or takes) the seat with this token was sent and its answer not yet seen:
   * on the next connection the page sends it again (the same join again is answered `joined`).
   */
  readonly joining?: true;
}

/** A new seat token: 256 bits of the browser's CSPRNG, in the server's text (base64url). */
export function newSeatToken(): string {
  return seatTokenText(crypto.getRandomValues(new Uint8Array(SEAT_TOKEN_BYTES)));
}

/**
 * A new host key for a table this page opens (protocol version 5): 256 bits of the browser's
 * CSPRNG in the same text, made and kept (`saveCreating`) before the `create` goes out.
 */
export function newHostKey(): string {
  return newSeatToken();
}

/** A table this page asked the server to open, with the host key it chose (`create`). */
export interface PendingCreate {
  readonly hostKey: string;
  readonly create: {
    readonly preset: string;
    readonly options: Readonly<Record<string, string | number | boolean>>;
    readonly seats: readonly (
      | { readonly kind: 'human' }
      | { readonly kind: 'computer'; readonly level: string }
    )[];
    readonly turnSeconds: number | null;
  };
  /** The host's name: the host takes the first seat meant for a player once the table is open. */
  readonly name: string;
  /** When the page asked for it (ms since the epoch, the browser's clock): see `CREATE_KEPT_MS`. */
  readonly at: number;
}

/**
 * How long an unanswered create is sent again: a connection that dropped before its answer, or a
 * reload soon after, finds the table asked for; a visit to the start screen hours later does not
 * open, and seat the player at, a table asked for long ago (an unclaimed table is the server's
 * to clear, as any table nobody comes back to).
 */
export const CREATE_KEPT_MS = 15 * 60_000;

/** Whether an unanswered create is still to be sent again at `now` (`CREATE_KEPT_MS`). */
export const createStillWanted = (p: PendingCreate, now: number): boolean => now - p.at <= CREATE_KEPT_MS;

/**
 * The `create` this browser sent whose `created` it has not seen (one at a time): kept before
 * it goes out, sent again on the next connection at the start screen (the server answers the same
 * host key with the same table), forgotten once answered or refused for good.
 */
const CREATING = 'tarock.online.creating';

export function loadCreating(storage: Storage): PendingCreate | null {
  try {
    const raw = storage.getItem(CREATING);
    if (!raw) return null;
    const v = JSON.parse(raw) as Partial<PendingCreate> | null;
    const c = v?.create;
    if (
      typeof v?.hostKey !== 'string' ||
      !SEAT_TOKEN_PATTERN.test(v.hostKey) ||
      typeof v.name !== 'string' ||
      typeof c !== 'object' ||
      c === null ||
      typeof c.preset !== 'string' ||
      typeof c.options !== 'object' ||
      c.options === null ||
      !Array.isArray(c.seats) ||
      !(c.turnSeconds === null || typeof c.turnSeconds === 'number') ||
      typeof v.at !== 'number'
    )
      return null;
    return v as PendingCreate; // its fields checked above; the server checks the rest again
  } catch {
    return null;
  }
}

export function saveCreating(storage: Storage, pending: PendingCreate): void {
  try {
    storage.setItem(CREATING, JSON.stringify(pending));
  } catch {
    // Storage full or disabled: the create is sent again only while this page lives.
  }
}

export function forgetCreating(storage: Storage): void {
  try {
    storage.removeItem(CREATING);
  } catch {
    // nothing to forget
  }
}

const SEAT_PREFIX = 'tarock.online.seat.';
const HOST_PREFIX = 'tarock.online.host.';
const key = (table: string): string => `${SEAT_PREFIX}${table}`;
/** A table id as the server makes them (the protocol's `TableId`). */
const TABLE_ID = /^[A-Za-z0-9_-]{12,32}$/;

export function loadSeat(storage: Storage, table: string): HeldSeat | null {
  try {
    const raw = storage.getItem(key(table));
    if (!raw) return null;
    const v: unknown = JSON.parse(raw);
    if (typeof v !== 'object' || v === null) return null;
    const { seat, token, name, used, joining } = v as Record<string, unknown>;
    if (typeof seat !== 'number' || typeof token !== 'string' || typeof name !== 'string') return null;
    // A damaged time only loses the order: the seat still comes back.
    const held: HeldSeat =
      typeof used === 'number' && Number.isFinite(used) && used >= 0
        ? { seat, token, name, used }
        : { seat, token, name };
    return joining === true ? { ...held, joining } : held;
  } catch {
    return null;
  }
}

export function saveSeat(storage: Storage, table: string, held: HeldSeat): void {
  try {
    storage.setItem(key(table), JSON.stringify(held));
  } catch {
    // Storage full or disabled: the seat lasts as long as this page.
  }
}

export function forgetSeat(storage: Storage, table: string): void {
  try {
    storage.removeItem(key(table));
  } catch {
    // nothing to forget
  }
}

/** The table id of an invite path (`/table/<id>`), or null. */
/** Whether the path is meant as an invite (`/table/…`), whether or not it names a table id. */
export function isInvitePath(path: string): boolean {
  return path.startsWith('/table/');
}

export function tableFromPath(path: string): string | null {
  const m = /^\/table\/([A-Za-z0-9_-]{12,32})\/?$/.exec(path);
  return m?.[1] ?? null;
}

const hostKey = (table: string): string => `${HOST_PREFIX}${table}`;

/**
 * The host key of a table this browser opened (`created` gives it once): with it the host has a
 * seat given a new token when its player lost the old one.
 */
export function loadHostKey(storage: Storage, table: string): string | null {
  try {
    const key = storage.getItem(hostKey(table));
    return key && /^[A-Za-z0-9_-]{43}$/.test(key) ? key : null;
  } catch {
    return null;
  }
}

export function saveHostKey(storage: Storage, table: string, key: string): void {
  try {
    storage.setItem(hostKey(table), key);
  } catch {
    // Storage full or disabled: the host key lasts as long as this page.
  }
}

export function forgetHostKey(storage: Storage, table: string): void {
  try {
    storage.removeItem(hostKey(table));
  } catch {
    // nothing to forget
  }
}

/** Forgets all this browser keeps of a table: its seat token and its host key. */
export function forgetTable(storage: Storage, table: string): void {
  forgetSeat(storage, table);
  forgetHostKey(storage, table);
}

/** A table this browser holds a seat at or opened, as its storage keeps it. */
export interface KeptTable {
  readonly table: string;
  /** The seat held there (null: none, the host's browser only). */
  readonly held: HeldSeat | null;
  /** Whether this browser keeps the table's host key. */
  readonly host: boolean;
}

/**
 * Every table this browser holds a seat at or keeps the host key of, the seat used last first;
 * tables without a time of use (seats kept before it was recorded, a host key alone) after them,
 * by table id. A damaged entry is left out, as `loadSeat` and `loadHostKey` read it.
 */
export function keptTables(storage: Storage): KeptTable[] {
  const ids = new Set<string>();
  try {
    for (let i = 0; i < storage.length; i++) {
      const k = storage.key(i) ?? '';
      const id = k.startsWith(SEAT_PREFIX)
        ? k.slice(SEAT_PREFIX.length)
        : k.startsWith(HOST_PREFIX)
          ? k.slice(HOST_PREFIX.length)
          : null;
      if (id !== null && TABLE_ID.test(id)) ids.add(id);
    }
  } catch {
    return [];
  }
  const kept: KeptTable[] = [];
  for (const table of ids) {
    const held = loadSeat(storage, table);
    const host = loadHostKey(storage, table) !== null;
    if (held || host) kept.push({ table, held, host });
  }
  const used = (t: KeptTable): number => t.held?.used ?? -1;
  return kept.sort((a, b) => used(b) - used(a) || (a.table < b.table ? -1 : a.table > b.table ? 1 : 0));
}

/**
 * The link the host hands to a player whose seat was given a new token: the invite path with the
 * seat and token in the fragment, which the browser never sends to a server.
 */
export function seatLink(origin: string, table: string, seat: number, token: string): string {
  return `${origin}/table/${table}#seat=${seat}&token=${token}`;
}

/** The seat and token of a seat link's fragment, or null. */
export function seatFromHash(hash: string): { seat: number; token: string } | null {
  const p = new URLSearchParams(hash.replace(/^#/, ''));
  const seat = p.get('seat') ?? '';
  const token = p.get('token') ?? '';
  if (!/^[0-9]$/.test(seat) || !/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  return { seat: Number(seat), token };
}
