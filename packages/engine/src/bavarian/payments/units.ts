/**
 * Fixed units (seed 000 Huber 1923; rules-notes H-03, H-05, BT-NP-1): the contract is worth its
 * units (Frage 1, Solo 2, Herzsolo 4; without point bidding 1/1/2/4/4 with Bettel 4) times the
 * stake, paid by each defender to a winning declarer or by a losing declarer to each defender (or,
 * split `total`, half of it each). The 1933 variant adds Schneider units. The optional Kasse is
 * taken whole by a winning declarer and doubled by a losing one (the Schreckensteiner only in Solo
 * and Herzsolo). 60–60 under the early rules is a draw: nothing is paid.
 */
import type { BavarianRules, ContractKind, PotRules, UnitPayment } from '../rules';
import type { Phrase } from '../../core/phrase';
import type { PotId } from '../ledger';
import { say } from '../phrases';
import type { PayContext } from './context';

export function payUnits(ctx: PayContext, p: UnitPayment): void {
  const { ledger, j, spec, rules, declarer } = ctx;
  if (j.outcome === 'draw') return;
  const won = j.outcome === 'won';
  const share = p.split === 'perOpponent' ? 1 : 1 / 2;
  const pay = (amount: number, why: Phrase): void => {
    for (const d of ctx.defenders) {
      if (won) ledger.transfer(d, declarer, amount, why);
      else ledger.transfer(declarer, d, amount, why);
    }
  };
  const game = p.unit * spec.value * ctx.factor * share;
  // A losing declarer pays each opponent what a winning one takes from each.
  const split = say(
    p.split !== 'perOpponent'
      ? 'bavarian.sharedByOpponents'
      : won
        ? 'bavarian.fromEachOpponent'
        : 'bavarian.toEachOpponent',
  );
  pay(
    game,
    say(won ? 'bavarian.unitsWon' : 'bavarian.unitsLost', {
      contract: { contract: spec.id, en: spec.name },
      value: spec.value,
      unit: { money: p.unit },
      split,
      kontra: ctx.kontra,
    }),
  );
  if (j.schneider && p.schneiderBonus > 0) {
    pay(
      p.unit * p.schneiderBonus * ctx.factor * share,
      say('bavarian.schneiderUnits', { units: p.schneiderBonus, kontra: ctx.kontra }),
    );
  }
  const kasse = kasseFor(rules, spec.kind);
  if (!kasse) return;
  const size = (kasse.id === 'pot' ? ledger.pot : ledger.sidePot) ?? 0; // always written down (summary.ts)
  const hand = kasse.serves === 'hand'; // the Schreckensteiner
  if (won) {
    ledger.fromPot(
      declarer,
      size,
      say(hand ? 'bavarian.takesSchreckensteiner' : 'bavarian.takesKasse'),
      kasse.id,
    );
  } else {
    const why = say(hand ? 'bavarian.doublesSchreckensteiner' : 'bavarian.doublesKasse');
    ledger.toPot(declarer, size, why, kasse.id);
  }
}

const serves = (p: PotRules, kind: ContractKind): boolean =>
  p.style === 'kasse' && (p.serves === 'all' || p.serves === kind);

/** The Kasse (or Schreckensteiner) a contract plays for: the side pot first, or none. */
export function kasseFor(
  rules: BavarianRules,
  kind: ContractKind,
): { readonly id: PotId; readonly serves: PotRules['serves'] } | null {
  if (rules.sidePot && serves(rules.sidePot, kind)) return { id: 'sidePot', serves: rules.sidePot.serves };
  if (serves(rules.pot, kind)) return { id: 'pot', serves: rules.pot.serves };
  return null;
}
