/**
 * Why an action was refused, in the player's words. The engine's (and the server's) reason is
 * English with card codes; a refused card play is worded again from what the seat's View holds
 * (its hand, the trick, the legal cards) by the engine's own `cardRefusal`: follow suit, else play
 * a trump; in Trischaken the Pagat only as its holder's last tarock. A card the View cannot tell
 * about (not the seat's turn, a stale choice) gets the generic words.
 */
import { type Action, type Card, type View, cardRefusal } from '@tarock/engine';
import { cardName, suitName } from '../cards/names';
import { STRINGS } from '../i18n/strings';
import type { TableContext } from './context';

/** Why `card` may not be played in `view` (the engine's `cardRefusal`, worded), or null. */
export function whyNotPlayed(view: View, ctx: TableContext, card: Card): string | null {
  const { pack } = ctx.game;
  const t = STRINGS[ctx.lang];
  const why = cardRefusal(pack, view.legal, view.hand, view.trick, card);
  if (why === null) return null;
  // The name opens the sentence (English tarocks are named in lower case: "tarock XVI").
  const named = cardName(pack, card, ctx.lang);
  const name = named.charAt(0).toUpperCase() + named.slice(1);
  switch (why.rule) {
    case 'pagatLast':
      return t.pagatLast(name);
    case 'followSuit':
      return t.followSuit(name, suitName(pack, why.suit, ctx.lang));
  }
}

/**
 * The text shown for a refusal: a card play in the player's words (`whyNotPlayed`, else the
 * generic words); any other action keeps the reason it was refused with.
 */
export function refusalText(
  view: View,
  ctx: TableContext,
  refused: { readonly reason: string; readonly action: Action | null },
): string {
  const a = refused.action;
  if (a?.type !== 'play') return refused.reason;
  return whyNotPlayed(view, ctx, a.card) ?? STRINGS[ctx.lang].illegalCard;
}
