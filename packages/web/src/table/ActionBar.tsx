/**
 * The calls open to the human now (bids, "gut", talon parts, trump, announcements, contras), in the
 * game's words. A talon part's call names its cards; on a phone its short label, which names only
 * the part (its cards lie numbered in the middle of the table), so the calls fit a row or two.
 */
import type { Action, View } from '@tarock/engine';
import type { JSX } from 'preact';
import { useI18n } from '../i18n/i18n';
import { CallText } from './CallText';
import type { TableContext } from './context';
import { callActions } from './model';

export function ActionBar(props: {
  view: View;
  ctx: TableContext;
  onAct: (a: Action) => void;
  hinted: Action | null;
}): JSX.Element | null {
  const { t } = useI18n();
  const calls = callActions(props.view);
  if (calls.length === 0) return null;
  return (
    <fieldset class="action-bar">
      <legend class="visually-hidden">{t.yourTurn}</legend>
      {calls.map((a, i) => {
        const label = props.ctx.label(a, props.view);
        const hinted = props.hinted !== null && JSON.stringify(props.hinted) === JSON.stringify(a);
        return (
          <button
            key={`${i}-${label}`}
            type="button"
            class={`call${hinted ? ' hinted' : ''}`}
            data-action={a.type}
            onClick={() => props.onAct(a)}
          >
            <CallText full={label} short={props.ctx.shortLabel(a, props.view)} />
          </button>
        );
      })}
    </fieldset>
  );
}
