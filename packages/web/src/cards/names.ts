/** Spoken card names for screen readers and messages, in each language's own words. */
import type { Card, Pack } from '@tarock/engine';
import type { Lang } from '../app/settings';

export function cardName(pack: Pack, card: Card, lang: Lang): string {
  const suit = pack.suits[pack.suitOf[card] ?? 0];
  const rank = suit?.ranks[pack.rankOf[card] ?? 0];
  if (!suit || !rank) return '?';
  if (suit.isTarock) {
    const n = rank.ascii === 'Sk' ? '' : ` (${rank.pretty})`;
    return rank.ascii === 'T1' || rank.ascii === 'T2' || rank.ascii === 'T21'
      ? `${rank[lang]}${n}`
      : rank[lang];
  }
  if (lang === 'de') return `${suit.de}-${rank.de}`;
  const r = rank.en.charAt(0).toUpperCase() + rank.en.slice(1);
  return `${r} of ${suit.en}`;
}

export function suitName(pack: Pack, suit: number, lang: Lang): string {
  return pack.suits[suit]?.[lang] ?? '?';
}
