/** The middle of the table: the trick (or the last one on request), the talon or stock, the discards. */
import type { Action, View } from '@tarock/engine';
import type { JSX } from 'preact';
import { useI18n } from '../i18n/i18n';
import { callWord } from '../i18n/vocab';
import { CardView } from './CardButton';
import type { TableContext } from './context';
import { type PlayedCard, type Position, tableTrick, talonLayout, trickCards } from './model';

function TrickCards(props: {
  cards: PlayedCard[];
  positions: Position[];
  ctx: TableContext;
  winner: number | null;
  label: string;
}): JSX.Element {
  return (
    <section class="trick" aria-label={props.label} data-testid="trick">
      {props.cards.map(({ seat, card }) => (
        <div
          key={card}
          class={`trick-card at-${props.positions[seat] ?? 'top'}${props.winner === seat ? ' winner' : ''}`}
          data-seat={seat}
        >
          <CardView pack={props.ctx.game.pack} card={card} lang={props.ctx.lang} by={props.ctx.name(seat)} />
        </div>
      ))}
    </section>
  );
}

/**
 * The phases in which the cards laid away lie beside the trick: while they are laid away and until
 * the play (the announcements; the Bavarian trump, named right after them).
 */
const LAID_AWAY_SHOWN: ReadonlySet<string> = new Set(['discard', 'trump', 'announce']);

export function Center(props: {
  view: View;
  ctx: TableContext;
  positions: Position[];
  reviewLast: boolean;
  /** Choosing a talon part by clicking it (when the human may choose). */
  onAct?: (a: Action) => void;
}): JSX.Element {
  const { t } = useI18n();
  const { view, ctx } = props;
  const pack = ctx.game.pack;
  if (props.reviewLast && view.tricks.length > 0) {
    const index = view.trick.length > 0 ? view.tricks.length - 1 : view.tricks.length - 2;
    const cards = trickCards(view, Math.max(0, index));
    return (
      <div class="center reviewing">
        <div class="center-label">{t.lastTrick}</div>
        <TrickCards
          cards={cards}
          positions={props.positions}
          ctx={ctx}
          winner={view.tricks[Math.max(0, index)]?.winner ?? null}
          label={t.lastTrick}
        />
      </div>
    );
  }
  const trick = tableTrick(view);
  const showTalon =
    view.phase !== 'play' && view.phase !== 'finished' && view.talon !== null && trick.cards.length === 0;
  const talonWord = callWord(ctx.family, 'talon', ctx.lang);
  const layout = talonLayout(view, ctx.game);
  const rest = view.phase === 'finished' ? [] : (view.talonRest ?? []);
  return (
    <div class="center">
      {/* In play the trick keeps its room before the first card too (the felt grew as it came). */}
      {(trick.cards.length > 0 || view.phase === 'play') && (
        <TrickCards
          cards={trick.cards}
          positions={props.positions}
          ctx={ctx}
          winner={trick.winner}
          label={t.trick}
        />
      )}
      {showTalon && (
        <section class="talon" aria-label={talonWord} data-testid="talon">
          <div class="center-label">{talonWord}</div>
          <div class="talon-groups">
            {layout.parts.map((g, i) => {
              const choice = view.legal.find((x) => x.type === 'talon' && x.group === i);
              const cards = g.map((c, k) => (
                <CardView key={`${i}-${k}`} pack={pack} card={c} lang={ctx.lang} class="small" />
              ));
              const cls = `talon-group${layout.taken === i ? ' taken' : layout.taken !== null ? ' left' : ''}`;
              return choice && props.onAct ? (
                <button
                  key={i}
                  type="button"
                  class={`${cls} choosable`}
                  data-group={i}
                  aria-label={ctx.label(choice, view)}
                  // Not a double click's second (ActionBar.tsx).
                  onClick={(e) => {
                    if (e.detail < 2) props.onAct?.(choice);
                  }}
                >
                  {layout.parts.length > 1 && <span class="group-no">{i + 1}</span>}
                  {cards}
                </button>
              ) : (
                <div key={i} class={cls} data-group={i}>
                  {layout.parts.length > 1 && <span class="group-no">{i + 1}</span>}
                  {cards}
                </div>
              );
            })}
          </div>
        </section>
      )}
      {!showTalon &&
        view.talon === null &&
        view.phase !== 'play' &&
        view.phase !== 'finished' &&
        view.talonRestSize === 0 &&
        // Not once it is taken (a Bavarian stock picked up is in the declarer's hand).
        (view.contract?.talonGroup ?? null) === null &&
        trick.cards.length === 0 && (
          <section class="talon" aria-label={talonWord}>
            <div class="center-label">{talonWord}</div>
            <div class="talon-groups">
              <div class="talon-group">
                {Array.from({ length: ctx.game.rules.talonSize }, (_, k) => (
                  <CardView key={k} pack={pack} card={null} lang={ctx.lang} class="small" />
                ))}
              </div>
            </div>
          </section>
        )}
      {!showTalon && rest.length > 0 && (
        // The untaken talon where the rules let the players look at it (M&S, M-10): folded away
        // under the trick, opened on request.
        <details class="talon-rest" data-testid="talon-rest">
          <summary class="center-label">{t.untakenTalon(talonWord)}</summary>
          <div class="talon-group">
            {rest.map((c) => (
              <CardView key={c} pack={pack} card={c} lang={ctx.lang} class="small" />
            ))}
          </div>
        </details>
      )}
      {view.discards.length > 0 && LAID_AWAY_SHOWN.has(view.phase) && (
        <section class="discards" aria-label={t.discards[ctx.family]}>
          <div class="center-label">{t.discards[ctx.family]}</div>
          {view.discards.map((c, k) => (
            <CardView key={k} pack={pack} card={c} lang={ctx.lang} class="small" />
          ))}
        </section>
      )}
    </div>
  );
}
