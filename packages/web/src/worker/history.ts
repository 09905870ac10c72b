/**
 * The offline history: every finished deal of a match against computer players, kept by the table
 * worker after the deal is over, with the match it belongs to (its id, when it started, the rule
 * set and house rules, the players' names and kinds, the totals after every deal). Each match is
 * one entry listing its deals without a card; each deal's record (the JSON the download gives) is
 * an entry of its own, read one at a time. Only deals whose record holds a result are kept or
 * handed out: a record of a deal under way holds every hand and never leaves the worker.
 *
 * The newest `HISTORY_MATCHES` matches are kept (by their start); an older one is dropped whole
 * with its records. An entry that does not read as this version's shape (another version, damaged)
 * is skipped. The browser's backend is IndexedDB (`idbHistory.ts`); tests use `memoryHistory`.
 */
import { type Result, type Settlement, err, ok, parseRecordJson } from '@tarock/engine';
import type { SeatPlayer } from './protocol';
import type { KeptMatch } from './historyArchive';
import { withPrintableNames } from './keptNames';

export const HISTORY_VERSION = 1;
/** How many matches the history keeps: the newest by their start. */
export const HISTORY_MATCHES = 100;

/** One finished deal of a match as the history lists it: no card. */
export interface HistoryDeal {
  /** The deal's number in the match, from 1. */
  readonly deal: number;
  /** When it was kept (ms since the epoch). */
  readonly ended: number;
  readonly contract: string | null;
  readonly declarer: number | null;
  readonly outcome: Settlement['outcome'];
  /** The seats that played the deal, in playing order (with four seats the dealer sits out). */
  readonly players: readonly number[];
  /** What each seat won or lost in the deal (points or cents, as the match's totals). */
  readonly deltas: readonly number[];
  /** The match's totals after the deal. */
  readonly totals: readonly number[];
  /** The pot after the deal (cents; 0 where the rules keep none). */
  readonly pot: number;
}

/** A match of the history with its finished deals, in the order played. */
export interface HistoryMatch {
  readonly v: typeof HISTORY_VERSION;
  readonly id: string;
  /** When the match started (ms since the epoch). */
  readonly started: number;
  /** The loadGame name: the rule set and its house rules. */
  readonly game: string;
  readonly players: readonly SeatPlayer[];
  readonly names: readonly string[];
  readonly deals: readonly HistoryDeal[];
  /** The totals after the last deal kept. */
  readonly totals: readonly number[];
  readonly pot: number;
  /** Whether the match is over (its last deal kept). */
  readonly finished: boolean;
}

/** A deal's record as kept: the JSON text of the download. */
export interface HistoryRecord {
  readonly v: typeof HISTORY_VERSION;
  readonly match: string;
  readonly deal: number;
  readonly json: string;
}

/** Where the entries lie: raw reads (anything may come back) and writes. */
export interface HistoryBackend {
  /** Writes the match's entry and these deals' records together (one transaction). */
  put(match: HistoryMatch, records: readonly HistoryRecord[]): Promise<Result<void>>;
  /** Every match entry as stored. */
  matches(): Promise<Result<readonly unknown[]>>;
  /** The entry of one deal's record as stored (undefined: none). */
  record(match: string, deal: number): Promise<Result<unknown>>;
  /** Every record entry of a match as stored (one read). */
  matchRecords(match: string): Promise<Result<readonly unknown[]>>;
  /** Removes these matches and their records. */
  remove(ids: readonly string[]): Promise<Result<void>>;
  /** Removes everything. */
  clear(): Promise<Result<void>>;
}

/** What the worker keeps of a finished deal: the match as it stands after it, and the record. */
export interface FinishedDeal {
  readonly match: Omit<HistoryMatch, 'v' | 'deals'>;
  readonly deal: HistoryDeal;
  readonly json: string;
}

