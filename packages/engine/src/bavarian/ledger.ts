/**
 * The money of one deal, line by line: who pays whom, what goes into or comes out of the pot, and
 * why. Amounts are cents; halves are allowed (Sirch's halved Frage, rules-notes H-04). The pot
 * never pays more than it holds (rules-notes HT-01: a pot smaller than owed pays what it has).
 * Every line moves money, so the deltas and the pot change always sum to zero.
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
    private readonly potBefore: number,
  ) {
    this.deltas = Array.from({ length: seats }, () => 0);
  }

  /** What the pot holds now. */
  get pot(): number {
    return this.potBefore + this.potDelta;
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
    const paid = Math.min(amount, Math.max(0, this.pot));
    const short = paid < amount ? ` (owed ${money(amount)}; the pot held only ${money(paid)})` : '';
    if (paid <= 0) {
      if (amount > 0) this.note(`the pot is empty: seat ${to} gets nothing of ${money(amount)} (${why})`);
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
