/**
 * The money of one deal, line by line: who pays whom, what goes into or comes out of the pot (or
 * the side pot, the Schreckensteiner beside a Kasse), and why. Amounts are cents; halves are
 * allowed (Sirch's halved Frage, rules-notes H-04). A pot smaller than owed pays what it has
 * (rules-notes HT-01), or, with the shortfall carried over, pays in full and goes into debt, which
 * the next antes settle first. A pot of unknown size (a summary without "pot") pays what it owes.
 * Every line moves money, so the deltas and the pot changes always sum to zero.
 */
import type { ExplanationLine, Seat } from '../core/types';

/** "15 ¢", "2.5 ¢", "€1.20" style is left to displays; the engine writes cents. */
export const money = (cents: number): string => `${Number.isInteger(cents) ? cents : cents.toFixed(1)} ¢`;

/** Which pot a payment goes to or comes from. */
export type PotId = 'pot' | 'sidePot';

const POT_NAME: Readonly<Record<PotId, string>> = { pot: 'the pot', sidePot: 'the side pot' };

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

  note(text: string): void {
    this.lines.push({ text });
  }

  transfer(from: Seat, to: Seat, amount: number, why: string): void {
    if (amount <= 0) return;
    const amounts = this.deltas.map((_, i) => (i === from ? -amount : i === to ? amount : 0));
    this.add(amounts, 'pot', 0, `seat ${from} pays seat ${to} ${money(amount)}: ${why}`);
  }

  /** Pays `amount` out of the pot (or side pot) to `to`, or what it holds. Returns what was paid. */
  fromPot(to: Seat, amount: number, why: string, id: PotId = 'pot'): number {
    if (amount <= 0) return 0;
    const pot = this.holding(id);
    const name = POT_NAME[id];
    if (pot !== null && id === 'pot' && this.shortfall === 'carriedOver' && amount > pot) {
      const debt = amount - Math.max(0, pot);
      const amounts = this.deltas.map((_, i) => (i === to ? amount : 0));
      this.add(
        amounts,
        id,
        -amount,
        `seat ${to} takes ${money(amount)} from ${name} (it held ${money(Math.max(0, pot))}; the ${money(debt)} short are carried over to the next antes): ${why}`,
      );
      return amount;
    }
    const paid = pot === null ? amount : Math.min(amount, Math.max(0, pot));
    const short = paid < amount ? ` (owed ${money(amount)}; ${name} held only ${money(paid)})` : '';
    if (paid <= 0) {
      this.note(`${name} is empty: seat ${to} gets nothing of ${money(amount)} (${why})`);
      return 0;
    }
    const amounts = this.deltas.map((_, i) => (i === to ? paid : 0));
    this.add(amounts, id, -paid, `seat ${to} takes ${money(paid)} from ${name}${short}: ${why}`);
    return paid;
  }

  toPot(from: Seat, amount: number, why: string, id: PotId = 'pot'): void {
    if (amount <= 0) return;
    const amounts = this.deltas.map((_, i) => (i === from ? -amount : 0));
    this.add(amounts, id, amount, `seat ${from} pays ${money(amount)} into ${POT_NAME[id]}: ${why}`);
  }

  private add(amounts: number[], id: PotId, pot: number, text: string): void {
    amounts.forEach((a, i) => {
      this.deltas[i] = (this.deltas[i] as number) + a;
    });
    if (id === 'sidePot') {
      this.sidePotDelta += pot;
      this.lines.push({ text, amounts, sidePot: pot });
    } else {
      this.potDelta += pot;
      this.lines.push({ text, amounts, pot });
    }
  }
}
