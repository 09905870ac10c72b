/**
 * "Your tables": the tables this browser holds a seat at or opened (`keptTables`), each with what
 * the server says of it now. That is the public table information of `GET /api/tables/<id>`, the
 * same a visitor sees before taking a seat (no card, no token): one request per table, at most
 * `LIST_MAX` tables, all at once when the online screen opens.
 */
import type { SeatInfo, TableInfo } from '@tarock/protocol';
import type { HeldSeat, KeptTable } from './seats';

/** The most tables listed (the newest used), so opening the screen costs a bounded number of requests. */
export const LIST_MAX = 20;

/**
 * What the server says of a table now: `live` with its information; `gone` (it does not know the
 * table); `outdated` (opened under an earlier version of its rules: it cannot be played on);
 * `unknown` (no answer, or not one about the table: the server unreachable, busy or damaged).
 */
export type TableNow =
  | { readonly kind: 'live'; readonly info: TableInfo }
  | { readonly kind: 'gone' }
  | { readonly kind: 'outdated' }
  | { readonly kind: 'unknown' };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

function isSeatInfo(v: unknown): boolean {
  if (!isRecord(v)) return false;
  return (
    typeof v['seat'] === 'number' &&
    (v['kind'] === 'human' || v['kind'] === 'computer') &&
    typeof v['level'] === 'string' &&
    (v['name'] === null || typeof v['name'] === 'string') &&
    typeof v['bot'] === 'boolean'
  );
}

/**
 * The fields of the table information the list reads, checked (the page keeps zod out of its
 * bundle; the server checks what it sends, but a proxy or another server may answer instead).
 */
function isTableInfo(v: unknown, table: string): v is TableInfo {
  if (!isRecord(v) || v['id'] !== table) return false;
  const preset = v['preset'];
  const seats = v['seats'];
  return (
    isRecord(preset) &&
    typeof preset['id'] === 'string' &&
    typeof preset['name'] === 'string' &&
    Array.isArray(seats) &&
    seats.every(isSeatInfo) &&
    (v['status'] === 'waiting' || v['status'] === 'playing') &&
    typeof v['deals'] === 'number'
  );
}

/**
 * The server's answer to `GET /api/tables/<table>` as the list tells it: 404 is `gone` only with
 * the table API's own body (a server without the API answers 404 too, and its tables are not gone).
 */
export function tableNow(table: string, status: number, body: unknown): TableNow {
  if (status === 200) return isTableInfo(body, table) ? { kind: 'live', info: body } : { kind: 'unknown' };
  const error = isRecord(body) ? body['error'] : undefined;
  if (status === 404 && (error === 'unknown' || error === 'no such table')) return { kind: 'gone' };
  if (status === 409 && error === 'outdated') return { kind: 'outdated' };
  return { kind: 'unknown' };
}

/** Asks the server about a table; never rejects (no answer is `unknown`). */
export async function fetchTableNow(
  table: string,
  signal?: AbortSignal,
  get: typeof fetch = fetch,
): Promise<TableNow> {
  try {
    const res = await get(`/api/tables/${encodeURIComponent(table)}`, {
      headers: { accept: 'application/json' },
      ...(signal ? { signal } : {}),
    });
    const body: unknown = await res.json().catch(() => null);
    return tableNow(table, res.status, body);
  } catch {
    return { kind: 'unknown' };
  }
}

/** A player at a listed table: the seat's public information, and whether it is this browser's. */
export interface ListedSeat {
  readonly info: SeatInfo;
  readonly mine: boolean;
}

/** One line of "Your tables", in no language yet (`MyTables` words it). */
export interface ListEntry {
  readonly table: string;
  /** The path that opens the table and resumes the seat held there. */
  readonly href: string;
  /** `loading` until the server has answered. */
  readonly state: 'loading' | TableNow['kind'];
  /** The seat this browser holds there, as kept (its name and number also when the server is not reached). */
  readonly held: HeldSeat | null;
  readonly host: boolean;
  /** The rule set (live only). */
  readonly preset: { readonly id: string; readonly name: string } | null;
  /** The seats (live only). */
  readonly seats: readonly ListedSeat[];
  /** Whether a deal is being played (live only; otherwise the table waits). */
  readonly playing: boolean;
  /** Deals finished at the table (live only). */
  readonly deals: number | null;
  /** Whether removing it from the list is asked twice: it forgets a seat or host key that still works. */
  readonly removeAsks: boolean;
}

/**
 * The list's line for a kept table and what the server says of it (`null`: not answered yet). A
 * table that is gone or cannot be played on is removed at once; any other is asked twice, since
 * the browser forgets a token that may still hold a seat.
 */
export function listEntry(kept: KeptTable, now: TableNow | null): ListEntry {
  const info = now?.kind === 'live' ? now.info : null;
  const state = now === null ? 'loading' : now.kind;
  return {
    table: kept.table,
    href: `/table/${kept.table}`,
    state,
    held: kept.held,
    host: kept.host,
    preset: info ? { id: info.preset.id, name: info.preset.name } : null,
    seats: info ? info.seats.map((seat) => ({ info: seat, mine: seat.seat === kept.held?.seat })) : [],
    playing: info?.status === 'playing',
    deals: info ? info.deals : null,
    removeAsks: state !== 'gone' && state !== 'outdated',
  };
}
