/**
 * The money of one deal, line by line: who pays whom, what goes into or comes out of the pot, and
 * why. Amounts are cents; halves are allowed (Sirch's halved Frage, rules-notes H-04). A pot
 * smaller than owed pays what it has (rules-notes HT-01), or, with the shortfall carried over, pays
 * in full and goes into debt, which the next antes settle first. A pot of unknown size (a summary
 * without "pot") pays what it owes. Every line moves money, so the deltas and the pot change always
 * sum to zero.
 */
import type { ExplanationLine, Seat } from '../core/types';

/** "15 ¢", "2.5 ¢", "€1.20" style is left to displays; the engine writes cents. */
export const money = (cents: number): string => `${Number.isInteger(cents) ? cents : cents.toFixed(1)} ¢`;

export class Ledger {
  readonly deltas: number[];
  potDelta = 0;
  readonly lines: ExplanationLine[] = [];

  constructor(
    seats: number,
    private readonly potBefore: number | null,
    private readonly shortfall: 'paysWhatItHas' | 'carriedOver' = 'paysWhatItHas',
  ) {
    this.deltas = Array.from({ length: seats }, () => 0);
  }

  /** What the pot holds now (null: not known, it pays whatever it owes). */
  get pot(): number | null {
    return this.potBefore === null ? null : this.potBefore + this.potDelta;
  }

  note(text: string): void {
    this.lines.push({ text });
  }

  transfer(from: Seat, to: Seat, amount: number, why: string): void {
    if (amount <= 0) return;
    const amounts = this.deltas.map((_, i) => (i === from ? -amount : i === to ? amount : 0));
    this.add(amounts, 0, `seat ${from} pays seat ${to} ${money(amount)}: ${why}`);
  }

  /** Pays `amount` out of the pot to `to`, or what the pot holds. Returns what was paid. */
  fromPot(to: Seat, amount: number, why: string): number {
    if (amount <= 0) return 0;
    const pot = this.pot;
    if (pot !== null && this.shortfall === 'carriedOver' && amount > pot) {
      const debt = amount - Math.max(0, pot);
      const amounts = this.deltas.map((_, i) => (i === to ? amount : 0));
      this.add(
        amounts,
        -amount,
        `seat ${to} takes ${money(amount)} from the pot (it held ${money(Math.max(0, pot))}; the ${money(debt)} short are carried over to the next antes): ${why}`,
      );
      return amount;
    }
    const paid = pot === null ? amount : Math.min(amount, Math.max(0, pot));
    const short = paid < amount ? ` (owed ${money(amount)}; the pot held only ${money(paid)})` : '';
    if (paid <= 0) {
      this.note(`the pot is empty: seat ${to} gets nothing of ${money(amount)} (${why})`);
      return 0;
    }
    const amounts = this.deltas.map((_, i) => (i === to ? paid : 0));
    this.add(amounts, -paid, `seat ${to} takes ${money(paid)} from the pot${short}: ${why}`);
    return paid;
  }

  toPot(from: Seat, amount: number, why: string): void {
    if (amount <= 0) return;
    const amounts = this.deltas.map((_, i) => (i === from ? -amount : 0));
    this.add(amounts, amount, `seat ${from} pays ${money(amount)} into the pot: ${why}`);
  }

  private add(amounts: number[], pot: number, text: string): void {
    amounts.forEach((a, i) => {
      this.deltas[i] = (this.deltas[i] as number) + a;
    });
    this.potDelta += pot;
    this.lines.push({ text, amounts, pot });
  }
}
