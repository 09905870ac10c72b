/**
 * The table worker's side of the offline history (`history.ts`): what it keeps of a deal once the
 * deal is over, and its answers to the history screen. The history holds only finished deals, so
 * what it hands the page (a list without a card, a finished deal's record) never shows a hand of
 * a deal under way.
 */
import { formatRecordJson } from '@tarock/engine';
import type { FinishedDeal, HistoryStore } from './history';
import { archiveText, readArchive } from './historyArchive';
import type { FromWorker, ToWorker } from './protocol';
import type { TableSession } from './session';

/** What the history keeps of the session's deal, once it is over and settled; else null. */
export function finishedDeal(s: TableSession, now = Date.now()): FinishedDeal | null {
  const settlement = s.state.settlement;
  if (s.state.phase !== 'finished' || !settlement) return null;
  const { match, setup, identity } = s;
  return {
    match: {
      id: identity.id,
      started: identity.started,
      game: s.game.name,
      players: setup.players,
      names: setup.names,
      totals: match.totals,
      pot: match.pot,
      finished: match.finished,
    },
    deal: {
      deal: match.deals,
      ended: now,
      contract: settlement.contract,
      declarer: settlement.declarer,
      outcome: settlement.outcome,
      players: s.state.players,
      deltas: settlement.deltas,
      totals: match.totals,
      pot: match.pot,
    },
    json: formatRecordJson(s.record()),
  };
}

export type HistoryRequest = Extract<
  ToWorker,
  { type: 'history' | 'historyRecord' | 'historyDelete' | 'historyExport' | 'historyImport' }
>;

/** Answers a request of the history screen (a deletion with the list as it is then). */
export async function answerHistory(
  m: HistoryRequest,
  history: HistoryStore,
  post: (m: FromWorker) => void,
  now: () => number = Date.now,
): Promise<void> {
  if (m.type === 'historyExport') {
    const all = await history.exportAll(m.match);
    post(
      all.ok
        ? {
            type: 'historyExport',
            text: archiveText(all.value.matches, new Date(now()).toISOString()),
            matches: all.value.matches.length,
            unread: all.value.unread,
            reason: null,
          }
        : { type: 'historyExport', text: null, matches: 0, unread: 0, reason: all.error },
    );
    return;
  }
  if (m.type === 'historyImport') {
    const read = readArchive(m.text);
    if (!read.ok) {
      post({ type: 'historyImported', result: { ok: false, fault: read.error } });
      return;
    }
    const taken = await history.importAll(read.value.matches);
    post({
      type: 'historyImported',
      result: taken.ok
        ? { ok: true, counts: taken.value, skipped: read.value.skipped }
        : { ok: false, fault: null, reason: taken.error },
    });
    // The list as it is now, whatever came of it.
  }
  if (m.type === 'historyRecord') {
    const r = await history.record(m.match, m.deal);
    post({
      type: 'historyRecord',
      match: m.match,
      deal: m.deal,
      json: r.ok ? r.value : null,
      reason: r.ok ? null : r.error,
    });
    return;
  }
  if (m.type === 'historyDelete') {
    const r = await (m.match === null ? history.clear() : history.remove(m.match));
    if (!r.ok) {
      post({ type: 'history', matches: null, reason: r.error });
      return;
    }
  }
  const list = await history.list();
  post(
    list.ok
      ? { type: 'history', matches: list.value, reason: null }
      : { type: 'history', matches: null, reason: list.error },
  );
}
