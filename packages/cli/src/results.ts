/**
 * The `--json` result of one deal, shared by replay and score: each seat's points for the deal,
 * the pot's change, the card points of each party and the explanation lines. A record or a
 * summary is one deal: the match it belongs to (earlier deals, antes, a series' end) is not in it,
 * so no match totals are made up here.
 */
import { canonicalSettlement, type Game, type Settlement } from '@tarock/engine';

export function dealResultJson(game: Game, st: Settlement, names: readonly string[]) {
  return {
    variant: game.rules.id,
    game: game.name,
    unit: st.unit,
    seats: names,
    outcome: st.outcome,
    contract: st.contract,
    declarer: st.declarer,
    deal: {
      points: st.deltas,
      pot: st.potDelta,
      ...(st.sidePotDelta !== undefined ? { sidePot: st.sidePotDelta } : {}),
    },
    cardPoints: st.cardPoints.map((p) => ({ party: p.party, seats: p.seats, points: p.points })),
    // The lines as records keep them: text and amounts, without the phrases displays translate.
    explanation: canonicalSettlement(st).lines,
  };
}
