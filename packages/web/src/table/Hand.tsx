/**
 * The human's hand: sorted, the legal cards marked, the hinted card (a play or a discard) outlined
 * as the hinted call is; in two rows where one would show a card narrower than a finger, kept
 * through the deal, the talon taken up included (`handRows`). Cards are buttons in one tab stop (arrow keys move between them,
 * Enter or Space plays; a tap plays the card the finger came down on, `touchTap.ts`). An illegal
 * card is marked and not offered as legal; choosing it anyway asks the engine, and the refusal is
 * explained (`refusal.ts`).
 */
import type { Action, Card, View } from '@tarock/engine';
import type { JSX } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { CardFace } from '../cards/CardFace';
import { cardName } from '../cards/names';
import { useI18n } from '../i18n/i18n';
import type { TableContext } from './context';
import {
  SIDEWAYS,
  handCardLabel,
  handCardPx,
  handOverlap,
  handRows,
  largestHand,
  legalCardSet,
  sortedHand,
} from './model';
import { takeLostFocus } from './focusOn';
import { useTouchTap } from './touchTap';

/**
 * The window's width and its cards' width (`handCardPx`: a phone's, upright or on its side), kept
 * up to date as the window is resized or the phone turned.
 */
function useHandScreen(): { readonly width: number; readonly card: number } {
  const read = (): { width: number; card: number } => ({
    width: window.innerWidth,
    card: handCardPx(window.innerWidth, window.matchMedia(SIDEWAYS).matches),
  });
  const [screen, setScreen] = useState(read);
  useEffect(() => {
    const on = (): void => {
      const next = read();
      setScreen((was) => (was.width === next.width && was.card === next.card ? was : next));
    };
    const sideways = window.matchMedia(SIDEWAYS);
    window.addEventListener('resize', on);
    sideways.addEventListener('change', on);
    return () => {
      window.removeEventListener('resize', on);
      sideways.removeEventListener('change', on);
    };
  }, []);
  return screen;
}

export function Hand(props: {
  view: View;
  ctx: TableContext;
  onCard: (card: Card, mode: 'play' | 'discard') => void;
  /** The hint's choice for this View, if one was asked for. */
  hinted?: Action | null;
}): JSX.Element {
  const { t } = useI18n();
  const { view, ctx } = props;
  const pack = ctx.game.pack;
  const cards = sortedHand(pack, view.hand, view.contract?.trump ?? null);
  const legal = legalCardSet(view);
  const mode: 'play' | 'discard' | null =
    legal.play.size > 0 ? 'play' : legal.discard.size > 0 ? 'discard' : null;
  const allowed = mode === 'play' ? legal.play : mode === 'discard' ? legal.discard : new Set<Card>();
  const [focus, setFocus] = useState(0);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const index = Math.min(focus, Math.max(0, cards.length - 1));
  const { width, card: cardPx } = useHandScreen();
  const h = props.hinted;
  const hintedCard = h && (h.type === 'play' || h.type === 'discard') ? h.card : null;
  const choose = (c: Card): void => {
    if (mode) props.onCard(c, mode);
  };
  const touch = useTouchTap(choose);

  // Keep the roving focus on a legal card when a choice is asked for, and give it back to the
  // hand there: a played card takes the focus with it, so keyboard play goes on without tabbing
  // back; so does a call's button or Next deal when cards are to be played next (`focusOn.ts`).
  // One place decides the card: focusing the old place (an illegal card now) would make it the
  // roving card again through its onFocus.
  // While the others play after the player's card, the focus waits at once on its neighbour (not
  // playable, aria-disabled: it rested on the body), and goes on to a legal card when the turn comes.
  useEffect(() => {
    if (!mode) {
      takeLostFocus(refs.current[index], undefined, '.hand-card');
      return;
    }
    const current = cards[index];
    const target =
      current !== undefined && allowed.has(current) ? index : cards.findIndex((c) => allowed.has(c));
    if (target < 0) return;
    if (target !== index) setFocus(target);
    // From a card that waited (`focusOn.ts`: legal or not now), or from the body.
    const el = refs.current[target];
    const active = document.activeElement;
    if (el && active !== el && refs.current.some((r) => r !== null && r === active)) el.focus();
    else takeLostFocus(el);
  }, [mode, view.hand.length]);

  const onKey = (e: KeyboardEvent): void => {
    let next = index;
    if (e.key === 'ArrowRight' || e.key === 'ArrowDown') next = Math.min(cards.length - 1, index + 1);
    else if (e.key === 'ArrowLeft' || e.key === 'ArrowUp') next = Math.max(0, index - 1);
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = cards.length - 1;
    else return;
    e.preventDefault();
    setFocus(next);
    refs.current[next]?.focus();
  };

  // A card of the hand: `i` its place in the whole hand (the roving focus and the arrow keys).
  const card = (c: Card, i: number): JSX.Element => {
    const ok = allowed.has(c);
    const name = cardName(pack, c, ctx.lang);
    return (
      <button
        key={c}
        ref={(el) => {
          refs.current[i] = el;
        }}
        type="button"
        class={`card hand-card${mode ? (ok ? ' legal' : ' illegal') : ''}${c === hintedCard ? ' hinted' : ''}`}
        data-card={c}
        data-legal={mode ? String(ok) : undefined}
        tabIndex={i === index ? 0 : -1}
        aria-disabled={mode ? !ok : true}
        aria-label={handCardLabel(name, mode, ok, t, ctx.family)}
        // The hinted card says so beside its ring: a mark (app.css) and its description.
        data-hint-mark={c === hintedCard ? t.hintMark : undefined}
        aria-describedby={c === hintedCard ? 'hand-hint-mark' : undefined}
        onFocus={() => setFocus(i)}
        {...touch.handlers(c)}
        onClick={(e) => {
          if (touch.takesClick(e)) choose(c);
        }}
      >
        <CardFace pack={pack} card={c} lang={ctx.lang} />
      </button>
    );
  };

  const largest = useMemo(() => largestHand(ctx.game), [ctx.game]);
  const rows = handRows(cards.length, width, largest, cardPx);
  const rowStart = (r: number): number => rows.slice(0, r).reduce((a, b) => a + b, 0);
  return (
    <div
      class={`hand${mode ? ` hand-${mode}` : ''}`}
      role="toolbar"
      aria-label={t.yourHand}
      onKeyDown={onKey}
      // The width the cards were laid out for: a resize lays them out again on the next render
      // (browser tests wait for it after changing the viewport).
      data-width={width}
      style={{ '--overlap': String(handOverlap(rows[0] ?? 0, width, cardPx)) }}
    >
      <span id="hand-hint-mark" hidden>
        {t.hintMarkSays}
      </span>
      {rows.map((k, r) => (
        <div key={r} class="hand-row">
          {cards.slice(rowStart(r), rowStart(r) + k).map((c, j) => card(c, rowStart(r) + j))}
        </div>
      ))}
    </div>
  );
}
