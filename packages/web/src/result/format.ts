/** Amounts in a settlement: game points, or money in cents (halves allowed) shown as euros. */
import type { Lang } from '../app/settings';

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
