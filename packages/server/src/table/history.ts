/**
 * A table's history: its finished deals, each with its record, in pages of at most
 * `HISTORY_PAGE` deals (for the `history` command and the HTTP table API alike).
 */
import { type FinishedDeal, HISTORY_PAGE } from '@tarock/protocol';
import type { Store } from '../store/store';

/** A page of a table's finished deals from deal `from` on, and the `from` of the next page (or null). */
export async function historyPage(
  store: Store,
  id: string,
  from: number,
): Promise<{ deals: FinishedDeal[]; next: number | null }> {
  const deals = await store.deals(id, from, HISTORY_PAGE + 1);
  const after = deals.length > HISTORY_PAGE ? deals.pop() : undefined;
  return { deals, next: after ? after.n : null };
}
