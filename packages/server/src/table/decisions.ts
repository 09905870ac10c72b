/**
 * The computer players' decisions at a table. After a pause (so people can follow) the table asks
 * the computer players (worker threads) for the seat's move. The table's queue does not wait for
 * the answer, so the table keeps serving its connections while the player thinks; the answer is
 * applied only if nothing has happened since (same `seq`, no newer request). A player that fails
 * or answers an illegal action is replaced by a cheap legal move, so the table never stalls.
 */
import type { Action, Seat } from '@tarock/engine';
import { type BotSeed, DEFAULT_LEVEL, fallbackAction, newBotSeed } from '../computer/levels';
import type { ComputerPlayers } from '../computer/players';
import type { TableModel } from './model';

/** A computer decision asked for: the seat, the moment, and whether the player's time ran out. */
export interface Ticket {
  readonly seat: Seat;
  readonly seq: number;
  readonly timedOut: boolean;
}

export interface DecisionDeps {
  readonly model: TableModel;
  readonly players: ComputerPlayers;
  /** How long a computer player waits before it acts. */
  readonly delayMs: number;
  readonly enqueue: (fn: () => Promise<void> | void) => Promise<void>;
  readonly onError: (e: unknown, where: string) => void;
  /** Writes the seat's move (a legal one) and tells the table. */
  readonly play: (seat: Seat, action: Action) => Promise<void>;
}

export class ComputerDecisions {
  /** The decision in flight (off the table's queue); any other answer is dropped. */
  private pending: Ticket | null = null;
  /** The pause before a computer player is asked. */
  private delay: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(private readonly deps: DecisionDeps) {}

  /** Whether a computer player is thinking about a move. */
  get thinking(): boolean {
    return this.pending !== null;
  }

  /** Drops the decision in flight unless `keep` says it still counts. */
  keepIf(keep: (ticket: Ticket) => boolean): void {
    if (this.pending && !keep(this.pending)) this.pending = null;
  }

  /** The computer player of the seat to act at `seq` is asked after the pause. */
  askLater(seat: Seat, seq: number): void {
    this.delay = setTimeout(() => {
      this.delay = null;
      this.deps.enqueue(() => this.ask(seat, seq, false));
    }, this.deps.delayMs);
  }

  cancelPause(): void {
    if (this.delay) clearTimeout(this.delay);
    this.delay = null;
  }

  close(): void {
    this.closed = true;
    this.cancelPause();
  }

  /** Asks the computer players for the seat's move, if the seat is still to act at `seq`. */
  ask(seat: Seat, seq: number, timedOut: boolean): void {
    const m = this.deps.model;
    const run = m.deal;
    if (this.closed || !run || m.seq !== seq || run.state.toAct !== seat) return;
    const spec = m.config.seats[seat];
    const level = spec?.kind === 'computer' ? spec.level : DEFAULT_LEVEL;
    const view = m.game.view(run.state, seat);
    const seed = newBotSeed();
    const ticket: Ticket = { seat, seq, timedOut };
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
    this.pending = null;
    if (!run || m.seq !== seq || run.state.toAct !== seat) return;
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
    if (action === null) return;
    await this.deps.play(seat, action);
  }
}
