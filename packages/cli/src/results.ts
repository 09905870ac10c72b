/**
 * The `--json` result of a deal, shared by replay, score, simulate and play: each seat's points
 * for the deal and for the match, the card points of each party and the explanation lines.
 */
import { canonicalSettlement, type Game, type MatchState, type Seat, type Settlement } from '@tarock/engine';

/** The match as it stands after one deal played from a fresh start (antes and end bonuses included). */
export function matchAfter(game: Game, st: Settlement, dealer: Seat): MatchState {
  const m = game.preset.match.start(game.rules, game.name, game.seats, dealer);
  return game.preset.match.next(game.rules, m, st);
}

export function dealResultJson(game: Game, st: Settlement, match: MatchState, names: readonly string[]) {
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
    match: {
      points: match.totals,
      pot: match.pot,
      ...(match.sidePot !== undefined ? { sidePot: match.sidePot } : {}),
      deals: match.deals,
      finished: match.finished,
      winners: match.winners,
    },
    cardPoints: st.cardPoints.map((p) => ({ party: p.party, seats: p.seats, points: p.points })),
    // The lines as records keep them: text and amounts, without the phrases displays translate.
    explanation: canonicalSettlement(st).lines,
  };
}
