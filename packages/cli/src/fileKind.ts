/**
 * The files the command line reads and writes, known by their `format` (docs/records.md): a file
 * handed to the wrong command is named for what it is, with the command that reads it, instead of
 * the reader's complaint about its first field ("unknown field contract", "a tag is [Name …]").
 */
import { HISTORY_FORMAT, RECORD_FORMAT, SUMMARY_FORMAT } from '@tarock/engine';
import { SEATS_FORMAT } from './online/seatFile';
import { SAVE_FORMAT } from './saveFile';
import { shellWord } from './savePath';

export type FileKind = 'record' | 'summary' | 'savedMatch' | 'seats' | 'history';

const KINDS: Readonly<
  Record<FileKind, { readonly format: string; readonly what: string; readonly doc: string }>
> = {
  record: { format: RECORD_FORMAT, what: 'a game record', doc: 'docs/records.md' },
  summary: { format: SUMMARY_FORMAT, what: 'a deal summary', doc: 'docs/scorekeeping.md' },
  savedMatch: { format: SAVE_FORMAT, what: 'a match kept by tarock play', doc: 'docs/records.md' },
  seats: { format: SEATS_FORMAT, what: 'the seats file of tarock join', doc: 'docs/records.md' },
  history: { format: HISTORY_FORMAT, what: 'a history saved by the web app', doc: 'docs/records.md' },
};

/** Which command reads a file of that kind, for `file` (`-`: standard input), handed where `wanted` was. */
function reader(kind: FileKind, file: string, wanted: FileKind): string {
  const name = file === '-' ? 'FILE' : shellWord(file);
  switch (kind) {
    case 'record':
      return `read it with tarock replay ${name}`;
    case 'summary':
      return `settle it with tarock score ${name}`;
    case 'savedMatch':
      return `continue it with tarock play --resume ${name}${wanted === 'record' ? ' (tarock play --records DIR writes each deal as a record)' : ''}`;
    case 'seats':
      return 'tarock join keeps it (and reads it itself) to resume your seats at online tables';
    case 'history':
      return `replay one of its deals with tarock replay ${name} --deal MATCH/DEAL`;
  }
}

/** The kind of a file from its text: its JSON `format`, or a record's text form (`[Format "tarock-record 1"]`). */
export function kindOf(text: string): FileKind | null {
  if (/^\s*\[Format "tarock-record\b/.test(text)) return 'record';
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return null;
  const format = (json as { readonly format?: unknown }).format; // an object parsed from JSON
  return (Object.keys(KINDS) as FileKind[]).find((k) => KINDS[k].format === format) ?? null;
}

/**
 * Null when `text` may be a file of the kind `wanted` (its own reader says what is wrong with it);
 * else why it is not: another known kind (what it is and which command reads it), or JSON that is
 * no object at all.
 */
export function notKind(text: string, wanted: FileKind, file: string): string | null {
  const kind = kindOf(text);
  const expected = KINDS[wanted].what;
  if (kind !== null)
    return kind === wanted ? null : `${KINDS[kind].what}, not ${expected}: ${reader(kind, file, wanted)}`;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof json === 'object' && json !== null && !Array.isArray(json)) return null;
  const what = Array.isArray(json) ? 'a JSON list' : `the JSON value ${JSON.stringify(json).slice(0, 20)}`;
  return `${what}, not ${expected} (a JSON object with "format": "${KINDS[wanted].format}"; ${KINDS[wanted].doc})`;
}
