/**
 * A Bavarian match (rules-notes BT-02, BT-03, HT-01, H-03; seed 000): each player's balance in
 * cents and the pot across deals. The deal passes to the left (clockwise: the next seat), also
 * after a throw-in unless the rule set lets the same dealer deal again (rules-notes H-02, BT-NP-2
 * option); with four seats the new dealer sits out. Pot games: everyone antes when a round starts
 * (with four seats the sitting-out dealer too, by option); when the pot is empty the round ends and
 * everyone antes again (a shortfall carried over as a debt is settled from those antes first, with
 * as many rounds of antes as it takes). A Schreckensteiner kept beside a Kasse (the side pot) is fed
 * the same way with its own double ante whenever it is empty. Scharfes Tarock: each player starts
 * with a bank of €10, and the match ends when a player is bust.
 */
import type { MatchEntry, MatchRules, MatchState } from '../core/match';
import type { ExplanationLine, Seat } from '../core/types';
import type { PotId } from './ledger';
import { line, say } from './phrases';
import type { BavarianRules, PotRules } from './rules';

/** The seats that ante for a round whose first deal `dealer` deals. */
export function anteSeats(rules: BavarianRules, seats: number, dealer: Seat): Seat[] {
  const all = Array.from({ length: seats }, (_, i) => i);
  return seats === 4 && !rules.pot.sittingOutDealerAntes ? all.filter((s) => s !== dealer) : all;
}

type Ante = { m: MatchState; entry: Omit<MatchEntry, 'deal'> };

const potRules = (rules: BavarianRules, id: PotId): PotRules | null =>
  id === 'pot' ? rules.pot : rules.sidePot;

/** Everyone antes into the pot (a new round) or into the side pot. */
function ante(rules: BavarianRules, m: MatchState, id: PotId = 'pot'): Ante | null {
  const p = potRules(rules, id);
  if (!p || p.serves === 'none' || p.ante <= 0) return null;
  const payers = anteSeats(rules, m.seats, m.dealer);
  const deltas = m.totals.map((_, i) => (payers.includes(i) ? -p.ante : 0));
  const paid = payers.length * p.ante;
  const totals = m.totals.map((t, i) => t + (deltas[i] as number));
  const args = { seats: { seats: payers, join: 'comma' }, amount: { money: p.ante } } as const;
  if (id === 'sidePot') {
    const sidePot = (m.sidePot ?? 0) + paid;
    return {
      m: { ...m, totals, sidePot },
      entry: {
        deltas,
        potDelta: 0,
        totals,
        pot: m.pot,
        sidePotDelta: paid,
        sidePot,
        lines: [line(say('bavarian.anteSidePot', args), { amounts: deltas, sidePot: paid })],
      },
    };
  }
  const pot = m.pot + paid;
  const lines: ExplanationLine[] = [
    line(say('bavarian.antePot', { round: m.round + 1, ...args }), { amounts: deltas, pot: paid }),
  ];
  return {
    m: { ...m, totals, pot, round: m.round + 1 },
    entry: { deltas, potDelta: paid, totals, pot, ...side(rules, m), lines },
  };
}

/** The side pot's fields of a match entry, where the rules keep one. */
const side = (rules: BavarianRules, m: MatchState, delta = 0): { sidePot?: number; sidePotDelta?: number } =>
  rules.sidePot ? { sidePotDelta: delta, sidePot: m.sidePot ?? 0 } : {};

function highest(totals: readonly number[]): Seat[] {
  const best = Math.max(...totals);
  return totals.flatMap((t, i) => (t === best ? [i] : []));
}

export const bavarianMatch: MatchRules<BavarianRules> = {
  // Only a starting bank (Scharfes Tarock) ends a match: when a player's balance is gone.
  ends: (rules) => rules.startingBank > 0,
  start(rules, game, seats, firstDealer): MatchState {
    let m: MatchState = {
      game,
      seats,
      totals: Array.from({ length: seats }, () => rules.startingBank),
      pot: 0,
      ...(rules.sidePot ? { sidePot: 0 } : {}),
      dealer: firstDealer,
      deals: 0,
      round: 0,
      finished: false,
      winners: [],
      log: [],
    };
    const log: MatchEntry[] = [];
    const a = ante(rules, m);
    if (a) {
      m = a.m;
      log.push({ deal: 0, ...a.entry });
    }
    const b = ante(rules, m, 'sidePot');
    if (b) {
      m = b.m;
      log.push({ deal: 0, ...b.entry });
    }
    return { ...m, round: Math.max(1, m.round), log };
  },

  next(rules, m, s): MatchState {
    const totals = m.totals.map((t, i) => t + (s.deltas[i] ?? 0));
    const pot = m.pot + s.potDelta;
    const deal = m.deals + 1;
    const lines: ExplanationLine[] = [];
    const redeal = s.outcome === 'passed' && rules.allPass === 'sameDealer';
    const dealer = redeal ? m.dealer : (m.dealer + 1) % m.seats;
    const sidePot = rules.sidePot ? { sidePot: (m.sidePot ?? 0) + (s.sidePotDelta ?? 0) } : {};
    let after: MatchState = { ...m, totals, pot, ...sidePot, deals: deal, dealer };
    let deltas = s.deltas.slice();
    let potDelta = s.potDelta;
    let sidePotDelta = s.sidePotDelta ?? 0;
    const absorb = (a: Ante): void => {
      const { entry } = a;
      after = a.m;
      lines.push(...entry.lines);
      deltas = deltas.map((d, i) => d + (entry.deltas[i] ?? 0));
      potDelta += entry.potDelta;
      sidePotDelta += entry.sidePotDelta ?? 0;
    };
    if (rules.pot.serves !== 'none' && pot <= 0) {
      lines.push(
        line(
          pot < 0
            ? say('bavarian.potOwes', { debt: { money: -pot }, round: m.round })
            : say('bavarian.roundEnds', { round: m.round }),
        ),
      );
      // A debt carried over (rules-notes HT-01, option) may take more than one round of antes.
      for (let a = ante(rules, after); a; a = after.pot <= 0 ? ante(rules, after) : null) absorb(a);
    }
    if (rules.sidePot && (after.sidePot ?? 0) <= 0) {
      lines.push(line(say('bavarian.sidePotEmptied')));
      const b = ante(rules, after, 'sidePot');
      if (b) absorb(b);
    }
    if (rules.startingBank > 0 && after.totals.some((t) => t <= 0)) {
      const bust = after.totals.flatMap((t, i) => (t <= 0 ? [i] : []));
      const [only] = bust;
      lines.push(
        line(
          bust.length === 1 && only !== undefined
            ? say('bavarian.bust', { seat: { seat: only } })
            : say('bavarian.bustMany', { seats: { seats: bust, join: 'comma', noun: 'seat' } }),
        ),
      );
      after = { ...after, finished: true, winners: highest(after.totals) };
    }
    const entry: MatchEntry = {
      deal,
      deltas,
      potDelta,
      totals: after.totals,
      pot: after.pot,
      ...side(rules, after, sidePotDelta),
      lines,
    };
    return { ...after, log: [...m.log, entry] };
  },
};
