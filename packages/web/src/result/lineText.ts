/**
 * A settlement or match line in the table's language: its phrase rendered with the German
 * catalog (or the engine's English one), the players' names for seats, money as the table shows
 * amounts, contracts and bonuses in vocab.ts's words, suits by their names in the pack. A line
 * without a phrase shows the engine's text with names in place of seat numbers.
 */
import {
  ENGLISH_PHRASES,
  type ExplanationLine,
  GERMAN36,
  JUDGEMENT_NOTES,
  type Phrase,
  type PhraseFormat,
  renderPhrase,
  thirdsText,
} from '@tarock/engine';
import type { Lang } from '../app/settings';
import { suitName } from '../cards/names';
import { GERMAN_PHRASES, GERMAN_PHRASE_VARIANTS } from '../i18n/phrases';
import { withVariants } from '../i18n/phraseVariants';
import { doublingWord, germanRuleName, nameOf } from '../i18n/vocab';
import { formatAmount } from './format';
import { withNames } from './seatNames';

const JOIN: Readonly<Record<Lang, PhraseFormat['join']>> = {
  de: { comma: ', ', and: ' und ', slash: '/', spacedSlash: ' / ', plus: ' + ' },
  en: { comma: ', ', and: ' and ', slash: '/', spacedSlash: ' / ', plus: ' + ' },
};

/** The table's way of writing each argument of a phrase. */
export function tableFormat(names: readonly string[], lang: Lang): PhraseFormat {
  const seat = (s: number): string => names[s] ?? `S${s}`;
  return {
    join: JOIN[lang],
    number: (n) => (lang === 'de' ? `${n}`.replace('.', ',') : `${n}`),
    money: (cents) => formatAmount(cents, 'cents', lang),
    thirds: thirdsText,
    seat,
    // Names in a row read as a sentence: "Anna, Bert und Cilli" (the engine's "seats 0, 1, 2").
    seats: (seats, join) => {
      const all = seats.map(seat);
      if (all.length < 2 || join !== JOIN[lang].comma) return all.join(join);
      return `${all.slice(0, -1).join(join)}${JOIN[lang].and}${all.at(-1)}`;
    },
    // English keeps the rule set's own names, as the engine's text does; German the game's word,
    // or the rule set's own where its source names it otherwise in German (`bonusName`).
    contract: (id, en) => (lang === 'de' ? (germanRuleName(en) ?? nameOf(id, lang)) : en),
    // Only the Bavarian lines name suits, those of the German pack.
    suit: (suit) => suitName(GERMAN36, suit, lang),
    kontra: (level) => doublingWord('bavarian', level, lang),
  };
}

/** The German lines' templates with their variants (phraseVariants.ts). */
const GERMAN_LINES: Readonly<Record<string, string>> = { ...GERMAN_PHRASES, ...GERMAN_PHRASE_VARIANTS };

/** The phrase as a line of the table: in its language, starting with a capital ("Zwei Honneurs …"). */
export function phraseText(phrase: Phrase, names: readonly string[], lang: Lang): string {
  const text =
    lang === 'de'
      ? renderPhrase(withVariants(phrase, GERMAN_PHRASE_VARIANTS), GERMAN_LINES, tableFormat(names, lang))
      : renderPhrase(phrase, ENGLISH_PHRASES, tableFormat(names, lang));
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function lineText(line: ExplanationLine, names: readonly string[], lang: Lang): string {
  return line.phrase ? phraseText(line.phrase, names, lang) : withNames(line.text, names);
}

/** A row of the settlement table: a line's text and its amounts. */
export interface SettlementRow {
  readonly text: string;
  readonly amounts: readonly number[] | undefined;
  readonly pot: number | undefined;
  /** Money into (+) or out of (−) the side pot (the Schreckensteiner), where the rules keep one. */
  readonly sidePot: number | undefined;
}

/** The engine's closing sum of an Illustrated settlement ("Points: …"): the table's Total row says it. */
const SUM_LINES: ReadonlySet<string> = new Set(['illustrated.points']);

/**
 * The settlement's lines as the table shows them, their amounts adding up to the Total row: the
 * engine's closing sum line is left to that row (shown as a line, its amounts counted twice). A
 * judgement note without an amount ("Schneider") is said at the end of the line it belongs to, the
 * judgement before it ("… loses with 17 to 103 — Schneider"), rather than standing alone as if it
 * were a payment; what it is worth, if anything, is paid on its own line.
 */
export function settlementRows(
  lines: readonly ExplanationLine[],
  names: readonly string[],
  lang: Lang,
): SettlementRow[] {
  const rows: SettlementRow[] = [];
  for (const line of lines) {
    if (line.phrase && SUM_LINES.has(line.phrase.key)) continue;
    const text = lineText(line, names, lang);
    const prev = rows[rows.length - 1];
    const note =
      line.phrase !== undefined &&
      JUDGEMENT_NOTES.has(line.phrase.key) &&
      !line.amounts?.some((a) => a !== 0) &&
      !line.pot &&
      !line.sidePot;
    if (note && prev && !prev.amounts?.some((a) => a !== 0) && !prev.pot && !prev.sidePot) {
      rows[rows.length - 1] = { ...prev, text: `${prev.text} — ${text}` };
      continue;
    }
    rows.push({ text, amounts: line.amounts, pot: line.pot, sidePot: line.sidePot });
  }
  return rows;
}