export interface HistoryStore {
  /** Keeps a finished deal (a record without a result is refused); then drops the oldest matches. */
  keep(finished: FinishedDeal): Promise<Result<void>>;
  /** The matches kept, newest first; damaged entries skipped. */
  list(): Promise<Result<readonly HistoryMatch[]>>;
  /** A finished deal's record (JSON), or why it cannot be given. */
  record(match: string, deal: number): Promise<Result<string>>;
  /** Drops a match with its deals. */
  remove(id: string): Promise<Result<void>>;
  /** Drops the whole history. */
  clear(): Promise<Result<void>>;
  /**
   * Every match kept with its deals' records (the history as a file), or the one match `only`: a
   * deal whose record does not read is left out.
   */
  exportAll(
    only?: string | null,
  ): Promise<Result<{ readonly matches: readonly KeptMatch[]; readonly unread: number }>>;
  /** Takes in matches read from a file (`historyArchive.ts`), never dropping one kept here. */
  importAll(matches: readonly KeptMatch[]): Promise<Result<ImportCounts>>;
}

/** What a history read from a file brought. */
export interface ImportCounts {
  /** Matches this history did not hold, now kept. */
  readonly added: number;
  /** Matches it held, given deals it lacked. */
  readonly extended: number;
  /** Deals added in all (of the matches added and extended). */
  readonly deals: number;
  /** Matches it already held with every deal of the file. */
  readonly already: number;
  /** New matches left out for want of room (the history keeps `HISTORY_MATCHES`; none dropped for them). */
  readonly noRoom: number;
}

const isObject = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);
const isInt = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x);
const isNumber = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);
const isNumbers = (x: unknown, n: number): x is number[] =>
  Array.isArray(x) && x.length === n && x.every(isNumber);
const OUTCOMES: readonly string[] = ['won', 'lost', 'draw', 'passed', 'trischaken'];

function readPlayer(x: unknown): SeatPlayer | null {
  if (!isObject(x)) return null;
  if (x['kind'] === 'human') return { kind: 'human' };
  if (x['kind'] === 'bot' && typeof x['bot'] === 'string') return { kind: 'bot', bot: x['bot'] };
  return null;
}

/** Distinct seats of a table of `seats`, at least one. */
function isSeats(x: unknown, seats: number): x is number[] {
  return (
    Array.isArray(x) &&
    x.length > 0 &&
    x.every((v) => isInt(v) && v >= 0 && v < seats) &&
    new Set(x).size === x.length
  );
}

function readDeal(x: unknown, seats: number): HistoryDeal | null {
  if (!isObject(x)) return null;
  const { deal, ended, contract, declarer, outcome, players, deltas, totals, pot } = x;
  if (!isInt(deal) || deal < 1 || !isNumber(ended) || !isNumber(pot)) return null;
  if (contract !== null && typeof contract !== 'string') return null;
  if (declarer !== null && !(isInt(declarer) && declarer >= 0 && declarer < seats)) return null;
  if (typeof outcome !== 'string' || !OUTCOMES.includes(outcome)) return null;
  if (!isNumbers(deltas, seats) || !isNumbers(totals, seats)) return null;
  if (!isSeats(players, seats)) return null;
  return {
    deal,
    ended,
    contract,
    declarer,
    outcome: outcome as Settlement['outcome'], // one of OUTCOMES, checked above
    players,
    deltas,
    totals,
    pot,
  };
}

/** A stored match entry read as this version's shape, or null (another version, damaged). */
export function readMatch(x: unknown): HistoryMatch | null {
  if (!isObject(x) || x['v'] !== HISTORY_VERSION) return null;
  const { id, started, game, players, names, deals, totals, pot, finished } = x;
  if (typeof id !== 'string' || !isNumber(started) || typeof game !== 'string') return null;
  if (!Array.isArray(players) || !Array.isArray(names) || !Array.isArray(deals)) return null;
  const seats = players.length;
  const read = players.map(readPlayer);
  if (read.some((p) => p === null) || names.length !== seats) return null;
  if (!names.every((n) => typeof n === 'string')) return null;
  if (!isNumbers(totals, seats) || !isNumber(pot) || typeof finished !== 'boolean') return null;
  const ds = deals.map((d) => readDeal(d, seats));
  if (ds.some((d) => d === null)) return null;
  return {
    v: HISTORY_VERSION,
    id,
    started,
    game,
    players: read as SeatPlayer[], // none null, checked above
    names: names as string[],
    deals: ds as HistoryDeal[],
    totals,
    pot,
    finished,
  };
}

