/**
 * The seat tokens this browser holds, one per table, in localStorage: a reload, a new network or
 * a restarted server brings the player back to the same seat with it. The token is the seat's only
 * key (the server keeps just its hash), so it never leaves this browser except to `resume`.
 */
export interface HeldSeat {
  readonly seat: number;
  readonly token: string;
  readonly name: string;
}

const key = (table: string): string => `tarock.online.seat.${table}`;

export function loadSeat(storage: Storage, table: string): HeldSeat | null {
  try {
    const raw = storage.getItem(key(table));
    if (!raw) return null;
    const v: unknown = JSON.parse(raw);
    if (typeof v !== 'object' || v === null) return null;
    const { seat, token, name } = v as Record<string, unknown>;
    if (typeof seat !== 'number' || typeof token !== 'string' || typeof name !== 'string') return null;
    return { seat, token, name };
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

const hostKey = (table: string): string => `tarock.online.host.${table}`;

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
