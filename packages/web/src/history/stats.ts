/**
 * The statistics of the person playing, from the offline history's list alone (no record is read):
 * for every human seat of the kept matches, counted by the player's name, per rule set (house
 * rules grouped under their preset), over all matches kept.
 *
 * What counts, from what the history keeps of a deal (its `outcome`, the declarer's seat, the
 * seat's change):
 * - a deal is one of the match's finished deals; the result per deal is the seat's change in it
 *   (the deal's settlement, as the History's table shows it: antes into the Kasse and a starting
 *   bank are not a deal's result), the total their sum, the mean the total over the deals;
 * - `won` / `lost` / `draw`: a game with a declarer. The player's own game as declarer (won when
 *   the outcome is `won`; a draw neither won nor lost); otherwise the player defended it when
 *   playing in the deal, and "the declarer lost" when the outcome is `lost`;
 * - `passed`: thrown in (everyone passed), counted apart — neither declared nor defended;
 * - `trischaken`: everyone passed and played for themselves (Illustrated, Beck's option), counted
 *   apart likewise;
 * - with four seats the dealer sits the deal out: a deal whose players (kept with it, from the
 *   deal's state) do not include the seat is counted as sat out, not defended.
 */
import type { Game } from '@tarock/engine';
import { unitOf } from '@tarock/engine';
import type { HistoryDeal, HistoryMatch } from '../worker/history';

/** A contract the player declared: how often, how often won. */
export interface ContractStats {
  readonly contract: string;
  played: number;
  won: number;
}

/** One player's figures under one rule set. */
export interface PlayerStats {
  readonly name: string;
  /** Matches with this player at a human seat, and how many of them are over. */
  matches: number;
  finished: number;
  /** Deals of those matches (thrown in, Trischaken and sat out included). */
  deals: number;
  /** The sum of the player's changes over those deals (points or cents). */
  total: number;
  /** Games the player declared: won, lost, a draw. */
  declared: number;
  won: number;
  lost: number;
  drawn: number;
  /** Per contract declared, in the order first met. */
  contracts: ContractStats[];
  /** Games the player defended, and how many of them the declarer lost / drew. */
  defended: number;
  declarerLost: number;
  defendedDrawn: number;
  /** Deals thrown in (all passed), Trischaken, and deals sat out as the dealer of four seats. */
  thrownIn: number;
  trischaken: number;
  satOut: number;
}

/** The figures of one rule set: its preset's rules (to name it and its contracts), one entry a player. */
export interface RuleSetStats {
  /** The preset's id. */
  readonly preset: string;
  /** The rules of the first match met under the preset (its name, its contracts' own names). */
  readonly game: Game;
  readonly unit: 'points' | 'cents';
  readonly players: PlayerStats[];
}

export interface HistoryStats {
  /** Matches counted (with at least one human seat and a known rule set) and their deals. */
  readonly matches: number;
  readonly deals: number;
  /** Newest first, as the matches are listed. */
  readonly ruleSets: readonly RuleSetStats[];
}

/** A player with nothing counted yet. */
export const emptyPlayer = (name: string): PlayerStats => ({
  name,
  matches: 0,
  finished: 0,
  deals: 0,
  total: 0,
  declared: 0,
  won: 0,
  lost: 0,
  drawn: 0,
  contracts: [],
  defended: 0,
  declarerLost: 0,
  defendedDrawn: 0,
  thrownIn: 0,
  trischaken: 0,
  satOut: 0,
});

/** Counts one deal for the player at `seat`. */
function countDeal(p: PlayerStats, d: HistoryDeal, seat: number, playing: boolean): void {
  p.deals += 1;
  p.total += d.deltas[seat] ?? 0;
  switch (d.outcome) {
    case 'passed':
      p.thrownIn += 1;
      return;
    case 'trischaken':
      p.trischaken += 1;
      return;
    case 'won':
    case 'lost':
    case 'draw': {
      if (d.declarer === seat) {
        p.declared += 1;
        if (d.outcome === 'won') p.won += 1;
        else if (d.outcome === 'lost') p.lost += 1;
        else p.drawn += 1;
        const id = d.contract ?? '';
        let c = p.contracts.find((x) => x.contract === id);
        if (!c) {
          c = { contract: id, played: 0, won: 0 };
          p.contracts.push(c);
        }
        c.played += 1;
        if (d.outcome === 'won') c.won += 1;
        return;
      }
      if (!playing) {
        p.satOut += 1;
        return;
      }
      p.defended += 1;
      if (d.outcome === 'lost') p.declarerLost += 1;
      else if (d.outcome === 'draw') p.defendedDrawn += 1;
      return;
    }
    default: {
      const never: never = d.outcome;
      throw new Error(`unknown outcome ${String(never)}`);
    }
  }
}

/**
 * The statistics of the human seats of `matches` (the history's list, newest first). A match of
 * a rule set this version does not know, or without a human seat, is left out.
 */
export function historyStats(
  matches: readonly HistoryMatch[],
  gameFor: (name: string) => Game | null,
): HistoryStats {
  const sets: RuleSetStats[] = [];
  let counted = 0;
  let deals = 0;
  for (const m of matches) {
    const game = gameFor(m.game);
    const humans = m.players.flatMap((p, seat) => (p.kind === 'human' ? [seat] : []));
    if (!game || humans.length === 0) continue;
    counted += 1;
    deals += m.deals.length;
    let set = sets.find((x) => x.preset === game.rules.id);
    if (!set) {
      set = { preset: game.rules.id, game, unit: unitOf(game.rules), players: [] };
      sets.push(set);
    }
    for (const seat of humans) {
      const name = m.names[seat] ?? '';
      const found = set.players.find((x) => x.name === name);
      const p = found ?? emptyPlayer(name);
      if (!found) set.players.push(p);
      p.matches += 1;
      if (m.finished) p.finished += 1;
      for (const d of m.deals) countDeal(p, d, seat, d.players.includes(seat));
    }
  }
  return { matches: counted, deals, ruleSets: sets };
}
