/**
 * An opponent (or the human) at the table: name, role, cards left, last call, whose turn. Its
 * height holds through the deal: the roles' line is there when empty too (the declarer's comes at
 * the auction's end), and the last call and "thinking" float beside or below it over the felt, so
 * the felt, the calls and the hand below never move as they come and go.
 */
import type { Action, Seat, View } from '@tarock/engine';
import type { JSX } from 'preact';
import { useI18n } from '../i18n/i18n';
import { CallText } from './CallText';
import type { TableContext } from './context';
import type { Position } from './model';

export function SeatPanel(props: {
  seat: Seat;
  position: Position;
  view: View;
  ctx: TableContext;
  /** The seat's latest call to show, and its index in the history (`lastCalls`). */
  call: { readonly action: Action; readonly at: number } | null;
  thinking: boolean;
}): JSX.Element {
  const { t } = useI18n();
  const { seat, view, ctx } = props;
  const active = view.players.includes(seat);
  const toAct = view.toAct === seat;
  const roles: string[] = [];
  if (view.dealer === seat) roles.push(t.dealer);
  if (view.players[0] === seat) roles.push(t.forehand);
  if (view.contract?.declarer === seat) roles.push(t.declarer);
  const n = view.handSizes[seat] ?? 0;
  const thinking = toAct && props.thinking && seat !== ctx.human;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset is for a form's fields; a seat has none
    <div
      class={`seat seat-${props.position}${toAct ? ' to-act' : ''}${active ? '' : ' sitting-out'}`}
      data-seat={seat}
      // Each seat read apart, by its player's name (the seats ran together as one text).
      role="group"
      aria-label={ctx.name(seat)}
    >
      <div class="seat-name">
        <span class="seat-name-text" title={ctx.name(seat)}>
          {ctx.name(seat)}
        </span>
        {toAct && <span class="turn-dot" aria-hidden="true" />}
        {toAct && <span class="visually-hidden"> ({t.toAct})</span>}
      </div>
      <div class="seat-roles">{roles.length > 0 ? roles.join(' · ') : '\u00a0'}</div>
      {seat !== ctx.human && active && (
        <div class="seat-cards">
          <span class="visually-hidden">{t.seatCards(n)}</span>
          <span class="mini-backs" aria-hidden="true">
            {Array.from({ length: Math.min(n, 12) }, (_, i) => (
              <span key={i} class="mini-back" />
            ))}
          </span>
          <span class="count" aria-hidden="true">
            {n}
          </span>
        </div>
      )}
      {(props.call || thinking) && (
        <div class="seat-float">
          {props.call && (
            <div class="bubble">
              <span class="visually-hidden">{t.lastCall} </span>
              <CallText
                full={ctx.bubble(props.call.action, view, seat, props.call.at, false)}
                short={ctx.bubble(props.call.action, view, seat, props.call.at, true)}
              />
            </div>
          )}
          {thinking && <div class="thinking">{t.thinking}</div>}
        </div>
      )}
    </div>
  );
}
