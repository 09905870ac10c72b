/**
 * Table comfort (never part of a rule set): with the setting `forcedCard` on, a card the seat is
 * forced to play (its only legal action is a play: one card of the suit led, the last trick) is
 * played by itself after the computer players' pause, through the same path as a click, so the
 * record, the take-back and the log are as if the player had chosen it. Never a call or a discard,
 * never where there are two or more legal actions, never another seat's turn.
 */
import type { Card, Seat, View } from '@tarock/engine';
import { useEffect } from 'preact/hooks';
import type { ForcedCard } from '../app/settings';

/** The card to play by itself for `seat` in this View, or null where the player chooses. */
export function forcedCard(view: View, seat: Seat | null, setting: ForcedCard): Card | null {
  if (setting !== 'on' || seat === null || view.toAct !== seat || view.legal.length !== 1) return null;
  const only = view.legal[0];
  return only?.type === 'play' ? only.card : null;
}

/**
 * Plays the forced card (`forcedCard`) after `pauseMs` through `play` (the click's path); a View
 * that changes first (another frame, the player's own click) cancels it. `seq` is the View's
 * sequence number: each View is acted on at most once.
 */
export function useForcedPlay(
  view: View | null,
  seq: number | null,
  seat: Seat | null,
  setting: ForcedCard,
  pauseMs: number,
  play: (card: Card) => void,
): void {
  const card = view ? forcedCard(view, seat, setting) : null;
  useEffect(() => {
    if (card === null) return;
    const timer = setTimeout(() => play(card), pauseMs);
    return () => clearTimeout(timer);
  }, [seq, card, pauseMs]);
}
