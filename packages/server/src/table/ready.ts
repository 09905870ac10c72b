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
 * Who is waited for before the next deal: the present players, each ready or not; null while
 * the first deal waits for every seat meant for a player to be taken.
 */
export function readiness(
  m: TableModel,
  replaced: (seat: Seat) => boolean,
): { ready: number; idle: number } | null {
  const humans = m.config.seats.flatMap((s, i) => (s.kind === 'human' ? [i] : []));
  if (m.dealsDone === 0 && m.deal === null && humans.some((i) => m.seats[i]?.tokenHash === null)) return null;
  const present = humans.filter((i) => m.seats[i]?.tokenHash !== null && !replaced(i));
  const ready = present.filter((i) => m.seats[i]?.ready === true).length;
  return { ready, idle: present.length - ready };
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

  /** Everyone present is ready, or someone is and the others' time to say so ran out. */
  mayDeal(): boolean {
    const r = readiness(this.model, this.replaced);
    if (r === null || r.ready === 0) return false;
    return r.idle === 0 || this.clock?.ranOut === true;
  }

  /**
   * Starts the timer when someone present is ready and someone present is not, and stops it when
   * that no longer holds (it is not restarted by anything else, like the turn timer: a player
   * coming or going does not give the idle ones more time).
   */
  update(): void {
    const r = readiness(this.model, this.replaced);
    if (r === null || r.ready === 0 || r.idle === 0) this.stop();
    else if (this.clock === null) this.clock = new Countdown(this.ms, this.now(), this.onRunOut);
  }

  stop(): void {
    this.clock?.stop();
    this.clock = null;
  }
}
