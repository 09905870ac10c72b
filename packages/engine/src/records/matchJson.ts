/**
 * A match's state read back from JSON, where a match is kept to be continued (the terminal's
 * `play --resume`, the web app's worker after a reload): strictly, naming the path of the first
 * problem, and against the game it is said to be a match of. The state itself comes from the
 * preset's `MatchRules`; this only checks that what was kept has its shape, so that a damaged
 * file is refused, not played on. The lines keep their phrases (the displays say them in their
 * language), read as strictly as the rest.
 */
import type { Game } from '../core/game';
import type { MatchEntry, MatchState } from '../core/match';
import type { ListJoin, Phrase, PhraseArg } from '../core/phrase';
import type { Result } from '../core/result';
import type { ExplanationLine } from '../core/types';
import { arr, checked, fail, int, map, num, obj, oneOf, str } from './check';

const JOINS: readonly ListJoin[] = ['comma', 'and', 'slash', 'spacedSlash', 'plus'];

const bool = (v: unknown, path: string): boolean =>
  typeof v === 'boolean' ? v : fail(path, 'expected true or false');

function seatOf(v: unknown, path: string, seats: number): number {
  const seat = int(v, path);
  return seat < seats ? seat : fail(path, `seat ${seat} is not at this table of ${seats}`);
}

function numbers(v: unknown, path: string, n: number): number[] {
  const xs = arr(v, path).map((x, i) => num(x, `${path}[${i}]`));
  return xs.length === n ? xs : fail(path, `expected ${n} numbers, one per seat`);
}

/** One argument of a phrase (core/phrase.ts), by the field that tells its kind. */
function phraseArg(v: unknown, path: string): PhraseArg {
  if (typeof v === 'number') return num(v, path);
  const o = map(v, path);
  const at = (k: string) => `${path}.${k}`;
  if ('key' in o) return phrase(v, path);
  if ('signed' in o) return { signed: num(obj(v, path, ['signed'])['signed'], at('signed')) };
  if ('money' in o) {
    const m = obj(v, path, ['money'], ['plus']);
    const money = num(m['money'], at('money'));
    return m['plus'] === undefined ? { money } : { money, plus: bool(m['plus'], at('plus')) };
  }
  if ('thirds' in o) return { thirds: num(obj(v, path, ['thirds'])['thirds'], at('thirds')) };
  if ('seats' in o) {
    const s = obj(v, path, ['seats', 'join'], ['noun']);
    const seats = arr(s['seats'], at('seats')).map((x, i) => int(x, `${at('seats')}[${i}]`));
    const join = oneOf(s['join'], at('join'), JOINS);
    return s['noun'] === undefined
      ? { seats, join }
      : { seats, join, noun: oneOf(s['noun'], at('noun'), ['seat'] as const) };
  }
  if ('seat' in o) return { seat: int(obj(v, path, ['seat'])['seat'], at('seat')) };
  if ('contract' in o) {
    const c = obj(v, path, ['contract', 'en']);
    return { contract: str(c['contract'], at('contract')), en: str(c['en'], at('en')) };
  }
  if ('suit' in o) {
    const s = obj(v, path, ['suit', 'en']);
    return { suit: int(s['suit'], at('suit')), en: str(s['en'], at('en')) };
  }
  if ('kontra' in o) {
    const k = obj(v, path, ['kontra', 'en']);
    return { kontra: int(k['kontra'], at('kontra')), en: str(k['en'], at('en')) };
  }
  if ('list' in o) {
    const l = obj(v, path, ['list', 'join']);
    return {
      list: arr(l['list'], at('list')).map((x, i) => phraseArg(x, `${at('list')}[${i}]`)),
      join: oneOf(l['join'], at('join'), JOINS),
    };
  }
  return fail(path, 'expected a phrase argument (a number, or an object of a kind core/phrase.ts names)');
}

