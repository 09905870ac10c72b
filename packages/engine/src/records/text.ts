/**
 * The human-readable text form of a game record (docs/records.md): a PGN-like tag header, the
 * numbered turns in the action notation (actionText.ts), and the result. It carries exactly what
 * the JSON form carries: `parseRecordText(formatRecordText(r))` equals `r`. Lines starting with
 * `;` are comments; turn numbers are optional when reading but must match when present.
 *
 *     [Format "tarock-record 1"]
 *     [Variant "illustrated-beck"]
 *     …
 *     1. deal S0[HK …] S1[…] S2[…] talon[…]
 *     2. S0 bid dreiblatt
 *     …
 *     result outcome=won contract=dreiblatt declarer=S0 unit=points potDelta=0
 *     deltas 6 -3 -3
 *     party declarer seats=S0 points=41 thirds=122
 *     line amounts=3,-3,0 "Dreiblatt won: 3 from each defender"
 */
import { cut, quoted } from '../core/quoted';
import { PACKS, type PackId } from '../cards/pack';
import { err, ok, type Result } from '../core/result';
import type { OptionValue } from '../core/ruleset';
import type { Settlement } from '../core/types';
import type { PublicTurn } from '../core/view';
import { formatTurn, parseTurn } from './actionText';
import { type GameRecord, RECORD_FORMAT, RECORD_VERSION } from './record';
import { checked, fail } from './check';
import { isReservedTag, OPTION_KEY, recordFromJson, TAG_NAME } from './json';

const BARE = /^[A-Za-z][A-Za-z0-9_.-]*$/;

/** A whole number as the writer writes it: digits only, without a sign or a leading zero. */
const WHOLE = /^(0|[1-9]\d*)$/;

/** `what` names where the text stood (`tag Dealer`, `line 21: potDelta`) for the error. */
function whole(t: string, at: string, field = ''): number {
  return WHOLE.test(t) && Number.isSafeInteger(Number(t))
    ? Number(t)
    : fail(at, `${field}${quoted(t)} is not a whole number as records write it (0, 1, 2, …: digits only)`);
}

/**
 * A number exactly as the writer writes it (`String(n)`: -3, 0, 29.5): Number() also took `1e0`,
 * `0x1`, ` 1`, `01`, `.5` and the empty text (0), none of which a record holds.
 */
export function isWrittenNumber(t: string): boolean {
  const n = Number(t);
  return Number.isFinite(n) && String(n) === t;
}

const NUMBER_FORM = 'as records write it (-3, 0, 29.5; not 1e2, +3, 03 or 3.0)';

function number(t: string, at: string, field = ''): number {
  return isWrittenNumber(t) ? Number(t) : fail(at, `${field}${quoted(t)} is not a number ${NUMBER_FORM}`);
}

/** An option value: bare word, true/false, a number, or a JSON string when it would read as something else. */
export function formatOptionValue(v: OptionValue): string {
  if (typeof v !== 'string') return String(v);
  return BARE.test(v) && v !== 'true' && v !== 'false' ? v : JSON.stringify(v);
}

export function formatOptions(options: Readonly<Record<string, OptionValue>>): string {
  return Object.entries(options)
    .map(([k, v]) => `${k}=${formatOptionValue(v)}`)
    .join(',');
}

/**
 * A JSON string literal's text, or null where the literal is not one JSON reads: an escape it does
 * not know (`\x`), a raw control character (a tab pasted into a name).
 */
function jsonString(literal: string): string | null {
  try {
    const v: unknown = JSON.parse(literal);
    return typeof v === 'string' ? v : null;
  } catch {
    return null;
  }
}

