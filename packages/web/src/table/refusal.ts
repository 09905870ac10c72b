/**
 * Why an action was refused, in the player's words. The engine's (and the server's) reason is
 * English with card codes, so the page words it again from what the seat's View holds, with the
 * legal actions as the only word on legality:
 * - a card play by the engine's own `cardRefusal`: follow suit, else play a trump (trumps led:
 *   follow trump); in Trischaken the Pagat only as its holder's last tarock;
 * - a card laid away (`discardRefusal`): a card the rule set never lets be laid away, or a tarock
 *   while enough other cards can be;
 * - a call (bid, announcement, contra, …): not possible now, and the calls that are;
 * - an action that is legal in the View shown was chosen in an older one: the table moved on.
 * What the View cannot tell about (not the seat's turn) gets the generic words.
 */
import {
  type Action,
  type Card,
  type Game,
  type View,
  type DiscardRefusal,
  cardRefusal,
  discardRefusal as discardRule,
  forbiddenDiscardsOf,
  sameAction,
} from '@tarock/engine';
import type { RejectCode } from '@tarock/protocol';
import { cardInText, suitName } from '../cards/names';
import { STRINGS } from '../i18n/strings';
import type { TableContext } from './context';

/**
 * The card's name opening a sentence: its name inside a sentence (`cardInText`: "tarock XVI", "two
 * of Hearts") with a capital.
 */
function opening(ctx: TableContext, card: Card): string {
  const named = cardInText(ctx.game.pack, card, ctx.lang);
  return named.charAt(0).toUpperCase() + named.slice(1);
}

/** Why `card` may not be played in `view` (the engine's `cardRefusal`, worded), or null. */
export function whyNotPlayed(view: View, ctx: TableContext, card: Card): string | null {
  const { pack } = ctx.game;
  const t = STRINGS[ctx.lang];
  const why = cardRefusal(pack, view.legal, view.hand, view.trick, card, view.contract?.trump);
  if (why === null) return null;
  const name = opening(ctx, card);
  switch (why.rule) {
    case 'pagatLast':
      return t.pagatLast(name);
    case 'followSuit':
      return t.followSuit(name, suitName(pack, why.suit, ctx.lang), why.trumps);
    case 'followTrump':
      return t.followTrump(name, suitName(pack, why.suit, ctx.lang));
  }
}

/** The engine's `discardRefusal` of a held `card` in `view` (the rule set's own list of cards never laid away). */
export function discardRefusal(game: Game, view: View, card: Card): DiscardRefusal | null {
  return discardRule(game.pack, forbiddenDiscardsOf(game.rules), view.legal, view.hand, card);
}

/** Why `card` may not be laid away in `view` (`discardRefusal`, worded), or null. */
export function whyNotLaidAway(view: View, ctx: TableContext, card: Card): string | null {
  const why = discardRefusal(ctx.game, view, card);
  if (why === null) return null;
  const t = STRINGS[ctx.lang];
  const name = opening(ctx, card);
  return why.rule === 'never' ? t.neverLaidAway(name) : t.tarockIfForced(name);
}

/**
 * The text shown for a refusal, in the player's words (see the top of this file). A refusal that
 * names no action (online: a request other than a move) keeps the reason it was refused with.
 */
export function refusalText(
  view: View,
  ctx: TableContext,
  refused: { readonly reason: string; readonly action: Action | null; readonly code?: RejectCode },
): string {
  const a = refused.action;
  const t = STRINGS[ctx.lang];
  // A request other than a move: the server's English reason only where no code came with it.
  if (a === null) return refused.code ? t.requestRefused[refused.code] : refused.reason;
  if (view.legal.some((l) => sameAction(l, a))) return t.movedOn;
  switch (a.type) {
    case 'play':
      return whyNotPlayed(view, ctx, a.card) ?? t.illegalCard;
    case 'discard':
      return whyNotLaidAway(view, ctx, a.card) ?? t.illegalDiscard[ctx.family];
    default: {
      const calls = view.legal.filter((l) => l.type !== 'play' && l.type !== 'discard');
      return t.callRefused(
        ctx.label(a, view),
        calls.map((l) => ctx.label(l, view)),
      );
    }
  }
}
