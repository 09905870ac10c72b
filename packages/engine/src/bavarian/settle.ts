/**
 * Settles one Bavarian deal in money from its facts: the only settlement code, used for played
 * deals (flow.settle) and for a score-keeper's summary (summary.ts). Money is in cents (half-cents
 * where Sirch's Frage halves); every line says who pays whom, from or into the pot, and why.
 * Money is conserved: the deltas and the pot change sum to zero.
 */
import { assertNever } from '../core/result';
import type { Settlement } from '../core/types';
import type { DealFacts } from './facts';
import { Ledger } from './ledger';
import { judge } from './outcome';
import type { PayContext } from './payments/context';
import { payHaferl } from './payments/haferl';
import { payScharf } from './payments/scharf';
import { paySirch } from './payments/sirch';
import { payUnits } from './payments/units';
import { type BavarianRules, contractSpec, KONTRA_CALLS } from './rules';

const SUIT_NAMES = ['Eichel', 'Gras', 'Herz', 'Schellen'];

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
    ledger.note('all passed: the deal is thrown in and the next player deals');
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
    factorText: f.kontra > 0 ? `, ×${factor} for ${KONTRA_CALLS.slice(1, f.kontra + 1).join('/')}` : '',
  };
  const trump = f.trump === null || f.trump < 0 ? 'no trump' : `${SUIT_NAMES[f.trump] ?? f.trump} trump`;
  ledger.note(`seat ${declarer} plays ${spec.name} (${trump}), target ${f.target}`);
  ledger.note(j.reason);
  if (j.schneider) ledger.note(`Schneider${j.schwarz ? ' and Schwarz' : ''}`);
  else if (j.schwarz) ledger.note('Schwarz');
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
  const cardPoints = [
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
