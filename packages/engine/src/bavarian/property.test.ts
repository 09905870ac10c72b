/**
 * Property test over random seeded games of every Bavarian preset, with three and four seats and
 * random house-rule options: every game ends with a settlement; the cards are conserved at every
 * step; card points sum to 120 (a Bettel that ended early counts its unplayed cards and unused
 * stock as their own piles); money is conserved between the players and the pot, which never pays
 * more than it holds unless the shortfall is carried over (HT-01); the sitting-out
 * dealer never pays; in every state before the end exactly one seat is to act and it has a legal
 * action.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { Card } from '../cards/pack';
import { makeGame } from '../core/game';
import type { OptionValue } from '../core/ruleset';
import { createRng } from '../core/rng';
import type { State } from '../core/state';
import { bavarianPresets } from '../presets/bavarian';

const RUNS = 1000;

/** Throws unless every card of the pack is in exactly one place (hands, trick, tricks, discards, stock). */
function checkCards(s: State, size: number): void {
  const stock = s.talonRest ? s.talonRest.cards : s.contract?.talonGroup === 0 ? [] : s.talon;
  const piles: (readonly Card[])[] = [
    ...s.hands,
    s.trick,
    ...s.tricks.map((t) => t.cards),
    s.discards,
    stock,
  ];
  const seen = new Uint8Array(size);
  let n = 0;
  for (const pile of piles)
    for (const c of pile) {
      if (seen[c]) throw new Error(`card ${c} is in two places`);
      seen[c] = 1;
      n++;
    }
  if (n !== size) throw new Error(`${n} cards in play, not ${size}`);
}

describe.each(bavarianPresets.map((p) => [p.rules.id, p] as const))('%s: random games', (_id, preset) => {
  const optionArb = fc.record(
    Object.fromEntries(
      preset.options.filter((o) => o.key !== 'seats').map((o) => [o.key, fc.constantFrom(...o.values)]),
    ) as Record<string, fc.Arbitrary<OptionValue>>,
  );
  test(`${RUNS} games with three or four seats and random options`, () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.constantFrom(3, 4),
        optionArb,
        (seed, seats, options) => {
          const made = makeGame(preset, { ...options, seats });
          if (!made.ok) throw new Error(made.error);
          const g = made.value;
          const rng = createRng(seed);
          const dealer = rng.int(seats);
          // A side pot is read only where the rules keep one (the Schreckensteiner beside a Kasse).
          let s = g.newDeal({ dealer, pot: 10 * rng.int(30), sidePot: 10 * rng.int(30) });
          const dealt = g.apply(s, g.sampleDeal(s, rng));
          if (!dealt.ok) throw new Error(dealt.error);
          s = dealt.value;
          const size = g.pack.size;
          // Plain checks in the loop (expect is slow at this volume); the failures throw.
          for (let steps = 0; s.phase !== 'finished'; steps++) {
            if (steps > 200) throw new Error('the deal does not end');
            if (typeof s.toAct !== 'number' || !s.players.includes(s.toAct))
              throw new Error(`no active seat to act in ${s.phase}`);
            const legal = g.legalActions(s);
            const action = legal[rng.int(Math.max(1, legal.length))];
            if (!action) throw new Error(`seat ${s.toAct} has no legal action in ${s.phase}`);
            const r = g.apply(s, action);
            if (!r.ok) throw new Error(r.error);
            s = r.value;
            checkCards(s, size);
          }
          const st = s.settlement;
          expect(st).not.toBeNull();
          if (!st) return;
          expect(st.deltas.reduce((a, b) => a + b, 0) + st.potDelta + (st.sidePotDelta ?? 0)).toBe(0);
          // A pot never pays more than it holds, unless the shortfall is carried over as a debt.
          if (options['potShortfall'] !== 'carriedOver')
            expect(s.pot + st.potDelta).toBeGreaterThanOrEqual(0);
          if (seats === 4) expect(st.deltas[dealer]).toBe(0);
          if (st.outcome !== 'passed') expect(st.cardPoints.reduce((a, p) => a + p.points, 0)).toBe(120);
        },
      ),
      { numRuns: RUNS },
    );
  });
});
