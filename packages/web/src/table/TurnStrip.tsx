/**
 * The place above the hand for what a turn asks of the player: how many cards to lay away, an
 * online table's turn timer (the children) and the calls open now, and above them the notes of the
 * moment (a refusal, an error, the hint, the thrown-in hand). From the deal to the last trick it
 * takes a row of calls' height only, whatever shows in it: more rows of calls, the notes above them,
 * lie from its foot up over the log (never higher than the log's top while calls leave them room:
 * a longer note scrolls), so nothing that comes or goes here moves the hand or covers the seats.
 * The log's newest lines move up above what lies over them (logCover.ts).
 */
import type { Action, View } from '@tarock/engine';
import type { ComponentChildren, JSX } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { useI18n } from '../i18n/i18n';
import { ActionBar } from './ActionBar';
import type { TableContext } from './context';
import { useCrowded } from './crowded';
import { useLogCover } from './logCover';
import { PHONE, callActions, cardsToLayAway } from './model';

export function TurnStrip(props: {
  view: View;
  ctx: TableContext;
  /** The seat at this screen is to act now. */
  myTurn: boolean;
  onAct: (a: Action) => void;
  hinted: Action | null;
  /** The notes of the moment, laid over the log above the calls. */
  notes?: ComponentChildren;
  children?: ComponentChildren;
}): JSX.Element {
  const { lang, t } = useI18n();
  const { view, ctx, myTurn } = props;
  const strip = useRef<HTMLDivElement>(null);
  useLogCover(strip);
  const crowded = useCrowded(strip, myTurn ? `${lang} ${JSON.stringify(callActions(view))}` : '');
  // The calls say least on a phone and where they are crowded (app.css, `.brief`).
  const phone = useMatches(PHONE);
  return (
    <div class="turn-strip" ref={strip}>
      <div class={`turn-float${crowded ? ' crowded' : ''}${crowded || phone ? ' brief' : ''}`}>
        <div class="table-notes">{props.notes}</div>
        <div class="turn-strip-content">
          {myTurn && view.legal.some((a) => a.type === 'discard') && (
            <p class="instruction" data-testid="lay-away">
              {t.layAway(cardsToLayAway(view, ctx.game.rules.handSize), ctx.family)}
            </p>
          )}
          {props.children}
          {myTurn && <ActionBar view={view} ctx={ctx} onAct={props.onAct} hinted={props.hinted} />}
        </div>
      </div>
    </div>
  );
}

/** Whether the media query `query` matches, kept up to date (a phone turned, a window resized). */
function useMatches(query: string): boolean {
  const [matches, setMatches] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const media = window.matchMedia(query);
    const on = (): void => setMatches(media.matches);
    on();
    media.addEventListener('change', on);
    return () => media.removeEventListener('change', on);
  }, [query]);
  return matches;
}
