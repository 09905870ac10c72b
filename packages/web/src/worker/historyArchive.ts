/**
 * The history as one file (`tarock-history`, version 1; docs/records.md "The history as a file"):
 * what the History screen's "Save the history" downloads and "Read a history" takes back, in this
 * browser or another. Every match of the history with its finished deals as the history lists them
 * (no card), each deal with its record (the JSON of a deal's download, as an object).
 *
 * Reading is strict where it must be and forgiving where it can be: a file that is not such an
 * archive (not JSON, one deal's record, another version, too large) is refused whole with the
 * reason; within an archive, a match that does not read (a field damaged, a record that does not
 * replay, is not over, is of another rule set or does not say what the match's list says of the
 * deal) is left out and named, and the others are read.
 */
import {
  HISTORY_FORMAT,
  HISTORY_FORMAT_VERSION,
  type Result,
  describeReplayError,
  err,
  formatRecordJson,
  ok,
  parseRecordJson,
  printableName,
  replay,
} from '@tarock/engine';
import { HISTORY_VERSION, type HistoryDeal, type HistoryMatch, readMatch } from './history';
import { withPrintableNames } from './keptNames';

/** The largest file read: a full history (100 matches of long series) stays well below it. */
export const HISTORY_ARCHIVE_MAX_BYTES = 64 * 1024 * 1024;

/** A match of the history with the records of its deals (each deal's JSON text, by its number). */
export interface KeptMatch {
  readonly match: HistoryMatch;
  readonly records: ReadonlyMap<number, string>;
}

/** Why a file is not read at all: the page words each in its language. */
export type ArchiveFault =
  | { readonly code: 'tooLarge'; readonly bytes: number }
  | { readonly code: 'notJson'; readonly detail: string }
  /** One deal's record (a download of a single deal): it opens under Replay, not here. */
  | { readonly code: 'aRecord' }
  | { readonly code: 'notArchive' }
  | { readonly code: 'version'; readonly version: string };

/** A match of the archive left out, and why (English, as the engine's record errors are). */
export interface SkippedMatch {
  /** The match's id where the entry names one. */
  readonly id: string | null;
  readonly why: string;
}

export interface ReadArchive {
  readonly matches: readonly KeptMatch[];
  readonly skipped: readonly SkippedMatch[];
}

/** The archive of these matches as JSON text (`exported`: when it was made, ISO 8601). */
export function archiveText(matches: readonly KeptMatch[], exported: string): string {
  const entries = matches.map(({ match, records }) => {
    const { v: _, deals, ...rest } = match;
    return {
      ...rest,
      deals: deals.map((d) => ({ ...d, record: JSON.parse(records.get(d.deal) ?? 'null') as unknown })),
    };
  });
  return `${JSON.stringify(
    { format: HISTORY_FORMAT, version: HISTORY_FORMAT_VERSION, exported, matches: entries },
    null,
    1,
  )}\n`;
}

/**
 * A match's id: the app makes them of letters, digits and a hyphen (`newIdentity`); any printable
 * ASCII without a space is taken (an earlier version's), at most 64 characters.
 */
const MATCH_ID = /^[\x21-\x7e]{1,64}$/;

const isObject = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

/** Reads an archive's text: its matches, and those left out; or why the file is not one. */
export function readArchive(
  text: string,
  maxBytes = HISTORY_ARCHIVE_MAX_BYTES,
): Result<ReadArchive, ArchiveFault> {
  // Counted before anything is parsed: three bytes a character at the most.
  const bytes = text.length * 3 <= maxBytes ? text.length : new TextEncoder().encode(text).length;
  if (bytes > maxBytes) return err({ code: 'tooLarge', bytes });
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch (e) {
    return err({ code: 'notJson', detail: e instanceof Error ? e.message : String(e) });
  }
  if (!isObject(v) || v['format'] !== HISTORY_FORMAT) {
    if (isObject(v) && parseRecordJson(text).ok) return err({ code: 'aRecord' });
    return err({ code: 'notArchive' });
  }
  if (v['version'] !== HISTORY_FORMAT_VERSION)
    return err({ code: 'version', version: JSON.stringify(v['version']) ?? 'none' });
  const list = v['matches'];
  if (!Array.isArray(list)) return err({ code: 'notArchive' });
  const matches: KeptMatch[] = [];
  const skipped: SkippedMatch[] = [];
  const seen = new Set<string>();
  list.forEach((entry, i) => {
    const read = readEntry(entry);
    const id = isObject(entry) && typeof entry['id'] === 'string' ? entry['id'] : null;
    if (!read.ok) skipped.push({ id, why: `match ${i + 1}: ${read.error}` });
    else if (seen.has(read.value.match.id))
      skipped.push({ id, why: `match ${i + 1}: the file holds this match twice` });
    else {
      seen.add(read.value.match.id);
      matches.push(read.value);
    }
  });
  return ok({ matches, skipped });
}

/** One match of the archive with its records, every record replayed and checked against the list. */
function readEntry(entry: unknown): Result<KeptMatch> {
  if (!isObject(entry) || !Array.isArray(entry['deals'])) return err('not a match of the history');
  const deals: unknown[] = entry['deals'];
  const records = new Map<number, string>();
  const listed: unknown[] = [];
  for (const d of deals) {
    if (!isObject(d)) return err('a deal that is not one');
    const { record, ...rest } = d;
    listed.push(rest);
    if (typeof rest['deal'] === 'number') records.set(rest['deal'], JSON.stringify(record ?? null));
  }
  const read = readMatch({ ...entry, v: HISTORY_VERSION, deals: listed });
  if (!read) return err('its fields do not read as a match of the history');
  if (!MATCH_ID.test(read.id))
    return err(`its id is not one of a match (${JSON.stringify(read.id.slice(0, 20))})`);
  // Names as a record may hold them (printable, at most 20 characters), as the History shows them.
  const match = { ...read, names: read.names.map(printableName) };
  if (new Set(match.deals.map((d) => d.deal)).size !== match.deals.length)
    return err('it lists a deal twice');
  const kept = new Map<number, string>();
  for (const d of match.deals) {
    const json = checkedRecord(match, d, records.get(d.deal) ?? 'null');
    if (!json.ok) return err(`deal ${d.deal}: ${json.error}`);
    kept.set(d.deal, json.value);
  }
  return ok({ match, records: kept });
}

/**
 * A deal's record as the history keeps it (the download's text), if it is one of this match's
 * rule set that replays to its end and settles as the match's list says.
 */
function checkedRecord(match: HistoryMatch, deal: HistoryDeal, text: string): Result<string> {
  // Kept by an earlier version, its names may be as typed: mended, as the history mends them.
  const parsed = parseRecordJson(withPrintableNames(text));
  if (!parsed.ok) return err(`the record does not read: ${parsed.error}`);
  const r = parsed.value;
  if (r.result === null) return err('the deal is not over');
  const played = replay(r);
  if (!played.ok) return err(`the record does not replay: ${describeReplayError(played.error)}`);
  if (played.value.game.name !== match.game)
    return err(`the record is of another rule set (${played.value.game.name})`);
  if (JSON.stringify(r.result.deltas) !== JSON.stringify(deal.deltas))
    return err("the record's result is not the one the match lists");
  return ok(formatRecordJson(r));
}
