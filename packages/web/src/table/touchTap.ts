/**
 * A tap on a card acts on the card the finger came down on. The click a browser sends after a tap
 * is hit-tested where the finger is lifted, against the layout of that moment: when the hand moves
 * while the finger is down (a hint or a refusal appears above it, the status line wraps as the
 * turn comes), that click lands on a neighbouring card or beside the hand. A touch pointer is
 * captured by the element it came down on, so its pointerup reaches that card wherever it went.
 * Mouse clicks and keyboard clicks (Enter, Space) are acted on as clicks.
 *
 * The second click of a double click, and the second tap of a double tap, act on nothing: at the
 * instant speed the turn can come back to the player between the two (a trick won, the computer
 * players answering at once), and the second played the card that had slid under the pointer.
 */
import type { Card } from '@tarock/engine';
import { useEffect, useRef } from 'preact/hooks';

/** A finger that moves further than this (CSS px) between down and up did not tap. */
const TAP_SLOP_PX = 12;

/** A tap this soon (ms) after the last one, where it came down, is the second of a double tap. */
export const DOUBLE_TAP_MS = 300;

export interface TouchTap {
  /** The pointer handlers of a card's button. */
  handlers(card: Card): {
    onPointerDown: (e: PointerEvent) => void;
    onPointerUp: (e: PointerEvent) => void;
    onPointerCancel: (e: PointerEvent) => void;
  };
  /** Whether a click on a card is to be acted on: not the click that follows a touch, nor a double click's second. */
  takesClick(e: MouseEvent): boolean;
}

export function useTouchTap(onTap: (card: Card) => void): TouchTap {
  const down = useRef<{ id: number; card: Card; x: number; y: number } | null>(null);
  // The pointer that last came down anywhere on the page: a touch that began beside the hand can
  // still end in a click on a card once the hand has moved under it.
  const lastType = useRef('');
  // Where and when the last tap on a card ended.
  const lastTap = useRef<{ at: number; x: number; y: number } | null>(null);
  useEffect(() => {
    const on = (e: PointerEvent): void => {
      lastType.current = e.pointerType;
    };
    document.addEventListener('pointerdown', on, true);
    return () => document.removeEventListener('pointerdown', on, true);
  }, []);
  return {
    handlers: (card) => ({
      onPointerDown: (e) => {
        down.current =
          e.pointerType === 'touch' ? { id: e.pointerId, card, x: e.clientX, y: e.clientY } : null;
      },
      onPointerUp: (e) => {
        const d = down.current;
        down.current = null;
        if (!d || d.id !== e.pointerId || d.card !== card) return;
        if (Math.hypot(e.clientX - d.x, e.clientY - d.y) > TAP_SLOP_PX) return;
        const last = lastTap.current;
        lastTap.current = { at: e.timeStamp, x: e.clientX, y: e.clientY };
        if (
          last &&
          e.timeStamp - last.at < DOUBLE_TAP_MS &&
          Math.hypot(e.clientX - last.x, e.clientY - last.y) <= TAP_SLOP_PX
        )
          return;
        onTap(card);
      },
      onPointerCancel: () => {
        down.current = null;
      },
    }),
    // detail counts the clicks of a multiple click (0 for a keyboard's).
    takesClick: (e) => e.detail === 0 || (lastType.current !== 'touch' && e.detail === 1),
  };
}
