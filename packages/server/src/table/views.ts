/**
 * What a table tells its connections: the public table information (seats, names, who is
 * connected, ready or played by the computer, the options that differ from the preset's
 * defaults) and the state frame of each seat — built from `game.view(state, seat)` only, or the
 * spectators' public view (also for a seat taken during the running deal, until it ends). A
 * deal's seed appears only once the deal is over.
 */
import type { MatchState, Seat } from '@tarock/engine';
import { type DealInfo, type TableAnswer, type TableInfo, tableMatch } from '@tarock/protocol';
import { DEFAULT_LEVEL } from '../computer/levels';
import { type TableModel, tableStatus } from './model';
import { seatNames } from './names';

export interface SeatPresence {
  readonly connected: boolean;
  /** A computer player plays the seat now. */
  readonly bot: boolean;
}

export function tableInfo(m: TableModel, presence: readonly SeatPresence[]): TableInfo {
  const preset = m.preset;
  const names = seatNames(m);
  const options = preset.options
    .filter((o) => m.game.options[o.key] !== o.default)
    .map((o) => ({
      key: o.key,
      value: m.game.options[o.key] ?? o.default,
      default: o.default,
      description: o.description,
    }));
  return {
    id: m.id,
    game: m.game.name,
    preset: {
      id: preset.rules.id,
      name: preset.rules.name,
      family: preset.rules.family,
      // The published work alone: the invite page and `tarock join` show it to players.
      source: preset.rules.publishedSource,
    },
    options,
    seats: m.seats.map((s, i) => {
      const spec = m.config.seats[i];
      const name = names[i] ?? null;
      return {
        seat: i,
        kind: spec?.kind ?? 'human',
        level: spec?.kind === 'computer' ? spec.level : DEFAULT_LEVEL,
        name,
        connected: presence[i]?.connected ?? false,
        ready: s.ready,
        bot: presence[i]?.bot ?? true,
        from: s.fromNextDeal ? 'next-deal' : null,
      };
    }),
    status: tableStatus(m),
    turnSeconds: m.config.turnSeconds,
    deals: m.dealsDone,
    // Without its log: the entries go in `log` frames (announce.ts).
    match: m.match && tableMatch(m.match, m.matchNo),
  };
}

/**
 * The answer to `GET /api/tables/<id>`: the table information with the match's log in its match
 * (an HTTP reader gets no `log` frames).
 */
export function tableAnswer(info: TableInfo, match: MatchState | null): TableAnswer {
  return { ...info, match: info.match && match ? { ...info.match, log: match.log } : null };
}

export function dealInfo(m: TableModel): DealInfo | null {
  const run = m.deal;
  if (!run) return null;
  const info = { n: run.n, match: run.match, seedHashes: run.seeds.map((s) => s.seedHash) };
  return run.state.phase === 'finished' ? { ...info, seeds: run.seeds.map((s) => s.seed) } : info;
}

/**
 * Whose view a connection of `role` is sent: its seat's, or the spectators' for a spectator and
 * for a seat taken during the running deal (its player never sees that deal's hidden cards).
 */
export function viewerOf(m: TableModel, role: Seat | 'spectator'): Seat | 'spectator' {
  return role !== 'spectator' && m.seats[role]?.fromNextDeal === true ? 'spectator' : role;
}

/**
 * The state frame for a seat or a spectator, as JSON text (`req` when it answers a request).
 * `seat` is the seat the connection holds, also while it is sent the spectators' view.
 */
export function stateFrame(
  m: TableModel,
  role: Seat | 'spectator',
  deal: DealInfo | null,
  req?: number,
): string {
  const run = m.deal;
  return JSON.stringify({
    t: 'state',
    req,
    table: m.id,
    seq: m.seq,
    seat: role === 'spectator' ? null : role,
    deal,
    view: run ? m.game.view(run.state, viewerOf(m, role)) : null,
  });
}
