/** Random small open endgames of both families, for the solver's tests and benchmark. */
import {
  type Card,
  type Pack,
  type PlayRules,
  type Rng,
  GERMAN24,
  GERMAN36,
  PAGAT,
  TAROCK54,
  UHU,
  playRules,
  shuffled,
} from '@tarock/engine';
import type { OpenPosition } from './position';
import { type Scoring, cardUnits } from './scoring';

export interface Endgame {
  readonly rules: PlayRules;
  readonly scoring: Scoring;
  readonly position: OpenPosition;
}

/** Bettel order of the German pack: the 10 between the Unter and the 9 (rules-notes BT-NP-3). */
export function bettelStrength(pack: Pack): Uint8Array {
  const out = new Uint8Array(pack.size);
  for (let c = 0; c < pack.size; c++) {
    const en = pack.suits[pack.suitOf[c] as number]?.ranks[pack.rankOf[c] as number]?.ascii;
    const order =
      pack.id === 'german36'
        ? ['6', '7', '8', '9', '10', 'U', 'O', 'K', 'A']
        : ['9', '10', 'U', 'O', 'K', 'A'];
    out[c] = order.indexOf(en ?? '');
  }
  return out;
}

/**
 * A random endgame with `perHand` cards left in each hand (before the trick on the table), in a
 * random pack, trump and scoring (sometimes with ultimo, valat and per-trick terms, sometimes
 * with every card costing its value).
 */
export function randomEndgame(rng: Rng, perHand: number): Endgame {
  const kind = rng.int(6);
  const pack = kind < 3 ? TAROCK54 : kind === 5 ? GERMAN24 : GERMAN36;
  let rules: PlayRules;
  if (pack === TAROCK54) rules = playRules(pack, 4, { pagatLastTrump: rng.int(5) === 0 });
  else if (rng.int(6) === 0) rules = playRules(pack, -1, { strength: bettelStrength(pack) });
  else rules = playRules(pack, rng.int(4));
  const totalTricks = pack === TAROCK54 ? 16 : pack === GERMAN24 ? 7 : 11;
  const tricksPlayed = Math.max(0, totalTricks - perHand);
  // Tarock endgames keep many tarocks, as real ones do.
  let deck = shuffled(rng, pack.cards);
  if (pack === TAROCK54 && rng.int(2) === 0) {
    const t = deck.filter((c) => pack.suitOf[c] === 4);
    deck = [...t, ...deck.filter((c) => pack.suitOf[c] !== 4)];
    deck = shuffled(rng, deck.slice(0, 3 * perHand + 6));
  }
  const trickLen = rng.int(3);
  const leader = rng.int(3);
  const hands: Card[][] = [[], [], []];
  const trick: Card[] = [];
  let i = 0;
  for (let seat = 0; seat < 3; seat++) for (let k = 0; k < perHand; k++) hands[seat]?.push(deck[i++] as Card);
  for (let k = 0; k < trickLen && perHand > 0; k++) {
    const seat = (leader + k) % 3;
    const h = hands[seat] as Card[];
    trick.push(h.splice(rng.int(h.length), 1)[0] as Card);
  }
  const declarer = rng.int(3);
  const team = [0, 1, 2].map((s) => (s === declarer ? 0 : 1));
  const perTrick = rng.int(8) === 0 ? rng.int(7) - 3 : 0;
  const ultimo =
    pack === TAROCK54 && rng.int(2) === 0
      ? [
          { card: PAGAT, trick: totalTricks - 1, ifWon: rng.int(61) - 30, ifLost: rng.int(61) - 30 },
          { card: UHU, trick: totalTricks - 2, ifWon: rng.int(61) - 30, ifLost: rng.int(61) - 30 },
        ]
      : [];
  const valat = rng.int(4) === 0 ? { team0: rng.int(100), team1: -rng.int(100) } : undefined;
  const won = rng.int(3);
  const tricksWon: [number, number] =
    won === 0 ? [tricksPlayed, 0] : won === 1 ? [0, tricksPlayed] : [rng.int(tricksPlayed + 1), 1];
  // Sometimes every card costs: the paranoid objective of a deal without a declarer (Trischaken).
  const costs = rng.int(6) === 0;
  const scoring: Scoring = {
    cardValue: costs ? Array.from(cardUnits(pack), (v) => -v) : cardUnits(pack),
    perTrick,
    ultimo,
    ...(valat ? { valat } : {}),
  };
  return { rules, scoring, position: { hands, team, leader, trick, tricksPlayed, tricksWon } };
}
