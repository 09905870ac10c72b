/**
 * The table as data, and the one function that changes it: `applyEvent`. Live play and the
 * replay of a log after a restart run the same code, so a rebuilt table is the table that was.
 * Legality is the engine's: an `act` event is applied with `game.apply`, which accepts exactly
 * the actions of `game.legalActions`.
 */
import {
  type Game,
  type GameRecord,
  type MatchState,
  type Preset,
  type Result,
  type Seat,
  type State,
  createRng,
  drawFirstDealer,
  err,
  makeGame,
  ok,
  recordOf,
} from '@tarock/engine';
import type { FinishedDeal } from '@tarock/protocol';
import { DEFAULT_LEVEL } from '../computer/levels';
import type { TableStatus } from '../store/store';
import type { TableConfig, TableEvent } from './events';
import { fixComputerNames, seatNames } from './names';

export interface SeatState {
  /** A player's name; a computer seat's from the table's first deal on (names.ts). */
  name: string | null;
  tokenHash: string | null;
  ready: boolean;
  /**
   * The seat was taken while a deal was played: its player plays it from the next deal on, and
   * until the deal ends the computer plays it and its connections see the spectators' view. Set
   * by a `join` or `reissue` event during a deal, cleared when the deal ends (so a rebuilt table
   * knows it).
   */
  fromNextDeal: boolean;
}

export interface DealRun {
  /** The deal's number at this table (1-based, across matches). */
  readonly n: number;
  readonly match: number;
  /** One seed per chance turn (a redeal inside the deal draws a new one), in order. */
  seeds: { seed: string; seedHash: string }[];
  state: State;
}

export interface TableModel {
  readonly id: string;
  readonly config: TableConfig;
  readonly preset: Preset;
  readonly game: Game;
  /** Events applied (the log's length). */
  pos: number;
  /** Game events applied (deals and actions): the sequence number clients send back. */
  seq: number;
  readonly seats: SeatState[];
  match: MatchState | null;
  matchNo: number;
  /** Deals finished at this table. */
  dealsDone: number;
  /** Deals thrown in since the last one played out (for the engine's display of redeals). */
  redeals: number;
  /** The running deal, or the last finished one (phase 'finished'), or null before the first. */
  deal: DealRun | null;
}

/** A table before any event, or why its configuration cannot be played. */
/**
 * Why the table cannot be played on by this server's presets, if it was opened under another
 * version of its rules (its log replays only under the rules it was played by); else null.
 */
export function rulesMismatch(config: TableConfig, presets: readonly Preset[]): string | null {
  const preset = presets.find((p) => p.rules.id === config.preset);
  if (!preset) return null;
  if (config.rulesVersion === undefined) {
    // Opened before tables kept their version: under the one the preset had then, or an earlier.
    const then = VERSION_WHEN_KEPT[preset.rules.id];
    if (then === undefined || then === preset.rules.version) return null;
    return `it was opened before tables kept their rules version, under version ${then} of ${preset.rules.id} or an earlier one, and this server plays version ${preset.rules.version}`;
  }
  if (config.rulesVersion === preset.rules.version) return null;
  return `it was opened under rules version ${config.rulesVersion} of ${preset.rules.id}, and this server plays version ${preset.rules.version}`;
}

/**
 * Each preset's rules version on 2026-12-01 (commit 7f53623), when tables began to keep theirs. A
 * table without one was opened under that version or an earlier one: where the preset has moved
 * on since, its log would replay under rules it was not played by, and settle otherwise without
 * a word (an old Sirch table finished its deal at +60/−100/+60 where its own rules paid
 * +50/−100/+50). Where the version is the same, the table is taken as of it, as before.
 */
const VERSION_WHEN_KEPT: Readonly<Record<string, number>> = {
  'illustrated-loew-1954': 2,
  'illustrated-beck': 2,
  'illustrated-mayr-sedlaczek-2016': 2,
  'bavarian-huber-1923': 1,
  'bavarian-sirch-2008': 2,
  'bavarian-1933': 1,
  haferltarock: 1,
  'bavarian-no-point-bidding': 2,
  'bavarian-berliner': 1,
  'scharfes-tarock': 1,
};

