/**
 * Why `tarock play` and `tarock simulate` give other money totals for the same seed and deals
 * where the rules keep a pot filled by antes (Haferltarock): both are right, each in its own
 * sense, and each says which. `play` plays a match: its balances count the antes each seat paid
 * into the pot, and the pot carries over from deal to deal. `simulate` measures deals: its money
 * is each deal's own settlement (what the pot paid out included) without the antes that filled
 * the pot. Its running match (the default) carries the pot from deal to deal as `play` does, so
 * for the same seed the two differ by exactly the antes; with `--duplicate` every deal is an
 * independent sample that starts with the pot a new match starts with.
 */
import { type Game, unitOf } from '@tarock/engine';
import { balance } from './settlement';

/** What the pot holds as a new match starts (after its first antes); 0 without a pot. */
const startPot = (game: Game): number => game.preset.match.start(game.rules, game.name, game.seats, 0).pot;

/** How `simulate` treats the pot, for its JSON (`pot`), or null where the rules keep no pot. */
export function simulatePot(
  game: Game,
  duplicate: boolean,
): { readonly start: number; readonly carriesOver: boolean; readonly antesCounted: false } | null {
  const start = startPot(game);
  return start > 0 ? { start, carriesOver: !duplicate, antesCounted: false } : null;
}

/** `simulate`'s note under its heading, or null where the rules keep no pot. */
export function simulatePotNote(game: Game, duplicate: boolean): string | null {
  const pot = simulatePot(game, duplicate);
  if (!pot) return null;
  const start = balance(unitOf(game.rules), pot.start);
  return pot.carriesOver
    ? `Money: each deal's own settlement, the pot's payouts included; the pot carries over from deal to deal as in a match (starting with ${start}), and the antes that fill it are not counted (tarock play's balances count them).`
    : `Money: each deal's own settlement, the pot's payouts included; every deal starts with the pot a new match starts with (${start}), and the antes that fill it are not counted (tarock play's balances count them).`;
}

/** `play`'s note at the start, or null where the rules keep no pot. */
export function playPotNote(game: Game): string | null {
  if (startPot(game) <= 0) return null;
  return "The balances count the antes paid into the pot (tarock simulate's money leaves them out).";
}
