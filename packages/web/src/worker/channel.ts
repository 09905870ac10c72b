/**
 * The tabs' prompt to one another about kept matches: a tab that takes a match over (Continue) or
 * discards it says so on `BroadcastChannel('tarock-matches')`, so that a tab playing it re-checks
 * the store at once instead of at its next write. The store's owner check stays the authority: a
 * note only prompts the check (it may come late, twice, or never; a browser without
 * BroadcastChannel has none and learns at its next write, as before).
 */

/** What a tab says of the match `id`: it continued it here (`claimed`), or discarded it. */
export interface MatchNote {
  readonly type: 'claimed' | 'discarded';
  readonly id: string;
}

export interface MatchChannel {
  post(note: MatchNote): void;
  /** `hear` is called with each note another tab posts (as it came: unchecked). */
  listen(hear: (note: unknown) => void): void;
}

export const CHANNEL_NAME = 'tarock-matches';

/** A note as it came over the channel, if it is one. */
export function readNote(x: unknown): MatchNote | null {
  if (typeof x !== 'object' || x === null) return null;
  const { type, id } = x as { type?: unknown; id?: unknown };
  if ((type !== 'claimed' && type !== 'discarded') || typeof id !== 'string') return null;
  return { type, id };
}

/** The browser's channel, or null where there is none (the tabs then learn at their next write). */
export function broadcastChannel(): MatchChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  const channel = new BroadcastChannel(CHANNEL_NAME);
  return {
    post: (note) => channel.postMessage(note),
    listen: (hear) => {
      channel.onmessage = (e: MessageEvent<unknown>) => hear(e.data);
    },
  };
}
