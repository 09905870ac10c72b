/**
 * A match at one table against computer players: the game, the deal's State, the match totals, the
 * computer players and the undo point. Only the worker holds a TableSession; the page receives
 * `update()`, which carries the human seat's View and nothing else of the State.
 */
import {
  type Action,
  type Game,
  type MatchState,
  type Result,
  type Rng,
  type Seat,
  type State,
  type GameRecord,
  createRng,
  err,
  recordOf,
  loadGame,
  ok,
} from '@tarock/engine';
import type { Bot } from '@tarock/bots';
import { makeBot } from './bots';
import type { MatchSetup, TableUpdate } from './protocol';

export class TableSession {
  state: State;
  match: MatchState;
  /** The match before the current deal was settled (the deal's settlement is applied once). */
  private settled = false;
  seq = 0;
  /** The State before the human's last card, while it may still be taken back. */
  private undoPoint: State | null = null;
  private readonly dealRng: Rng;
  readonly botRng: Rng;
  readonly bots: ReadonlyMap<Seat, Bot>;

  private constructor(
    readonly game: Game,
    readonly setup: MatchSetup,
    readonly human: Seat,
    readonly seed: string,
    bots: ReadonlyMap<Seat, Bot>,
  ) {
    this.dealRng = createRng(`${seed}/deal`);
    this.botRng = createRng(`${seed}/bots`);
    this.bots = bots;
    this.match = game.preset.match.start(game.rules, game.name, game.seats, 0);
    this.state = this.deal();
    this.afterApply();
  }

  static create(setup: MatchSetup, seed: string): Result<TableSession> {
    const g = loadGame(setup.game);
    if (!g.ok) return g;
    if (setup.players.length !== g.value.seats)
      return err(`${g.value.name} is played by ${g.value.seats} seats, not ${setup.players.length}`);
    const humans = setup.players.flatMap((p, seat) => (p.kind === 'human' ? [seat] : []));
    const human = humans[0];
    if (human === undefined || humans.length !== 1)
      return err('a table against computer players needs exactly one human seat');
    const bots = new Map<Seat, Bot>();
    for (const [seat, p] of setup.players.entries()) {
      if (p.kind !== 'bot') continue;
      const bot = makeBot(p.bot);
      if (!bot.ok) return bot;
      bots.set(seat, bot.value);
    }
    return ok(new TableSession(g.value, setup, human, seed, bots));
  }

  /** A new deal for the match's dealer and pot, dealt (and redealt where the rules say so). */
  private deal(): State {
    let s = this.game.newDeal({
      dealer: this.match.dealer,
      pot: this.match.pot,
      sidePot: this.match.sidePot,
    });
    for (let guard = 0; s.toAct === 'chance' && guard < 1000; guard++) {
      const next = this.game.apply(s, this.game.sampleDeal(s, this.dealRng));
      if (!next.ok) throw new Error(`the engine refused its own deal: ${next.error}`);
      s = next.value;
    }
    this.settled = false;
    this.undoPoint = null;
    this.seq++;
    return s;
  }

  update(thinking: boolean): TableUpdate {
    return {
      view: this.game.view(this.state, this.human),
      seq: this.seq,
      human: this.human,
      match: this.match,
      canUndo: this.undoPoint !== null,
      thinking,
    };
  }

  /** The computer player to act now, if any. */
  botToAct(): { seat: Seat; bot: Bot } | null {
    const seat = this.state.toAct;
    if (seat === null || seat === 'chance') return null;
    const bot = this.bots.get(seat);
    return bot ? { seat, bot } : null;
  }

  /** The human's action, quoting the view it was chosen from. */
  humanAct(action: Action, seq: number): Result<void> {
    if (seq !== this.seq) return err('the table has moved on since that choice');
    if (this.state.toAct !== this.human) return err('it is not your turn');
    const before = this.state;
    const r = this.apply(action);
    if (!r.ok) return r;
    this.undoPoint = action.type === 'play' && this.state.phase !== 'finished' ? before : null;
    return ok(undefined);
  }

  botAct(seat: Seat, action: Action): Result<void> {
    if (this.state.toAct !== seat) return err(`seat ${seat} is not to act`);
    const r = this.apply(action);
    // A new card was seen: the human's last card stands.
    if (r.ok && action.type === 'play') this.undoPoint = null;
    return r;
  }

  private apply(action: Action): Result<void> {
    const next = this.game.apply(this.state, action);
    if (!next.ok) return next;
    this.state = next.value;
    this.seq++;
    this.afterApply();
    return ok(undefined);
  }

  private afterApply(): void {
    const settlement = this.state.settlement;
    if (this.state.phase === 'finished' && settlement && !this.settled) {
      this.match = this.game.preset.match.next(this.game.rules, this.match, settlement);
      this.settled = true;
      this.undoPoint = null;
    }
  }

  canUndo(): boolean {
    return this.undoPoint !== null;
  }

  undo(): boolean {
    if (!this.undoPoint) return false;
    this.state = this.undoPoint;
    this.undoPoint = null;
    this.seq++;
    return true;
  }

  /** The full record of the deal so far, with the players' names and the seed. */
  record(): GameRecord {
    return recordOf(this.game, this.state, {
      seats: this.setup.players.map((p, i) => ({
        name: this.setup.names[i] ?? `Seat ${i}`,
        player: p.kind === 'bot' ? p.bot : 'human',
      })),
      tags: { Seed: this.seed, Deal: String(this.match.deals + (this.state.phase === 'finished' ? 0 : 1)) },
    });
  }

  /** Starts the next deal of the match (or a new match once this one is over). */
  nextDeal(): Result<void> {
    if (this.state.phase !== 'finished') return err('the deal is not over');
    if (this.match.finished)
      this.match = this.game.preset.match.start(this.game.rules, this.game.name, this.game.seats, 0);
    this.state = this.deal();
    this.afterApply();
    return ok(undefined);
  }
}
