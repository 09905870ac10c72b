/** The middle of the table: the trick (or the last one on request), the talon or stock, the discards. */
import type { Card, View } from '@tarock/engine';
import type { JSX } from 'preact';
import { useI18n } from '../i18n/i18n';
import { callWord } from '../i18n/vocab';
import { CardView } from './CardButton';
import type { TableContext } from './context';
import { type PlayedCard, type Position, tableTrick, trickCards } from './model';

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
          <CardView pack={props.ctx.game.pack} card={card} lang={props.ctx.lang} />
        </div>
      ))}
    </section>
  );
}

/** The talon split into the parts the legal choices name (one part: the whole talon or stock). */
export function talonGroups(view: View): (Card | null)[][] {
  const talon = view.talon ?? [];
  const choices = view.legal.filter((a) => a.type === 'talon').length;
  const parts = choices > 1 && talon.length % choices === 0 ? choices : 1;
  const size = talon.length / parts;
  return Array.from({ length: parts }, (_, i) => talon.slice(i * size, (i + 1) * size));
}

export function Center(props: {
  view: View;
  ctx: TableContext;
  positions: Position[];
  reviewLast: boolean;
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
  return (
    <div class="center">
      {trick.cards.length > 0 && (
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
            {talonGroups(view).map((g, i) => (
              <div key={i} class="talon-group" data-group={i}>
                {g.length > 1 && talonGroups(view).length > 1 && <span class="group-no">{i + 1}</span>}
                {g.map((c, k) => (
                  <CardView key={`${i}-${k}`} pack={pack} card={c} lang={ctx.lang} class="small" />
                ))}
              </div>
            ))}
          </div>
        </section>
      )}
      {!showTalon &&
        view.talon === null &&
        view.phase !== 'play' &&
        view.phase !== 'finished' &&
        view.talonRestSize === 0 &&
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
      {view.discards.length > 0 && (view.phase === 'discard' || view.phase === 'announce') && (
        <section class="discards" aria-label={t.discards}>
          <div class="center-label">{t.discards}</div>
          {view.discards.map((c, k) => (
            <CardView key={k} pack={pack} card={c} lang={ctx.lang} class="small" />
          ))}
        </section>
      )}
    </div>
  );
}
