/**
 * The file `tarock play` keeps its match in (docs/records.md, "The saved match"): versioned JSON
 * with the game, the seats, the seed, the MatchState, the deal in progress as a full record (the
 * record's JSON form, cards by name, read back strictly) with the state of its two Rng streams,
 * and each person's hint stream.
 * Written whole to a temporary file beside it and renamed over it: a crash leaves the old file or
 * the new one, never half of one.
 */
import { dirname } from 'node:path';
import { type GameRecord, type MatchState, type Result, err, recordToJson } from '@tarock/engine';
import { writeAtomically } from './atomicWrite';
import { makeFolders } from './recordsDir';

export const SAVE_FORMAT = 'tarock-play';
/**
 * Bumped on any incompatible change of the file; an older tarock refuses a newer file. Version 2
 * writes the deal's record in the record's JSON form (cards by name); version 1 wrote the
 * engine's card numbers and is still read.
 */
export const SAVE_VERSION = 2;

/** An Rng's state (`rng.state()`, restored by `createRng(0, words)`). */
export type RngWords = readonly [number, number, number, number];

/** The deal being played: its turns so far, and where chance's and the players' streams stand. */
export interface SavedDeal {
  readonly record: GameRecord;
  readonly chance: RngWords;
  readonly play: RngWords;
}

export interface SavedMatch {
  readonly v: typeof SAVE_VERSION;
  readonly format: typeof SAVE_FORMAT;
  /** The game name as `--variant` takes it: `id` or `id(key=value,…)`. */
  readonly game: string;
  /** The preset's rules.version the match is played under. */
  readonly rulesVersion: number;
  /** Per seat, `me` or a computer player's name, as `--players` takes them. */
  readonly players: readonly string[];
  /** Per seat, the name the terminal shows (`you`, `pimc 1`). */
  readonly names: readonly string[];
  /** The seed as given (the deals' and hints' streams are derived from the text). */
  readonly seed: string;
  /** The `--records` folder (absolute), or null. */
  readonly records: string | null;
  /** The match after its settled deals; `match.deals` numbers the next deal. */
  readonly match: MatchState;
  /** The deal in progress, or null between deals. */
  readonly deal: SavedDeal | null;
  /** Per seat, the hint stream of a person (`me`), null for a computer player. */
  readonly hints: readonly (RngWords | null)[];
}

/** Writes `saved` to `file` atomically: a temporary file in the same folder, then renamed. */
export function writeSavedMatch(file: string, saved: SavedMatch): Result<void> {
  const deal = saved.deal && { ...saved.deal, record: recordToJson(saved.deal.record) };
  const r = writeAtomically(file, `${JSON.stringify({ ...saved, deal })}\n`, () =>
    makeFolders(dirname(file)),
  );
  return r.ok ? r : err(`cannot keep the match in ${file}: ${r.error}`);
}
