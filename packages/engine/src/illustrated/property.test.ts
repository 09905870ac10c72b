/**
 * Property test over random seeded games with random legal play and random option values, per
 * preset: every game ends settled; in every non-final state other than the deal exactly one seat
 * acts and has at least one legal action; cards are conserved; the two parties' card points sum to
 * 70 (Trischaken: the three piles and the unused talon, exactly, in thirds); every kind of ending
 * (won, lost, thrown in, Trischaken where the preset has it) occurs; and the score-keeper's summary
 * of the deal (docs/scorekeeping.md) passes validation and settles to the same points.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { TAROCK54 } from '../cards/pack';
import { countPile } from '../cards/counting';
import { makeGame } from '../core/game';
import { createRng } from '../core/rng';
import type { OptionValue, Preset } from '../core/ruleset';
import type { State } from '../core/state';
import type { Settlement } from '../core/types';
import { illustratedPresets } from '../presets/illustrated';
import { honoursOf } from './announce';
import { factsFromState, handsAtStartOfPlay } from './facts';
import type { IllustratedRules } from './rules';
import { trischakenFacts } from './trischaken';

/** One seat of the deal acts and has a legal action (plain checks: this runs on every state). */
function checkState(s: State, legal: number): void {
  if (typeof s.toAct !== 'number' || !s.players.includes(s.toAct))
    throw new Error(`no single seat to act in the ${s.phase} phase`);
  if (legal === 0) throw new Error(`seat ${s.toAct} has no legal action in the ${s.phase} phase`);
}

function cardsAccountedFor(s: State): number[] {
  const all = [...s.discards, ...(s.talonRest?.cards ?? []), ...s.tricks.flatMap((t) => t.cards)];
  if (!s.contract) all.push(...s.talon, ...s.hands.flat());
  return all.sort((a, b) => a - b);
}

function optionArb(preset: Preset): fc.Arbitrary<Record<string, OptionValue>> {
  const fields: Record<string, fc.Arbitrary<OptionValue>> = {};
  for (const o of preset.options) fields[o.key] = fc.constantFrom(...o.values);
  return fc.record(fields);
}

/** Plays one random deal to its end (passing half the time it may, so thrown-in deals are common). */
function randomDeal(preset: Preset, options: Record<string, OptionValue>, seed: number): State {
  const made = makeGame(preset, options);
  if (!made.ok) throw new Error(made.error);
  const game = made.value;
  const rng = createRng(seed);
  let s = game.newDeal({ dealer: seed % 3 });
  for (let steps = 0; s.phase !== 'finished'; steps++) {
    if (steps > 400) throw new Error('the deal does not end');
    if (s.toAct === 'chance') {
      const r = game.apply(s, game.sampleDeal(s, rng));
      if (!r.ok) throw new Error(r.error);
      s = r.value;
      continue;
    }
    const legal = game.legalActions(s);
    checkState(s, legal.length);
    const pass = legal.find((a) => a.type === 'pass');
    const pick = pass && rng.int(2) === 0 ? pass : legal[rng.int(legal.length)];
    if (!pick) throw new Error('no action');
    const r = game.apply(s, pick);
    if (!r.ok) throw new Error(r.error);
    s = r.value;
  }
  return s;
}

/** The deal summary a score-keeper writes down for a played deal. */
function summaryOf(s: State, rules: IllustratedRules): Record<string, unknown> {
  const envelope = { format: 'tarock-deal-summary', version: 1, variant: rules.id };
  if (!s.contract) return { ...envelope, contract: 'passed' };
  if (s.contract.declarer === null) {
    const t = trischakenFacts(s);
    return { ...envelope, contract: 'trischaken', cardPoints: t.thirds.map((x) => x / 3), tricks: t.tricks };
  }
  const f = factsFromState(s, rules);
  const start = handsAtStartOfPlay(s);
  return {
    ...envelope,
    contract: f.contract,
    declarer: f.declarer,
    takeLevel: f.takeLevel,
    declarerPoints: f.declarerPoints,
    announcements: f.announcements,
    contras: f.doublings,
    birds: f.birds.map((b) => (b.won ? { bird: b.bird, seat: b.seat, won: true } : b)),
    honours: s.players.flatMap((seat) =>
      honoursOf(rules, start[seat] ?? []).map((honour) => ({ seat, honour })),
    ),
    valat: f.valat,
    withoutTrull: f.withoutTrull,
    withoutKings: f.withoutKings,
  };
}

function checkEnd(s: State, st: Settlement): void {
  expect(cardsAccountedFor(s)).toEqual(TAROCK54.cards);
  if (st.outcome === 'won' || st.outcome === 'lost') {
    expect(st.cardPoints.map((c) => c.points).reduce((a, b) => a + b, 0)).toBe(70);
    expect(st.cardPoints.map((c) => c.thirds).reduce((a, b) => a + b, 0)).toBe(210);
    expect(st.deltas.every((d) => d >= 0)).toBe(true);
  }
  if (st.outcome === 'trischaken') {
    // The unused talon is a party of its own (no seats), so the parties make up the pack.
    const talon = st.cardPoints.find((c) => c.party === 'talon');
    expect(talon?.thirds).toBe(countPile(TAROCK54, s.talon).thirds);
    expect(st.cardPoints.map((c) => c.thirds).reduce((a, b) => a + b, 0)).toBe(210);
  }
  expect(st.deltas.reduce((a, b) => a + b, 0)).toBe(
    st.lines.at(-1)?.amounts?.reduce((a, b) => a + b, 0) ?? 0,
  );
}

describe.each(illustratedPresets.map((p) => [p.rules.id, p] as const))('%s: random games', (_id, preset) => {
  test('1,000 random games end settled, one seat to act in every state, card points sum to 70', () => {
    const outcomes = new Set<string>();
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.boolean(),
        optionArb(preset),
        (seed, useOptions, opts) => {
          const options = useOptions ? opts : {};
          const s = randomDeal(preset, options, seed);
          const st = s.settlement;
          if (!st) throw new Error('the finished deal has no settlement');
          outcomes.add(st.outcome);
          checkEnd(s, st);
          const game = makeGame(preset, options);
          if (!game.ok) throw new Error(game.error);
          const rules = game.value.rules as IllustratedRules; // an Illustrated preset's rule set
          const scored = preset.settleSummary(summaryOf(s, rules), rules, 3);
          if (!scored.ok) throw new Error(`the summary of a played deal was rejected: ${scored.error}`);
          expect(scored.value.deltas).toEqual(st.deltas);
        },
      ),
      { numRuns: 1000, seed: 20240601 },
    );
    const expected = ['won', 'lost', 'passed'];
    if (preset.options.some((o) => o.values.includes('trischaken'))) expected.push('trischaken');
    expect([...outcomes].sort()).toEqual(expected.sort());
  });
});
