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
export function tableFromPath(path: string): string | null {
  const m = /^\/table\/([A-Za-z0-9_-]{12,32})\/?$/.exec(path);
  return m?.[1] ?? null;
}
