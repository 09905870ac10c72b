/**
 * The table's log, read out by screen readers (aria-live): every bid, call and card as it happens,
 * said as what happened ("Anna legt die Herz-Zwei ab", "Bert says Kontra"; the buttons keep the
 * calls' own words; another seat's cards laid away once, as many as they were and only those the
 * View shows: "Bert legt 3 Karten ab"), and who won each trick. Built from the turns of the View's
 * public history; opened on a deal under way, it shows that deal's last lines.
 */
import type { PublicTurn, Seat, View } from '@tarock/engine';
import type { JSX } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { useI18n } from '../i18n/i18n';
import type { Strings } from '../i18n/strings';
import type { TableContext } from './context';

export function turnText(
  turn: PublicTurn,
  at: number,
  view: View,
  ctx: TableContext,
  t: Strings,
): string | null {
  if (turn.actor === 'chance') return t.dealStarts(ctx.name(view.dealer));
  return ctx.report(turn.action, view, turn.actor, at);
}

/**
 * One line of the log as it is kept: the turn at `at` of `view`'s history, or (`won`) who won the
 * trick that turn completed, worded only when shown (in the language of the moment: a line kept
 * as text stayed in the language it was written in when the player switched).
 */
export interface LogEntry {
  readonly view: View;
  readonly at: number;
  readonly won: boolean;
  /**
   * A line of the table's own, not a turn's: the player's turn come (for screen readers only: the
   * table shows it) or the player's card taken back.
   */
  readonly note?: 'yourTurn' | 'takenBack';
}

/** The log's entries for the View's turns from `from` on: each turn, and after a trick's last card who won it. */
export function logEntries(view: View, from: number): LogEntry[] {
  const add: LogEntry[] = [];
  view.history.slice(from).forEach((turn, i) => {
    const at = from + i;
    add.push({ view, at, won: false });
    // A trick completed with this card: say who won it.
    if (turn.action.type === 'play' && wonTrick(view, at)) add.push({ view, at, won: true });
  });
  return add;
}

/** The trick completed by the card at `at`, if it completed one. */
function wonTrick(view: View, at: number): { readonly winner: Seat } | undefined {
  const plays = view.history.slice(0, at + 1).filter((x) => x.action.type === 'play').length;
  const k = plays / view.players.length - 1;
  return Number.isInteger(k) ? view.tricks[k] : undefined;
}

/** An entry's line in the context's names and words; null for a turn the log does not tell (see `turnText`). */
export function entryText(e: LogEntry, ctx: TableContext, t: Strings): string | null {
  if (e.note) return e.note === 'yourTurn' ? t.yourTurn : t.takenBack;
  const turn = e.view.history[e.at];
  if (!turn) return null;
  if (!e.won) return turnText(turn, e.at, e.view, ctx, t);
  const trick = wonTrick(e.view, e.at);
  return trick ? t.wonTrick(ctx.name(trick.winner)) : null;
}

/** The log's new lines once the View has come to `view`, for its turns from `from` on. */
export function logLines(view: View, from: number, ctx: TableContext, t: Strings): string[] {
  return logEntries(view, from)
    .map((e) => entryText(e, ctx, t))
    .filter((l): l is string => l !== null);
}

/**
 * The entries without the cards of the tricks before the one being played (and who won them),
 * once a card of it lies on the table; every other line stays.
 */
export function withoutEarlierTricks<E extends { readonly entry: LogEntry }>(
  entries: readonly E[],
  view: View,
): E[] {
  if (view.trick.length === 0) return [...entries];
  const trickStart = view.history.length - view.trick.length;
  return entries.filter(({ entry }) => {
    if (entry.at >= trickStart) return true;
    return !entry.won && entry.view.history[entry.at]?.action.type !== 'play';
  });
}

/** The lines the log shows. */
const SHOWN = 8;

/**
 * The last `SHOWN` lines, and the newest "Your turn" among or after them (an older one said and
 * gone: they took the places of the lines).
 */
function lastShown<E extends { readonly entry: LogEntry }>(entries: readonly E[]): E[] {
  const turn = entries.map((e) => e.entry.note).lastIndexOf('yourTurn');
  const kept = entries.filter((e, i) => e.entry.note !== 'yourTurn' || i === turn);
  let lines = 0;
  for (let i = kept.length - 1; i >= 0; i--)
    if (kept[i]?.entry.note !== 'yourTurn' && ++lines > SHOWN) return kept.slice(i + 1);
  return kept;
}

export function LiveLog({ view, ctx }: { view: View; ctx: TableContext }): JSX.Element {
  const { t } = useI18n();
  const seen = useRef<{ game: string; n: number; tricks: number; first: string; mine: boolean }>({
    game: '',
    n: 0,
    tricks: 0,
    first: '',
    mine: false,
  });
  // Each entry with a number of its own: a line keeps its element when its words change with the
  // language, so the screen reader is not read the whole log again as new lines.
  const next = useRef(0);
  const [entries, setEntries] = useState<readonly { readonly key: number; readonly entry: LogEntry }[]>([]);
  // Where the rules let nobody look back at a trick (Löw, Beck: `lastTrickReview` none), the log
  // does not keep the cards of a trick once the next one is begun (screen readers heard them).
  const noLookingBack = ctx.game.rules.lastTrickReview === 'none';

  useEffect(() => {
    const prev = seen.current;
    const first = JSON.stringify(view.history[0] ?? null);
    // The player's card taken back (U): the same deal, its play, fewer turns.
    const takenBack =
      prev.game === view.game &&
      view.phase === 'play' &&
      first === prev.first &&
      view.history.length < prev.n;
    const fresh = !takenBack && (prev.game !== view.game || view.history.length < prev.n);
    const mine = view.toAct === ctx.human && view.legal.length > 0;
    // Opened on a deal under way (a match continued after a reload, the table left and opened
    // again): its last lines as they were; a new deal starts the log with its last turn.
    const opened = prev.game === '';
    const from = opened ? 0 : fresh ? Math.max(0, view.history.length - 1) : prev.n;
    // Only the entries that make a line are kept (whether one does is the same in every language).
    const found: LogEntry[] = takenBack
      ? [{ view, at: view.history.length, won: false, note: 'takenBack' }]
      : logEntries(view, from).filter((e) => entryText(e, ctx, t) !== null);
    // "Your turn" once it comes (said, where the table only shows it).
    if (mine && (!prev.mine || takenBack || fresh))
      found.push({ view, at: view.history.length, won: false, note: 'yourTurn' });
    const add = found.map((entry) => ({ key: next.current++, entry }));
    seen.current = { game: view.game, n: view.history.length, tricks: view.tricks.length, first, mine };
    if (add.length)
      setEntries((old) => {
        // The turns taken back leave the log with the card.
        const before = takenBack ? old.filter(({ entry }) => entry.at < view.history.length) : old;
        const kept = [...(fresh ? [] : before), ...add];
        return lastShown(noLookingBack ? withoutEarlierTricks(kept, view) : kept);
      });
  }, [view]);

  return (
    <div class="live-log" role="log" aria-live="polite" aria-relevant="additions" data-testid="live-log">
      {entries.map(({ key, entry }) => (
        <div key={key} class={entry.note === 'yourTurn' ? 'log-note visually-hidden' : 'log-line'}>
          {entryText(entry, ctx, t)}
        </div>
      ))}
    </div>
  );
}
