/**
 * The named house-rule options of Illustrated Tarock: every [OPTION] of rules-notes Parts A and B
 * (and the Appendix table), each with the preset's default and the item it comes from, plus one
 * cheap Part D house rule (default off). An option
 * resolves into the rule-set data (its `apply`); flows and settlement read only that data.
 */
import type { OptionSpec, OptionValue } from '../core/ruleset';
import type { BonusSpec, IllustratedRules } from './rules';

export interface IllustratedOption {
  readonly spec: OptionSpec;
  /** The rule set with this option set to `value` (one of `spec.values`). */
  apply(rules: IllustratedRules, value: OptionValue): IllustratedRules;
}

type Apply = (rules: IllustratedRules, value: OptionValue) => IllustratedRules;

export function option(
  key: string,
  description: string,
  values: readonly OptionValue[],
  dflt: OptionValue,
  source: string,
  apply: Apply,
): IllustratedOption {
  return { spec: { key, description, values, default: dflt, source }, apply };
}

const bool = [true, false] as const;

/** Sets a bonus row in or out of the table (rows keep the book's order in `all`). */
export function withRow(
  rules: IllustratedRules,
  all: readonly BonusSpec[],
  row: BonusSpec,
  on: boolean,
): IllustratedRules {
  const ids = new Set(rules.bonuses.map((b) => b.id));
  if (on) ids.add(row.id);
  else ids.delete(row.id);
  // Rows already in the rule set keep what other options changed in them.
  const current = (b: BonusSpec): BonusSpec => rules.bonuses.find((x) => x.id === b.id) ?? b;
  return { ...rules, bonuses: all.filter((b) => ids.has(b.id)).map(current) };
}

