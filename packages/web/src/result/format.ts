/** Amounts in a settlement: game points, or money in cents (halves allowed) shown as euros. */
import type { RulesetBase, Settlement } from '@tarock/engine';
import type { Lang } from '../app/settings';
import type { Strings } from '../i18n/strings';
import { contractTitle, ownContractName } from '../i18n/vocab';

export { contractTitle };

/** The minus sign of a German amount, as the rule card writes it (U+2212, not the hyphen). */
export const MINUS = '\u2212';

/** Between an amount and its " €": a no-break space, so that a narrow cell never parts them. */
export const EURO = '\u00a0€';

/** A German figure from the English one: "1234.5" → "1.234,5". */
const germanFigure = (text: string): string => {
  const [whole = '', fraction] = text.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return fraction === undefined ? grouped : `${grouped},${fraction}`;
};

/**
 * An amount as the table writes it: game points ("12", "−4,5" in German), or cents as euros
 * ("1.234,56 €" in German, "1234.56 €" in English), the euro sign held to its figure; `signed`
 * puts "+" before a gain. German writes its minus as "−", English as "-".
 */
export function formatAmount(value: number, unit: 'points' | 'cents', lang: Lang, signed = false): string {
  const size = Math.abs(value);
  const text =
    unit === 'points'
      ? Number.isInteger(size)
        ? `${size}`
        : size.toFixed(1)
      : (size / 100).toFixed(value % 1 === 0 ? 2 : 3);
  const sign = value < 0 ? (lang === 'de' ? MINUS : '-') : signed && value > 0 ? '+' : '';
  const figure = `${sign}${lang === 'de' ? germanFigure(text) : text}`;
  return unit === 'points' ? figure : `${figure}${EURO}`;
}

/**
 * The parties' card points of a settlement, e.g. "Anna 41 · Ben + Cleo 29": a party without
 * seats (a talon or stock that counts for nobody) by its pile's name.
 */
export function cardPointsText(
  parties: readonly { readonly party: string; readonly seats: readonly number[]; readonly points: number }[],
  names: readonly string[],
  pileNames: Readonly<Record<string, string>>,
): string {
  return parties
    .map((p) => {
      const who =
        p.seats.length > 0
          ? p.seats.map((x) => names[x] ?? `S${x}`).join(' + ')
          : (pileNames[p.party] ?? p.party);
      return `${who} ${p.points}`;
    })
    .join(' · ');
}

/** The contract's title (contractTitle) with the own name the rule set gives it. */
export function contractLabel(id: string, lang: Lang, rules: RulesetBase | undefined): string {
  return contractTitle(id, lang, ownContractName(rules, id));
}

/** A piece of the settlement's heading: plain text or a value shown in bold. */
export interface Segment {
  readonly text: string;
  readonly strong?: 'contract' | 'outcome';
}

/** The outcome of a deal in words; a deal thrown in in the family's word for passing. */
export function outcomeWord(
  t: Pick<Strings, 'won' | 'lost' | 'draw' | 'passed' | 'trischaken' | 'trischakenLost'>,
  outcome: Settlement['outcome'],
  family: RulesetBase['family'],
  /** In Trischaken, who lost (the seats that pay): the heading read "Trischaken · Result: Trischaken". */
  losers: readonly string[] = [],
): string {
  if (outcome === 'trischaken' && losers.length > 0) return t.trischakenLost(losers);
  return outcome === 'passed' ? t.passed[family] : t[outcome];
}

/** The seats that pay in a deal (a negative change), by name: Trischaken's losers. */
export function losersOf(deltas: readonly number[], names: readonly string[]): string[] {
  return deltas.flatMap((d, seat) => (d < 0 ? [names[seat] ?? `${seat + 1}`] : []));
}

/**
 * The settlement's heading, "Aufnahmespiel · Cilli · Result: lost": the contract and the declarer
 * where there are (a deal thrown in has neither: "Result: all passed"), then the outcome.
 */
export function outcomeHeading(
  contract: string | null,
  declarer: string | null,
  outcomeLabel: string,
  outcome: string,
): Segment[] {
  const lead: Segment[] = [];
  if (contract !== null) lead.push({ text: contract, strong: 'contract' });
  if (declarer !== null) lead.push({ text: declarer });
  return [
    ...lead.flatMap((s) => [s, { text: ' · ' }]),
    { text: `${outcomeLabel}: ` },
    { text: outcome, strong: 'outcome' },
  ];
}
