/**
 * Scharfes Tarock (seed 000 "Scharfes Tarock"; rules-notes "Scharfes Tarock"): a Frage earns
 * 10 ¢ when won and costs 20 ¢ when lost; Solo and Herzsolo 20 ¢; plus 10 ¢ for Schneider and
 * 10 ¢ more for Schwarz, which is always Schneider too (not halved in a Frage unless the option says so). By default each defender
 * pays or is paid the amount; `sideTotal` splits it between the two.
 */
import type { ScharfPayment } from '../rules';
import { NOTHING, type PhraseArg } from '../../core/phrase';
import { say } from '../phrases';
import type { PayContext } from './context';

export function payScharf(ctx: PayContext, p: ScharfPayment): void {
  const { ledger, j, spec, declarer } = ctx;
  if (j.outcome === 'draw') return;
  const won = j.outcome === 'won';
  const frage = spec.kind === 'stock';
  const base = frage ? (won ? p.frageWin : p.frageLoss) : p.solo;
  const bonusFactor = frage && p.bonusesHalvedInFrage ? 1 / 2 : 1;
  const contract = { contract: spec.id, en: spec.name };
  const parts: PhraseArg[] = [
    say(won ? 'bavarian.scharfWon' : 'bavarian.scharfLost', { contract, amount: { money: base } }),
  ];
  let amount = base;
  // Schwarz is "another" 10 ¢ on top of Schneider (rules-notes): a side that took no trick is
  // Schneider too, as in Schafkopf and Skat, even where the declarer's stock alone holds 31 or more.
  if (j.schneider || j.schwarz) {
    amount += p.schneider * bonusFactor;
    parts.push(say('bavarian.scharfSchneider', { amount: { money: p.schneider * bonusFactor } }));
  }
  if (j.schwarz) {
    amount += p.schwarz * bonusFactor;
    parts.push(say('bavarian.scharfSchwarz', { amount: { money: p.schwarz * bonusFactor } }));
  }
  const each = (p.unitOfPayment === 'perOpponent' ? amount : amount / 2) * ctx.factor;
  const why = say('bavarian.scharf', {
    parts: { list: parts, join: 'plus' },
    shared: p.unitOfPayment === 'sideTotal' ? say('bavarian.sharedByDefenders') : NOTHING,
    kontra: ctx.kontra,
  });
  for (const d of ctx.defenders) {
    if (won) ledger.transfer(d, declarer, each, why);
    else ledger.transfer(declarer, d, each, why);
  }
}
