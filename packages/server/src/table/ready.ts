/**
 * Between deals: who is waited for, and the ready timer. A deal starts when every present player
 * is ready; once one of them is, the others have `readyMs` to say so, then the deal starts as if
 * they had. The timer writes nothing to the log (the `deal` event does not depend on who said
 * ready), so a table rebuilt after a crash replays exactly and starts its timer again.
 */
import type { Seat } from '@tarock/engine';
import { Countdown } from './countdown';
import type { TableModel } from './model';

/**
 * Who is waited for before the next deal: the present players, each ready or not, and (before
 * the first deal only) whether a seat meant for a player is still free. A free seat holds the
 * first deal up only as long as the ready timer: friends get that long to take their seats, then
 * computer players take the free ones until someone does (their player plays from the next deal).
 */
export function readiness(
  m: TableModel,
  replaced: (seat: Seat) => boolean,
): { ready: number; idle: number; seatsFree: boolean } {
  const humans = m.config.seats.flatMap((s, i) => (s.kind === 'human' ? [i] : []));
  const seatsFree =
    m.dealsDone === 0 && m.deal === null && humans.some((i) => m.seats[i]?.tokenHash === null);
  const present = humans.filter((i) => m.seats[i]?.tokenHash !== null && !replaced(i));
  const ready = present.filter((i) => m.seats[i]?.ready === true).length;
  return { ready, idle: present.length - ready, seatsFree };
}

export class ReadyTimer {
  /** Null while it does not run; it has run out once it says so (the deal may start). */
  private clock: Countdown | null = null;

  constructor(
    private readonly model: TableModel,
    private readonly replaced: (seat: Seat) => boolean,
    private readonly ms: number,
    private readonly now: () => number,
    private readonly onRunOut: () => void,
  ) {}

  /** The countdown while it runs (the table's timer between deals), else null. */
  get countdown(): Countdown | null {
    return this.clock;
  }

  /**
   * Everyone present is ready and every seat is taken, or someone is ready and the time for the
   * others to say so (or to take their seats) ran out.
   */
  mayDeal(): boolean {
    const r = readiness(this.model, this.replaced);
    if (r.ready === 0) return false;
    return (r.idle === 0 && !r.seatsFree) || this.clock?.ranOut === true;
  }

  /**
   * Starts the timer when someone present is ready and someone present is not (or a seat is free
   * before the first deal), and stops it when that no longer holds (it is not restarted by anything else, like the turn timer: a player
   * coming or going does not give the idle ones more time).
   */
  update(): void {
    const r = readiness(this.model, this.replaced);
    if (r.ready === 0 || (r.idle === 0 && !r.seatsFree)) this.stop();
    else if (this.clock === null) this.clock = new Countdown(this.ms, this.now(), this.onRunOut);
  }

  stop(): void {
    this.clock?.stop();
    this.clock = null;
  }
}
