/**
 * Who won, and by how much (rules-notes BT-07, BT-08, BT-09, BT-NP-3):
 * - The declarer needs his target (61, or his bid). With Kontra and the burden-shift reading, each
 *   call moves the burden: after Kontra the defenders must reach the target and the declarer wins
 *   if they do not; after Re the declarer again; and so on.
 * - 60–60 with a target of 61 is a draw where the rule set says so (early rules), else the
 *   burdened party has failed.
 * - Bettel: won if the declarer took no trick (points do not count; Kontra only doubles).
 * - Schneider: the winner has ≥ 91, or the loser ≤ 30 (by rule set). Schwarz: the loser took no
 *   trick (or the winner took all 120 card points, by option).
 */
import type { Phrase } from '../core/phrase';
import type { Burden } from '../core/types';
import { burdenAt } from './announce';
import type { DealFacts } from './facts';
import { say } from './phrases';
import { type BavarianRules, type ContractSpec, KONTRA_CALLS } from './rules';

export interface Judgement {
  readonly outcome: 'won' | 'lost' | 'draw';
  /** Who had to reach the target. */
  readonly burden: Burden;
  readonly schneider: boolean;
  readonly schwarz: boolean;
  /** One sentence: why. */
  readonly reason: Phrase;
}

export function judge(rules: BavarianRules, spec: ContractSpec, f: DealFacts): Judgement {
  if (spec.kind === 'bettel') {
    const won = f.tricks.declarer === 0;
    return {
      outcome: won ? 'won' : 'lost',
      burden: 'declarer',
      schneider: false,
      schwarz: false,
      reason: say(won ? 'bavarian.bettelWon' : 'bavarian.bettelLost'),
    };
  }
  const P = f.points.declarer;
  const D = f.points.defenders;
  const T = f.target;
  const burden = burdenAt(rules, f.kontra);
  if (rules.tie60 === 'draw' && T === 61 && P === 60 && D === 60) {
    return {
      outcome: 'draw',
      burden,
      schneider: false,
      schwarz: false,
      reason: say('bavarian.draw'),
    };
  }
  const burdened = burden === 'declarer' ? P : D;
  const made = burdened >= T;
  const won = burden === 'declarer' ? made : !made;
  const key =
    burden === 'declarer'
      ? won
        ? 'bavarian.declarerWins'
        : 'bavarian.declarerLoses'
      : won
        ? 'bavarian.defendersLose'
        : 'bavarian.defendersWin';
  const args = { target: T, took: burdened, points: P, against: D };
  // The defenders carry the burden after Kontra, Supp or Hirsch: the last call says which.
  const reason =
    burden === 'declarer'
      ? say(key, args)
      : say(key, { ...args, call: { kontra: f.kontra, en: KONTRA_CALLS[f.kontra] ?? 'Kontra' } });
  const [winPts, losePts] = won ? [P, D] : [D, P];
  const loserTricks = won ? f.tricks.defenders : f.tricks.declarer;
  const schneider = rules.schneider === 'winnerAtLeast91' ? winPts >= 91 : losePts <= 30;
  const schwarz = rules.schwarz === 'allTricks' ? loserTricks === 0 : winPts === 120;
  return { outcome: won ? 'won' : 'lost', burden, schneider, schwarz, reason };
}