/**
 * A finished deal as stored beside a kept match (`KeptEntry.owed`), read as this version's shape,
 * or null: the match as the history would keep it with that one deal, and a record's JSON.
 */
export function readFinished(x: unknown): FinishedDeal | null {
  if (!isObject(x) || !isObject(x['match']) || typeof x['json'] !== 'string') return null;
  const m = readMatch({ ...x['match'], v: HISTORY_VERSION, deals: [x['deal']] });
  const deal = m?.deals[0];
  if (!m || !deal) return null;
  const { v: _, deals: __, ...match } = m;
  return { match, deal, json: x['json'] };
}

/** Why a record's JSON is not a finished deal's, or null when it is one. */
function unfinished(json: string): string | null {
  const r = parseRecordJson(json);
  if (!r.ok) return `the record does not read: ${r.error}`;
  return r.value.result === null ? 'the deal is not over: its record is not kept' : null;
}

/** A deal's record entry as stored, read: its JSON (names mended), or why it cannot be given. */
function keptRecord(x: unknown, match: string, deal: number): Result<string> {
  if (!isObject(x) || x['v'] !== HISTORY_VERSION || typeof x['json'] !== 'string')
    return err(`deal ${deal} of that match is not kept`);
  if (x['match'] !== match || x['deal'] !== deal) return err('the kept record is of another deal');
  // Kept by an earlier version, its names may be as typed: mended, so that it replays.
  const json = withPrintableNames(x['json']);
  const why = unfinished(json);
  return why ? err(why) : ok(json);
}

/** The history on a backend: the checks, the order and the bound. */
export function historyStore(backend: HistoryBackend, limit = HISTORY_MATCHES): HistoryStore {
  const list = async (): Promise<Result<readonly HistoryMatch[]>> => {
    const all = await backend.matches();
    if (!all.ok) return all;
    const read = all.value.flatMap((x) => {
      const m = readMatch(x);
      return m ? [m] : [];
    });
    return ok(read.sort((a, b) => b.started - a.started || (a.id < b.id ? 1 : -1)));
  };

  const record = async (match: string, deal: number): Promise<Result<string>> => {
    const got = await backend.record(match, deal);
    return got.ok ? keptRecord(got.value, match, deal) : got;
  };

  return {
    async keep({ match, deal, json }) {
      const why = unfinished(json);
      if (why) return err(why);
      const before = await list();
      if (!before.ok) return before;
      const old = before.value.find((m) => m.id === match.id);
      const deals = [...(old?.deals.filter((d) => d.deal !== deal.deal) ?? []), deal].sort(
        (a, b) => a.deal - b.deal,
      );
      // Kept late (a repair, `repairOwed`) after a later deal of the match: the match's totals stay
      // those after the later deal.
      const later = old?.deals.some((d) => d.deal > deal.deal) ?? false;
      const entry: HistoryMatch = later && old ? { ...old, deals } : { v: HISTORY_VERSION, ...match, deals };
      const put = await backend.put(entry, [{ v: HISTORY_VERSION, match: match.id, deal: deal.deal, json }]);
      if (!put.ok) return put;
      const all = [entry, ...before.value.filter((m) => m.id !== match.id)].sort(
        (a, b) => b.started - a.started,
      );
      const dropped = all.slice(limit).map((m) => m.id);
      return dropped.length > 0 ? backend.remove(dropped) : ok(undefined);
    },
    list,
    record,
    remove: (id) => backend.remove([id]),
    clear: () => backend.clear(),
    async exportAll(only) {
      const all = await list();
      if (!all.ok) return all;
      const matches: KeptMatch[] = [];
      let unread = 0;
      for (const m of all.value) {
        if (only !== undefined && only !== null && m.id !== only) continue;
        const got = await backend.matchRecords(m.id);
        if (!got.ok) return got;
        const stored = new Map(
          got.value.flatMap((x) =>
            isObject(x) && typeof x['deal'] === 'number' ? [[x['deal'], x] as const] : [],
          ),
        );
        const records = new Map<number, string>();
        for (const d of m.deals) {
          const json = keptRecord(stored.get(d.deal), m.id, d.deal);
          if (json.ok) records.set(d.deal, json.value);
          else unread++;
        }
        const deals = m.deals.filter((d) => records.has(d.deal));
        if (deals.length > 0) matches.push({ match: { ...m, deals }, records });
      }
      return ok({ matches, unread });
    },
    async importAll(incoming) {
      const before = await list();
      if (!before.ok) return before;
      const held = new Map(before.value.map((m) => [m.id, m]));
      let room = Math.max(0, limit - held.size);
      const counts = { added: 0, extended: 0, deals: 0, already: 0, noRoom: 0 };
      // The newest first: where room runs out, the oldest are the ones left out.
      const newestFirst = [...incoming].sort((a, b) => b.match.started - a.match.started);
      for (const { match, records } of newestFirst) {
        const old = held.get(match.id);
        const fresh = old
          ? match.deals.filter((d) => !old.deals.some((o) => o.deal === d.deal))
          : match.deals;
        if (fresh.length === 0) {
          counts.already++;
          continue;
        }
        if (!old && room === 0) {
          counts.noRoom++;
          continue;
        }
        const entry = old ? merged(old, match, fresh) : match;
        const put = await backend.put(
          entry,
          fresh.map((d) => ({
            v: HISTORY_VERSION,
            match: match.id,
            deal: d.deal,
            json: records.get(d.deal) ?? '',
          })),
        );
        if (!put.ok) return put;
        if (old) counts.extended++;
        else {
          counts.added++;
          room--;
        }
        counts.deals += fresh.length;
      }
      return ok(counts);
    },
  };
}