export function newModel(id: string, config: TableConfig, presets: readonly Preset[]): Result<TableModel> {
  const preset = presets.find((p) => p.rules.id === config.preset);
  if (!preset) return err(`unknown preset "${config.preset}"`);
  const made = makeGame(preset, config.options);
  if (!made.ok) return made;
  const game = made.value;
  if (config.seats.length !== game.seats)
    return err(`${game.name} is played with ${game.seats} seats, not ${config.seats.length}`);
  return ok({
    id,
    config,
    preset,
    game,
    pos: 0,
    seq: 0,
    seats: config.seats.map(() => ({ name: null, tokenHash: null, ready: false, fromNextDeal: false })),
    match: null,
    matchNo: 0,
    dealsDone: 0,
    redeals: 0,
    deal: null,
  });
}

export const dealRunning = (m: TableModel): boolean => m.deal !== null && m.deal.state.phase !== 'finished';

/** `playing` while a deal runs (the status the table information shows). */
export const tableStatus = (m: TableModel): 'playing' | 'waiting' => (dealRunning(m) ? 'playing' : 'waiting');

/**
 * The status the store keeps for the table (store.ts `TableStatus`): `playing` while a deal runs,
 * `ready` between deals, `waiting` before the first.
 */
export const storedStatus = (m: TableModel): Exclude<TableStatus, 'idle'> =>
  dealRunning(m) ? 'playing' : m.deal !== null ? 'ready' : 'waiting';

/** Applies one event; on error the model is unchanged. Returns the deal it finished, if any. */
export function applyEvent(m: TableModel, e: TableEvent): Result<FinishedDeal | null> {
  const seatOk = (seat: Seat) => Number.isInteger(seat) && seat >= 0 && seat < m.seats.length;
  switch (e.k) {
    case 'join': {
      const s = m.seats[e.seat];
      if (!seatOk(e.seat) || !s) return err(`no seat ${e.seat}`);
      if (m.config.seats[e.seat]?.kind !== 'human') return err(`seat ${e.seat} is a computer player's`);
      if (s.tokenHash !== null) return err(`seat ${e.seat} is taken`);
      s.name = e.name;
      s.tokenHash = e.tokenHash;
      s.ready = false;
      s.fromNextDeal = dealRunning(m);
      return done(m, null);
    }
    case 'reissue': {
      const s = m.seats[e.seat];
      if (!s || s.tokenHash === null) return err(`seat ${e.seat} is free`);
      s.tokenHash = e.tokenHash;
      // Whoever holds the new token sees the seat's hand from the next deal on, as after a join
      // during a deal: else the host could reissue a seat to himself and read its cards.
      if (dealRunning(m)) s.fromNextDeal = true;
      return done(m, null);
    }
    case 'leave': {
      const s = m.seats[e.seat];
      if (!s || s.tokenHash === null) return err(`seat ${e.seat} is free`);
      s.name = null;
      s.tokenHash = null;
      s.ready = false;
      s.fromNextDeal = false;
      return done(m, null);
    }
    case 'ready': {
      const s = m.seats[e.seat];
      if (!s || s.tokenHash === null) return err(`seat ${e.seat} is free`);
      if (dealRunning(m)) return err('a deal is running');
      s.ready = true;
      return done(m, null);
    }
    case 'deal':
      return applyDeal(m, e);
    case 'act': {
      const run = m.deal;
      if (!run || run.state.phase === 'finished') return err('no deal is running');
      if (run.state.toAct !== e.seat) return err(`it is not seat ${e.seat}'s turn`);
      const next = m.game.apply(run.state, e.action);
      if (!next.ok) return next;
      run.state = next.value;
      m.seq++;
      return done(m, next.value.phase === 'finished' ? finishDeal(m, run) : null);
    }
  }
}

function done(m: TableModel, finished: FinishedDeal | null): Result<FinishedDeal | null> {
  m.pos++;
  return ok(finished);
}

