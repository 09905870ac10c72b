/**
 * The fixed, seeded solver positions of the benchmark: full deals of each family under a fixed
 * contract. Bavarian: hearts trump, the declarer is the hand with the most hearts, the stock
 * counts for him, he needs 61. Illustrated: tarocks trump, the declarer is the hand with the
 * most tarocks, the first talon half counts for him (as his discards would), the second for the
 * defenders; he needs 36 (107 thirds). Forehand leads. "From trick 5" positions are reached by
 * four tricks of seeded random legal play.
 */
import {
  type Card,
  GERMAN36,
  type Pack,
  type PlayRules,
  TAROCK54,
  createRng,
  playRules,
  shuffled,
} from '@tarock/engine';
import {
  type OpenPosition,
  type Scoring,
  TrickSolver,
  cardPointScoring,
  pointsToUnits,
} from '@tarock/solver';

export interface BenchPosition {
  readonly position: OpenPosition;
  /** Units team 0 (the declarer) still needs from the remaining tricks. */
  readonly need: number;
}

export interface BenchFamily {
  readonly rules: PlayRules;
  readonly scoring: Scoring;
  readonly handSize: number;
}

export const BAVARIAN: BenchFamily = {
  rules: playRules(GERMAN36, 2),
  scoring: cardPointScoring(GERMAN36),
  handSize: 11,
};

export const ILLUSTRATED: BenchFamily = {
  rules: playRules(TAROCK54, 4),
  scoring: cardPointScoring(TAROCK54),
  handSize: 16,
};

/** The deal with seed `seed`, played on for `tricks` tricks of random legal cards. */
export function benchPosition(family: BenchFamily, seed: number, tricks = 0): BenchPosition {
  const pack: Pack = family.rules.pack;
  const trump = family.rules.trumpSuit;
  const h = family.handSize;
  const deck = shuffled(createRng(`bench-deal-${pack.id}-${seed}`), pack.cards);
  const hands: Card[][] = [0, 1, 2].map((s) => deck.slice(s * h, (s + 1) * h));
  const talon = deck.slice(3 * h);
  const trumps = hands.map((hand) => hand.filter((c) => pack.suitOf[c] === trump).length);
  const declarer = trumps.indexOf(Math.max(...trumps));
  const team = [0, 1, 2].map((s) => (s === declarer ? 0 : 1));
  const own = pack === TAROCK54 ? talon.slice(0, talon.length / 2) : talon;
  let have = 0;
  for (const c of own) have += family.scoring.cardValue[c] ?? 0;
  let need = pointsToUnits(pack, pack === TAROCK54 ? 36 : 61) - have;
  let position: OpenPosition = { hands, team, leader: 0, trick: [], tricksPlayed: 0 };
  if (tricks > 0) {
    // Play on with random legal cards, tracking hands through the solver's own make/unmake.
    const solver = new TrickSolver(family.rules, family.scoring, { tableBits: 4 });
    solver.load(position);
    const rng = createRng(`bench-play-${pack.id}-${seed}`);
    const left = hands.map((hand) => hand.slice());
    const won: [number, number] = [0, 0];
    const buf: Card[] = [];
    for (let k = 0; k < 3 * tricks; k++) {
      const seat = solver.toPlay;
      const legal = solver.legalCards(buf);
      const card = legal[rng.int(legal.length)] as Card;
      const hand = left[seat] as Card[];
      hand.splice(hand.indexOf(card), 1);
      need -= solver.play(card);
      if (k % 3 === 2) won[team[solver.toPlay] === 0 ? 0 : 1]++;
    }
    position = { hands: left, team, leader: solver.toPlay, trick: [], tricksPlayed: tricks, tricksWon: won };
  }
  return { position, need };
}
