/** What the History's file section says: the worker's answer to a history file, in the page's words. */
import type { ImportCounts } from '../worker/history';
import type { ImportAnswer } from '../worker/protocol';
import type { HistoryStrings } from './strings';

export type Said =
  | { readonly kind: 'busy'; readonly text: string }
  | { readonly kind: 'done'; readonly text: string; readonly skipped: readonly string[] }
  | { readonly kind: 'failed'; readonly text: string };

/** What the worker's answer to a file says, in the page's words. */
export function answerSaid(a: ImportAnswer, s: HistoryStrings): Said {
  if (!a.ok) {
    if (a.fault === null) return { kind: 'failed', text: s.readFailed(a.reason) };
    const f = a.fault;
    switch (f.code) {
      case 'tooLarge':
        return { kind: 'failed', text: s.faults.tooLarge((f.bytes / 1024 / 1024).toFixed(0)) };
      case 'notJson':
        return { kind: 'failed', text: s.faults.notJson };
      case 'aRecord':
        return { kind: 'failed', text: s.faults.aRecord };
      case 'notArchive':
        return { kind: 'failed', text: s.faults.notArchive };
      case 'version':
        return { kind: 'failed', text: s.faults.version(f.version) };
    }
  }
  return { kind: 'done', text: countsText(a.counts, s), skipped: a.skipped.map((m) => m.why) };
}

function countsText(c: ImportCounts, s: HistoryStrings): string {
  const p = s.readParts;
  const parts = [
    c.added > 0 ? p.added(c.added) : null,
    c.extended > 0 ? p.extended(c.extended) : null,
    c.deals > 0 ? p.deals(c.deals) : null,
    c.already > 0 ? p.already(c.already) : null,
    c.noRoom > 0 ? p.noRoom(c.noRoom) : null,
  ].filter((x): x is string => x !== null);
  return c.deals === 0 && c.noRoom === 0 ? s.readNothing : s.readDone(parts);
}