function phrase(v: unknown, path: string): Phrase {
  const o = obj(v, path, ['key'], ['args']);
  const key = str(o['key'], `${path}.key`);
  if (o['args'] === undefined) return { key };
  const args: Record<string, PhraseArg> = {};
  for (const [k, a] of Object.entries(map(o['args'], `${path}.args`)))
    args[k] = phraseArg(a, `${path}.args.${k}`);
  return { key, args };
}

/**
 * A settlement's or a match entry's line. A record keeps only the text (a replay computes the
 * phrases again), so it reads lines without `phrase`; a kept match keeps them (`phrases`).
 */
export function explanationLine(v: unknown, path: string, phrases: boolean): ExplanationLine {
  const l = obj(v, path, ['text'], ['amounts', 'pot', 'sidePot', ...(phrases ? ['phrase'] : [])]);
  return {
    text: str(l['text'], `${path}.text`),
    ...(l['amounts'] !== undefined
      ? { amounts: arr(l['amounts'], `${path}.amounts`).map((a, i) => num(a, `${path}.amounts[${i}]`)) }
      : {}),
    ...(l['pot'] !== undefined ? { pot: num(l['pot'], `${path}.pot`) } : {}),
    ...(l['sidePot'] !== undefined ? { sidePot: num(l['sidePot'], `${path}.sidePot`) } : {}),
    ...(l['phrase'] !== undefined ? { phrase: phrase(l['phrase'], `${path}.phrase`) } : {}),
  };
}

function entry(v: unknown, path: string, seats: number): MatchEntry {
  const e = obj(
    v,
    path,
    ['deal', 'deltas', 'potDelta', 'totals', 'pot', 'lines'],
    ['sidePotDelta', 'sidePot'],
  );
  return {
    deal: int(e['deal'], `${path}.deal`),
    deltas: numbers(e['deltas'], `${path}.deltas`, seats),
    potDelta: num(e['potDelta'], `${path}.potDelta`),
    totals: numbers(e['totals'], `${path}.totals`, seats),
    pot: num(e['pot'], `${path}.pot`),
    ...(e['sidePotDelta'] !== undefined
      ? { sidePotDelta: num(e['sidePotDelta'], `${path}.sidePotDelta`) }
      : {}),
    ...(e['sidePot'] !== undefined ? { sidePot: num(e['sidePot'], `${path}.sidePot`) } : {}),
    lines: arr(e['lines'], `${path}.lines`).map((x, i) => explanationLine(x, `${path}.lines[${i}]`, true)),
  };
}

/**
 * Reads a kept MatchState of `game` (its name with options, its number of seats), strictly.
 * @example matchStateFromJson(saved.match, game) → ok(match) or err("match.totals: expected 3 numbers, one per seat")
 */
export function matchStateFromJson(v: unknown, game: Pick<Game, 'name' | 'seats'>): Result<MatchState> {
  return checked(() => {
    const m = obj(
      v,
      'match',
      ['game', 'seats', 'totals', 'pot', 'dealer', 'deals', 'round', 'finished', 'winners', 'log'],
      ['sidePot'],
    );
    const name = str(m['game'], 'match.game');
    if (name !== game.name) fail('match.game', `it is a match of ${name}, not of ${game.name}`);
    const seats = int(m['seats'], 'match.seats');
    if (seats !== game.seats)
      fail('match.seats', `${game.name} is played by ${game.seats} seats, not ${seats}`);
    return {
      game: name,
      seats,
      totals: numbers(m['totals'], 'match.totals', seats),
      pot: num(m['pot'], 'match.pot'),
      ...(m['sidePot'] !== undefined ? { sidePot: num(m['sidePot'], 'match.sidePot') } : {}),
      dealer: seatOf(m['dealer'], 'match.dealer', seats),
      deals: int(m['deals'], 'match.deals'),
      round: int(m['round'], 'match.round'),
      finished: bool(m['finished'], 'match.finished'),
      winners: arr(m['winners'], 'match.winners').map((x, i) => seatOf(x, `match.winners[${i}]`, seats)),
      log: arr(m['log'], 'match.log').map((x, i) => entry(x, `match.log[${i}]`, seats)),
    };
  });
}
