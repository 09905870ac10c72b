/**
 * The hint at the table: what the strong computer player would choose, and why, in the table's
 * language — for a card, in how many of the sampled deals each of the best cards still wins (or,
 * without a declarer, the card points it costs); for a bid or any other choice played out by
 * simulation, the mean result of each and how often it came out ahead.
 */
import type { View } from '@tarock/engine';
import type { JSX, RefObject } from 'preact';
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { cardInText } from '../cards/names';
import { useI18n } from '../i18n/i18n';
import type { Strings } from '../i18n/strings';
import { formatAmount } from '../result/format';
import type { Hint } from '../worker/protocol';
import type { TableContext } from './context';

/**
 * A choice as the hint's sentences name it: a card by its name inside a sentence ("would choose:
 * two of Hearts", `cardInText`; its button's label stands alone: "Two of Hearts"), any other
 * choice by its call.
 */
export function hintChoice(a: Hint['action'], view: View, ctx: TableContext): string {
  return a.type === 'play' ? cardInText(ctx.game.pack, a.card, ctx.lang) : ctx.label(a, view);
}

/** A line that opens with a card's name opens with a capital ("Two of Hearts 18/24 · …"). */
const capital = (line: string): string => line.charAt(0).toUpperCase() + line.slice(1);

/**
 * Fewer sampled deals than this and the hint says it is a rough guide: "2/2" read as certain as
 * "24/24".
 */
export const HINT_FEW_WORLDS = 8;

/**
 * The reason's lines below the head: figures per choice, best first; over few sampled deals
 * (`HINT_FEW_WORLDS`) a line saying so first.
 */
export function hintLines(hint: Hint, view: View, ctx: TableContext, t: Strings): string[] {
  const r = hint.reason;
  if (r.kind !== 'only' && r.kind !== 'rule' && r.worlds < HINT_FEW_WORLDS)
    return [t.hintFew(r.worlds), ...reasonLines(hint, view, ctx, t)];
  return reasonLines(hint, view, ctx, t);
}

function reasonLines(hint: Hint, view: View, ctx: TableContext, t: Strings): string[] {
  const r = hint.reason;
  const label = (a: Hint['action']) => hintChoice(a, view, ctx);
  switch (r.kind) {
    case 'only':
      return [t.hintOnly];
    case 'rule':
      return [t.hintRule];
    case 'card': {
      const figure = (value: number) =>
        r.exact ? formatAmount(value, 'points', ctx.lang) : `${value}/${r.worlds}`;
      const weighed = r.options.filter((o) => o.margin !== null);
      const counted = r.options.filter((o) => o.points !== null);
      const bonus = r.options.filter((o) => o.ultimo !== null);
      // Game points a deal on average, signed, to one decimal.
      const perDeal = (sum: number) =>
        formatAmount(r.worlds ? Math.round((sum / r.worlds) * 10) / 10 : 0, 'points', ctx.lang, true);
      return [
        r.exact ? t.hintCardsExact(r.worlds) : t.hintCards(r.worlds),
        capital(r.options.map((o) => `${label(o.action)} ${figure(o.value)}`).join(' · ')),
        ...(r.kept.length > 0 ? [t.hintKept(r.kept.map(label).join(', '))] : []),
        ...(r.inferred ? [t.hintInferred] : []),
        ...(bonus.length > 1
          ? [
              `${t.hintUltimo} ${bonus.map((o) => `${label(o.action)} ${perDeal(o.ultimo ?? 0)}`).join(' · ')}`,
            ]
          : []),
        ...(counted.length > 1
          ? [
              `${t.hintPoints} ${counted
                .map((o) => `${label(o.action)} ${formatAmount(o.points ?? 0, 'points', ctx.lang)}`)
                .join(' · ')}`,
            ]
          : []),
        ...(weighed.length > 1
          ? [
              `${t.hintMargin(r.marginPoints)} ${weighed
                .map((o) => `${label(o.action)} ${o.margin}/${r.worlds}`)
                .join(' · ')}`,
            ]
          : []),
        ...(r.tied > 1 ? [t.hintTied(r.tied, Math.min(r.tied, r.options.length))] : []),
      ];
    }
    case 'simulation': {
      // Points to one decimal, money to the cent.
      const mean = (m: number) =>
        formatAmount(r.unit === 'cents' ? Math.round(m) : Math.round(m * 10) / 10, r.unit, ctx.lang, true);
      return [
        t.hintSimulation(r.worlds),
        r.options
          .map((o) => `${label(o.action)} ${mean(o.mean)} (${t.hintAhead(o.ahead, r.worlds)})`)
          .join(' · '),
        ...(r.declinedDouble
          ? [t.hintDeclinedDouble(label(r.declinedDouble), Math.round(r.doubleConfidence * 100))]
          : []),
      ];
    }
  }
}

