/**
 * Haferltarock (seed 000 "Haferltarock", Danyliuk; rules-notes HT-04).
 * Rate when won: 5 ¢ for 61–65 points, 1 ¢ more for each further point (W = max(5, P − 60)).
 * Rate when lost: 5 ¢ for 56–60, 1 ¢ more for each point below 56 (L = max(5, T − P) with the
 * target T, 61 unless bid higher; by option measured from 61 as in the pick-up table).
 * Pick-up: a winning declarer takes W from the pot; a losing declarer pays L to one defender and
 * the other takes L from the pot. Hand (and every point-bid game): paid directly between the
 * players at double the rate, by default 2 × rate from or to each defender.
 */
import type { HaferlPayment } from '../rules';
import { money } from '../ledger';
import type { PayContext } from './context';

export function payHaferl(ctx: PayContext, p: HaferlPayment): void {
  const { ledger, j, spec, declarer, facts } = ctx;
  if (j.outcome === 'draw') return;
  const P = facts.points.declarer;
  const T = p.bidGameRates === 'plain' ? 61 : facts.target;
  const won = j.outcome === 'won';
  const rate = won ? Math.max(p.band, P - 60) : Math.max(p.band, T - P);
  const rateText = won
    ? `${P} points: rate ${money(rate)} (${p.band} ¢ for 61–65, 1 ¢ per further point)`
    : `${P} points against ${T}: rate ${money(rate)} (${p.band} ¢ down to ${T - p.band}, 1 ¢ per point below)`;
  const [d1, d2] = ctx.defenders;
  if (spec.kind === 'stock' && facts.target === 61) {
    if (won) {
      ledger.fromPot(declarer, rate * ctx.potFactor, `pick-up won, ${rateText}`);
    } else if (d1 !== undefined && d2 !== undefined) {
      ledger.transfer(declarer, d1, rate * ctx.factor, `pick-up lost, ${rateText}${ctx.factorText}`);
      ledger.fromPot(d2, rate * ctx.potFactor, `pick-up lost, the other defender's ${money(rate)}`);
    }
    return;
  }
  const each = p.handPayment === 'perOpponentDouble' ? 2 * rate : rate;
  const why = `${spec.name} to ${facts.target} ${won ? 'won' : 'lost'}, ${rateText}, doubled: ${money(each)} ${
    p.handPayment === 'perOpponentDouble' ? 'from or to each defender' : 'each, the declarer’s net double'
  }${ctx.factorText}`;
  for (const d of ctx.defenders) {
    if (won) ledger.transfer(d, declarer, each * ctx.factor, why);
    else ledger.transfer(declarer, d, each * ctx.factor, why);
  }
}
