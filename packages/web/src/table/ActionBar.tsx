/**
 * The calls open to the human now (bids, "gut", talon parts, trump, announcements, contras), in the
 * game's words. A talon part's call names its cards; on a phone its short label, which names only
 * the part (its cards lie numbered in the middle of the table), so the calls fit a row or two. On
 * a phone, upright or sideways, the calls say least (`briefLabel`), and the contras that share a
 * doubling word stand together in a box under it, once ("Kontra: Spiel · Uhu · Valat"): a
 * defender's answer to six announcements took five rows of "Kontra: Valat (Anna)" and lay over the
 * status bar. Each call keeps its whole words for a screen reader (`aria-label`).
 */
import type { Action, View } from '@tarock/engine';
import type { JSX } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { useI18n } from '../i18n/i18n';
import { CallText } from './CallText';
import type { TableContext } from './context';
import { takeLostFocus } from './focusOn';
import { callActions } from './model';

export function ActionBar(props: {
  view: View;
  ctx: TableContext;
  onAct: (a: Action) => void;
  hinted: Action | null;
}): JSX.Element | null {
  const { t } = useI18n();
  const { view, ctx } = props;
  const calls = callActions(view);
  // A new set of calls takes the focus the pressed one (or the card played, Start, Next deal)
  // dropped as it left the page: the first of them (`focusOn.ts`).
  const bar = useRef<HTMLFieldSetElement>(null);
  const key = JSON.stringify(calls);
  useEffect(() => {
    takeLostFocus(bar.current?.querySelector<HTMLElement>('.call'));
  }, [key]);
  if (calls.length === 0) return null;
  const words = calls.map((a) => ctx.doubling(a, view));
  // The runs of contras that share their word, in the calls' order: one box each.
  const runs: { word: string | null; calls: Action[] }[] = [];
  for (const [i, a] of calls.entries()) {
    const word = words[i] ?? null;
    const last = runs[runs.length - 1];
    if (last && word !== null && last.word === word) last.calls.push(a);
    else runs.push({ word, calls: [a] });
  }
  const button = (a: Action, grouped: boolean): JSX.Element => {
    const label = ctx.label(a, view);
    const short = ctx.shortLabel(a, view);
    const brief = ctx.briefLabel(a, view, grouped);
    const hinted = props.hinted !== null && JSON.stringify(props.hinted) === JSON.stringify(a);
    // The whole words, holding the brief ones a reader sees ("Kontra: Spiel" for the game's).
    const name = label.includes(brief) ? label : `${label}: ${brief}`;
    return (
      <button
        key={`${JSON.stringify(a)}-${label}`}
        type="button"
        class={`call${hinted ? ' hinted' : ''}`}
        data-action={a.type}
        aria-label={brief !== short ? name : undefined}
        // The hinted call says so beside its ring: a mark (app.css) and its description.
        data-hint-mark={hinted ? t.hintMark : undefined}
        aria-describedby={hinted ? 'call-hint-mark' : undefined}
        // Not the second click of a double click (detail 2), nor of a double tap: at the instant
        // speed the player's next call can be offered between the two, and it made that call.
        onClick={(e) => {
          if (e.detail < 2) props.onAct(a);
        }}
      >
        <CallText full={label} short={short} brief={brief} />
      </button>
    );
  };
  return (
    <fieldset class="action-bar" ref={bar}>
      <legend class="visually-hidden">{t.yourTurn}</legend>
      <span id="call-hint-mark" hidden>
        {t.hintMarkSays}
      </span>
      {runs.map((run) =>
        run.word !== null && run.calls.length > 1 ? (
          <span class="call-group" key={`group-${run.word}`}>
            <span class="call-lead" aria-hidden="true">
              {run.word}:
            </span>
            {run.calls.map((a) => button(a, true))}
          </span>
        ) : (
          run.calls.map((a) => button(a, false))
        ),
      )}
    </fieldset>
  );
}
