/**
 * The computer players' decisions at a table. The table asks the computer players (worker
 * threads) for the seat's move at once and plays it no sooner than a pause after the turn began
 * (so people can follow): the thinking happens within the pause, so a move that needed none (the
 * only card the seat may play) comes as late as a thought-out one and tells nobody what the seat
 * holds. The pause is the table's `delayMs`, or the level's own think time where that is longer.
 * The table's queue does not wait for the answer, so the table keeps serving its connections
 * while the player thinks; the answer is applied only if nothing has happened since (same `seq`,
 * no newer request). A player that fails or answers an illegal action is replaced by a cheap
 * legal move, so the table never stalls.
 */
import { thinkMsOf } from '@tarock/bots';
import type { Action, Seat } from '@tarock/engine';
import { type BotSeed, DEFAULT_LEVEL, fallbackAction, newBotSeed } from '../computer/levels';
import type { ComputerPlayers } from '../computer/players';
import type { TableModel } from './model';

/** A computer decision asked for: the seat, the moment, and whether the player's time ran out. */
export interface Ticket {
  readonly seat: Seat;
  readonly seq: number;
  readonly timedOut: boolean;
  /** When the move may be played at the soonest (epoch ms). */
  readonly due: number;
}

export interface DecisionDeps {
  readonly model: TableModel;
  readonly players: ComputerPlayers;
  /** How long after its turn began a computer player acts at the soonest. */
  readonly delayMs: number;
  readonly now: () => number;
  readonly enqueue: (fn: () => Promise<void> | void) => Promise<void>;
  readonly onError: (e: unknown, where: string) => void;
  /** Writes the seat's move (a legal one) and tells the table. */
  readonly play: (seat: Seat, action: Action) => Promise<void>;
}

export class ComputerDecisions {
  /** The decision in flight (off the table's queue), until its move is played; any other is dropped. */
  private pending: Ticket | null = null;
  /** The wait of a move decided before its pause was over. */
  private hold: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(private readonly deps: DecisionDeps) {}

  /** Whether a computer player is deciding a move (or holding it until its pause is over). */
  get thinking(): boolean {
    return this.pending !== null;
  }

  /** Drops the decision in flight unless `keep` says it still counts. */
  keepIf(keep: (ticket: Ticket) => boolean): void {
    if (this.pending && !keep(this.pending)) this.pending = null;
  }

  close(): void {
    this.closed = true;
    if (this.hold) clearTimeout(this.hold);
    this.hold = null;
  }

  /**
   * Asks the computer players for the seat's move, if the seat is still to act at `seq`: played
   * after the pause, or at once for a player whose time ran out (`timedOut`: its pause was the
   * turn timer).
   */
  ask(seat: Seat, seq: number, timedOut: boolean): void {
    const m = this.deps.model;
    const run = m.deal;
    if (this.closed || !run || m.seq !== seq || run.state.toAct !== seat) return;
    const spec = m.config.seats[seat];
    const level = spec?.kind === 'computer' ? spec.level : DEFAULT_LEVEL;
    const view = m.game.view(run.state, seat);
    const seed = newBotSeed();
    const pause = timedOut ? 0 : Math.max(this.deps.delayMs, thinkMsOf(level));
    const ticket: Ticket = { seat, seq, timedOut, due: this.deps.now() + pause };
    this.pending = ticket;
    this.deps.players.decide(level, view, seed).then(
      (d) => this.deps.enqueue(() => this.answer(ticket, { ok: true, value: d.action }, seed)),
      (e: unknown) => this.deps.enqueue(() => this.answer(ticket, { ok: false, error: e }, seed)),
    );
  }

  /** Applies a computer player's answer (or, if it failed, a cheap fallback move). */
  private async answer(
    ticket: Ticket,
    answer: { ok: true; value: Action } | { ok: false; error: unknown },
    seed: BotSeed,
  ): Promise<void> {
    const m = this.deps.model;
    const run = m.deal;
    const { seat, seq } = ticket;
    if (this.closed || this.pending !== ticket) return;
    if (!run || m.seq !== seq || run.state.toAct !== seat) {
      this.pending = null;
      return;
    }
    let action: Action | null = answer.ok ? answer.value : null;
    const failure = !answer.ok
      ? answer.error
      : !m.game.apply(run.state, answer.value).ok
        ? new Error(`chose an illegal action: ${JSON.stringify(answer.value)}`)
        : null;
    if (failure !== null) {
      // A failing computer player must not stall the table: a cheap legal move instead.
      this.deps.onError(failure, `table ${m.id}: computer player for seat ${seat} (falls back to random)`);
      action = fallbackAction(m.game.view(run.state, seat), seed);
    }
    const wait = ticket.due - this.deps.now();
    if (action !== null && wait > 0) {
      const chosen = action;
      this.hold = setTimeout(() => {
        this.hold = null;
        this.deps.enqueue(() => this.playHeld(ticket, chosen));
      }, wait);
      return;
    }
    this.pending = null;
    if (action === null) return;
    await this.deps.play(seat, action);
  }

  /** Plays a move held until its pause was over, if it still counts. */
  private async playHeld(ticket: Ticket, action: Action): Promise<void> {
    const m = this.deps.model;
    if (this.closed || this.pending !== ticket) return;
    this.pending = null;
    if (!m.deal || m.seq !== ticket.seq || m.deal.state.toAct !== ticket.seat) return;
    await this.deps.play(ticket.seat, action);
  }
}