export function parseOptions(text: string): Result<Record<string, OptionValue>> {
  const out: Record<string, OptionValue> = {};
  // Greedy to the next comma, trimmed after: a lazy value before `\s*` took time quadratic in a run
  // of spaces (60 KB of them: 10 s).
  const re = /\s*([^=,\s]+)=("[^"\\]*(?:\\.[^"\\]*)*"\s*|[^,]*)(,|$)/y;
  let pos = 0;
  while (pos < text.length) {
    re.lastIndex = pos;
    const m = re.exec(text);
    if (!m || m[0] === '') return err(`cannot read the options at "${text.slice(pos)}" (key=value,…)`);
    const [, key = '', spaced = ''] = m;
    const raw = spaced.trim();
    if (!OPTION_KEY.test(key)) return err(`"${key}" is not an option name`);
    // Which of two values would count is no reading to guess: said, not settled silently.
    if (Object.hasOwn(out, key)) return err(`option ${key} is given twice`);
    let v: OptionValue;
    if (raw.startsWith('"')) {
      const s = jsonString(raw);
      if (s === null) return err(`option ${key}: ${cut(raw)} is not a "string" JSON reads`);
      v = s;
    } else if (raw === 'true' || raw === 'false') v = raw === 'true';
    else if (/^[-+.\d]/.test(raw)) {
      // No bare word starts so: a number, written as the writer writes it (not 3e0, 03, +3).
      if (!isWrittenNumber(raw)) return err(`option ${key}: "${raw}" is not a number ${NUMBER_FORM}`);
      v = Number(raw);
    } else if (BARE.test(raw)) v = raw;
    else return err(`option ${key}: "${raw}" is not a value (word, number, true/false or "string")`);
    out[key] = v;
    pos = m.index + m[0].length;
    if (m[3] === '') break;
  }
  return ok(out);
}

const tag = (name: string, value: string) => `[${name} ${JSON.stringify(value)}]`;
const list = (xs: readonly number[]) => xs.join(',');
const seatList = (xs: readonly number[]) => xs.map((s) => `S${s}`).join(',');

function formatResult(s: Settlement): string[] {
  const head = [`outcome=${s.outcome}`];
  if (s.contract !== null) head.push(`contract=${s.contract}`);
  if (s.declarer !== null) head.push(`declarer=S${s.declarer}`);
  head.push(`unit=${s.unit}`, `potDelta=${s.potDelta}`);
  if (s.sidePotDelta !== undefined) head.push(`sidePotDelta=${s.sidePotDelta}`);
  const out = [`result ${head.join(' ')}`, `deltas ${s.deltas.join(' ')}`];
  for (const p of s.cardPoints)
    out.push(`party ${p.party} seats=${seatList(p.seats)} points=${p.points} thirds=${p.thirds}`);
  for (const l of s.lines) {
    const parts = ['line'];
    if (l.amounts !== undefined) parts.push(`amounts=${list(l.amounts)}`);
    if (l.pot !== undefined) parts.push(`pot=${l.pot}`);
    if (l.sidePot !== undefined) parts.push(`sidePot=${l.sidePot}`);
    parts.push(JSON.stringify(l.text));
    out.push(parts.join(' '));
  }
  return out;
}

/** @example writeFile('deal.txt', formatRecordText(recordOf(game, state))) */
export function formatRecordText(r: GameRecord): string {
  const pack = PACKS[r.pack];
  const lines = [
    tag('Format', `${RECORD_FORMAT} ${RECORD_VERSION}`),
    tag('Variant', r.variant),
    tag('RulesVersion', String(r.rulesVersion)),
    tag('Pack', r.pack),
  ];
  if (Object.keys(r.options).length) lines.push(tag('Options', formatOptions(r.options)));
  for (const [i, s] of r.seats.entries()) lines.push(tag(`Seat${i}`, s.name), tag(`Player${i}`, s.player));
  lines.push(tag('Dealer', String(r.dealer)), tag('Pot', String(r.pot)));
  if (r.sidePot !== undefined) lines.push(tag('SidePot', String(r.sidePot)));
  lines.push(tag('Redeals', String(r.redeals)));
  if (r.view !== null) lines.push(tag('View', r.view === 'spectator' ? r.view : `S${r.view}`));
  for (const [k, v] of Object.entries(r.tags)) lines.push(tag(k, v));
  lines.push('');
  for (const [i, t] of r.turns.entries()) lines.push(`${i + 1}. ${formatTurn(pack, t)}`);
  if (r.result) lines.push('', ...formatResult(r.result));
  return `${lines.join('\n')}\n`;
}

/**
 * Reads `key=value` fields of a result line into a map (the quoted text of a `line` excluded): only
 * the `known` keys, each once, as the JSON form refuses an unknown or repeated field (a key read
 * twice kept its last value, an unknown one was dropped).
 */
function fields(parts: readonly string[], at: string, known: readonly string[]): Result<Map<string, string>> {
  const m = new Map<string, string>();
  for (const p of parts) {
    const eq = p.indexOf('=');
    if (eq <= 0) return err(`${at}: expected key=value, found "${p}"`);
    const key = p.slice(0, eq);
    if (!known.includes(key)) return err(`${at}: "${key}" is not a field here (${known.join(', ')})`);
    if (m.has(key)) return err(`${at}: ${key}= is given twice`);
    m.set(key, p.slice(eq + 1));
  }
  return ok(m);
}

function seat(t: string, at: string, field = ''): number {
  const m = /^S(0|[1-9]\d*)$/.exec(t);
  return m && Number.isSafeInteger(Number(m[1]))
    ? Number(m[1])
    : fail(at, `${field}${quoted(t)} is not a seat (S0, S1, …)`);
}

/** A `key=value` field of a result line, read by `read`; missing, it is said so. */
function field<T>(
  f: ReadonlyMap<string, string>,
  key: string,
  at: string,
  read: (t: string, at: string, field: string) => T,
): T {
  const t = f.get(key);
  return t === undefined ? fail(at, `${key}= is missing`) : read(t, at, `${key} `);
}

const numberList = (text: string, at: string, key: string): number[] =>
  text === '' ? [] : text.split(/[ ,]/).map((t) => number(t, at, `${key} `));

/** Builds the JSON value of the result section, for the JSON reader to check strictly. */
function readResult(rows: readonly { text: string; at: string }[]): Result<unknown> {
  const [head, deltas, ...rest] = rows;
  if (!head) return ok(null);
  const h = fields(head.text.split(/\s+/).slice(1), head.at, [
    'outcome',
    'contract',
    'declarer',
    'unit',
    'potDelta',
    'sidePotDelta',
  ]);
  if (!h.ok) return h;
  if (!deltas?.text.startsWith('deltas'))
    return err(`${deltas?.at ?? head.at}: expected "deltas …" after "result"`);
  return checked(() => {
    const cardPoints: unknown[] = [];
    const lines: unknown[] = [];
    for (const row of rest) {
      const [kind = '', ...parts] = row.text.split(/\s+/);
      if (kind === 'party') {
        const [party = '', ...kv] = parts;
        const f = fields(kv, row.at, ['seats', 'points', 'thirds']);
        if (!f.ok) return fail(row.at, f.error.slice(`${row.at}: `.length));
        cardPoints.push({
          party,
          seats: (f.value.get('seats') ?? '')
            .split(',')
            .filter(Boolean)
            .map((t) => seat(t, row.at, 'seats ')),
          points: field(f.value, 'points', row.at, number),
          thirds: field(f.value, 'thirds', row.at, number),
        });
      } else if (kind === 'line') {
        const q = row.text.indexOf('"');
        if (q < 0) return fail(row.at, 'a line ends with its text in quotes');
        let text: unknown;
        try {
          text = JSON.parse(row.text.slice(q));
        } catch {
          return fail(row.at, 'the text of a line is a quoted string');
        }
        const f = fields(row.text.slice(4, q).trim().split(/\s+/).filter(Boolean), row.at, [
          'amounts',
          'pot',
          'sidePot',
        ]);
        if (!f.ok) return fail(row.at, f.error.slice(`${row.at}: `.length));
        const amounts = f.value.get('amounts');
        lines.push({
          text,
          ...(amounts !== undefined ? { amounts: numberList(amounts, row.at, 'amounts') } : {}),
          ...(f.value.has('pot') ? { pot: field(f.value, 'pot', row.at, number) } : {}),
          ...(f.value.has('sidePot') ? { sidePot: field(f.value, 'sidePot', row.at, number) } : {}),
        });
      } else return fail(row.at, `expected "party …" or "line …" in the result, found "${kind}"`);
    }
    const contract = h.value.get('contract');
    const declarer = h.value.get('declarer');
    return {
      unit: h.value.get('unit'),
      deltas: numberList(deltas.text.slice('deltas'.length).trim(), deltas.at, 'deltas'),
      potDelta: field(h.value, 'potDelta', head.at, number),
      ...(h.value.has('sidePotDelta')
        ? { sidePotDelta: field(h.value, 'sidePotDelta', head.at, number) }
        : {}),
      cardPoints,
      outcome: h.value.get('outcome'),
      declarer: declarer === undefined ? null : seat(declarer, head.at, 'declarer '),
      contract: contract === undefined ? null : contract,
      lines,
    };
  });
}

/**
 * Parses the text form. The header and result are assembled into the JSON shape and checked by the
 * same strict reader as JSON records, so both forms accept exactly the same records.
 */
export function parseRecordText(text: string): Result<GameRecord> {
  const tags = new Map<string, string>();
  const turns: { text: string; at: string }[] = [];
  const result: { text: string; at: string }[] = [];
  const rows = text.split(/\r?\n/);
  for (let i = 0; i < rows.length; i++) {
    const row = (rows[i] as string).trim();
    const at = `line ${i + 1}`;
    if (row === '' || row.startsWith(';')) continue;
    if (row.startsWith('[')) {
      if (turns.length || result.length) return err(`${at}: tags come before the turns`);
      const m = /^\[([A-Za-z][A-Za-z0-9]*) ("[^"\\]*(?:\\.[^"\\]*)*")\]$/.exec(row);
      if (!m) return err(`${at}: a tag is [Name "value"]`);
      const name = m[1] as string;
      if (tags.has(name)) return err(`${at}: tag ${name} appears twice`);
      const value = jsonString(m[2] as string);
      if (value === null)
        return err(
          `${at}: tag ${name}: ${cut(m[2] as string)} is not a "string" JSON reads (an unknown \\ escape, or a tab or other control character)`,
        );
      tags.set(name, value);
    } else if (/^(result|deltas|party|line)\b/.test(row) || result.length) {
      result.push({ text: row, at });
    } else {
      const m = /^(?:(\d+)\.\s*)?(.*)$/.exec(row);
      if (m?.[1] !== undefined && !WHOLE.test(m[1]))
        return err(`${at}: turn number "${m[1]}" is not a whole number as records write it (1, 2, …)`);
      if (m?.[1] !== undefined && Number(m[1]) !== turns.length + 1)
        return err(`${at}: turn number ${m[1]} where ${turns.length + 1} was expected`);
      turns.push({ text: m?.[2] ?? '', at });
    }
  }
  const take = (name: string): string | undefined => {
    const v = tags.get(name);
    tags.delete(name);
    return v;
  };
  const need = (name: string): Result<string> => {
    const v = take(name);
    return v === undefined ? err(`tag ${name}: missing`) : ok(v);
  };
  const format = need('Format');
  if (!format.ok) return format;
  const fm = /^(\S+) (0|[1-9]\d*)$/.exec(format.value);
  if (!fm || fm[1] !== RECORD_FORMAT) return err(`tag Format: expected "${RECORD_FORMAT} ${RECORD_VERSION}"`);
  if (Number(fm[2]) !== RECORD_VERSION)
    return err(`tag Format: this engine reads version ${RECORD_VERSION} records, not version ${fm[2]}`);
  const pack = need('Pack');
  if (!pack.ok) return pack;
  if (!(pack.value in PACKS))
    return err(`tag Pack: "${pack.value}" is not a pack (${Object.keys(PACKS).join(', ')})`);
  const packDef = PACKS[pack.value as PackId]; // checked by `in` just above
  const parsedTurns: PublicTurn[] = [];
  for (const t of turns) {
    const p = parseTurn(packDef, t.text);
    if (!p.ok) return err(`${t.at} (turn ${parsedTurns.length + 1}): ${p.error}`);
    parsedTurns.push(p.value);
  }
  const options = parseOptions(take('Options') ?? '');
  if (!options.ok) return err(`tag Options: ${options.error}`);
  const seats: { name: string; player: string }[] = [];
  for (let i = 0; tags.has(`Seat${i}`) || tags.has(`Player${i}`); i++) {
    const name = need(`Seat${i}`);
    const player = need(`Player${i}`);
    if (!name.ok) return name;
    if (!player.ok) return player;
    seats.push({ name: name.value, player: player.value });
  }
  const variant = need('Variant');
  const rulesVersion = need('RulesVersion');
  const dealer = need('Dealer');
  const pot = need('Pot');
  const redeals = need('Redeals');
  for (const r of [variant, rulesVersion, dealer, pot, redeals]) if (!r.ok) return r;
  const view = take('View');
  const sidePot = take('SidePot');
  const free: Record<string, string> = {};
  for (const [k, v] of tags) {
    if (!TAG_NAME.test(k) || isReservedTag(k))
      return err(`tag ${k}: not a free tag name (or a seat out of order)`);
    free[k] = v;
  }
  const res = readResult(result);
  if (!res.ok) return res;
  const value = (r: Result<string>) => (r.ok ? r.value : '');
  // The numbers of the header as the writer writes them, each named by its tag when it is not.
  const header = checked(() => ({
    rulesVersion: whole(value(rulesVersion), 'tag RulesVersion'),
    dealer: whole(value(dealer), 'tag Dealer'),
    pot: number(value(pot), 'tag Pot'),
    ...(sidePot !== undefined ? { sidePot: number(sidePot, 'tag SidePot') } : {}),
    redeals: whole(value(redeals), 'tag Redeals'),
    view: view === undefined ? null : view === 'spectator' ? view : seat(view, 'tag View'),
  }));
  if (!header.ok) return header;
  // The header and result go through the strict JSON reader; the turns were read above and only
  // need the checks that depend on the table (seats).
  const checkedRecord = recordFromJson({
    format: RECORD_FORMAT,
    version: RECORD_VERSION,
    variant: value(variant),
    rulesVersion: header.value.rulesVersion,
    pack: packDef.id,
    options: options.value,
    seats,
    tags: free,
    dealer: header.value.dealer,
    pot: header.value.pot,
    ...(header.value.sidePot !== undefined ? { sidePot: header.value.sidePot } : {}),
    redeals: header.value.redeals,
    view: header.value.view,
    turns: [],
    result: res.value,
  });
  if (checkedRecord.ok) {
    for (const [i, t] of parsedTurns.entries()) {
      const at = `${turns[i]?.at ?? ''} (turn ${i + 1})`;
      if (t.actor !== 'chance' && t.actor >= seats.length)
        return err(`${at}: S${t.actor} is not at this table`);
      if (t.action.type === 'deal' && t.action.hands.length !== seats.length)
        return err(`${at}: a deal has ${seats.length} hands, one per seat`);
    }
    return ok({ ...checkedRecord.value, turns: parsedTurns });
  }
  return err(inTextForm(checkedRecord.error));
}

const HEADER_TAGS: Readonly<Record<string, string>> = {
  variant: 'Variant',
  rulesVersion: 'RulesVersion',
  pack: 'Pack',
  options: 'Options',
  dealer: 'Dealer',
  pot: 'Pot',
  sidePot: 'SidePot',
  redeals: 'Redeals',
  view: 'View',
};

/**
 * The strict JSON reader names a JSON path (`seats[1].player: …`); the text form has tags
 * instead, so the message names the tag (`tag Player1: …`) a reader of the text can find.
 */
function inTextForm(error: string): string {
  const seat = /^seats\[(\d+)\]\.(name|player)(?=[:.[])/.exec(error);
  if (seat) return `tag ${seat[2] === 'name' ? 'Seat' : 'Player'}${seat[1]}${error.slice(seat[0].length)}`;
  const free = /^tags\.(\w+)(?=[:.[])/.exec(error);
  if (free) return `tag ${free[1]}${error.slice(free[0].length)}`;
  const head = /^(\w+)(?=[:.[])/.exec(error);
  const name = head ? HEADER_TAGS[head[1] as string] : undefined;
  if (head && name) return `tag ${name}${error.slice(head[0].length)}`;
  if (head?.[1] === 'result') return `the result section: ${error}`;
  return `${error} (in the text form)`;
}
