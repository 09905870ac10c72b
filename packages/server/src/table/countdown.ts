/**
 * A countdown: a timer that knows its deadline (shown to the players) and whether it has run out.
 * The turn timer and the ready timer are countdowns; like them it lives in memory only, so a
 * rebuilt table starts its countdowns again.
 */
export class Countdown {
  readonly deadline: number;
  private timer: NodeJS.Timeout | null;

  constructor(ms: number, now: number, onRunOut: () => void) {
    this.timer = setTimeout(() => {
      this.timer = null;
      onRunOut();
    }, ms);
    this.deadline = now + ms;
  }

  get ranOut(): boolean {
    return this.timer === null;
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
  }
}
