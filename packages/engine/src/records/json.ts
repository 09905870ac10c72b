/**
 * The JSON form of a game record (docs/records.md; schema: record.schema.json). Cards are written
 * by name in the ASCII notation (`"T21"`, `"HK"`, `"??"` hidden), never as the engine's integers,
 * so a record outlives any change of the card encoding. The parser is strict: unknown fields,
 * wrong types, cards not of the record's pack and seats outside the table are errors naming the field.
 */
import { quoted } from '../core/quoted';
import { PACKS, type Card, type Pack, type PackId } from '../cards/pack';
import { assertNever, type Result } from '../core/result';
import type { OptionValue } from '../core/ruleset';
import type { Actor, Settlement } from '../core/types';
import type { PublicAction, PublicTurn } from '../core/view';
import { formatCardOrHidden, formatSuit, parseCardOrHidden, parseSuit, WORD } from './actionText';
import { arr, checked, fail, int, map, num, obj, oneOf, pot, str } from './check';
import { explanationLine } from './matchJson';
import { type GameRecord, RECORD_FORMAT, RECORD_VERSION, type SeatInfo } from './record';

export const PACK_IDS = Object.keys(PACKS) as PackId[]; // the keys of a Record<PackId, …>

/** Tag names the header uses itself; free tags may not take them. */
export const RESERVED_TAGS = [
  'Format',
  'Variant',
  'RulesVersion',
  'Pack',
  'Options',
  'Dealer',
  'Pot',
  'SidePot',
  'Redeals',
  'View',
] as const;
export const TAG_NAME = /^[A-Z][A-Za-z0-9]*$/;
export const OPTION_KEY = /^[A-Za-z][A-Za-z0-9_]*$/;
/** Seat<n> and Player<n> carry the seats in the text form. */
export const isReservedTag = (k: string): boolean =>
  (RESERVED_TAGS as readonly string[]).includes(k) || /^(Seat|Player)\d+$/.test(k);

/**
 * The longest name at a seat, in characters (UTF-16 units, as the server counts them): the online
 * tables' `MAX_NAME_LENGTH` (@tarock/protocol, which a CLI test holds this to), which the web app's
 * setup keeps to as well; the terminal's names (`you`, `pimc:strong 3`) are shorter.
 */
export const RECORD_NAME_MAX = 20;

/**
 * What a name may not hold, as at an online table: control and format characters, half a
 * surrogate pair, line and paragraph separators; the zero-width joiner of an emoji such as 🤷‍♀️
 * excepted (the web app's local table does not refuse it, and it hides or reorders nothing).
 */
