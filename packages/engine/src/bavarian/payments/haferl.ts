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
import { NOTHING } from '../../core/phrase';
import { say } from '../phrases';
import type { PayContext } from './context';

export function payHaferl(ctx: PayContext, p: HaferlPayment): void {
  const { ledger, j, spec, declarer, facts } = ctx;
  if (j.outcome === 'draw') return;
  const P = facts.points.declarer;
  const T = p.bidGameRates === 'plain' ? 61 : facts.target;
  const won = j.outcome === 'won';
  const rate = won ? Math.max(p.band, P - 60) : Math.max(p.band, T - P);
  const band = { money: p.band };
  // The rate grows by a cent a point (W = P − 60, L = T − P), said in the settlement's money.
  const step = { money: 1 };
  const rateText = won
    ? P > 60
      ? say('bavarian.rateWon', { points: P, rate: { money: rate }, band, step })
      : say('bavarian.rateWonLow', { points: P, rate: { money: rate } })
    : say('bavarian.rateLost', {
        points: P,
        target: T,
        rate: { money: rate },
        band,
        floor: T - p.band,
        step,
      });
  const [d1, d2] = ctx.defenders;
  // The pot's payments name the Kontra factor only where it multiplies them (rules-notes BT-09).
  const potKontra = ctx.potFactor > 1 ? ctx.kontra : NOTHING;
  if (spec.kind === 'stock' && facts.target === 61) {
    if (won) {
      ledger.fromPot(
        declarer,
        rate * ctx.potFactor,
        say('bavarian.pickupWon', { rate: rateText, kontra: potKontra }),
      );
    } else if (d1 !== undefined && d2 !== undefined) {
      const why = say('bavarian.pickupLost', { rate: rateText, kontra: ctx.kontra });
      ledger.transfer(declarer, d1, rate * ctx.factor, why);
      ledger.fromPot(
        d2,
        rate * ctx.potFactor,
        say('bavarian.pickupLostOther', { amount: { money: rate }, kontra: potKontra }),
      );
    }
    return;
  }
  const each = p.handPayment === 'perOpponentDouble' ? 2 * rate : rate;
  const why = say(won ? 'bavarian.handWon' : 'bavarian.handLost', {
    contract: { contract: spec.id, en: spec.name },
    target: facts.target,
    rate: rateText,
    each: { money: each },
    how: say(p.handPayment === 'perOpponentDouble' ? 'bavarian.fromOrToEach' : 'bavarian.netDouble'),
    kontra: ctx.kontra,
  });
  for (const d of ctx.defenders) {
    if (won) ledger.transfer(d, declarer, each * ctx.factor, why);
    else ledger.transfer(declarer, d, each * ctx.factor, why);
  }
}