/**
 * The hint's first sentence, as the table's live region says it (`HintSaid`): the note itself came
 * new and whole as a status, and screen readers did not read it.
 */
export function hintHead(hint: Hint, view: View, ctx: TableContext, t: Strings): string {
  return `${t.hintSays}: ${hintChoice(hint.action, view, ctx)}`;
}

/** The table's region that says the hint once it comes: there all along, empty without one. */
export function HintSaid(props: { hint: Hint | null; view: View; ctx: TableContext }): JSX.Element {
  const { t } = useI18n();
  return (
    <p class="visually-hidden" role="status" data-testid="hint-said">
      {props.hint ? hintHead(props.hint, props.view, props.ctx, t) : ''}
    </p>
  );
}

/**
 * The hint as a note over the log (`TurnStrip`): its height clamped to the log's, a longer reason
 * scrolled within it, so that on a phone it never covers the seats; `onDismiss` hides it.
 */
export function HintText(props: {
  hint: Hint;
  view: View;
  ctx: TableContext;
  onDismiss?: () => void;
}): JSX.Element {
  const { hint, view, ctx } = props;
  const { t } = useI18n();
  const [first, ...rest] = hintLines(hint, view, ctx, t);
  const note = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const cut = useCut(note, open);
  return (
    <div class={`hint-text${open ? ' hint-open' : ''}`} data-testid="hint" ref={note}>
      <span class="hint-buttons">
        {(cut || open) && (
          // The room over the log shows only the head and a line or two on a phone (the figures were
          // out of sight there and the last line cut): the whole note on demand, over the felt.
          <button
            type="button"
            class="hint-more"
            aria-expanded={open}
            data-testid="hint-more"
            onClick={() => setOpen(!open)}
          >
            {open ? t.hintLess : t.hintMore}
          </button>
        )}
        {props.onDismiss && (
          <button
            type="button"
            class="hint-dismiss"
            aria-label={t.hintDismiss}
            title={t.hintDismiss}
            data-testid="hint-dismiss"
            onClick={props.onDismiss}
          >
            ×
          </button>
        )}
      </span>
      <p>
        {t.hintSays}: <strong>{hintChoice(hint.action, view, ctx)}</strong>
        {hint.reason.kind === 'only' || hint.reason.kind === 'rule' ? ` — ${first}` : ''}
      </p>
      {hint.reason.kind !== 'only' && hint.reason.kind !== 'rule' && (
        <>
          <p class="hint-why">{first}</p>
          {rest.map((line) => (
            <p key={line} class="hint-why">
              {line}
            </p>
          ))}
        </>
      )}
    </div>
  );
}

/**
 * Whether the note shows only in part: taller than the notes' box over the log that holds it
 * (which scrolls), kept up to date as the note or the box changes size.
 */
function useCut(note: RefObject<HTMLElement | null>, open: boolean): boolean {
  const [cut, setCut] = useState(false);
  useLayoutEffect(() => {
    const el = note.current;
    const box = el?.parentElement;
    if (!el || !box) return;
    const measure = (): void => setCut(box.scrollHeight > box.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    observer.observe(box);
    return () => observer.disconnect();
  }, [open]);
  return cut;
}
