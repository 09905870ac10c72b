/**
 * A turn as an error message names it: in the action notation (docs/notation.md), short, and
 * whatever it holds. A record read without its cards checked (a saved match edited by hand) may
 * hold a value that is no card; it is quoted as given (`"ZZ"`, `999`), never shown as the engine's
 * card numbers. A deal's hands and talon stand as `[…]` (the reason names the card at fault),
 * except for the values in them that are no card.
 */
import { formatCard } from '../cards/notation';
import type { Pack } from '../cards/pack';
import { quoted } from '../core/quoted';
import type { PublicTurn } from '../core/view';
import { formatTurn, HIDDEN } from './actionText';

/** The longest sketch of a turn that is not in the notation at all (an unknown action type). */
const MAX_RAW = 60;

const isCard = (pack: Pack, c: unknown): c is number =>
  typeof c === 'number' && Number.isInteger(c) && c >= 0 && c < pack.size;

/** A card in the ASCII notation, `??` for a hidden one, anything else quoted as given. */
function cardOrValue(pack: Pack, c: unknown): string {
  if (c === null) return HIDDEN;
  return isCard(pack, c) ? formatCard(pack, c) : quoted(c, MAX_RAW);
}

/** A hand or the talon: `[…]`, with the values in it that are no card (`[… "ZZ" …]`). */
function group(pack: Pack, cards: unknown): string {
  if (!Array.isArray(cards)) return cardOrValue(pack, cards);
  const wrong = cards.filter((c) => c !== null && !isCard(pack, c)).map((c) => cardOrValue(pack, c));
  return wrong.length ? `[… ${wrong.join(' ')} …]` : '[…]';
}

function dealSketch(pack: Pack, action: Readonly<Record<string, unknown>>): string {
  const hands = Array.isArray(action['hands']) ? action['hands'] : [];
  return `deal ${[...hands.map((h, seat) => `S${seat}${group(pack, h)}`), `talon${group(pack, action['talon'])}`].join(' ')}`;
}

const shorten = (text: string): string => (text.length > MAX_RAW ? `${text.slice(0, MAX_RAW - 1)}…` : text);

/**
 * @example turnSketch(TAROCK54, { actor: 'chance', action: { type: 'deal', hands: [['ZZ', 11]], talon: [] } })
 *   === 'deal S0[… "ZZ" …] talon[…]'
 */
export function turnSketch(pack: Pack, t: PublicTurn): string {
  // Read from a file: the turn's shape is what the file held, whatever its type says.
  const turn: unknown = t;
  const { actor, action } = (typeof turn === 'object' && turn !== null ? turn : {}) as Readonly<
    Record<string, unknown>
  >;
  const who =
    typeof actor === 'number' ? `S${actor} ` : actor === 'chance' ? '' : `${quoted(actor, MAX_RAW)} `;
  if (typeof action !== 'object' || action === null) return shorten(`${who}${quoted(action, MAX_RAW)}`);
  const a = action as Readonly<Record<string, unknown>>;
  if (a['type'] === 'deal') return `${who}${dealSketch(pack, a)}`;
  if ((a['type'] === 'play' || a['type'] === 'discard') && !isCard(pack, a['card']) && a['card'] !== null)
    return `${who}${a['type']} ${cardOrValue(pack, a['card'])}`;
  try {
    return shorten(formatTurn(pack, t));
  } catch {
    return shorten(`${who}${quoted(action, MAX_RAW)}`);
  }
}
