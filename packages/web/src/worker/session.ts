/**
 * A match at one table against computer players: the game, the deal's State, the match totals, the
 * computer players and the undo point. Only the worker holds a TableSession; the page receives
 * `update()`, which carries the human seat's View and nothing else of the State, and `summary()`,
 * which names the match without a card. `snapshot()` is everything needed to carry on after a
 * reload (the deal's full record among it: it stays in the worker); `restore` rebuilds the session
 * from one by replaying the deal through the engine.
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
  drawFirstDealer,
  describeReplayError,
  err,
  recordFromJson,
  recordOf,
  recordToJson,
  loadGame,
  matchStateFromJson,
  ok,
  replay,
} from '@tarock/engine';
import type { Bot } from '@tarock/bots';
import { makeBot } from './bots';
import type { RestoreRefusal } from './refusal';
import type { MatchSetup, SavedMatch, TableUpdate } from './protocol';
import { type MatchIdentity, SNAPSHOT_VERSION, type RngState, type Snapshot, readSnapshot } from './snapshot';
import { withPrintableSnapshotNames } from './keptNames';

/** A snapshot refused as not holding together, with the check's English detail. */
const damaged = (detail: string): Result<never, RestoreRefusal> => err({ code: 'damaged', detail });

/** A new match's identity in the offline history: unique, with the time it starts. */
export function newIdentity(now = Date.now()): MatchIdentity {
  return { id: `${now.toString(36)}-${Math.random().toString(36).slice(2, 10)}`, started: now };
}

