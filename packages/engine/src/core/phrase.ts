/**
 * Phrases: a settlement or match line as data, a key of the phrase catalogs with its arguments,
 * so that a display can say the line in its own language. A template names its placeholders,
 * `'{from} pays {to} {amount}: {why}'`; `{Seat}` with a capital says the argument `seat` with its
 * first letter capitalised. Each family keeps its English templates beside its settlement code
 * (bavarian/phrases.ts, illustrated/phrases.ts); a line's `text` is rendered from its phrase with
 * them, so the English text and the phrase cannot differ.
 */
import type { ExplanationLine, Seat } from './types';

/** How a list is joined: ", ", " and ", "/", " / ", " + ". */
export type ListJoin = 'comma' | 'and' | 'slash' | 'spacedSlash' | 'plus';

export type PhraseArg =
  /** A number as written: a target, a value, a factor, card points. */
  | number
  /** A number with its sign, "+5", "-10", "+0". */
  | { readonly signed: number }
  /** Money in cents (halves allowed); with `plus`, "+" before an amount that is not negative. */
  | { readonly money: number; readonly plus?: boolean }
  /** Card points counted exactly, in thirds of a point. */
  | { readonly thirds: number }
  | { readonly seat: Seat }
  /** Seats in a row; English says "seats 0, 1" (or "seat 0, 1" with the noun `seat`). */
  | { readonly seats: readonly Seat[]; readonly join: ListJoin; readonly noun?: 'seat' }
  /** A contract, bid, bonus or honour by its id, with the rule set's English name. */
  | { readonly contract: string; readonly en: string }
  /** A suit of the pack by its index, with the English text's name for it. */
  | { readonly suit: number; readonly en: string }
  /** A Bavarian doubling level (1 Kontra, 2 Re, …), with its English word. */
  | { readonly kontra: number; readonly en: string }
  | { readonly list: readonly PhraseArg[]; readonly join: ListJoin }
  | Phrase;

export interface Phrase {
  readonly key: string;
  readonly args?: Readonly<Record<string, PhraseArg>>;
}

/** How a language writes each kind of argument. */
export interface PhraseFormat {
  readonly join: Readonly<Record<ListJoin, string>>;
  number(n: number): string;
  money(cents: number): string;
  thirds(thirds: number): string;
  seat(seat: Seat): string;
  seats(seats: readonly Seat[], join: string, noun: 'seat' | undefined): string;
  contract(id: string, en: string): string;
  suit(suit: number, en: string): string;
  kontra(level: number, en: string): string;
}

export type Templates = Readonly<Record<string, string>>;

/** The template every catalog has for a part that says nothing (no Kontra, no halving, …). */
export const COMMON_PHRASES = { nothing: '' } as const;
export const NOTHING: Phrase = { key: 'nothing' };

/** The placeholders of a template, as argument names (`{Seat}` names `seat`). */
export function placeholders(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((m) => lowerFirst(m[1] ?? ''));
}

const lowerFirst = (s: string): string => s.charAt(0).toLowerCase() + s.slice(1);
const upperFirst = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * The phrase in the catalog's words. A key without a template, or a placeholder without its
 * argument, is left as written ("{why}") for a test to find.
 */
export function renderPhrase(p: Phrase, templates: Templates, f: PhraseFormat): string {
  const template = templates[p.key];
  if (template === undefined) return `{${p.key}}`;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const arg = p.args?.[lowerFirst(name)];
    if (arg === undefined) return whole;
    const text = renderArg(arg, templates, f);
    return name === lowerFirst(name) ? text : upperFirst(text);
  });
}

function renderArg(a: PhraseArg, templates: Templates, f: PhraseFormat): string {
  if (typeof a === 'number') return f.number(a);
  if ('key' in a) return renderPhrase(a, templates, f);
  if ('signed' in a) return `${a.signed >= 0 ? '+' : ''}${f.number(a.signed)}`;
  if ('money' in a) return `${a.plus && a.money >= 0 ? '+' : ''}${f.money(a.money)}`;
  if ('thirds' in a) return f.thirds(a.thirds);
  if ('seat' in a) return f.seat(a.seat);
  if ('seats' in a) return f.seats(a.seats, f.join[a.join], a.noun);
  if ('contract' in a) return f.contract(a.contract, a.en);
  if ('suit' in a) return f.suit(a.suit, a.en);
  if ('kontra' in a) return f.kontra(a.kontra, a.en);
  return a.list.map((x) => renderArg(x, templates, f)).join(f.join[a.join]);
}

/** "15 ¢", "2.5 ¢": the engine writes cents; "€1.20" style is left to displays. */
export const money = (cents: number): string => `${Number.isInteger(cents) ? cents : cents.toFixed(1)} ¢`;

/** Card points from thirds: "23", "23 1/3". */
export function thirdsText(thirds: number): string {
  const whole = Math.floor(thirds / 3);
  const rest = thirds - 3 * whole;
  return rest === 0 ? `${whole}` : `${whole} ${rest}/3`;
}

/** The engine's English: seats by number, money in cents, names as the rule set gives them. */
export const ENGLISH_FORMAT: PhraseFormat = {
  join: { comma: ', ', and: ' and ', slash: '/', spacedSlash: ' / ', plus: ' + ' },
  number: (n) => `${n}`,
  money,
  thirds: thirdsText,
  seat: (s) => `seat ${s}`,
  seats: (seats, join, noun) => `${noun ?? 'seats'} ${seats.join(join)}`,
  contract: (_id, en) => en,
  suit: (_suit, en) => en,
  kontra: (_level, en) => en,
};

/** What a line carries besides its words. */
export type LineFields = Omit<ExplanationLine, 'text' | 'phrase'>;

/**
 * A family's phrase book: `say` makes a phrase of one of its keys, `line` the explanation line
 * whose text is the phrase in English.
 * @example const { say, line } = phraseBook(BAVARIAN_PHRASES); line(say('bavarian.schwarz'))
 */
export function phraseBook<K extends string>(templates: Readonly<Record<K, string>>) {
  const all: Templates = { ...COMMON_PHRASES, ...templates };
  const say = (key: K, args?: Readonly<Record<string, PhraseArg>>): Phrase =>
    args === undefined ? { key } : { key, args };
  const english = (p: Phrase): string => renderPhrase(p, all, ENGLISH_FORMAT);
  const line = (phrase: Phrase, fields: LineFields = {}): ExplanationLine => ({
    text: english(phrase),
    ...fields,
    phrase,
  });
  return { say, english, line };
}