/**
 * A match kept here with deals of the same match from a file: every deal, in order; the totals,
 * the pot and whether it is over from whichever knows the later deal. The rest (its start, the
 * rule set, the players) is the same match's, and stays as kept.
 */
function merged(old: HistoryMatch, other: HistoryMatch, fresh: readonly HistoryDeal[]): HistoryMatch {
  const deals = [...old.deals, ...fresh].sort((a, b) => a.deal - b.deal);
  const last = (m: HistoryMatch): number => m.deals.reduce((n, d) => Math.max(n, d.deal), 0);
  const later = last(other) > last(old) ? other : old;
  return { ...old, deals, totals: later.totals, pot: later.pot, finished: later.finished };
}

/**
 * A backend in memory (tests): `matches` (by id) and `records` (by `recordKey`) hold what is
 * stored, and a test may put anything there.
 */
export function memoryHistory(): {
  backend: HistoryBackend;
  matches: Map<string, unknown>;
  records: Map<string, unknown>;
} {
  const matches = new Map<string, unknown>();
  const records = new Map<string, unknown>();
  const backend: HistoryBackend = {
    put: async (m, rs) => {
      // Copies, as IndexedDB keeps them.
      matches.set(m.id, structuredClone(m));
      for (const r of rs) records.set(recordKey(r.match, r.deal), structuredClone(r));
      return ok(undefined);
    },
    matches: async () => ok([...matches.values()].map((x) => structuredClone(x))),
    record: async (match, deal) => ok(structuredClone(records.get(recordKey(match, deal)))),
    matchRecords: async (match) =>
      ok([...records].filter(([k]) => k.startsWith(`${match}\n`)).map(([, x]) => structuredClone(x))),
    remove: async (ids) => {
      for (const id of ids) {
        matches.delete(id);
        for (const k of [...records.keys()]) if (k.startsWith(`${id}\n`)) records.delete(k);
      }
      return ok(undefined);
    },
    clear: async () => {
      matches.clear();
      records.clear();
      return ok(undefined);
    },
  };
  return { backend, matches, records };
}

/** The memory backend's key of a deal's record. */
export const recordKey = (match: string, deal: number): string => `${match}\n${deal}`;
