/**
 * The three packs: the 54-card Austrian tarock pack (Illustrated Tarock), the 36-card German
 * (Bavarian-pattern) pack and its 24-card short form (Scharfes Tarock).
 *
 * Sources: seed 001/002 "Cards" (ranking Sküs, XXI–I; ♣♠ K Q C J 10 9 8 7; ♥♦ K Q C J 1 2 3 4;
 * 5 points for Kings, I, XXI, Sküs; 4 Queens; 3 Cavaliers; 2 Jacks; 1 the rest) and seed 000
 * "Kartenranking/Kartenwerte" (A 10 K O U 9 8 7 6; A 11, 10 10, K 4, O 3, U 2, Spatzen 0).
 *
 * Encoding: a card is a small integer, dense within its pack, laid out suit by suit and, within a
 * suit, from the weakest to the strongest card. So `card = base[suit] + rank` where `rank` is the
 * card's bit in a per-suit bitmask and a higher rank wins a trick within its suit. The play
 * kernel and the solver keep hands as one bitmask per suit (see play/kernel.ts).
 */

export type PackId = 'tarock54' | 'german36' | 'german24';
/** A card: an index into its pack (see the encoding above). */
export type Card = number;

export interface RankSpec {
  /** ASCII notation of the rank within its suit ("K", "10", "1", or "T21" style for tarocks). */
  readonly ascii: string;
  readonly pretty: string;
  readonly de: string;
  readonly en: string;
  /** Nominal card points (tarock pack: before counting in threes). */
  readonly points: number;
}

export interface SuitSpec {
  /** One ASCII letter: H D S C T for the tarock pack; E G H S for the German pack. */
  readonly ascii: string;
  /** A Unicode glyph for the pretty form. */
  readonly pretty: string;
  readonly de: string;
  readonly en: string;
  /** True for the 22 tarocks (the permanent trumps of the tarock pack). */
  readonly isTarock: boolean;
  /** Ranks from the weakest to the strongest. */
  readonly ranks: readonly RankSpec[];
}

export interface Pack {
  readonly id: PackId;
  readonly size: number;
  readonly suits: readonly SuitSpec[];
  /** Index of the tarock suit, or -1 (German packs have no permanent trumps). */
  readonly tarockSuit: number;
  /** Cards are counted in threes with exact thirds (tarock pack) or summed (German pack). */
  readonly counting: 'thirds' | 'sum';
  /** The whole pack's counted value: 70 (tarock) or 120 (German). */
  readonly total: number;
  readonly base: readonly number[];
  readonly suitOf: Uint8Array;
  readonly rankOf: Uint8Array;
  readonly points: Uint8Array;
  /** Every card of the pack, in encoding order. */
  readonly cards: readonly Card[];
}

const r = (ascii: string, pretty: string, de: string, en: string, points: number): RankSpec => ({
  ascii,
  pretty,
  de,
  en,
  points,
});

const ROMAN = [
  'I',
  'II',
  'III',
  'IV',
  'V',
  'VI',
  'VII',
  'VIII',
  'IX',
  'X',
  'XI',
  'XII',
  'XIII',
  'XIV',
  'XV',
  'XVI',
  'XVII',
  'XVIII',
  'XIX',
  'XX',
  'XXI',
] as const;

const tarockRanks: RankSpec[] = [
  ...ROMAN.map((roman, i) => {
    const n = i + 1;
    const de = n === 1 ? 'Pagat' : n === 2 ? 'Uhu' : n === 21 ? 'Mond' : `Tarock ${roman}`;
    const en = n === 1 ? 'Pagat' : n === 2 ? 'Uhu' : n === 21 ? 'Mond' : `tarock ${roman}`;
    return r(`T${n}`, roman, de, en, n === 1 || n === 21 ? 5 : 1);
  }),
  r('Sk', 'Sküs', 'Sküs', 'Sküs', 5),
];

const courts = [
  r('J', 'B', 'Bube', 'Jack', 2),
  r('C', 'C', 'Cavall', 'Cavalier', 3),
  r('Q', 'D', 'Dame', 'Queen', 4),
  r('K', 'K', 'König', 'King', 5),
];
/** Red suits: 4 3 2 1 (the 1, the Ace, highest of the pips), then the courts. */
const redRanks = [
  r('4', '4', 'Vier', 'four', 1),
  r('3', '3', 'Drei', 'three', 1),
  r('2', '2', 'Zwei', 'two', 1),
  r('1', '1', 'Eins', 'ace', 1),
  ...courts,
];
/** Black suits: 7 8 9 10, then the courts. */
const blackRanks = [
  r('7', '7', 'Sieben', 'seven', 1),
  r('8', '8', 'Acht', 'eight', 1),
  r('9', '9', 'Neun', 'nine', 1),
  r('10', '10', 'Zehn', 'ten', 1),
  ...courts,
];

