/**
 * The house-rule options every Bavarian preset shares (rules-notes BT-02, BT-07, BT-08, BT-09),
 * and small readers for resolved option values. Each preset lists its options with its own
 * defaults; `resolve` turns the values into the rule set's data.
 */
import type { OptionSpec, OptionValue, OptionValues } from '../core/ruleset';
import type { BavarianRules, KontraRules } from './rules';

export const str = <T extends string>(v: OptionValues, key: string, fallback: T): T => {
  const x = v[key];
  return (typeof x === 'string' ? x : fallback) as T; // the value was checked against the option's list
};
export const num = (v: OptionValues, key: string, fallback: number): number => {
  const x = v[key];
  return typeof x === 'number' ? x : fallback;
};
export const bool = (v: OptionValues, key: string, fallback: boolean): boolean => {
  const x = v[key];
  return typeof x === 'boolean' ? x : fallback;
};

const opt = (
  key: string,
  description: string,
  values: readonly OptionValue[],
  dflt: OptionValue,
  source: string,
): OptionSpec => ({ key, description, values, default: dflt, source });

export const seatsOption = opt(
  'seats',
  'Seats at the table: 3, or 4 with the dealer dealing and sitting out.',
  [3, 4],
  3,
  'rules-notes BT-02',
);

export const tie60Option = (dflt: BavarianRules['tie60']): OptionSpec =>
  opt(
    'tie60',
    '60–60: a draw with no payment, or the declarer loses.',
    ['draw', 'declarerLoses'],
    dflt,
    'rules-notes BT-07',
  );

export const schneiderOption = (dflt: BavarianRules['schneider']): OptionSpec =>
  opt(
    'schneider',
    'Schneider: the winner has 91 or more, or the loser 30 or fewer.',
    ['winnerAtLeast91', 'loserAtMost30'],
    dflt,
    'rules-notes BT-08',
  );

export const schwarzOption = opt(
  'schwarz',
  'Schwarz (slam): one side took every trick, or every card point.',
  ['allTricks', 'allPoints'],
  'allTricks',
  'rules-notes BT-08',
);

export const kontraOptions: readonly OptionSpec[] = [
  opt(
    'kontra',
    'Kontra / Re (and higher calls) before the first card, each doubling.',
    [false, true],
    false,
    'rules-notes BT-09',
  ),
  opt(
    'kontraMaxLevel',
    'The highest call allowed.',
    ['re', 'supp', 'resupp', 'hirsch'],
    're',
    'rules-notes BT-09',
  ),
  opt(
    'kontraShiftsBurden',
    'Each call moves the duty to reach the target to the other party (else plain doubling).',
    [true, false],
    true,
    'rules-notes BT-09',
  ),
];

export const kontraPotOption = opt(
  'kontraMultipliesPot',
  'The Kontra factor also multiplies amounts taken from the pot.',
  [true, false],
  true,
  'rules-notes BT-09',
);

export const anteOption = (dflt: number, source: string): OptionSpec =>
  opt(
    'ante',
    'Cents each player puts into the pot whenever it is empty.',
    [10, 20, 50, 100, 200],
    dflt,
    source,
  );

export const sittingOutDealerAntesOption = opt(
  'sittingOutDealerAntes',
  'With four seats, the sitting-out dealer antes too.',
  [true, false],
  true,
  'rules-notes BT-02',
);

export const allPassOption = opt(
  'allPass',
  'All pass: the cards are thrown in and the next player deals, or the same dealer deals again.',
  ['nextDealer', 'sameDealer'],
  'nextDealer',
  'rules-notes H-02, BT-NP-2',
);

export const potShortfallOption = opt(
  'potShortfall',
  'A pot holding less than it owes pays what it has (the rest is lost), or pays in full and the shortfall is carried over to the next antes.',
  ['paysWhatItHas', 'carriedOver'],
  'paysWhatItHas',
  'rules-notes HT-01',
);

export const unitOption = (source: string): OptionSpec =>
  opt('unit', 'Cents per unit of the stake.', [5, 10, 20, 50, 100], 10, source);

const LEVELS: Readonly<Record<string, number>> = { kontra: 1, re: 2, supp: 3, resupp: 4, hirsch: 5 };

export function kontraRules(v: OptionValues): KontraRules {
  return {
    enabled: bool(v, 'kontra', false),
    maxLevel: LEVELS[str(v, 'kontraMaxLevel', 're')] ?? 2,
    shiftsBurden: bool(v, 'kontraShiftsBurden', true),
    multipliesPot: bool(v, 'kontraMultipliesPot', true),
  };
}

/** The fields every preset resolves the same way. */
export function commonRules(v: OptionValues, base: BavarianRules): Partial<BavarianRules> {
  return {
    tie60: str(v, 'tie60', base.tie60),
    schneider: str(v, 'schneider', base.schneider),
    schwarz: str(v, 'schwarz', base.schwarz),
    kontra: kontraRules(v),
    allPass: str(v, 'allPass', base.allPass),
  };
}
