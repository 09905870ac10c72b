/**
 * The place above the hand for what a turn asks of the player: how many cards to lay away, an
 * online table's turn timer (the children) and the calls open now. It keeps a row of calls' height
 * when empty, so the hand does not move when a single row of calls comes or goes (a Kontra answered
 * just before the first card); while cards are played it takes that height only, whatever shows in
 * it (a longer turn timer reaches up over the log's foot), so nothing that comes or goes here moves
 * the hand from the first card to the last trick.
 */
import type { Action, View } from '@tarock/engine';
import type { ComponentChildren, JSX } from 'preact';
import { useI18n } from '../i18n/i18n';
import { ActionBar } from './ActionBar';
import type { TableContext } from './context';
import { cardsToLayAway } from './model';

export function TurnStrip(props: {
  view: View;
  ctx: TableContext;
  /** The seat at this screen is to act now. */
  myTurn: boolean;
  onAct: (a: Action) => void;
  hinted: Action | null;
  children?: ComponentChildren;
}): JSX.Element {
  const { t } = useI18n();
  const { view, ctx, myTurn } = props;
  return (
    <div class="turn-strip">
      <div class="turn-strip-content">
        {myTurn && view.legal.some((a) => a.type === 'discard') && (
          <p class="instruction" data-testid="lay-away">
            {t.layAway(cardsToLayAway(view, ctx.game.rules.handSize))}
          </p>
        )}
        {props.children}
        {myTurn && <ActionBar view={view} ctx={ctx} onAct={props.onAct} hinted={props.hinted} />}
      </div>
    </div>
  );
}
