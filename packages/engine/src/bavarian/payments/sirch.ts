/**
 * Sirch 2008 (seed 000, Sirch paragraph; rules-notes H-04).
 * Per point: a winning declarer takes 1 ¢ per point over 60 from the pot, rounded up to 5 ¢
 * (71 → 15 ¢); a slam (all tricks) pays double, 120 ¢. A losing declarer pays 1 ¢ per point under
 * 60, rounded up to 5 ¢, out of his own pocket, split between the defenders; when that is an odd
 * multiple of 5 the pot adds 5 ¢ so each defender gets the same (49 → he pays 15 ¢, the pot 5 ¢,
 * each defender gets 10 ¢), or by option the odd 5 ¢ goes into the pot. A Frage pays half of
 * everything, exactly (half-cents) or rounded up to 5 ¢.
 * Flat: a win pays 50 ¢ (61–90) or 60 ¢ (Schneider) from the pot or from each opponent; a loss
 * pays each defender 50 ¢ or 60 ¢. Frage half.
 */
import type { SirchPayment } from '../rules';
import { money } from '../ledger';
import { ceilTo, floorTo, type PayContext } from './context';

export function paySirch(ctx: PayContext, p: SirchPayment): void {
  const { ledger, j, spec, declarer, facts } = ctx;
  if (j.outcome === 'draw') return;
  const frage = spec.kind === 'stock';
  const half = (x: number): number => (!frage ? x : p.frageHalf === 'exact' ? x / 2 : ceilTo(x / 2, 5));
  const halfText = frage ? ', Frage pays half' : '';
  const [d1, d2] = ctx.defenders;
  const P = facts.points.declarer;
  if (p.mode === 'flat') {
    const amount = j.schneider ? p.flatSchneider : p.flatWin;
    const why = `${spec.name} ${j.outcome}${j.schneider ? ' Schneider' : ''}: ${money(amount)}${halfText}`;
    if (j.outcome === 'won' && p.flatWinFrom === 'pot') {
      ledger.fromPot(
        declarer,
        half(amount * ctx.potFactor),
        `${why}${ctx.potFactor > 1 ? ctx.factorText : ''}`,
      );
      return;
    }
    for (const d of ctx.defenders) {
      if (j.outcome === 'won') ledger.transfer(d, declarer, half(amount * ctx.factor), why + ctx.factorText);
      else ledger.transfer(declarer, d, half(amount * ctx.factor), why + ctx.factorText);
    }
    return;
  }
  if (j.outcome === 'won') {
    const slam = j.schwarz;
    const base = slam ? 2 * ceilTo(60, p.step) : Math.max(p.step, ceilTo(P - 60, p.step));
    const why = slam
      ? `slam: double of 60 points, ${money(base)}${halfText}`
      : `${P} points, ${P - 60} over 60, in ${p.step}-cent steps ${money(base)}${halfText}`;
    ledger.fromPot(declarer, half(base * ctx.potFactor), `${why}${ctx.potFactor > 1 ? ctx.factorText : ''}`);
    return;
  }
  const owed = Math.max(p.step, ceilTo(60 - P, p.step)) * ctx.factor;
  const pays = half(owed);
  const share = half(p.oddStepFromPot ? ceilTo(owed, 2 * p.step) / 2 : floorTo(owed, 2 * p.step) / 2);
  const why = `${P} points, ${60 - P} under 60, in ${p.step}-cent steps ${money(owed)}${halfText}${ctx.factorText}`;
  if (d1 === undefined || d2 === undefined) return;
  if (2 * share >= pays) {
    const first = Math.min(share, pays);
    ledger.transfer(declarer, d1, first, why);
    ledger.transfer(declarer, d2, pays - first, why);
    ledger.fromPot(d2, share - (pays - first), 'the pot makes the defenders’ shares equal');
  } else {
    ledger.transfer(declarer, d1, share, why);
    ledger.transfer(declarer, d2, share, why);
    ledger.toPot(declarer, pays - 2 * share, 'the odd step goes into the pot');
  }
}
