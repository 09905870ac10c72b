/**
 * The web app's history saved as a file (`tarock-history`, version 1; docs/records.md "The
 * history as a file"): its matches, each with its finished deals and their records. The web app
 * writes and reads it whole (`packages/web/src/worker/historyArchive.ts`); this reader gives the
 * command line a deal of it by its place: `M/D`, deal D of the M-th match as the file lists them
 * (the newest first).
 */
import { quoted } from '../core/quoted';
import { type Result, err, ok } from '../core/result';

export const HISTORY_FORMAT = 'tarock-history';
export const HISTORY_FORMAT_VERSION = 1;

/** A match of a history file as a reader lists it: enough to name its deals. */
export interface HistoryFileMatch {
  readonly id: string;
  /** When it started (ms since the epoch). */
  readonly started: number;
  /** The rule set with its house rules (a `--variant` name). */
  readonly game: string;
  readonly names: readonly string[];
  /** Its deals' numbers, each with its record as the file holds it (JSON data, not yet read). */
  readonly deals: readonly { readonly deal: number; readonly record: unknown }[];
}

const isObject = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

/**
 * The matches of a history file's JSON data, in its order; an error naming the first thing that
 * does not read (another format or version, a match or deal without its fields).
 */
export function historyFileMatches(v: unknown): Result<HistoryFileMatch[]> {
  if (!isObject(v) || v['format'] !== HISTORY_FORMAT)
    return err(`not a history file ("format": "${HISTORY_FORMAT}")`);
  if (v['version'] !== HISTORY_FORMAT_VERSION)
    return err(
      `a history file of version ${v['version'] === undefined ? 'none' : quoted(v['version'])}: this reader reads version ${HISTORY_FORMAT_VERSION}`,
    );
  const list = v['matches'];
  if (!Array.isArray(list)) return err('matches: expected a list');
  const out: HistoryFileMatch[] = [];
  for (const [i, m] of list.entries()) {
    const at = `matches[${i}]`;
    if (!isObject(m)) return err(`${at}: expected an object`);
    const { id, started, game, names, deals } = m;
    if (typeof id !== 'string') return err(`${at}.id: expected a string`);
    if (typeof started !== 'number' || !Number.isFinite(started))
      return err(`${at}.started: expected a number`);
    if (typeof game !== 'string') return err(`${at}.game: expected a string`);
    if (!Array.isArray(names) || !names.every((n) => typeof n === 'string'))
      return err(`${at}.names: expected a list of names`);
    if (!Array.isArray(deals)) return err(`${at}.deals: expected a list`);
    const read: { deal: number; record: unknown }[] = [];
    for (const [k, d] of deals.entries()) {
      if (!isObject(d) || !Number.isSafeInteger(d['deal']) || (d['deal'] as number) < 1)
        return err(`${at}.deals[${k}].deal: expected a deal number`);
      read.push({ deal: d['deal'] as number, record: d['record'] }); // a safe integer, checked above
    }
    out.push({ id, started, game, names: names as string[], deals: read }); // strings, checked above
  }
  return ok(out);
}

/** A deal of the file by its place `M/D` (the M-th match as listed, from 1; its deal numbered D). */
export function historyFileDeal(
  matches: readonly HistoryFileMatch[],
  place: string,
): Result<{ readonly match: HistoryFileMatch; readonly record: unknown }> {
  const m = /^(\d+)\/(\d+)$/.exec(place);
  if (!m) return err(`a deal of a history is named MATCH/DEAL, as 2/5 (got ${quoted(place)})`);
  const match = matches[Number(m[1]) - 1];
  if (!match)
    return err(
      `the history holds ${matches.length === 1 ? '1 match' : `${matches.length} matches`}, not ${m[1]}`,
    );
  const deal = match.deals.find((d) => d.deal === Number(m[2]));
  if (!deal)
    return err(
      `match ${m[1]} holds ${match.deals.length === 1 ? 'deal' : 'deals'} ${match.deals.map((d) => d.deal).join(', ') || 'none'}, not ${m[2]}`,
    );
  return ok({ match, record: deal.record });
}