const germanRanks36 = [
  r('6', '6', 'Sechser', 'six', 0),
  r('7', '7', 'Siebener', 'seven', 0),
  r('8', '8', 'Achter', 'eight', 0),
  r('9', '9', 'Neuner', 'nine', 0),
  r('U', 'U', 'Unter', 'Unter', 2),
  r('O', 'O', 'Ober', 'Ober', 3),
  r('K', 'K', 'König', 'King', 4),
  r('10', '10', 'Zehner', 'ten', 10),
  r('A', 'A', 'Sau', 'Ace', 11),
];
const germanRanks24 = germanRanks36.slice(3);

const germanSuits = (ranks: readonly RankSpec[]): SuitSpec[] => [
  { ascii: 'E', pretty: '♣', de: 'Eichel', en: 'Acorns', isTarock: false, ranks },
  { ascii: 'G', pretty: '♠', de: 'Gras', en: 'Leaves', isTarock: false, ranks },
  { ascii: 'H', pretty: '♥', de: 'Herz', en: 'Hearts', isTarock: false, ranks },
  { ascii: 'S', pretty: '♦', de: 'Schellen', en: 'Bells', isTarock: false, ranks },
];

function build(id: PackId, suits: SuitSpec[], counting: Pack['counting'], total: number): Pack {
  const base: number[] = [];
  let size = 0;
  for (const s of suits) {
    base.push(size);
    size += s.ranks.length;
  }
  const suitOf = new Uint8Array(size);
  const rankOf = new Uint8Array(size);
  const points = new Uint8Array(size);
  suits.forEach((s, si) => {
    s.ranks.forEach((rank, ri) => {
      const c = (base[si] as number) + ri;
      suitOf[c] = si;
      rankOf[c] = ri;
      points[c] = rank.points;
    });
  });
  return {
    id,
    size,
    suits,
    tarockSuit: suits.findIndex((s) => s.isTarock),
    counting,
    total,
    base,
    suitOf,
    rankOf,
    points,
    cards: Array.from({ length: size }, (_, i) => i),
  };
}

export const TAROCK54: Pack = build(
  'tarock54',
  [
    { ascii: 'H', pretty: '♥', de: 'Herz', en: 'Hearts', isTarock: false, ranks: redRanks },
    { ascii: 'D', pretty: '♦', de: 'Karo', en: 'Diamonds', isTarock: false, ranks: redRanks },
    { ascii: 'S', pretty: '♠', de: 'Pik', en: 'Spades', isTarock: false, ranks: blackRanks },
    { ascii: 'C', pretty: '♣', de: 'Treff', en: 'Clubs', isTarock: false, ranks: blackRanks },
    { ascii: 'T', pretty: '', de: 'Tarock', en: 'Tarock', isTarock: true, ranks: tarockRanks },
  ],
  'thirds',
  70,
);
export const GERMAN36: Pack = build('german36', germanSuits(germanRanks36), 'sum', 120);
export const GERMAN24: Pack = build('german24', germanSuits(germanRanks24), 'sum', 120);

export const PACKS: Readonly<Record<PackId, Pack>> = {
  tarock54: TAROCK54,
  german36: GERMAN36,
  german24: GERMAN24,
};

/** The card of `suit` with rank index `rank` (0 = weakest). */
export const cardOf = (pack: Pack, suit: number, rank: number): Card => (pack.base[suit] as number) + rank;

/** Tarock-pack helpers: the tarock with number n (1..21; 22 is the Sküs). */
export const tarock = (n: number): Card => cardOf(TAROCK54, 4, n - 1);
export const PAGAT = tarock(1);
export const UHU = tarock(2);
export const MOND = tarock(21);
export const SKUS = tarock(22);
export const TRULL: readonly Card[] = [PAGAT, MOND, SKUS];
/** The four Kings of the tarock pack. */
export const KINGS: readonly Card[] = [0, 1, 2, 3].map((s) => cardOf(TAROCK54, s, 7));

export const isTarock = (pack: Pack, c: Card): boolean => pack.suitOf[c] === pack.tarockSuit;
