/**
 * The standings a finished match of an online table ended with, worked out again from its deals'
 * records in the history: each record replayed through the engine (`replay`), its settlement
 * threaded through the preset's match rules from the match's first dealer, as the server threaded
 * it. The table's own information carries only the running match, so a match over was otherwise
 * gone from view once the next began (its deals listed, its result nowhere).
 */
import { type MatchState, type Settlement, replay } from '@tarock/engine';

type Unit = Settlement['unit'];
import type { FinishedDeal } from '@tarock/protocol';

export interface MatchStanding {
  /** The match's number at the table (`FinishedDeal.match`). */
  readonly match: number;
  /** The table's number of its last deal in the history. */
  readonly lastDeal: number;
  readonly state: MatchState;
  readonly unit: Unit;
}

/**
 * Every match of `deals` (the history from its first deal on, as it is loaded page by page) that
 * is over, with the state it ended in; a match whose deals do not all replay is left out.
 */
export function finishedMatches(deals: readonly FinishedDeal[]): MatchStanding[] {
  const out: MatchStanding[] = [];
  let i = 0;
  while (i < deals.length) {
    const first = deals[i] as FinishedDeal;
    let j = i;
    while (j < deals.length && deals[j]?.match === first.match) j++;
    const standing = threaded(deals.slice(i, j));
    if (standing?.state.finished) out.push(standing);
    i = j;
  }
  return out;
}

function threaded(group: readonly FinishedDeal[]): MatchStanding | null {
  let state: MatchState | null = null;
  let unit: Unit = 'points';
  for (const d of group) {
    const r = replay(d.record);
    if (!r.ok) return null;
    const { game, states } = r.value;
    const settlement = states.at(-1)?.settlement;
    if (!settlement) return null;
    const rules = game.preset.match;
    state ??= rules.start(game.rules, game.name, game.seats, d.record.dealer);
    state = rules.next(game.rules, state, settlement);
    unit = settlement.unit;
  }
  const last = group.at(-1);
  return state && last ? { match: last.match, lastDeal: last.n, state, unit } : null;
}
