/**
 * The table's log: always five lines high. The notes of the moment (a refusal, an error, the hint)
 * and the calls beyond one row lie over it from the turn strip below (`TurnStrip`), so nothing
 * that comes or goes there moves the hand.
 */
import type { View } from '@tarock/engine';
import type { JSX } from 'preact';
import type { TableContext } from './context';
import { LiveLog } from './LiveLog';

export function TableFeed(props: { view: View; ctx: TableContext }): JSX.Element {
  return (
    <div class="table-feed">
      <LiveLog view={props.view} ctx={props.ctx} />
    </div>
  );
}
