/** Test helpers of the table worker: a table of one human (seat 0) and two random computer players. */
import type { Action } from '@tarock/engine';
import type { MatchChannel, MatchNote } from './channel';
import type { Host } from './host';
import type { MatchSetup, SavedMatch, TableUpdate } from './protocol';
import { TableSession } from './session';

export const setup = (game: string): MatchSetup => ({
  game,
  players: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }, { kind: 'bot', bot: 'random' }],
  names: ['Anna', 'Bert', 'Cilli'],
  delayMs: 0,
});

/** A session of `game` with that table, dealt from `seed`. */
export function make(game: string, seed: string): TableSession {
  const s = TableSession.create(setup(game), seed);
  if (!s.ok) throw new Error(s.error);
  return s.value;
}

/**
 * Plays the session's deal on to its end, every seat (the human too) taking the choice `pick`
 * gives from the legal ones at the `i`-th action (by default the first).
 */
export function playOut(
  s: TableSession,
  pick: (legal: readonly Action[], i: number) => Action | undefined = (legal) => legal[0],
): void {
  for (let i = 0; i < 1000 && s.state.phase !== 'finished'; i++) {
    const seat = s.state.toAct;
    if (seat === null || seat === 'chance') throw new Error('nobody to act');
    const a = pick(s.game.legalActions(s.state), i);
    if (!a) throw new Error('no legal action');
    const r = seat === s.human ? s.humanAct(a, s.seq) : s.botAct(seat, a);
    if (!r.ok) throw new Error(r.error);
  }
}

/** A kept match as the setup's panel is offered it: Huber, two deals played, one under way. */
export const SAVED: SavedMatch = {
  id: 'm1a2b3c-x7y8z9',
  used: 1_700_000_000_000,
  game: 'bavarian-huber-1923',
  names: ['Anna', 'Bert', 'Cilli'],
  deals: 2,
  totals: [10, -5, -5],
  pot: 0,
  inDeal: true,
  finished: false,
};

/**
 * Channels of tabs as `BroadcastChannel` joins them: what one posts reaches every other (not
 * itself), at once. `sent` keeps every note posted.
 */
export function channelHub(): { join(): MatchChannel; sent: MatchNote[] } {
  const hearers: { from: object; hear: (n: unknown) => void }[] = [];
  const sent: MatchNote[] = [];
  return {
    sent,
    join() {
      const me = {};
      return {
        post: (note) => {
          sent.push(note);
          for (const h of hearers) if (h.from !== me) h.hear(structuredClone(note));
        },
        listen: (hear) => {
          hearers.push({ from: me, hear });
        },
      };
    },
  };
}

/**
 * The human answers with the first legal choice (and starts the next deal) until `stop` holds on
 * the table's latest update (`update`); the computer players answer in between.
 */
export async function humanPlaysUntil(
  host: Host,
  update: () => TableUpdate,
  stop: (u: TableUpdate) => boolean,
  limit = 400,
): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await host.idle();
    const u = update();
    if (stop(u)) return;
    const a = u.view.legal[0];
    if (u.view.phase === 'finished') host.receive({ type: 'nextDeal' });
    else if (a && u.view.toAct === u.human) host.receive({ type: 'act', action: a, seq: u.seq });
    else throw new Error('the human waits with nothing to do');
  }
  throw new Error('the point asked for was not reached');
}