function applyDeal(m: TableModel, e: Extract<TableEvent, { k: 'deal' }>): Result<FinishedDeal | null> {
  const seeds = { seed: e.seed, seedHash: e.seedHash };
  const running = m.deal;
  if (running && running.state.phase !== 'finished') {
    // A redeal inside the deal: chance is to act again.
    if (running.state.toAct !== 'chance') return err('the cards are dealt already');
    const next = m.game.apply(running.state, e.action);
    if (!next.ok) return next;
    running.state = next.value;
    running.seeds.push(seeds);
    m.seq++;
    return done(m, next.value.phase === 'finished' ? finishDeal(m, running) : null);
  }
  const { match, matchNo, state: fresh } = nextDeal(m, e.firstDealer);
  const dealt = m.game.apply(fresh, e.action);
  if (!dealt.ok) return dealt;
  if (m.deal === null) fixComputerNames(m);
  const run: DealRun = { n: m.dealsDone + 1, match: matchNo, seeds: [seeds], state: dealt.value };
  m.match = match;
  m.matchNo = matchNo;
  m.deal = run;
  for (const s of m.seats) s.ready = false;
  m.seq++;
  return done(m, dealt.value.phase === 'finished' ? finishDeal(m, run) : null);
}

/**
 * The first dealer a new deal dealt from `seed` draws: only the table's first deal has one (none
 * while a deal runs, nor once a match was played), drawn as the rule set says (`drawFirstDealer`)
 * on a stream of the seed's own (`<seed>/first-dealer`: the draw's cards say nothing of the deal's),
 * so the revealed seed lets anyone check it; the deal event carries him (`firstDealer`).
 */
export function drawnFirstDealer(m: TableModel, seed: string): Seat | undefined {
  if (m.match !== null || dealRunning(m)) return undefined;
  return drawFirstDealer(m.game, createRng(`${seed}/first-dealer`)).dealer;
}

/**
 * How the next deal starts: its match (a new one when none is running) and its first state. The
 * table's first match starts with `firstDealer` (seat 0 in a log written before it was drawn); a
 * later one with the dealer the last would have had next.
 */
export function nextDeal(
  m: TableModel,
  firstDealer: Seat | undefined,
): { match: MatchState; matchNo: number; state: State } {
  let match = m.match;
  let matchNo = m.matchNo;
  if (!match || match.finished) {
    const dealer = match ? match.dealer : (firstDealer ?? 0);
    match = m.preset.match.start(m.game.rules, m.game.name, m.game.seats, dealer);
    matchNo++;
  }
  const state = m.game.newDeal({
    dealer: match.dealer,
    pot: match.pot,
    sidePot: match.sidePot,
    redeals: m.redeals,
  });
  return { match, matchNo, state };
}

function finishDeal(m: TableModel, run: DealRun): FinishedDeal {
  // Every card is open now: a seat taken during the deal is its player's from here on. (Not at a
  // redeal inside the deal: its view would show the seat's thrown-in hand in the deal's history.)
  for (const s of m.seats) s.fromNextDeal = false;
  const settlement = run.state.settlement;
  if (m.match && settlement) {
    m.match = m.preset.match.next(m.game.rules, m.match, settlement);
    m.redeals = settlement.outcome === 'passed' ? m.redeals + 1 : 0;
  }
  m.dealsDone++;
  return {
    n: run.n,
    match: run.match,
    seedHashes: run.seeds.map((s) => s.seedHash),
    seeds: run.seeds.map((s) => s.seed),
    record: dealRecord(m, run),
  };
}

/**
 * The record of a finished deal (the engine's game record), with the table's tags and seeds. A seat
 * nobody took, played by the computer, is "Computer N" (N from 1).
 */
export function dealRecord(m: TableModel, run: DealRun): GameRecord {
  // A computer seat by the name the table shows it under (fixed at the first deal, names.ts).
  const names = seatNames(m);
  return recordOf(m.game, run.state, {
    seats: m.seats.map((s, i) => {
      const spec = m.config.seats[i];
      if (spec?.kind === 'computer') return { name: names[i] ?? `Computer ${i + 1}`, player: spec.level };
      return s.name === null
        ? { name: `Computer ${i + 1}`, player: DEFAULT_LEVEL }
        : { name: s.name, player: 'human' };
    }),
    tags: {
      Table: m.id,
      Deal: String(run.n),
      Match: String(run.match),
      // One seed per chance turn (a redeal draws another): createWideRng(seed) → game.sampleDeal.
      Seed: run.seeds.map((s) => s.seed).join(' '),
      SeedHash: run.seeds.map((s) => s.seedHash).join(' '),
      Shuffle: 'createWideRng',
    },
  });
}
