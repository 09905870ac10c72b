/** Amounts in a settlement: game points, or money in cents (halves allowed) shown as euros. */
import type { RulesetBase, Settlement } from '@tarock/engine';
import type { Lang } from '../app/settings';
import type { Strings } from '../i18n/strings';
import { contractTitle, ownContractName } from '../i18n/vocab';

export { contractTitle };

export function formatAmount(value: number, unit: 'points' | 'cents', lang: Lang, signed = false): string {
  const sign = signed && value > 0 ? '+' : '';
  if (unit === 'points') {
    const text = Number.isInteger(value) ? `${value}` : value.toFixed(1);
    return `${sign}${lang === 'de' ? text.replace('.', ',') : text}`;
  }
  const euros = (value / 100).toFixed(value % 1 === 0 ? 2 : 3);
  return `${sign}${lang === 'de' ? euros.replace('.', ',') : euros} €`;
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