/** Where a restored session picks up: everything else follows from the setup and the seed. */
interface Resumed {
  readonly state: State;
  readonly match: MatchState;
  readonly seq: number;
  readonly settled: boolean;
  readonly undoPoint: State | null;
  readonly dealRng: RngState;
  readonly botRng: RngState;
  readonly identity: MatchIdentity;
}

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
  /** Which match of the offline history this is (a new one when the next match starts). */
  identity: MatchIdentity;

  private constructor(
    readonly game: Game,
    readonly setup: MatchSetup,
    readonly human: Seat,
    readonly seed: string,
    bots: ReadonlyMap<Seat, Bot>,
    resumed?: Resumed,
  ) {
    this.dealRng = createRng(`${seed}/deal`, resumed?.dealRng);
    this.botRng = createRng(`${seed}/bots`, resumed?.botRng);
    this.bots = bots;
    this.identity = resumed?.identity ?? newIdentity();
    if (resumed) {
      this.match = resumed.match;
      this.state = resumed.state;
      this.seq = resumed.seq;
      this.settled = resumed.settled;
      this.undoPoint = resumed.undoPoint;
      return;
    }
    // The first dealer is drawn as the rule set says, on a stream of its own (a seeded table
    // draws him again).
    const first = drawFirstDealer(game, createRng(`${seed}/first-dealer`)).dealer;
    this.match = game.preset.match.start(game.rules, game.name, game.seats, first);
    this.state = this.deal();
    this.afterApply();
  }

  static create(setup: MatchSetup, seed: string): Result<TableSession> {
    const parts = TableSession.seated(setup);
    if (!parts.ok) return parts;
    const { game, human, bots } = parts.value;
    return ok(new TableSession(game, setup, human, seed, bots));
  }

  /** The game, the human seat and the computer players of a setup, or why it cannot be played. */
  private static seated(setup: MatchSetup): Result<{ game: Game; human: Seat; bots: Map<Seat, Bot> }> {
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
    return ok({ game: g.value, human, bots });
  }

  /**
   * The session a snapshot describes, rebuilt by replaying the deal's record through the engine;
   * a snapshot that does not hold together (another version, an illegal action, another game, a
   * match that does not fit) is refused whole with the first reason found.
   */
  static restore(data: unknown): Result<TableSession, RestoreRefusal> {
    const read = readSnapshot(data);
    if (!read.ok) return read;
    // Kept by an earlier version, its names may be as typed: mended, so that it plays on.
    const snap = withPrintableSnapshotNames(read.value);
    const parts = TableSession.seated(snap.setup);
    if (!parts.ok) return err({ code: 'unplayable', detail: parts.error });
    const { game, human, bots } = parts.value;
    const record = recordFromJson(snap.record);
    if (!record.ok) return damaged(`the saved deal is not a record: ${record.error}`);
    const replayed = replay(record.value);
    if (!replayed.ok)
      return damaged(`the saved deal does not replay: ${describeReplayError(replayed.error)}`);
    const { states, final } = replayed.value;
    if (replayed.value.game.name !== game.name)
      return damaged(`the saved deal is of ${replayed.value.game.name}, the match of ${game.name}`);
    const totals = matchStateFromJson(snap.match, game);
    if (!totals.ok) return damaged(`the saved match totals do not fit: ${totals.error}`);
    const match = totals.value;
    if (final.toAct === 'chance') return damaged('the saved deal was not dealt to the end');
    const finished = final.phase === 'finished';
    if (snap.settled !== finished)
      return damaged(
        finished
          ? 'the saved deal is over but its settlement is not in the match'
          : 'the saved match counts a settlement of a deal still in play',
      );
    if (!finished && record.value.dealer !== match.dealer)
      return damaged(
        `the saved deal was dealt by seat ${record.value.dealer}, the match's dealer is ${match.dealer}`,
      );
    let undoPoint: State | null = null;
    if (snap.undo !== null) {
      // Only the human's own last card can be taken back, and only until another card is played.
      const before = states[snap.undo];
      const turns = record.value.turns;
      const card = turns[snap.undo];
      if (
        finished ||
        !before ||
        card?.actor !== human ||
        card.action.type !== 'play' ||
        turns.slice(snap.undo + 1).some((t) => t.action.type === 'play')
      )
        return damaged(
          `the saved undo point (after ${snap.undo} turns) is not before the human seat's last card`,
        );
      undoPoint = before;
    }
    return ok(
      new TableSession(game, snap.setup, human, snap.seed, bots, {
        state: final,
        match,
        seq: snap.seq,
        settled: snap.settled,
        undoPoint,
        dealRng: snap.dealRng,
        botRng: snap.botRng,
        identity: snap.history ?? newIdentity(),
      }),
    );
  }

  /** Everything `restore` needs to carry on exactly here (the full record: never for the page). */
  snapshot(): Snapshot {
    return {
      v: SNAPSHOT_VERSION,
      setup: this.setup,
      seed: this.seed,
      match: this.match,
      record: recordToJson(recordOf(this.game, this.state)),
      dealRng: this.dealRng.state(),
      botRng: this.botRng.state(),
      seq: this.seq,
      settled: this.settled,
      undo: this.undoPoint ? this.undoPoint.history.length : null,
      history: this.identity,
    };
  }

  /** The match in public words (no card): what the page offers to continue (the host adds its id and use). */
  summary(): Omit<SavedMatch, 'id' | 'used'> {
    return {
      game: this.game.name,
      names: this.setup.names.slice(),
      deals: this.match.deals,
      totals: this.match.totals.slice(),
      pot: this.match.pot,
      inDeal: this.state.phase !== 'finished',
      finished: this.match.finished,
    };
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
    // A card that was the only one the seat could play is no choice to take back (and with the
    // setting `forcedCard` it would only be played again by itself).
    const forced = this.game.legalActions(before).length === 1;
    const r = this.apply(action);
    if (!r.ok) return r;
    this.undoPoint = action.type === 'play' && !forced && this.state.phase !== 'finished' ? before : null;
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
    if (this.match.finished) {
      // A new match goes on with the dealer the last one would have had next.
      this.match = this.game.preset.match.start(
        this.game.rules,
        this.game.name,
        this.game.seats,
        this.match.dealer,
      );
      this.identity = newIdentity();
    }
    this.state = this.deal();
    this.afterApply();
    return ok(undefined);
  }
}
