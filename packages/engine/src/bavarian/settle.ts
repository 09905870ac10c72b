/**
 * Settles one Bavarian deal in money from its facts: the only settlement code, used for played
 * deals (flow.settle) and for a score-keeper's summary (summary.ts). Money is in cents (half-cents
 * where Sirch's Frage halves); every line says who pays whom, from or into the pot, and why.
 * Money is conserved: the deltas and the pot change sum to zero.
 */
import { assertNever } from '../core/result';
import { NOTHING } from '../core/phrase';
import type { Settlement } from '../core/types';
import type { DealFacts } from './facts';
import { Ledger } from './ledger';
import { judge } from './outcome';
import type { PayContext } from './payments/context';
import { payHaferl } from './payments/haferl';
import { payScharf } from './payments/scharf';
import { paySirch } from './payments/sirch';
import { payUnits } from './payments/units';
import { kontraCalls, say, suitArg } from './phrases';
import { type BavarianRules, contractSpec } from './rules';

export function settleDeal(rules: BavarianRules, f: DealFacts): Settlement {
  const ledger = new Ledger(f.seats, f.pot, rules.pot.shortfall, f.sidePot ?? 0);
  // The side pot's change is part of the settlement wherever the rules keep one.
  const side = (): { sidePotDelta?: number } => (rules.sidePot ? { sidePotDelta: ledger.sidePotDelta } : {});
  const spec = f.contract === null ? undefined : contractSpec(rules, f.contract);
  const base = {
    unit: 'cents' as const,
    contract: f.contract,
    declarer: f.declarer,
  };
  if (!spec || f.declarer === null) {
    // Who deals next is the rule set's (rules-notes H-02, BT-NP-2: `allPass`).
    ledger.note(say(rules.allPass === 'sameDealer' ? 'bavarian.passedSameDealer' : 'bavarian.passed'));
    return {
      ...base,
      deltas: ledger.deltas,
      potDelta: 0,
      ...side(),
      cardPoints: [],
      outcome: 'passed',
      lines: ledger.lines,
    };
  }
  const declarer = f.declarer;
  const defenders = f.players.filter((p) => p !== declarer);
  const j = judge(rules, spec, f);
  const factor = 2 ** f.kontra;
  const ctx: PayContext = {
    rules,
    facts: f,
    spec,
    j,
    ledger,
    declarer,
    defenders,
    factor,
    potFactor: rules.kontra.multipliesPot ? factor : 1,
    kontra: f.kontra > 0 ? say('bavarian.kontra', { factor, calls: kontraCalls(f.kontra) }) : NOTHING,
  };
  const trump =
    f.trump === null || f.trump < 0
      ? say('bavarian.noTrump')
      : say('bavarian.trump', { suit: suitArg(f.trump) });
  const contract = { contract: spec.id, en: spec.name };
  // A Bettel is won by taking no trick: it has no card-point target (BT-NP-3).
  ledger.note(
    spec.kind === 'bettel'
      ? say('bavarian.playsBettel', { declarer: { seat: declarer }, contract, trump })
      : say('bavarian.plays', { declarer: { seat: declarer }, contract, trump, target: f.target }),
  );
  ledger.note(j.reason);
  if (j.schneider) ledger.note(say(j.schwarz ? 'bavarian.schneiderSchwarz' : 'bavarian.schneider'));
  else if (j.schwarz) ledger.note(say('bavarian.schwarz'));
  const p = rules.payment;
  switch (p.scheme) {
    case 'units':
      payUnits(ctx, p);
      break;
    case 'sirch':
      paySirch(ctx, p);
      break;
    case 'haferl':
      payHaferl(ctx, p);
      break;
    case 'scharf':
      payScharf(ctx, p);
      break;
    default:
      assertNever(p);
  }
  const cardPoints = f.pointsUnknown
    ? []
    : [
        { party: 'declarer', seats: [declarer], points: f.points.declarer, thirds: 3 * f.points.declarer },
        { party: 'defenders', seats: defenders, points: f.points.defenders, thirds: 3 * f.points.defenders },
        ...(f.otherPiles ?? []).map((o) => ({
          party: o.party,
          seats: [],
          points: o.points,
          thirds: 3 * o.points,
        })),
      ];
  return {
    ...base,
    deltas: ledger.deltas,
    potDelta: ledger.potDelta,
    ...side(),
    cardPoints,
    outcome: j.outcome,
    lines: ledger.lines,
  };
}
