import {
  type Card,
  GERMAN36,
  type Pack,
  PAGAT,
  type PlayRules,
  TAROCK54,
  UHU,
  createRng,
  parseCards,
  playRules,
  shuffled,
} from '@tarock/engine';
import { describe, expect, it } from 'vitest';
import { minimaxValue } from './minimax';
import type { OpenPosition } from './position';
import { type Scoring, cardPointScoring, cardUnits } from './scoring';
import { exactValue } from './search';
import { SimilarityTable } from './similarity';
import { TrickSolver } from './solver';

describe('the similarity table', () => {
  it('keeps one position per structure, merging the bounds of the same position', () => {
    const st = new SimilarityTable(4);
    // Classes 1, 2, 3 at places 0, 1, 2: 4 bits a place.
    const a = Int32Array.of(0x321);
    st.store(5, 9, 10, 40, a, 1);
    expect(st.probe(5, 9)).toBe(true);
    expect([st.lower, st.upper, st.classes[st.offset]]).toEqual([10, 40, 0x321]);
    st.store(5, 9, 12, 50, a, 1);
    st.probe(5, 9);
    expect([st.lower, st.upper]).toEqual([12, 40]);
    // Another position of the same structure replaces it.
    st.store(5, 9, 0, 20, Int32Array.of(0x421), 1);
    st.probe(5, 9);
    expect([st.lower, st.upper, st.classes[st.offset]]).toEqual([0, 20, 0x421]);
    expect(st.probe(5, 8)).toBe(false);
    st.clear();
    expect(st.probe(5, 9)).toBe(false);
  });
});

interface Family {
  readonly pack: Pack;
  readonly rules: PlayRules;
  readonly scoring: Scoring;
  readonly tricks: number;
}

const FAMILIES: readonly Family[] = [
  { pack: GERMAN36, rules: playRules(GERMAN36, 2), scoring: cardPointScoring(GERMAN36), tricks: 11 },
  {
    pack: TAROCK54,
    rules: playRules(TAROCK54, 4, { pagatLastTrump: true }),
    scoring: {
      cardValue: cardUnits(TAROCK54),
      ultimo: [
        { card: PAGAT, trick: 15, ifWon: 30, ifLost: -30 },
        { card: UHU, trick: 14, ifWon: 20, ifLost: -20 },
      ],
      valat: { team0: 90, team1: -90 },
    },
    tricks: 16,
  },
];

/**
 * Positions of one deal as it is played on (random legal cards), `perHand` cards a hand at the
 * first: neighbouring positions share their structure with many of each other's subtrees.
 */
function playedOn(f: Family, seed: string, perHand: number): OpenPosition[] {
  const rng = createRng(seed);
  let deck = shuffled(rng, f.pack.cards);
  if (f.pack === TAROCK54) {
    // Keep the Pagat and the Uhu in play: their bonuses must not be taken for values.
    const rest = deck.filter((c) => c !== PAGAT && c !== UHU);
    deck = shuffled(rng, [PAGAT, UHU, ...rest.slice(0, 3 * perHand - 2)]);
  }
  const hands: Card[][] = [0, 1, 2].map((s) => deck.slice(s * perHand, (s + 1) * perHand));
  const team = [0, 1, 1];
  const tricksPlayed = f.tricks - perHand;
  const walker = new TrickSolver(f.rules, f.scoring, { tableBits: 4 });
  walker.load({ hands, team, leader: 0, trick: [], tricksPlayed });
  const out: OpenPosition[] = [];
  const buf: Card[] = [];
  for (let k = 0; k < 3 * (perHand - 1); k++) {
    if (k % 3 === 0)
      out.push({
        hands: hands.map((h) => h.slice()),
        team,
        leader: walker.toPlay,
        trick: [],
        tricksPlayed: tricksPlayed + k / 3,
      });
    const seat = walker.toPlay;
    const legal = walker.legalCards(buf);
    const card = legal[rng.int(legal.length)] as Card;
    const hand = hands[seat] as Card[];
    hand.splice(hand.indexOf(card), 1);
    walker.play(card);
  }
  return out;
}

describe('the solver with the similarity table', () => {
  it.each(FAMILIES.map((f) => [f.pack.id, f] as const))(
    'gives the exact values of a solver without it, on deals played on (%s)',
    (_id, f) => {
      const shared = new TrickSolver(f.rules, f.scoring, { tableBits: 12 });
      for (let d = 0; d < 12; d++) {
        for (const p of playedOn(f, `similar-${f.pack.id}-${d}`, 7)) {
          const plain = new TrickSolver(f.rules, f.scoring, { tableBits: 12, similarity: false });
          plain.load(p);
          shared.load(p);
          expect(exactValue(shared).value).toBe(exactValue(plain).value);
        }
      }
    },
  );

  it('agrees with a plain minimax where the structure repeats (Pagat played last)', () => {
    const f = FAMILIES[1] as Family;
    const solver = new TrickSolver(f.rules, f.scoring, { tableBits: 10 });
    for (let d = 0; d < 6; d++) {
      for (const p of playedOn(f, `similar-minimax-${d}`, 4)) {
        solver.load(p);
        expect(exactValue(solver).value).toBe(minimaxValue(f.rules, f.scoring, p));
      }
    }
  });

  it('stays exact when two positions differ only in the values of their cards', () => {
    // The same structure (Eichel A K O in the same hands, places and leader) with the King and
    // the Ober swapped for the Unter and the Nine: 7 points fewer in play.
    const cards = (t: string) => {
      const r = parseCards(GERMAN36, t);
      if (!r.ok) throw new Error(r.error);
      return r.value;
    };
    const rules = playRules(GERMAN36, 2);
    const scoring = cardPointScoring(GERMAN36);
    const solver = new TrickSolver(rules, scoring, { tableBits: 10 });
    const base = { team: [0, 1, 1], leader: 0, trick: [], tricksPlayed: 8 };
    const first = { ...base, hands: [cards('EA G6 G7'), cards('EK G8 G9'), cards('EO GU GO')] };
    const second = { ...base, hands: [cards('EA G6 G7'), cards('EU G8 G9'), cards('E9 GU GO')] };
    solver.load(first);
    expect(exactValue(solver).value).toBe(minimaxValue(rules, scoring, first));
    solver.load(second);
    expect(exactValue(solver).value).toBe(minimaxValue(rules, scoring, second));
  });
});
