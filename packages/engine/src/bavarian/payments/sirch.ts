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
 * Kontra multiplies each amount after the Frage's halving (and rounding).
 */
import type { SirchPayment } from '../rules';
import { NOTHING, type Phrase } from '../../core/phrase';
import { say } from '../phrases';
import { ceilTo, floorTo, type PayContext } from './context';

export function paySirch(ctx: PayContext, p: SirchPayment): void {
  const { ledger, j, spec, declarer, facts } = ctx;
  if (j.outcome === 'draw') return;
  const frage = spec.kind === 'stock';
  const half = (x: number): number => (!frage ? x : p.frageHalf === 'exact' ? x / 2 : ceilTo(x / 2, 5));
  const halved = frage ? say('bavarian.frageHalf') : NOTHING;
  // The pot's payments name the Kontra factor only where it multiplies them.
  const potKontra = ctx.potFactor > 1 ? ctx.kontra : NOTHING;
  const [d1, d2] = ctx.defenders;
  const P = facts.points.declarer;
  if (p.mode === 'flat') {
    const amount = j.schneider ? p.flatSchneider : p.flatWin;
    const why = (kontra: Phrase) =>
      say(j.outcome === 'won' ? 'bavarian.flatWon' : 'bavarian.flatLost', {
        contract: { contract: spec.id, en: spec.name },
        schneider: j.schneider ? say('bavarian.flatSchneider') : NOTHING,
        amount: { money: amount },
        half: halved,
        kontra,
      });
    if (j.outcome === 'won' && p.flatWinFrom === 'pot') {
      ledger.fromPot(declarer, half(amount) * ctx.potFactor, why(potKontra));
      return;
    }
    for (const d of ctx.defenders) {
      if (j.outcome === 'won') ledger.transfer(d, declarer, half(amount) * ctx.factor, why(ctx.kontra));
      else ledger.transfer(declarer, d, half(amount) * ctx.factor, why(ctx.kontra));
    }
    return;
  }
  if (j.outcome === 'won') {
    const slam = j.schwarz;
    const base = slam ? 2 * ceilTo(60, p.step) : Math.max(p.step, ceilTo(P - 60, p.step));
    const why = slam
      ? say('bavarian.slam', { amount: { money: base }, half: halved, kontra: potKontra })
      : say(P > 60 ? 'bavarian.over60' : 'bavarian.over60Least', {
          points: P,
          over: P - 60,
          step: p.step,
          amount: { money: base },
          half: halved,
          kontra: potKontra,
        });
    ledger.fromPot(declarer, half(base) * ctx.potFactor, why);
    return;
  }
  // The amounts before Kontra; the factor then multiplies what the players pay (`factor`) and
  // the pot's part (`potFactor`), so a Kontra doubles every payment of the deal (rules-notes BT-09).
  const owed = Math.max(p.step, ceilTo(60 - P, p.step));
  const pays = half(owed);
  const share = half(p.oddStepFromPot ? ceilTo(owed, 2 * p.step) / 2 : floorTo(owed, 2 * p.step) / 2);
  const why = say(P < 60 ? 'bavarian.under60' : 'bavarian.under60Least', {
    points: P,
    under: 60 - P,
    step: p.step,
    amount: { money: owed },
    half: halved,
    kontra: ctx.kontra,
  });
  if (d1 === undefined || d2 === undefined) return;
  const paid = pays * ctx.factor;
  if (2 * share >= pays) {
    const fromPot = (2 * share - pays) * ctx.potFactor;
    const each = (paid + fromPot) / 2;
    const first = Math.min(each, paid);
    ledger.transfer(declarer, d1, first, why);
    ledger.transfer(declarer, d2, paid - first, why);
    ledger.fromPot(d2, fromPot, say('bavarian.potEvensShares'));
  } else {
    ledger.transfer(declarer, d1, share * ctx.factor, why);
    ledger.transfer(declarer, d2, share * ctx.factor, why);
    // The odd step is part of the declarer's payment, paid into the pot, not taken from it: the
    // Kontra factor doubles it whether or not it multiplies the pot's payments (BT-09).
    ledger.toPot(declarer, (pays - 2 * share) * ctx.factor, say('bavarian.oddStepIntoPot'));
  }
}
