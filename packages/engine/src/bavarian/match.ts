/**
 * A Bavarian match (rules-notes BT-02, BT-03, HT-01, H-03; seed 000): each player's balance in
 * cents and the pot across deals. The deal passes to the left (clockwise: the next seat), also
 * after a throw-in unless the rule set lets the same dealer deal again (rules-notes H-02, BT-NP-2
 * option); with four seats the new dealer sits out. Pot games: everyone antes when a round
 * starts (with four seats the sitting-out dealer too, by option); when the pot is empty the round
 * ends and everyone antes again (a shortfall carried over as a debt is settled from those antes
 * first, with as many rounds of antes as it takes). Scharfes Tarock: each player starts with a bank of €10, and the
 * match ends when a player is bust.
 */
import type { MatchEntry, MatchRules, MatchState } from '../core/match';
import type { ExplanationLine, Seat } from '../core/types';
import { money } from './ledger';
import type { BavarianRules } from './rules';

/** The seats that ante for a round whose first deal `dealer` deals. */
export function anteSeats(rules: BavarianRules, seats: number, dealer: Seat): Seat[] {
  const all = Array.from({ length: seats }, (_, i) => i);
  return seats === 4 && !rules.pot.sittingOutDealerAntes ? all.filter((s) => s !== dealer) : all;
}

function ante(
  rules: BavarianRules,
  m: MatchState,
): { m: MatchState; entry: Omit<MatchEntry, 'deal'> } | null {
  if (rules.pot.serves === 'none' || rules.pot.ante <= 0) return null;
  const payers = anteSeats(rules, m.seats, m.dealer);
  const deltas = m.totals.map((_, i) => (payers.includes(i) ? -rules.pot.ante : 0));
  const potDelta = payers.length * rules.pot.ante;
  const totals = m.totals.map((t, i) => t + (deltas[i] as number));
  const pot = m.pot + potDelta;
  const lines: ExplanationLine[] = [
    {
      text: `round ${m.round + 1}: seats ${payers.join(', ')} ante ${money(rules.pot.ante)} each into the pot`,
      amounts: deltas,
      pot: potDelta,
    },
  ];
  return { m: { ...m, totals, pot, round: m.round + 1 }, entry: { deltas, potDelta, totals, pot, lines } };
}

function highest(totals: readonly number[]): Seat[] {
  const best = Math.max(...totals);
  return totals.flatMap((t, i) => (t === best ? [i] : []));
}

export const bavarianMatch: MatchRules<BavarianRules> = {
  start(rules, game, seats, firstDealer): MatchState {
    const m: MatchState = {
      game,
      seats,
      totals: Array.from({ length: seats }, () => rules.startingBank),
      pot: 0,
      dealer: firstDealer,
      deals: 0,
      round: 0,
      finished: false,
      winners: [],
      log: [],
    };
    const a = ante(rules, m);
    if (!a) return { ...m, round: 1 };
    return { ...a.m, log: [{ deal: 0, ...a.entry }] };
  },

  next(rules, m, s): MatchState {
    const totals = m.totals.map((t, i) => t + (s.deltas[i] ?? 0));
    const pot = m.pot + s.potDelta;
    const deal = m.deals + 1;
    const lines: ExplanationLine[] = [];
    const redeal = s.outcome === 'passed' && rules.allPass === 'sameDealer';
    const dealer = redeal ? m.dealer : (m.dealer + 1) % m.seats;
    let after: MatchState = { ...m, totals, pot, deals: deal, dealer };
    let deltas = s.deltas.slice();
    let potDelta = s.potDelta;
    if (rules.pot.serves !== 'none' && pot <= 0) {
      lines.push({
        text:
          pot < 0
            ? `the pot owes ${money(-pot)}: round ${m.round} ends, and the antes settle the debt first`
            : `the pot is empty: round ${m.round} ends`,
      });
      // A debt carried over (rules-notes HT-01, option) may take more than one round of antes.
      let a = ante(rules, after);
      while (a) {
        const { entry } = a;
        after = a.m;
        lines.push(...entry.lines);
        deltas = deltas.map((d, i) => d + (entry.deltas[i] ?? 0));
        potDelta += entry.potDelta;
        a = after.pot <= 0 ? ante(rules, after) : null;
      }
    }
    if (rules.startingBank > 0 && after.totals.some((t) => t <= 0)) {
      const bust = after.totals.flatMap((t, i) => (t <= 0 ? [i] : []));
      lines.push({
        text: `seat ${bust.join(', ')} ${bust.length > 1 ? 'are' : 'is'} bust: the match is over`,
      });
      after = { ...after, finished: true, winners: highest(after.totals) };
    }
    const entry: MatchEntry = { deal, deltas, potDelta, totals: after.totals, pot: after.pot, lines };
    return { ...after, log: [...m.log, entry] };
  },
};
