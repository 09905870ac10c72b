import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countPile } from './counting';
import { formatCard, parseCard, parseCards } from './notation';
import { GERMAN24, GERMAN36, MOND, PACKS, PAGAT, SKUS, TAROCK54, cardOf } from './pack';

describe('card notation', () => {
  it.each(Object.values(PACKS))(
    'parse(format(c)) round-trips for every card of $id, in both forms',
    (pack) => {
      fc.assert(
        fc.property(
          fc.integer({ min: 0, max: pack.size - 1 }),
          fc.constantFrom('ascii' as const, 'pretty' as const),
          (c, style) => {
            const parsed = parseCard(pack, formatCard(pack, c, style));
            expect(parsed).toEqual({ ok: true, value: c });
          },
        ),
      );
      for (const c of pack.cards) {
        expect(parseCard(pack, formatCard(pack, c, 'ascii'))).toEqual({ ok: true, value: c });
        expect(parseCard(pack, formatCard(pack, c, 'pretty'))).toEqual({ ok: true, value: c });
      }
    },
  );

  it('every card of a pack has a distinct name', () => {
    for (const pack of Object.values(PACKS)) {
      expect(new Set(pack.cards.map((c) => formatCard(pack, c))).size).toBe(pack.size);
      expect(new Set(pack.cards.map((c) => formatCard(pack, c, 'pretty'))).size).toBe(pack.size);
    }
  });

  it('names the trull cards and distinguishes the Sküs from the spade King', () => {
    expect(formatCard(TAROCK54, PAGAT)).toBe('T1');
    expect(formatCard(TAROCK54, MOND, 'pretty')).toBe('XXI');
    expect(formatCard(TAROCK54, SKUS)).toBe('Sk');
    expect(formatCard(TAROCK54, SKUS, 'pretty')).toBe('Sküs');
    expect(parseCard(TAROCK54, 'SK')).toEqual({ ok: true, value: cardOf(TAROCK54, 2, 7) });
    expect(parseCard(TAROCK54, 'XXII')).toEqual({ ok: true, value: SKUS });
  });

  it("reads the pretty form's letters typed in ASCII: B (Bube) a Jack, D (Dame) a Queen, as the hand shows them", () => {
    for (const suit of [0, 1, 2, 3]) {
      const queen = cardOf(TAROCK54, suit, 6);
      const jack = cardOf(TAROCK54, suit, 4);
      const letter = formatCard(TAROCK54, queen).slice(0, 1);
      expect(formatCard(TAROCK54, queen, 'pretty').endsWith('D')).toBe(true);
      expect(parseCard(TAROCK54, `${letter}D`)).toEqual({ ok: true, value: queen });
      expect(parseCard(TAROCK54, `${letter}B`)).toEqual({ ok: true, value: jack });
    }
    expect(parseCard(GERMAN36, 'HD').ok).toBe(false);
  });

  it('gives a clear error for anything unparseable', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        for (const pack of Object.values(PACKS)) {
          const r = parseCard(pack, text);
          if (!r.ok) expect(r.error).toContain('is not a card');
        }
      }),
    );
    const r = parseCard(GERMAN24, 'E6');
    expect(r.ok).toBe(false);
    expect(parseCards(GERMAN36, 'EA G10 HO x').ok).toBe(false);
  });
});

describe('ranks and card points', () => {
  it('ranks the tarock pack Sküs > XXI > … > I; black K Q C J 10 9 8 7; red K Q C J 1 2 3 4', () => {
    const names = (suit: number) =>
      TAROCK54.suits[suit]?.ranks
        .map((r) => r.ascii)
        .reverse()
        .join(' ');
    expect(names(0)).toBe('K Q C J 1 2 3 4');
    expect(names(2)).toBe('K Q C J 10 9 8 7');
    expect(TAROCK54.rankOf[SKUS]).toBeGreaterThan(TAROCK54.rankOf[MOND] as number);
  });

  it('ranks the German pack A 10 K O U 9 8 7 6, and the short pack A–9', () => {
    expect(
      GERMAN36.suits[0]?.ranks
        .map((r) => r.ascii)
        .reverse()
        .join(' '),
    ).toBe('A 10 K O U 9 8 7 6');
    expect(
      GERMAN24.suits[0]?.ranks
        .map((r) => r.ascii)
        .reverse()
        .join(' '),
    ).toBe('A 10 K O U 9');
  });

  it('counts the tarock pack to 70 (106 nominal − 36) and the German packs to 120', () => {
    expect(countPile(TAROCK54, TAROCK54.cards)).toEqual({ thirds: 210, points: 70 });
    expect(countPile(GERMAN36, GERMAN36.cards).points).toBe(120);
    expect(countPile(GERMAN24, GERMAN24.cards).points).toBe(120);
  });

  it('counts in threes: King + Cavalier + X = 9 − 2 = 7; leftovers lose ⅔ each', () => {
    const king = cardOf(TAROCK54, 0, 7);
    const cav = cardOf(TAROCK54, 0, 5);
    expect(countPile(TAROCK54, [king, cav, MOND - 11]).points).toBe(7);
    expect(countPile(TAROCK54, [king])).toEqual({ thirds: 13, points: 4 });
    expect(countPile(TAROCK54, [king, cav])).toEqual({ thirds: 20, points: 7 });
  });

  it('IT-04: "35 points and two Blatt" (35⅔ exactly) rounds to 36, enough to win; 35⅓ rounds to 35', () => {
    const empties = TAROCK54.cards.filter((c) => TAROCK54.points[c] === 1);
    const fives = TAROCK54.cards.filter((c) => TAROCK54.points[c] === 5);
    // Seven five-point cards and n one-point cards: 3 × (35 + n) − 2 × (7 + n) = 91 + n thirds.
    const pile = (nEmpties: number) => [...fives, ...empties.slice(0, nEmpties)];
    expect(countPile(TAROCK54, pile(15))).toEqual({ thirds: 106, points: 35 }); // 35⅓
    expect(countPile(TAROCK54, pile(16))).toEqual({ thirds: 107, points: 36 }); // 35⅔: "35 und zwei Blatt"
    expect(countPile(TAROCK54, pile(14))).toEqual({ thirds: 105, points: 35 });
  });

  it('IT-03: three piles (Trischaken) can round to 69 or 71 in all; the exact thirds always make 210', () => {
    const empties = TAROCK54.cards.filter((c) => TAROCK54.points[c] === 1);
    const rest = (piles: number[][]) => TAROCK54.cards.filter((c) => !piles.some((p) => p.includes(c)));
    const sum = (piles: number[][]) => {
      const all = [...piles, rest(piles)];
      return {
        points: all.reduce((a, p) => a + countPile(TAROCK54, p).points, 0),
        thirds: all.reduce((a, p) => a + countPile(TAROCK54, p).thirds, 0),
      };
    };
    // Two single empty cards (⅓ each, rounded down to 0) leave the third pile at 69⅓ → 69.
    expect(sum([empties.slice(0, 1), empties.slice(1, 2)])).toEqual({ points: 69, thirds: 210 });
    // Two piles of two empty cards (⅔ each, rounded up to 1) leave 68⅔ → 69, and 1 + 1 + 69 = 71.
    expect(sum([empties.slice(0, 2), empties.slice(2, 4)])).toEqual({ points: 71, thirds: 210 });
  });

  it('two piles that make up the pack always round to 70', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray([...TAROCK54.cards]), (pile) => {
        const rest = TAROCK54.cards.filter((c) => !pile.includes(c));
        expect(countPile(TAROCK54, pile).points + countPile(TAROCK54, rest).points).toBe(70);
      }),
    );
  });
});
