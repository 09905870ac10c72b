/**
 * The Illustrated rule cards' claims about points, tied to the engine: each test reads what a card
 * states (its contracts table, the scoring statement's base, the overshoot mode, Trischaken's
 * amounts) and settles a score-keeper's summary (docs/scorekeeping.md) through the preset's
 * `settleSummary`; the points scored must be what the card says.
 */
import { describe, expect, test } from 'vitest';
import type { Phrase } from '../core/phrase';
import { type RuleCard, ruleSection } from '../core/ruleCard';
import type { OptionValue, Preset } from '../core/ruleset';
import { illustratedBeck, illustratedLoew1954, illustratedMayrSedlaczek2016 } from '../presets/illustrated';
import { cardOf, tableOf } from '../testing/ruleCard';
import type { IllustratedRules } from './rules';

const envelope = (variant: string) => ({ format: 'tarock-deal-summary', version: 1, variant });

function settle(
  preset: Preset<IllustratedRules>,
  options: Readonly<Record<string, OptionValue>>,
  fields: object,
) {
  const r = preset.settleSummary({ ...envelope(preset.rules.id), ...fields }, preset.resolve(options), 3);
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

const winning = (c: RuleCard): readonly Phrase[] => ruleSection(c, 'winning')?.rows ?? [];

/** The card's game value and multiplier of a contract (its table row). */
function contract(c: RuleCard, id: string): { value: number; multiplier: number } {
  const cells = tableOf(c, 'contracts').find((r) => r[0] === id);
  const columns = ruleSection(c, 'contracts')?.table?.columns ?? [];
  const times = ruleSection(c, 'contracts')?.table?.rows.find((r) => r.id === id)?.cells[
    columns.indexOf('multiplier')
  ];
  const factor = times && typeof times === 'object' && 'args' in times ? times.args?.['factor'] : undefined;
  if (!cells || typeof cells[1] !== 'number' || typeof factor !== 'number') throw new Error(`no ${id}`);
  return { value: cells[1], multiplier: factor };
}

/** The base the card's scoring statement counts over- and undershoot from. */
function base(c: RuleCard): number {
  const b = winning(c).find((p) => p.key === 'card.il.score')?.args?.['base'];
  if (typeof b !== 'number') throw new Error('no card.il.score');
  return b;
}

/** What the card says a Solo won with `points` scores: (value + overshoot) × multiplier. */
function soloWonByCard(c: RuleCard, points: number): number {
  const keys = winning(c).map((p) => p.key);
  const { value, multiplier } = contract(c, 'solo');
  const flat = keys.includes('card.il.overshoot.soloFlat');
  return (value + (flat ? 0 : points - base(c))) * multiplier;
}

describe("an Illustrated Solo's overshoot under each overshootMode is what the card says", () => {
  test.each([
    ['M&S (always): (10 + 5) × 4', illustratedMayrSedlaczek2016, {}],
    ['Beck (always)', illustratedBeck, {}],
    ['Beck overshootMode=soloFlat: no overshoot in a Solo', illustratedBeck, { overshootMode: 'soloFlat' }],
    ['Löw (suppressedByPointAnnouncement), nothing announced: the overshoot counts', illustratedLoew1954, {}],
    ['Löw overshootMode=soloFlat', illustratedLoew1954, { overshootMode: 'soloFlat' }],
  ] as const)('%s', (_name, preset, options) => {
    const c = cardOf(preset, options);
    const s = settle(preset, options, { contract: 'solo', declarer: 0, declarerPoints: 40 });
    expect(s.deltas).toEqual([soloWonByCard(c, 40), 0, 0]);
  });

  test('Beck overshootMode=soloFlat: a lost Solo has no undershoot either, each defender scores value × multiplier', () => {
    const c = cardOf(illustratedBeck, { overshootMode: 'soloFlat' });
    expect(winning(c).map((p) => p.key)).toContain('card.il.overshoot.soloFlat');
    const { value, multiplier } = contract(c, 'solo');
    const s = settle(
      illustratedBeck,
      { overshootMode: 'soloFlat' },
      { contract: 'solo', declarer: 0, declarerPoints: 20 },
    );
    expect(s.deltas).toEqual([0, value * multiplier, value * multiplier]);
  });
});

describe('a lost game: each defender scores (game value + undershoot) × multiplier', () => {
  test.each([
    ['M&S Zweiblatt lost at 30', illustratedMayrSedlaczek2016, 'zweiblatt'],
    ['Beck Einblatt lost at 30', illustratedBeck, 'einblatt'],
    ['Löw 3 Blatt lost at 30', illustratedLoew1954, 'dreiblatt'],
  ] as const)('%s', (_name, preset, id) => {
    const c = cardOf(preset);
    const { value, multiplier } = contract(c, id);
    const each = (value + (base(c) - 30)) * multiplier;
    const s = settle(preset, {}, { contract: id, declarer: 0, declarerPoints: 30 });
    expect(s.deltas).toEqual([0, each, each]);
  });
});

describe("Beck's Trischaken scores what the card says", () => {
  const options = { allPass: 'trischaken' };
  const amounts = (c: RuleCard) => {
    const rows = ruleSection(c, 'allPass')?.rows ?? [];
    const t = rows.find((p) => p.key === 'card.il.trischaken')?.args;
    const extra = rows.find((p) => p.key === 'card.il.tricklessExtra')?.args?.['extra'];
    const signed = (a: unknown): number => {
      if (a && typeof a === 'object' && 'signed' in a && typeof a.signed === 'number') return a.signed;
      throw new Error('no amount');
    };
    return {
      win: signed(t?.['win']),
      loss: signed(t?.['loss']),
      extra: typeof extra === 'number' ? extra : 0,
    };
  };

  test('the most card points loses; each other player wins, a winner without a trick scores the extra', () => {
    const c = cardOf(illustratedBeck, options);
    const { win, loss, extra } = amounts(c);
    const s = settle(illustratedBeck, options, {
      contract: 'trischaken',
      cardPoints: [20, 0, 40],
      tricks: [4, 0, 12],
    });
    expect(s.deltas).toEqual([win, win + extra, loss]);
  });

  test('trischakenTrickless=flat: the trickless winner scores the win only', () => {
    const o = { ...options, trischakenTrickless: 'flat' };
    const c = cardOf(illustratedBeck, o);
    expect(ruleSection(c, 'allPass')?.rows.map((p) => p.key)).toContain('card.il.tricklessFlat');
    const { win, loss } = amounts(c);
    const s = settle(illustratedBeck, o, {
      contract: 'trischaken',
      cardPoints: [20, 0, 40],
      tricks: [4, 0, 12],
    });
    expect(s.deltas).toEqual([win, win, loss]);
  });
});
