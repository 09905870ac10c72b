/**
 * The money of one deal, line by line: who pays whom, what goes into or comes out of the pot (or
 * the side pot, the Schreckensteiner beside a Kasse), and why. Amounts are cents; halves are
 * allowed (Sirch's halved Frage, rules-notes H-04). A pot smaller than owed pays what it has
 * (rules-notes HT-01), or, with the shortfall carried over, pays in full and goes into debt, which
 * the next antes settle first. A pot of unknown size (a summary without "pot") pays what it owes.
 * Every line moves money, so the deltas and the pot changes always sum to zero.
 */
import type { Phrase } from '../core/phrase';
import type { ExplanationLine, Seat } from '../core/types';
import { line, say } from './phrases';

/** Which pot a payment goes to or comes from. */
export type PotId = 'pot' | 'sidePot';

export class Ledger {
  readonly deltas: number[];
  potDelta = 0;
  sidePotDelta = 0;
  readonly lines: ExplanationLine[] = [];

  constructor(
    seats: number,
    private readonly potBefore: number | null,
    private readonly shortfall: 'paysWhatItHas' | 'carriedOver' = 'paysWhatItHas',
    private readonly sidePotBefore: number | null = 0,
  ) {
    this.deltas = Array.from({ length: seats }, () => 0);
  }

  /** What the pot holds now (null: not known, it pays whatever it owes). */
  get pot(): number | null {
    return this.potBefore === null ? null : this.potBefore + this.potDelta;
  }

  /** What the side pot holds now (null: not known). */
  get sidePot(): number | null {
    return this.sidePotBefore === null ? null : this.sidePotBefore + this.sidePotDelta;
  }

  private holding(id: PotId): number | null {
    return id === 'pot' ? this.pot : this.sidePot;
  }

  note(phrase: Phrase): void {
    this.lines.push(line(phrase));
  }

  transfer(from: Seat, to: Seat, amount: number, why: Phrase): void {
    if (amount <= 0) return;
    const amounts = this.deltas.map((_, i) => (i === from ? -amount : i === to ? amount : 0));
    const args = { from: { seat: from }, to: { seat: to }, amount: { money: amount }, why };
    this.add(amounts, 'pot', 0, say('bavarian.transfer', args));
  }

  /** Pays `amount` out of the pot (or side pot) to `to`, or what it holds. Returns what was paid. */
  fromPot(to: Seat, amount: number, why: Phrase, id: PotId = 'pot'): number {
    if (amount <= 0) return 0;
    const pot = this.holding(id);
    const side = id === 'sidePot';
    const args = { to: { seat: to }, amount: { money: amount }, why };
    if (pot !== null && !side && this.shortfall === 'carriedOver' && amount > pot) {
      const held = Math.max(0, pot);
      const amounts = this.deltas.map((_, i) => (i === to ? amount : 0));
      const debt = { money: amount - held };
      this.add(amounts, id, -amount, say('bavarian.fromPotInDebt', { ...args, held: { money: held }, debt }));
      return amount;
    }
    const paid = pot === null ? amount : Math.min(amount, Math.max(0, pot));
    if (paid <= 0) {
      this.note(say(side ? 'bavarian.sidePotEmpty' : 'bavarian.potEmpty', args));
      return 0;
    }
    const amounts = this.deltas.map((_, i) => (i === to ? paid : 0));
    const phrase =
      paid < amount
        ? say(side ? 'bavarian.fromSidePotShort' : 'bavarian.fromPotShort', {
            ...args,
            paid: { money: paid },
          })
        : say(side ? 'bavarian.fromSidePot' : 'bavarian.fromPot', args);
    this.add(amounts, id, -paid, phrase);
    return paid;
  }

  toPot(from: Seat, amount: number, why: Phrase, id: PotId = 'pot'): void {
    if (amount <= 0) return;
    const amounts = this.deltas.map((_, i) => (i === from ? -amount : 0));
    const args = { from: { seat: from }, amount: { money: amount }, why };
    this.add(amounts, id, amount, say(id === 'sidePot' ? 'bavarian.toSidePot' : 'bavarian.toPot', args));
  }

  private add(amounts: number[], id: PotId, pot: number, phrase: Phrase): void {
    amounts.forEach((a, i) => {
      this.deltas[i] = (this.deltas[i] as number) + a;
    });
    if (id === 'sidePot') {
      this.sidePotDelta += pot;
      this.lines.push(line(phrase, { amounts, sidePot: pot }));
    } else {
      this.potDelta += pot;
      this.lines.push(line(phrase, { amounts, pot }));
    }
  }
}
