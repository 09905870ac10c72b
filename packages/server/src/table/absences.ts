/**
 * Players away from their seats: when the last connection of a seat closes a clock starts; when
 * it runs out a computer player takes the seat, until the player is back.
 */
import type { Seat } from '@tarock/engine';

export class Absences {
  private readonly timers: (NodeJS.Timeout | null)[];
  private readonly replaced: boolean[];

  constructor(
    seats: number,
    private readonly delayMs: number,
  ) {
    this.timers = Array.from({ length: seats }, () => null);
    this.replaced = Array.from({ length: seats }, () => false);
  }

  /** The seat's player is gone: `onTimeout` runs after the delay unless they come back first. */
  away(seat: Seat, onTimeout: () => void): void {
    this.clear(seat);
    this.timers[seat] = setTimeout(() => {
      this.timers[seat] = null;
      onTimeout();
    }, this.delayMs);
  }

  /** A computer player plays the seat now. */
  replace(seat: Seat): void {
    this.replaced[seat] = true;
  }

  isReplaced(seat: Seat): boolean {
    return this.replaced[seat] === true;
  }

  /** The player is back (or the seat is free): no clock, no stand-in. */
  back(seat: Seat): void {
    this.clear(seat);
    this.replaced[seat] = false;
  }

  close(): void {
    for (let seat = 0; seat < this.timers.length; seat++) this.clear(seat);
  }

  private clear(seat: Seat): void {
    const t = this.timers[seat];
    if (t) clearTimeout(t);
    this.timers[seat] = null;
  }
}
