/**
 * Always in view: the declarer and the contract ("Anna plays Solo"), its target, trump,
 * announcements and contras, who leads. It keeps two lines of the page (three on a phone): each
 * item keeps to a line (a long one ends in an ellipsis) but the announcements and contras, which
 * wrap, so nothing said before play moves the table and the hand below. On a desktop the bar grows
 * to the lines its items need (up to four) over the felt's empty top, taking as much off its margin
 * below (`useGrowthOver`): at two fixed lines a recontra's turn scrolled inside it, the contras
 * out of sight. On a phone what does not fit scrolls inside the bar. Who is to act stands apart
 * from the items that scroll (`.status-items`): on a phone it has the bar's last line to itself, so
 * the lists never push it out of view. Wherever the items scroll, a mark at the foot of what shows
 * (`.status-more`) says that more lies below until it is scrolled to: a phone shows no scroll bar,
 * and a desktop's (where the bar scrolls: at a four-seat table past two lines, elsewhere past four)
 * is thin at the bar's end, or hidden until scrolled where the system lays it over the content.
 * A note (the match not kept for a reload) stands quietly after the items, said once.
 */
import { type View, paysByGameValue } from '@tarock/engine';
import type { JSX } from 'preact';
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { suitName } from '../cards/names';
import { useI18n } from '../i18n/i18n';
import { bonusName, doublingsText } from '../i18n/vocab';
import { contractLabel } from '../result/format';
import type { TableContext } from './context';
import { announcedBySeat } from './model';
import { targetText } from './target';

export function StatusBar({
  view,
  ctx,
  note = null,
}: {
  view: View;
  ctx: TableContext;
  /**
   * A quiet line after the items: the match not kept for a reload (`unkept`), or continued in
   * another tab (`elsewhere`).
   */
  note?: { readonly text: string; readonly title: string } | null;
}): JSX.Element {
  const { t, lang } = useI18n();
  const c = view.contract;
  const target = c ? targetText(c, ctx.game.burden(view), t) : null;
  // The game value only where the settlement pays by it (not Haferltarock's bands, Sirch's points).
  const value = c && paysByGameValue(ctx.game.rules) ? c.gameValue : 0;
  const toAct = typeof view.toAct === 'number' ? view.toAct : null;
  const bar = useRef<HTMLElement>(null);
  const items = useRef<HTMLDivElement>(null);
  const more = useMoreBelow(bar, items);
  useGrowthOver(bar);
  // The declarer first, the key fact: after the contract's name ("CONTRACT Handspiel (hand game) ·
  // Declarer: …") a 360 px phone cut the name off. The whole line on hover where it is cut.
  const contractLine =
    c && c.declarer !== null
      ? `${ctx.name(c.declarer)} ${t.playsContract} ${contractLabel(c.id, lang, ctx.game.rules)}`
      : null;
  return (
    <section class="status-bar" aria-label={t.contract} ref={bar}>
      <div class="status-items" ref={items}>
        <div class="status-item status-contract" data-testid="contract" title={contractLine ?? undefined}>
          {c && c.declarer !== null ? (
            <>
              <strong data-testid="declarer">{ctx.name(c.declarer)}</strong> {t.playsContract}{' '}
              <strong data-testid="contract-name">{contractLabel(c.id, lang, ctx.game.rules)}</strong>
            </>
          ) : (
            <>
              <StatusLabel>{t.contract}</StatusLabel>
              <strong data-testid="contract-name">
                {c
                  ? contractLabel(c.id, lang, ctx.game.rules)
                  : ctx.family === 'illustrated'
                    ? t.noContractIllustrated
                    : t.noContract}
              </strong>
            </>
          )}
        </div>
        {c && (target !== null || value > 0) && (
          <div class="status-item">
            {target !== null && (
              <>
                <StatusLabel>{t.target}</StatusLabel>
                <strong data-testid="target">{target}</strong>
              </>
            )}
            {value > 0 && (
              <span>
                {target !== null ? ' · ' : ''}
                {t.gameValue} {value}
              </span>
            )}
          </div>
        )}
        {c && c.trump !== null && c.trump >= 0 && ctx.game.pack.tarockSuit < 0 && (
          <div class="status-item">
            <StatusLabel>{t.trump}</StatusLabel>
            <strong>{suitName(ctx.game.pack, c.trump, lang)}</strong>
          </div>
        )}
        {view.announcements.length > 0 && (
          <div class="status-item status-list">
            <StatusLabel>{t.announcements}</StatusLabel>
            {announcedBySeat(view.announcements)
              .map(
                ({ seat, bonuses }) =>
                  `${ctx.name(seat)}: ${bonuses.map((b) => bonusName(b, lang, ctx.game.rules)).join(', ')}`,
              )
              .join(' · ')}
          </div>
        )}
        {view.doublings.length > 0 && (
          <div class="status-item status-list">
            <StatusLabel>{t.contras}</StatusLabel>
            {doublingsText(
              ctx.family,
              view.doublings,
              { lang, seatName: ctx.name, rules: ctx.game.rules },
              c?.declarer ?? null,
            )}
          </div>
        )}
        {note && (
          <div class="status-item status-note" role="status" title={note.title} data-testid="unkept">
            {note.text}
          </div>
        )}
      </div>
      {more && (
        <span class="status-more" aria-hidden="true">
          ▾
        </span>
      )}
      <div class="status-item status-turn">
        {view.phase === 'play' && toAct !== null && view.trick.length === 0 ? (
          <span>
            <strong>{ctx.name(toAct)}</strong> {t.leads}
          </span>
        ) : toAct !== null ? (
          <span>
            <strong>{ctx.name(toAct)}</strong> {t.toAct}
          </span>
        ) : null}
      </div>
    </section>
  );
}

