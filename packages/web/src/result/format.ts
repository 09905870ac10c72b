/** Amounts in a settlement: game points, or money in cents (halves allowed) shown as euros. */
import type { Lang } from '../app/settings';

export function formatAmount(value: number, unit: 'points' | 'cents', lang: Lang, signed = false): string {
  const sign = signed && value > 0 ? '+' : '';
  if (unit === 'points') return `${sign}${Number.isInteger(value) ? value : value.toFixed(1)}`;
  const euros = (value / 100).toFixed(value % 1 === 0 ? 2 : 3);
  return `${sign}${lang === 'de' ? euros.replace('.', ',') : euros} €`;
}
