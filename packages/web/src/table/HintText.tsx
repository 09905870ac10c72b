/**
 * The hint at the table: what the strong computer player would choose, and why, in the table's
 * language — for a card, in how many of the sampled deals each of the best cards still wins (or,
 * without a declarer, the card points it costs); for a bid or any other choice played out by
 * simulation, the mean result of each and how often it came out ahead.
 */
import type { View } from '@tarock/engine';
import type { JSX } from 'preact';
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

/** The reason's lines below the head: figures per choice, best first. */
export function hintLines(hint: Hint, view: View, ctx: TableContext, t: Strings): string[] {
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
  return (
    <div class="hint-text" role="status" data-testid="hint">
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