/**
 * Whether the items scroll and more of them lies below what shows: the items' own box on a phone,
 * the bar itself on a desktop, where the items are laid out as `display: contents` among the bar's
 * own (who is to act on their first line).
 */
function useMoreBelow(
  bar: { readonly current: HTMLElement | null },
  items: { readonly current: HTMLElement | null },
): boolean {
  const [more, setMore] = useState(false);
  useLayoutEffect(() => {
    const b = bar.current;
    const i = items.current;
    if (!b || !i) return;
    const check = (): void => {
      const el = getComputedStyle(i).display === 'contents' ? b : i;
      setMore(el.scrollHeight - el.scrollTop - el.clientHeight > 1);
    };
    check();
    const resized = new ResizeObserver(check);
    for (const el of [b, i]) {
      el.addEventListener('scroll', check, { passive: true });
      resized.observe(el);
    }
    return () => {
      for (const el of [b, i]) el.removeEventListener('scroll', check);
      resized.disconnect();
    };
  });
  return more;
}

/**
 * How far the bar has grown past the height it keeps in the page's flow (its `min-height`), as
 * `--status-over` on the bar: on a desktop the bar grows to the lines its items need and takes as
 * much off its margin below (app.css), so that it lies over the felt's empty top and the felt, the
 * calls and the hand stay where they were. Set when the bar's size changes, before the screen is
 * painted (a ResizeObserver's callback runs between layout and paint).
 */
function useGrowthOver(ref: { readonly current: HTMLElement | null }): void {
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const check = (): void => {
      const over = Math.max(
        0,
        el.getBoundingClientRect().height - (Number.parseFloat(getComputedStyle(el).minHeight) || 0),
      );
      const now = `${over}px`;
      if (el.style.getPropertyValue('--status-over') !== now) el.style.setProperty('--status-over', now);
    };
    check();
    const resized = new ResizeObserver(check);
    resized.observe(el);
    return () => resized.disconnect();
  }, [ref]);
}

/** An item's label; a screen reader hears ": " after it (the page shows a gap): "Contras: …", not "Contrascontra …". */
function StatusLabel({ children }: { children: string }): JSX.Element {
  return (
    <span class="status-label">
      {children}
      <span class="visually-hidden">: </span>
    </span>
  );
}
