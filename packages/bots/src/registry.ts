/**
 * Players selectable by name. Only players that decide from a `View` are listed here: the
 * measurement-only cheater, which needs the whole State, has its own API (see omniscient.ts) and
 * is never offered in play.
 */
import { type Game, PLAYER_ID, type Result, err, ok } from '@tarock/engine';
import type { Bot } from './bot';
import { heuristicBot } from './heuristic';
import { type OmniscientPlayer, cheaterPlayer } from './omniscient';
import { type Clock, PIMC_LEVELS, pimcBot } from './pimc';
import { randomBot } from './random';
import { splitPlayer } from './split';

/**
 * Each player: how it is made, and how long it takes over a card at a table (with a clock) at
 * most: the pimc levels' `thinkMs`, 0 for a player whose decisions take no time worth a pause.
 */
const PLAYERS: Readonly<Record<string, { make: (game?: Game, clock?: Clock) => Bot; thinkMs: number }>> = {
  random: { make: randomBot, thinkMs: 0 },
  heuristic: { make: (game) => heuristicBot(game), thinkMs: 0 },
  /** `pimc` is the fast level: quick enough for terminal play and long matches. */
  pimc: {
    make: (game, clock) => ({ ...pimcBot(PIMC_LEVELS.fast, game, clock), name: 'pimc' }),
    thinkMs: PIMC_LEVELS.fast.thinkMs,
  },
  'pimc:fast': {
    make: (game, clock) => pimcBot(PIMC_LEVELS.fast, game, clock),
    thinkMs: PIMC_LEVELS.fast.thinkMs,
  },
  'pimc:strong': {
    make: (game, clock) => pimcBot(PIMC_LEVELS.strong, game, clock),
    thinkMs: PIMC_LEVELS.strong.thinkMs,
  },
};

/** The names `createBot` accepts, weakest first. */
export const BOT_NAMES: readonly string[] = Object.keys(PLAYERS);

/**
 * How long the named player takes over a card at a table, at most (0 for a name it does not
 * know). A table that plays every move no sooner than this after the turn began tells nobody
 * which moves were forced.
 */
export function thinkMsOf(name: string): number {
  return PLAYERS[name.trim()]?.thinkMs ?? 0;
}

/**
 * A player by name. Players that reason about the rules load the game named in each view; pass the
 * `game` when it is not one of the engine's presets (a test rule set). Give a `clock` where people
 * wait for the player (a table): its card decisions then keep to its level's time whatever the
 * host's speed; without one it is bounded by its node budget and replays exactly from its Rng.
 * @example const bot = createBot('random'); if (bot.ok) bot.value.act(view, rng)
 */
export function createBot(name: string, game?: Game, clock?: Clock): Result<Bot> {
  const player = PLAYERS[name.trim()];
  if (!player) return err(`unknown player "${name}" (players: ${BOT_NAMES.join(', ')})`);
  return ok(player.make(game, clock));
}

/**
 * Players for measurement (arena matches): the registry's players, the cheater, which sees
 * every hand, and `BEFORE-then-PLAY`, one player before the card play and another in it (split.ts).
 * Never use this to seat a player against people.
 */
export function createMeasurementPlayer(name: string, game?: Game): Result<Bot | OmniscientPlayer> {
  const n = name.trim();
  if (n === 'cheater') return ok(cheaterPlayer());
  const halves = /^(.+?)-then-(.+)$/.exec(n);
  if (halves) {
    // A record names its players by this pattern (the engine's PLAYER_ID), so must this one.
    if (!PLAYER_ID.test(n))
      return err(
        `"${n}" is longer than a record's player name may be (24 characters): choose shorter halves`,
      );
    const before = createMeasurementPlayer(halves[1] as string, game);
    if (!before.ok) return before;
    const play = createMeasurementPlayer(halves[2] as string, game);
    if (!play.ok) return play;
    return ok(splitPlayer(before.value, play.value));
  }
  // createBot refuses only a name it does not know; here the measurement's names are known too.
  const bot = createBot(n, game);
  return bot.ok
    ? bot
    : err(
        `unknown player "${n}" (players: ${[...BOT_NAMES, 'cheater'].join(', ')}, or BEFORE-then-PLAY, as heuristic-then-pimc)`,
      );
}
