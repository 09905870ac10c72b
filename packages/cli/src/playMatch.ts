/**
 * The match `tarock play` runs, deal after deal: what the viewer's seat may see of each action,
 * the settlement and balances after each deal, a record per deal into `--records`, and the match
 * kept on disk after every action and every settled deal (saveFile.ts), so that quitting, a closed
 * terminal or a crash loses nothing: `--resume` plays on from the last action kept.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type Action,
  type Actor,
  type Game,
  type MatchState,
  type Result,
  type Rng,
  type State,
  err,
  formatRecordText,
  ok,
  recordOf,
  unitOf,
} from '@tarock/engine';
import { seedOf } from './commands/command';
import type { Io } from './io';
import { narrationLines, tookCards } from './narrate';
import { counted, seatName } from './render';
import { SAVE_FORMAT, SAVE_VERSION, type SavedMatch, writeSavedMatch } from './saveFile';
import { resumeCommand } from './savePath';
import { asideText, balance, matchText, settlementText } from './settlement';
import { type Chooser, type DealStart, dealRng, newDealStart, playDealAsync } from './table';
import { stampTags } from './version';
import { WIDTH, wrapList } from './wrap';

/** Thrown by a person's player when input ends or they type quit. */
export class Quit extends Error {}

/** Who sits at the table and how the match was set up: what stays the same from deal to deal. */
export interface Table {
  readonly game: Game;
  /** Per seat, `me` or a computer player's name. */
  readonly players: readonly string[];
  readonly names: readonly string[];
  readonly choosers: readonly Chooser[];
  /** The seed as given; the deals' streams come from it. */
  readonly seed: string;
  /** Per seat, the hint stream of a person, null for a computer player. */
  readonly hints: readonly (Rng | null)[];
  /** The `--records` folder, or null. */
  readonly records: string | null;
}

/** Where the match is kept, and how to say so. */
export interface Keeping {
  readonly file: string;
  /** True for the default file: `tarock play --resume` needs no file name. */
  readonly isDefault: boolean;
}

/** A match played without being kept: the default place could not be used, and why. */
export interface Unkept {
  readonly nowhere: string;
}

/** The file's contents for `match` with `deal` in progress (or none). */
export function savedMatch(t: Table, match: MatchState, deal: DealStart | null): SavedMatch {
  const { game } = t;
  return {
    v: SAVE_VERSION,
    format: SAVE_FORMAT,
    game: game.name,
    rulesVersion: game.rules.version,
    players: t.players,
    names: t.names,
    seed: t.seed,
    records: t.records,
    match,
    deal: deal && {
      record: recordOf(game, deal.state, { seats: seatsOf(t) }),
      chance: deal.chance.state(),
      play: deal.play.state(),
    },
    hints: t.hints.map((r) => r?.state() ?? null),
  };
}

const seatsOf = (t: Table) =>
  t.players.map((p, i) => ({ name: t.names[i] ?? p, player: p === 'me' ? 'human' : p }));

/**
 * Prints what the viewer's seat saw of one action; `again` for a deal resumed, shown again to catch
 * up, with the person's own actions too.
 */
function narrate(
  io: Io,
  t: Table,
  step: { readonly before: State; readonly actor: Actor; readonly action: Pick<Action, 'type'> },
  next: State,
  again = false,
) {
  const { before, actor, action } = step;
  const { game, names, players } = t;
  const people = players.flatMap((p, i) => (p === 'me' ? [i] : []));
  const viewer = people[0] ?? 'spectator';
  // What a person took: a stock taken face down shows nowhere but in the hand.
  const took =
    action.type === 'talon' && typeof actor === 'number' && people.includes(actor)
      ? tookCards(before.hands[actor] ?? [], next.hands[actor] ?? [])
      : undefined;
  const lines = narrationLines(game, names, game.view(before, viewer), actor, game.view(next, viewer), {
    people,
    took,
    own: again,
  });
  if (lines.length) io.write(`${lines.join('\n')}\n`);
}

/** The line that says the match is kept and how to go on with it. */
export function savedText(keep: Keeping): string {
  const command = resumeCommand(keep.file, keep.isDefault);
  return wrapList('', ['The match is saved; to continue it:', command], ' ', WIDTH, '  ').join('\n');
}

/**
 * Plays `match` from `resumed` (the deal in progress of a saved match, with the states of its turns
 * so far) or from its next deal, until the match ends, `limit` deals of this run are played, or a
 * person quits. Returns the exit code.
 */
