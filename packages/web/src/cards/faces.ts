/**
 * What a card face shows, worked out from the pack's own data (suit and rank specs): its suit sign,
 * the index in the corners, and the kind of picture in the middle. Pure data, tested without a DOM.
 */
import type { Card, Pack } from '@tarock/engine';
import type { Lang } from '../app/settings';
import type { SuitSign } from './glyphs';

export type FaceKind =
  | { readonly kind: 'pips'; readonly count: number }
  | { readonly kind: 'ace' }
  | {
      readonly kind: 'court';
      readonly letter: string;
      readonly signAt: 'top' | 'bottom' | 'both';
      readonly crown: boolean;
    }
  | { readonly kind: 'tarock'; readonly numeral: string; readonly name: string | null }
  | { readonly kind: 'skus' };

export interface Face {
  readonly sign: SuitSign | null;
  /** The corner index: a rank letter or numeral. */
  readonly index: string;
  /** CSS class naming the suit's colour role. */
  readonly colour: string;
  readonly picture: FaceKind;
}

const FRENCH: readonly SuitSign[] = ['heart', 'diamond', 'spade', 'club'];
const GERMAN: readonly SuitSign[] = ['acorn', 'leaf', 'gheart', 'bell'];

/** The court letters of the tarock pack by language (German: König Dame Cavall Bube). */
const COURT_LETTER: Readonly<Record<Lang, Readonly<Record<string, string>>>> = {
  de: { K: 'K', Q: 'D', C: 'C', J: 'B', U: 'U', O: 'O' },
  en: { K: 'K', Q: 'Q', C: 'C', J: 'J', U: 'U', O: 'O' },
};

export function faceOf(pack: Pack, card: Card, lang: Lang): Face {
  const suitIndex = pack.suitOf[card] ?? 0;
  const suit = pack.suits[suitIndex];
  const rank = suit?.ranks[pack.rankOf[card] ?? 0];
  if (!suit || !rank)
    return { sign: null, index: '?', colour: 'c-black', picture: { kind: 'pips', count: 0 } };
  if (suit.isTarock) {
    if (rank.ascii === 'Sk')
      return { sign: null, index: 'Sk', colour: 'c-tarock', picture: { kind: 'skus' } };
    const special = rank.ascii === 'T1' || rank.ascii === 'T2' || rank.ascii === 'T21' ? rank[lang] : null;
    return {
      sign: null,
      index: rank.pretty,
      colour: 'c-tarock',
      picture: { kind: 'tarock', numeral: rank.pretty, name: special },
    };
  }
  const german = pack.tarockSuit < 0;
  const sign = (german ? GERMAN : FRENCH)[suitIndex] ?? 'heart';
  const colour = `c-${sign}`;
  const letter = COURT_LETTER[lang][rank.ascii];
  if (letter !== undefined) {
    const signAt = rank.ascii === 'O' ? 'top' : rank.ascii === 'U' ? 'bottom' : 'both';
    return {
      sign,
      index: letter,
      colour,
      picture: { kind: 'court', letter, signAt, crown: rank.ascii === 'K' || rank.ascii === 'Q' },
    };
  }
  if (rank.ascii === 'A') return { sign, index: 'A', colour, picture: { kind: 'ace' } };
  // Pips: the number on the card (the red "1" of the tarock pack shows one sign).
  const count = Number.parseInt(rank.ascii, 10);
  return {
    sign,
    index: rank.ascii,
    colour,
    picture: { kind: 'pips', count: Number.isFinite(count) ? count : 0 },
  };
}

/** Positions of the pips in the 60 × 90 card, by count. */
export function pipLayout(count: number): readonly (readonly [number, number])[] {
  const col = (x: number, ys: readonly number[]) => ys.map((y) => [x, y] as const);
  const two = (ys: readonly number[]) => [...col(20, ys), ...col(40, ys)];
  switch (count) {
    case 1:
      return [[30, 45]];
    case 2:
      return col(30, [26, 64]);
    case 3:
      return col(30, [22, 45, 68]);
    case 4:
      return two([28, 62]);
    case 5:
      return [...two([26, 64]), [30, 45]];
    case 6:
      return two([22, 45, 68]);
    case 7:
      return [...two([22, 45, 68]), [30, 33]];
    case 8:
      return two([20, 36, 54, 70]);
    case 9:
      return [...two([20, 36, 54, 70]), [30, 45]];
    case 10:
      return [...two([20, 36, 54, 70]), [30, 28], [30, 62]];
    default:
      return [];
  }
}