/** Options every Illustrated preset has; `d` is the preset's rule set with its defaults. */
export function commonOptions(d: IllustratedRules, table: readonly BonusSpec[]): IllustratedOption[] {
  const without = table.filter((b) => b.id === 'withoutTrull' || b.id === 'withoutKings');
  return [
    option(
      'auctionDirection',
      'Order of the auction and of the answers to announcements: ccw (like play) or cw (the seed read literally)',
      ['ccw', 'cw'],
      d.auctionDirection,
      'rules-notes IT-05',
      (r, v) => ({ ...r, auctionDirection: v === 'cw' ? 'cw' : 'ccw' }),
    ),
    option(
      'noTarockRedeal',
      'A player dealt no tarock shows his hand and the same dealer deals again',
      bool,
      d.redeal.noTarock,
      'rules-notes IT-13',
      (r, v) => ({ ...r, redeal: { ...r.redeal, noTarock: v === true } }),
    ),
    option(
      'loneTrullRedeal',
      'House rule: a hand whose only tarock is a single Trull card (or that has none) is thrown in too',
      bool,
      d.redeal.loneTrull,
      'rules-notes Part D 4',
      (r, v) => ({ ...r, redeal: { ...r.redeal, loneTrull: v === true } }),
    ),
    option(
      'allPassDealer',
      'Who deals after all passed: the next dealer or the same one',
      ['next', 'same'],
      d.redeal.allPassDealer,
      'rules-notes IT-13',
      (r, v) => ({ ...r, redeal: { ...r.redeal, allPassDealer: v === 'same' ? 'same' : 'next' } }),
    ),
    option(
      'soloTalonOwner',
      'Whom the untouched talon of a Solo counts for',
      ['defenders', 'declarer'],
      d.talon.soloOwner,
      'rules-notes IT-11',
      (r, v) => ({ ...r, talon: { ...r.talon, soloOwner: v === 'declarer' ? 'declarer' : 'defenders' } }),
    ),
    option(
      'unchosenTalonVisible',
      'The untaken talon cards may be inspected during play',
      bool,
      d.unchosenTalonVisible,
      'rules-notes IT-10, M-10',
      (r, v) => ({ ...r, unchosenTalonVisible: v === true }),
    ),
    option(
      'overshootMode',
      'Overshoot: always counted; suppressed in a won game with 40/50 announced (R1); or none in a Solo (R2)',
      ['suppressedByPointAnnouncement', 'soloFlat', 'always'],
      d.overshootMode,
      'rules-notes L-05',
      (r, v) => ({
        ...r,
        overshootMode: v === 'suppressedByPointAnnouncement' || v === 'soloFlat' ? v : 'always',
      }),
    ),
    option(
      'failedBonusMultiplied',
      "The defenders' points for the declarer's failed or lost bonus are multiplied by the contract",
      bool,
      d.failedBonusMultiplied,
      'rules-notes B-05',
      (r, v) => ({ ...r, failedBonusMultiplied: v === true }),
    ),
    option(
      'pagatCapturedByOwnSide',
      "A defender's silent Pagat/Uhu captured by the other defender: nobody scores, or the declarer does",
      ['noScore', 'opponentsScore'],
      d.birdCapturedByOwnSide,
      'rules-notes IT-16',
      (r, v) => ({ ...r, birdCapturedByOwnSide: v === 'opponentsScore' ? 'opponentsScore' : 'noScore' }),
    ),
    option(
      'honoursMustBeClaimed',
      d.honoursClaimedAt === 'endOfDeal'
        ? 'Honours score only when claimed (announced) after the last trick, before the next deal'
        : 'Honours score only when claimed (announced) in the round after the pickup',
      bool,
      d.honoursMustBeClaimed,
      'rules-notes IT-15',
      (r, v) => ({ ...r, honoursMustBeClaimed: v === true }),
    ),
    option(
      'withoutTrullKings',
      'The Without Trull and Without Kings bonuses are played',
      bool,
      without.length > 0 && without.every((w) => d.bonuses.some((b) => b.id === w.id)),
      'rules-notes IT-17',
      (r, v) => without.reduce((acc, row) => withRow(acc, table, row, v === true), r),
    ),
    option(
      'gameContraCoversWithoutBonuses',
      'A contra on the game also multiplies an announced Without Trull / Without Kings',
      bool,
      d.contra.gameCoversWithoutBonuses,
      'rules-notes IT-20',
      (r, v) => ({ ...r, contra: { ...r.contra, gameCoversWithoutBonuses: v === true } }),
    ),
    option(
      'gameEnd',
      'The series ends when a total reaches 100 (atLeast) or exceeds it (exceeds)',
      ['atLeast', 'exceeds'],
      d.series.trigger,
      'rules-notes IT-21, M-09',
      (r, v) => ({ ...r, series: { ...r.series, trigger: v === 'exceeds' ? 'exceeds' : 'atLeast' } }),
    ),
    option(
      'stake',
      'Money at the end of the series: cents per point of difference (0: play for points only)',
      [0, 1, 2],
      d.series.stakeCents,
      'rules-notes IT-21, M-09',
      (r, v) => ({ ...r, series: { ...r.series, stakeCents: typeof v === 'number' ? v : 0 } }),
    ),
  ];
}

/** Valat in the table, and whether a made Valat replaces all other scores (IT-18). */
export function valatOptions(d: IllustratedRules, table: readonly BonusSpec[]): IllustratedOption[] {
  const row = table.find((b) => b.id === 'valat');
  if (!row) return [];
  return [
    option(
      'valat',
      'Valat (all tricks) may be announced and scores',
      bool,
      d.bonuses.some((b) => b.id === 'valat'),
      'rules-notes IT-18',
      (r, v) => withRow(r, table, row, v === true),
    ),
    option(
      'valatReplacesOtherScores',
      'A made Valat replaces every other score of the deal',
      bool,
      d.valatReplacesOtherScores,
      'rules-notes IT-18',
      (r, v) => ({ ...r, valatReplacesOtherScores: v === true }),
    ),
  ];
}
