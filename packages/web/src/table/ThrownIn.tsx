/**
 * A deal thrown in for what a hand held, as the rules show it to everyone (Löw: "a player with no
 * tarock shows his hand and the dealer redeals", IT-13; the house rule of a lone Trull card): whose
 * hand, why, its cards sorted as hands are, and that the same dealer deals again. Shown from the
 * throw-in through the redealt deal's auction, from the View's `thrownIn`, at the table and in the
 * replay.
 */
import { type Seat, type View, isTarock } from '@tarock/engine';
import type { JSX } from 'preact';
import { cardInText } from '../cards/names';
import { useI18n } from '../i18n/i18n';
import type { Strings } from '../i18n/strings';
import type { TableContext } from './context';
import { sortedHand } from './model';

/**
 * The message's lines: one per hand shown (the reason, then its cards), then the redeal; `viewer`
 * the seat told "you" (the table's human; none in the replay, which is nobody's seat).
 */
export function thrownInLines(
  view: View,
  ctx: TableContext,
  t: Strings,
  viewer: Seat | null = ctx.human,
): string[] {
  if (!view.thrownIn || (view.phase !== 'deal' && view.phase !== 'auction')) return [];
  const pack = ctx.game.pack;
  // The cards named inside the sentence ("shows their hand: tarock V, two of Hearts").
  const names = (cards: readonly number[]) => cards.map((c) => cardInText(pack, c, ctx.lang)).join(', ');
  return [
    ...view.thrownIn.map((h) => {
      const you = h.seat === viewer;
      const who = ctx.name(h.seat);
      const tarocks = h.cards.filter((c) => isTarock(pack, c));
      const why =
        h.reason === 'noTarock'
          ? t.thrownInNoTarock(who, you)
          : t.thrownInLoneTrull(who, you, names(tarocks));
      return `${why}: ${names(sortedHand(pack, h.cards, null))}`;
    }),
    t.thrownInRedeal(ctx.name(view.dealer), view.dealer === viewer),
  ];
}

export function ThrownIn({
  view,
  ctx,
  viewer = ctx.human,
}: {
  view: View;
  ctx: TableContext;
  viewer?: Seat | null;
}): JSX.Element | null {
  const { t } = useI18n();
  const lines = thrownInLines(view, ctx, t, viewer);
  if (lines.length === 0) return null;
  return (
    <div class="thrown-in" role="status" data-testid="thrown-in">
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}
