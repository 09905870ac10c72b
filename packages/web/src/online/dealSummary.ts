/**
 * What a finished deal of an online table's history says beside its number: the contract, the
 * declarer and the result, as the settlement's heading words them, and each seat's amount
 * ("Handspiel · Anna · Ergebnis: gewonnen · Anna +0,60 €, Bert −0,30 €, Cilli −0,30 €"). It listed
 * only the deal's number and its seed's hash, where the offline History shows all of it. Read from
 * the deal's record, which the server sends only once the deal is over (docs/server.md, History):
 * only its settlement is read here, no card.
 */
import type { GameRecord, RulesetBase } from '@tarock/engine';
import type { Lang } from '../app/settings';
import { STRINGS } from '../i18n/strings';
import { contractLabel, formatAmount, losersOf, outcomeHeading, outcomeWord } from '../result/format';

/**
 * The deal's summary in `lang`, its seats named by `names`; null for a record without a
 * settlement (the server keeps none such: a deal is written to the history when it is over).
 *
 * @example dealSummary(record, ['Anna', 'Bert', 'Cilli'], rules, 'en')
 * // "Handspiel (hand game) · Anna · Result: won · Anna +0.60 €, Bert -0.30 €, Cilli -0.30 €"
 */
export function dealSummary(
  record: Pick<GameRecord, 'result'>,
  names: readonly string[],
  rules: RulesetBase,
  lang: Lang,
): string | null {
  const r = record.result;
  if (!r) return null;
  const t = STRINGS[lang];
  const name = (seat: number): string => names[seat] ?? `${seat + 1}`;
  const heading = outcomeHeading(
    r.contract !== null ? contractLabel(r.contract, lang, rules) : null,
    r.declarer !== null ? name(r.declarer) : null,
    t.outcome,
    outcomeWord(t, r.outcome, rules.family, losersOf(r.deltas, names)),
  )
    .map((segment) => segment.text)
    .join('');
  const amounts = r.deltas.map((d, seat) => `${name(seat)} ${formatAmount(d, r.unit, lang, true)}`);
  return `${heading} · ${amounts.join(', ')}`;
}
