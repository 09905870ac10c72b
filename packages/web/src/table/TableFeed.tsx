/**
 * The table's log with the notes of the moment laid over its foot: a refusal, an error, the hint.
 * The notes take no room of their own (a longer one reaches up over the felt), so the calls and
 * the hand below never move when one appears or goes: a finger or the mouse aiming at a card stays
 * on it.
 */
import type { View } from '@tarock/engine';
import type { ComponentChildren, JSX } from 'preact';
import type { TableContext } from './context';
import { LiveLog } from './LiveLog';

export function TableFeed(props: {
  view: View;
  ctx: TableContext;
  children?: ComponentChildren;
}): JSX.Element {
  return (
    <div class="table-feed">
      <LiveLog view={props.view} ctx={props.ctx} />
      <div class="table-notes">{props.children}</div>
    </div>
  );
}