const UNPRINTABLE = /(?!\u200d)[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/u;

/**
 * A name as a record may hold it: each character it may not hold as a space, and no longer than
 * RECORD_NAME_MAX (cut between characters, never inside a surrogate pair). For names kept by
 * an earlier version of a writer that took them as typed (a pasted tab), so that their records
 * still replay; a writer of today refuses such a name instead.
 */
export function printableName(name: string): string {
  let out = '';
  for (const ch of name.replace(new RegExp(UNPRINTABLE.source, 'gu'), ' ')) {
    if (out.length + ch.length > RECORD_NAME_MAX) break;
    out += ch;
  }
  return out;
}

/**
 * A seat's player: `human`, `unknown` (a record written without seats) or a computer player's
 * name as `createBot` takes it (`random`, `pimc:fast`) or the measurement-only `cheater`: the
 * online tables' pattern for a computer level.
 */
export const PLAYER_ID = /^[a-z0-9:-]{1,24}$/;

function seatName(v: unknown, path: string): string {
  const name = str(v, path);
  if (name.length > RECORD_NAME_MAX)
    fail(path, `longer than ${RECORD_NAME_MAX} characters (${name.length}): no table gives a longer name`);
  if (UNPRINTABLE.test(name))
    fail(path, `a name may not hold control characters, got ${JSON.stringify(name)}`);
  return name;
}

function seatPlayer(v: unknown, path: string): string {
  const player = str(v, path);
  return PLAYER_ID.test(player)
    ? player
    : fail(
        path,
        `${quoted(player)} is not a player: human, or a computer player's name (a-z, 0-9, : and -, at most 24 characters, as pimc:fast)`,
      );
}

type JsonAction = Record<string, unknown>;

function actionToJson(pack: Pack, a: PublicAction): JsonAction {
  const card = (c: Card | null) => formatCardOrHidden(pack, c);
  switch (a.type) {
    case 'deal':
      return { type: 'deal', hands: a.hands.map((h) => h.map(card)), talon: a.talon.map(card) };
    case 'discard':
      return { type: 'discard', card: card(a.card) };
    case 'play':
      return { type: 'play', card: card(a.card) };
    case 'trump':
      return { type: 'trump', suit: formatSuit(pack, a.suit) };
    case 'bid':
    case 'declare':
    case 'talon':
    case 'announce':
    case 'contra':
    case 'pass':
    case 'accept':
    case 'take':
    case 'hold':
    case 'ready':
    case 'raise':
      return { ...a };
    default:
      return assertNever(a);
  }
}

/** The record as plain JSON data (cards by name). */
export function recordToJson(r: GameRecord): Record<string, unknown> {
  const pack = PACKS[r.pack];
  return {
    format: r.format,
    version: r.version,
    variant: r.variant,
    rulesVersion: r.rulesVersion,
    pack: r.pack,
    options: r.options,
    seats: r.seats,
    tags: r.tags,
    dealer: r.dealer,
    pot: r.pot,
    ...(r.sidePot !== undefined ? { sidePot: r.sidePot } : {}),
    redeals: r.redeals,
    view: r.view,
    turns: r.turns.map((t) => ({ actor: t.actor, action: actionToJson(pack, t.action) })),
    result: r.result,
  };
}

/** JSON text: short arrays and objects on one line, the rest indented. */
export function formatRecordJson(r: GameRecord): string {
  return `${compactJson(recordToJson(r), '')}\n`;
}

/** Only nodes longer than a line are expanded, so the native stringify does nearly all the work. */
function compactJson(v: unknown, indent: string): string {
  const flat = JSON.stringify(v) ?? 'null';
  if (typeof v !== 'object' || v === null || flat.length + indent.length <= 100) return flat;
  const inner = `${indent}  `;
  if (Array.isArray(v)) {
    if (v.every((x) => typeof x !== 'object' || x === null)) return flat;
    return `[\n${v.map((x) => inner + compactJson(x, inner)).join(',\n')}\n${indent}]`;
  }
  const entries = Object.entries(v).filter(([, x]) => x !== undefined);
  if (entries.length === 0) return flat;
  const lines = entries.map(([k, x]) => `${inner}${JSON.stringify(k)}: ${compactJson(x, inner)}`);
  return `{\n${lines.join(',\n')}\n${indent}}`;
}

/** A card in the canonical ASCII form only (the text form also reads the pretty forms). */
const card = (pack: Pack, v: unknown, path: string): Card | null => {
  const text = str(v, path);
  const c = parseCardOrHidden(pack, text);
  if (!c.ok) return fail(path, c.error);
  if (formatCardOrHidden(pack, c.value) !== text)
    fail(path, `write the card as "${formatCardOrHidden(pack, c.value)}" in a JSON record`);
  return c.value;
};

const word = (v: unknown, path: string): string => str(v, path, WORD);

function readAction(pack: Pack, v: unknown, path: string, seats: number): PublicAction {
  const type = str(
    obj(v, path, ['type'], ['hands', 'talon', 'card', 'bid', 'contract', 'suit', 'group', 'bonus', 'target'])[
      'type'
    ],
    `${path}.type`,
  );
  const fields = (...keys: string[]) => obj(v, path, ['type', ...keys]);
  switch (type) {
    case 'deal': {
      const o = fields('hands', 'talon');
      const hands = arr(o['hands'], `${path}.hands`).map((h, i) =>
        arr(h, `${path}.hands[${i}]`).map((c, j) => card(pack, c, `${path}.hands[${i}][${j}]`)),
      );
      if (hands.length !== seats) fail(`${path}.hands`, `expected ${seats} hands, one per seat`);
      const talon = arr(o['talon'], `${path}.talon`).map((c, j) => card(pack, c, `${path}.talon[${j}]`));
      return { type, hands, talon };
    }
    case 'discard':
      return { type, card: card(pack, fields('card')['card'], `${path}.card`) };
    case 'play': {
      const c = card(pack, fields('card')['card'], `${path}.card`);
      return { type, card: c === null ? fail(`${path}.card`, 'a played card is never hidden') : c };
    }
    case 'trump': {
      // The canonical letter only, as for cards (and as the schema says): "S", not "♠".
      const text = str(fields('suit')['suit'], `${path}.suit`);
      const s = parseSuit(pack, text);
      if (!s.ok) return fail(`${path}.suit`, s.error);
      if (formatSuit(pack, s.value) !== text)
        fail(`${path}.suit`, `write the suit as "${formatSuit(pack, s.value)}" in a JSON record`);
      return { type, suit: s.value };
    }
    case 'talon':
      return { type, group: int(fields('group')['group'], `${path}.group`) };
    case 'bid':
      return { type, bid: word(fields('bid')['bid'], `${path}.bid`) };
    case 'declare':
      return { type, contract: word(fields('contract')['contract'], `${path}.contract`) };
    case 'announce':
      return { type, bonus: word(fields('bonus')['bonus'], `${path}.bonus`) };
    case 'contra':
      return { type, target: word(fields('target')['target'], `${path}.target`) };
    case 'pass':
    case 'accept':
    case 'take':
    case 'hold':
    case 'ready':
    case 'raise':
      fields();
      return { type };
    default:
      return fail(`${path}.type`, `"${type}" is not an action type`);
  }
}

function readSeat(v: unknown, path: string, seats: number): number {
  const seat = int(v, path);
  return seat < seats ? seat : fail(path, `seat ${seat} is not at this table of ${seats}`);
}

const readActor = (v: unknown, path: string, seats: number): Actor =>
  v === 'chance' ? v : readSeat(v, path, seats);

function readSettlement(v: unknown, path: string, seats: number): Settlement {
  const o = obj(
    v,
    path,
    ['unit', 'deltas', 'potDelta', 'cardPoints', 'outcome', 'declarer', 'contract', 'lines'],
    ['sidePotDelta'],
  );
  const seatOf = (x: unknown, p: string): number => readSeat(x, p, seats);
  const deltas = arr(o['deltas'], `${path}.deltas`).map((x, i) => num(x, `${path}.deltas[${i}]`));
  if (deltas.length !== seats) fail(`${path}.deltas`, `expected ${seats} entries, one per seat`);
  return {
    unit: oneOf(o['unit'], `${path}.unit`, ['points', 'cents'] as const),
    deltas,
    potDelta: num(o['potDelta'], `${path}.potDelta`),
    ...(o['sidePotDelta'] !== undefined
      ? { sidePotDelta: num(o['sidePotDelta'], `${path}.sidePotDelta`) }
      : {}),
    cardPoints: arr(o['cardPoints'], `${path}.cardPoints`).map((x, i) => {
      const p = `${path}.cardPoints[${i}]`;
      const c = obj(x, p, ['party', 'seats', 'points', 'thirds']);
      return {
        party: word(c['party'], `${p}.party`),
        seats: arr(c['seats'], `${p}.seats`).map((s, j) => seatOf(s, `${p}.seats[${j}]`)),
        points: num(c['points'], `${p}.points`),
        thirds: num(c['thirds'], `${p}.thirds`),
      };
    }),
    outcome: oneOf(o['outcome'], `${path}.outcome`, ['won', 'lost', 'draw', 'passed', 'trischaken'] as const),
    declarer: o['declarer'] === null ? null : seatOf(o['declarer'], `${path}.declarer`),
    contract: o['contract'] === null ? null : word(o['contract'], `${path}.contract`),
    lines: arr(o['lines'], `${path}.lines`).map((x, i) => explanationLine(x, `${path}.lines[${i}]`, false)),
  };
}

/** Reads an already-parsed JSON value as a record, strictly. */
export function recordFromJson(v: unknown): Result<GameRecord> {
  return checked(() => {
    const o = obj(
      v,
      'record',
      [
        'format',
        'version',
        'variant',
        'rulesVersion',
        'pack',
        'options',
        'seats',
        'tags',
        'dealer',
        'pot',
        'redeals',
        'view',
        'turns',
        'result',
      ],
      ['sidePot'],
    );
    if (o['format'] !== RECORD_FORMAT) fail('format', `expected "${RECORD_FORMAT}"`);
    const version = int(o['version'], 'version', 1);
    if (version !== RECORD_VERSION)
      fail('version', `this engine reads version ${RECORD_VERSION} records, not version ${version}`);
    const pack = PACKS[oneOf(o['pack'], 'pack', PACK_IDS)];
    const seats: SeatInfo[] = arr(o['seats'], 'seats').map((x, i) => {
      const s = obj(x, `seats[${i}]`, ['name', 'player']);
      return {
        name: seatName(s['name'], `seats[${i}].name`),
        player: seatPlayer(s['player'], `seats[${i}].player`),
      };
    });
    if (seats.length < 2) fail('seats', 'a table has at least two seats');
    const options: Record<string, OptionValue> = {};
    for (const [k, x] of Object.entries(map(o['options'], 'options'))) {
      if (!OPTION_KEY.test(k)) fail('options', `"${k}" is not an option name`);
      if (typeof x !== 'string' && typeof x !== 'boolean' && (typeof x !== 'number' || !Number.isFinite(x)))
        fail(`options.${k}`, 'expected a string, number or boolean');
      options[k] = x as OptionValue; // checked just above
    }
    const tags: Record<string, string> = {};
    for (const [k, x] of Object.entries(map(o['tags'], 'tags'))) {
      if (!TAG_NAME.test(k) || isReservedTag(k))
        fail(
          'tags',
          `"${k}" is not a free tag name (Upper-case first, letters and digits, not a header field)`,
        );
      tags[k] = str(x, `tags.${k}`);
    }
    const view = o['view'];
    const turns: PublicTurn[] = arr(o['turns'], 'turns').map((x, i) => {
      const t = obj(x, `turns[${i}]`, ['actor', 'action']);
      return {
        actor: readActor(t['actor'], `turns[${i}].actor`, seats.length),
        action: readAction(pack, t['action'], `turns[${i}].action`, seats.length),
      };
    });
    const dealer = readSeat(o['dealer'], 'dealer', seats.length);
    return {
      format: RECORD_FORMAT,
      version: RECORD_VERSION,
      variant: str(o['variant'], 'variant', /^[a-z0-9-]+$/),
      rulesVersion: int(o['rulesVersion'], 'rulesVersion'),
      pack: pack.id,
      options,
      seats,
      tags,
      dealer,
      pot: pot(o['pot'], 'pot'),
      ...(o['sidePot'] !== undefined ? { sidePot: pot(o['sidePot'], 'sidePot') } : {}),
      redeals: int(o['redeals'], 'redeals'),
      view: view === null || view === 'spectator' ? view : readSeat(view, 'view', seats.length),
      turns,
      result: o['result'] === null ? null : readSettlement(o['result'], 'result', seats.length),
    };
  });
}

/** Parses the JSON text of a record (a leading byte-order mark, as some editors save, is skipped). */
export function parseRecordJson(text: string): Result<GameRecord> {
  let v: unknown;
  try {
    v = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (e) {
    return { ok: false, error: `not JSON: ${e instanceof Error ? e.message : String(e)}` };
  }
  return recordFromJson(v);
}