export async function playMatch(
  io: Io,
  t: Table,
  start: MatchState,
  resumed: { readonly deal: DealStart; readonly states: readonly State[] } | null,
  limit: number,
  keep: Keeping | Unkept,
): Promise<number> {
  const { game, names, players } = t;
  const unit = unitOf(game.rules);
  const me = players.indexOf('me');
  const viewer = me >= 0 ? me : 'spectator';
  let match = start;
  let warned = false;
  /** Whether the last keeping of the match succeeded (the match file as play stopped). */
  let lastKept: Result<void> = 'nowhere' in keep ? err(keep.nowhere) : ok(undefined);
  /**
   * Keeps the match. A failure is said once on stderr and play goes on (the last file kept stays);
   * when play stops, it says again whether the match is saved.
   */
  const save = (deal: DealStart | null): Result<void> => {
    // Said at the start already (play.ts), not at every action.
    if ('nowhere' in keep) return err(keep.nowhere);
    const written = writeSavedMatch(keep.file, savedMatch(t, match, deal));
    if (!written.ok && !warned) io.error(`tarock play: ${written.error} (play goes on)\n`);
    warned ||= !written.ok;
    lastKept = written;
    return written;
  };
  /** The line that ends a run stopped early: how to continue, or why the match is not saved. */
  const stopped = (kept: Result<void>) => {
    if (!kept.ok) io.error(`tarock play: the match is not saved: ${kept.error}\n`);
    else if (!('nowhere' in keep)) io.write(`${savedText(keep)}\n`);
  };
  let pending = resumed;
  for (let played = 0; ; played++) {
    const deal = match.deals;
    // What the pots hold as the deal starts (Huber's Schreckensteiner is the side pot).
    const pots = [
      ...(match.pot ? [`pot ${balance(unit, match.pot)}`] : []),
      ...(match.sidePot ? [`side pot ${balance(unit, match.sidePot)}`] : []),
    ];
    const pot = pots.length ? ` (${pots.join(', ')})` : '';
    io.write(`\n=== Deal ${deal + 1}: dealer ${seatName(names, match.dealer)}${pot} ===\n`);
    const begin = pending?.deal ?? newDealStart(game, match, dealRng(seedOf(t.seed), deal));
    // A deal resumed: its turns so far as they were shown, to catch up.
    const states = pending?.states ?? [];
    for (let i = 0; i + 1 < states.length; i++) {
      const [before, next] = [states[i], states[i + 1]];
      const turn = next?.history[i];
      if (before && next && turn) narrate(io, t, { before, ...turn }, next, true);
    }
    pending = null;
    let now: DealStart = begin;
    let final: State;
    try {
      final = await playDealAsync(game, t.choosers, begin, {
        after(before, actor, action, next) {
          now = { ...begin, state: next };
          // The last action is kept with the settled deal below; a crash before that plays it again.
          if (next.phase !== 'finished') save(now);
          narrate(io, t, { before, actor, action }, next);
        },
      });
    } catch (e) {
      if (!(e instanceof Quit)) throw e;
      io.write(`\nYou left the match.\n${matchText(match, unit, names).join('\n')}\n`);
      // Kept again: a hint asked since the last action moved a person's hint stream.
      stopped(save(now));
      return 0;
    }
    const st = final.settlement;
    if (!st) throw new Error('a finished deal without a settlement');
    const aside = asideText(game, game.view(final, viewer), names);
    io.write(`\n${[...settlementText(game, st, names), ...aside].join('\n')}\n`);
    match = game.preset.match.next(game.rules, match, st);
    io.write(`${matchText(match, unit, names).join('\n')}\n`);
    if (t.records) {
      const record = recordOf(game, final, {
        seats: seatsOf(t),
        tags: {
          Event: 'tarock play',
          Seed: `${t.seed}/deal/${deal}`,
          Deal: String(deal + 1),
          ...stampTags(),
        },
      });
      try {
        writeFileSync(
          join(t.records, `deal-${String(deal + 1).padStart(3, '0')}.txt`),
          formatRecordText(record),
        );
      } catch (e) {
        // The match stays kept as it stood before the deal's last action: --resume plays that
        // action again and writes the record, once the folder can take it.
        io.error(
          `tarock play: cannot write the record of deal ${deal + 1} into ${t.records}: ${e instanceof Error ? e.message : String(e)}\n`,
        );
        stopped(lastKept);
        return 1;
      }
    }
    if (match.finished) {
      if ('nowhere' in keep) return 0;
      try {
        rmSync(keep.file, { force: true });
      } catch (e) {
        io.error(
          `tarock play: the match is over, but ${keep.file} stays: ${e instanceof Error ? e.message : String(e)}\n`,
        );
      }
      return 0;
    }
    const kept = save(null);
    if (played + 1 >= limit) {
      io.write(`\nStopped after ${counted(played + 1, 'deal')} (--deals).\n`);
      stopped(kept);
      return 0;
    }
  }
}
