/**
 * The table's log, read out by screen readers (aria-live): every bid, call and card as it happens,
 * said as what happened ("Anna legt die Herz-Zwei ab", "Bert says Kontra"; the buttons keep the
 * calls' own words; another seat's cards laid away once, as many as they were and only those the
 * View shows: "Bert legt 3 Karten ab"), and who won each trick. Built from the turns of the View's
 * public history; opened on a deal under way, it shows that deal's last lines.
 */
import type { PublicTurn, View } from '@tarock/engine';
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
 * The log's new lines once the View has come to `view`, for its turns from `from` on: each turn's
 * line, and after a trick's last card who won it.
 */
export function logLines(view: View, from: number, ctx: TableContext, t: Strings): string[] {
  const add: string[] = [];
  view.history.slice(from).forEach((turn, i) => {
    const text = turnText(turn, from + i, view, ctx, t);
    if (text) add.push(text);
    // A trick completed with this card: say who won it.
    if (turn.action.type === 'play') {
      const plays = view.history.slice(0, from + i + 1).filter((x) => x.action.type === 'play').length;
      const k = plays / view.players.length - 1;
      const trick = Number.isInteger(k) ? view.tricks[k] : undefined;
      if (trick) add.push(t.wonTrick(ctx.name(trick.winner)));
    }
  });
  return add;
}

export function LiveLog({ view, ctx }: { view: View; ctx: TableContext }): JSX.Element {
  const { t } = useI18n();
  const seen = useRef<{ game: string; n: number; tricks: number }>({ game: '', n: 0, tricks: 0 });
  const [lines, setLines] = useState<string[]>([]);

  useEffect(() => {
    const prev = seen.current;
    const fresh = prev.game !== view.game || view.history.length < prev.n;
    // Opened on a deal under way (a match continued after a reload, the table left and opened
    // again): its last lines as they were; a new deal starts the log with its last turn.
    const opened = prev.game === '';
    const from = opened ? 0 : fresh ? Math.max(0, view.history.length - 1) : prev.n;
    const add = logLines(view, from, ctx, t);
    seen.current = { game: view.game, n: view.history.length, tricks: view.tricks.length };
    if (add.length) setLines((old) => [...(fresh ? [] : old), ...add].slice(-8));
  }, [view]);

  return (
    <div class="live-log" role="log" aria-live="polite" aria-relevant="additions" data-testid="live-log">
      {lines.map((l, i) => (
        <div key={`${i}-${l}`} class="log-line">
          {l}
        </div>
      ))}
    </div>
  );
}
