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

/**
 * A card's name inside a sentence (the log's "Anna discards the two of Hearts", "Bert takes part 1:
 * tarock V, four of Hearts"): in English as the pack writes it, the suits and the courts (and the
 * German pack's Ace) as names with a capital, the pips and "tarock" in lower case — as the log
 * writes "chooses Hearts as trumps", "plays tarock XII" and the interface "four Kings". `cardName`
 * is the name standing alone (a card's label: "Two of Hearts"). German nouns keep their capital:
 * the same as `cardName`.
 */
export function cardInText(pack: Pack, card: Card, lang: Lang): string {
  const suit = pack.suits[pack.suitOf[card] ?? 0];
  const rank = suit?.ranks[pack.rankOf[card] ?? 0];
  if (lang === 'de' || !suit || !rank || suit.isTarock) return cardName(pack, card, lang);
  return `${rank.en} of ${suit.en}`;
}

export function suitName(pack: Pack, suit: number, lang: Lang): string {
  return pack.suits[suit]?.[lang] ?? '?';
}

/** German nouns of the ranks that are feminine ("die Herz-Zwei", "die Eichel-Sau"); the others are masculine. */
const FEMININE_DE: ReadonlySet<string> = new Set([
  'Eins',
  'Zwei',
  'Drei',
  'Vier',
  'Sieben',
  'Acht',
  'Neun',
  'Zehn',
  'Dame',
  'Sau',
]);

/**
 * A card as the object of a sentence ("Anna spielt die Herz-Zwei", "Bert legt den Pik-Buben ab",
 * "Cilli plays the King of Hearts", "Cilli plays the two of Hearts"; `cardInText`): with its
 * article, in German in the accusative. A tarock called by its number has none ("spielt Tarock
 * XII", "plays tarock XII"); the named ones have ("den Mond (XXI)", "the Sküs").
 */
export function cardObject(pack: Pack, card: Card, lang: Lang): string {
  return withArticle(pack, card, lang, 'accusative');
}

/**
 * A card as the subject of a sentence ("der Herz-König hätte …", "the King of Hearts would
 * have …"): as `cardObject`, in German in the nominative ("der Pik-Bube", "die Herz-Drei").
 */
export function cardSubject(pack: Pack, card: Card, lang: Lang): string {
  return withArticle(pack, card, lang, 'nominative');
}

function withArticle(
  pack: Pack,
  card: Card,
  lang: Lang,
  grammaticalCase: 'nominative' | 'accusative',
): string {
  const name = cardInText(pack, card, lang);
  const suit = pack.suits[pack.suitOf[card] ?? 0];
  const rank = suit?.ranks[pack.rankOf[card] ?? 0];
  if (!suit || !rank) return name;
  if (suit.isTarock && /^T\d+$/.test(rank.ascii) && !['T1', 'T2', 'T21'].includes(rank.ascii)) return name;
  if (lang === 'en') return `the ${name}`;
  if (FEMININE_DE.has(rank.de)) return `die ${name}`;
  if (grammaticalCase === 'nominative') return `der ${name}`;
  // Bube is a weak noun: den Buben.
  return rank.de === 'Bube' ? `den ${name}n` : `den ${name}`;
}
