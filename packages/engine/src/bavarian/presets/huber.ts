/**
 * The early rules (seed 000 "Bayerischer Tarock (frühe Regeln)"): Huber 1923, Sirch 2008 (the
 * same game with Sirch's per-point payments) and the intermediate variant of 1933 (Frage with any
 * trump named before the pickup, a Schneider bonus). Rules-notes H-01 … H-05, BT-07, BT-08.
 */
import type { OptionSpec, OptionValues, Preset } from '../../core/ruleset';
import { bavarianFlow } from '../flow';
import { bavarianMatch } from '../match';
import {
  allPassOption,
  anteOption,
  bool,
  commonRules,
  kontraOptions,
  kontraPotOption,
  num,
  potShortfallOption,
  schneiderOption,
  schwarzOption,
  seatsOption,
  sittingOutDealerAntesOption,
  str,
  tie60Option,
  unitOption,
} from '../options';
import type { BavarianRules, HuberAuctionSpec, PotRules } from '../rules';
import { bavarianRuleCard } from '../ruleCard';
import { settleBavarianSummary } from '../summary';
import { base36, contract, DEAL_STOCK_FIRST, NO_KONTRA, NO_POT } from './common';

const HUBER_AUCTION: HuberAuctionSpec = {
  kind: 'huber',
  levels: [
    { bid: 'spiele', contracts: ['frage', 'solo', 'herzsolo'] },
    { bid: 'besser', contracts: ['solo', 'herzsolo'] },
    { bid: 'amBesten', contracts: ['herzsolo'] },
  ],
};

const HUBER_CONTRACTS = [
  contract('frage', 'Frage', 'stock', 'exchange', 'hearts', 1),
  contract('solo', 'Solo', 'hand', 'aside', 'nonHearts', 2),
  contract('herzsolo', 'Herzsolo', 'hand', 'aside', 'hearts', 4),
];

const huberRules: BavarianRules = {
  ...base36,
  id: 'bavarian-huber-1923',
  // 2: a raiser whose bid was held stays in, and may hold a later raise once the earlier bidders
  // before him have passed it (rules-notes H-02 "each earlier player still in (earliest first)").
  version: 2,
  name: 'Bavarian Tarock (Huber 1923)',
  source: 'Huber 1923 as summarised in seed 000, "Bayerischer Tarock (frühe Regeln)"; rules-notes H-01–H-03',
  publishedSource: 'Huber (1923)',
  deal: DEAL_STOCK_FIRST,
  contracts: HUBER_CONTRACTS,
  auction: HUBER_AUCTION,
  tie60: 'draw',
  schneider: 'winnerAtLeast91',
  schwarz: 'allTricks',
  kontra: NO_KONTRA,
  payment: { scheme: 'units', unit: 10, split: 'perOpponent', schneiderBonus: 0 },
  pot: NO_POT,
};

const potOption: OptionSpec = {
  key: 'pot',
  description:
    'The pot: none; the Kasse (taken by a winning declarer, doubled by a losing one); the Schreckensteiner (the same for Solo and Herzsolo only, with a double ante); or both, the Kasse then for the Frage.',
  values: ['none', 'kasse', 'schreckensteiner', 'kasseAndSchreckensteiner'],
  default: 'none',
  source: 'rules-notes H-03',
};
const splitOption: OptionSpec = {
  key: 'paymentSplit',
  description: 'Each opponent pays the units (perOpponent), or the opponents share them (total).',
  values: ['perOpponent', 'total'],
  default: 'perOpponent',
  source: 'rules-notes H-03',
};

type PotChoice = 'none' | 'kasse' | 'schreckensteiner' | 'kasseAndSchreckensteiner';

/**
 * The Kasse and the Schreckensteiner (rules-notes H-03). With both, the Schreckensteiner is "a
 * single, separate pot for Solo and Herzsolo" (seed 000): those play for it, the Frage for the Kasse.
 */
function potRules(v: OptionValues): Pick<BavarianRules, 'pot' | 'sidePot'> {
  const pot = str<PotChoice>(v, 'pot', 'none');
  const ante = num(v, 'ante', 50);
  const sittingOutDealerAntes = bool(v, 'sittingOutDealerAntes', true);
  const kasse = (serves: PotRules['serves'], cents: number): PotRules => ({
    serves,
    style: 'kasse',
    ante: cents,
    sittingOutDealerAntes,
    shortfall: 'paysWhatItHas',
  });
  switch (pot) {
    case 'kasse':
      return { pot: kasse('all', ante), sidePot: null };
    case 'schreckensteiner':
      return { pot: kasse('hand', 2 * ante), sidePot: null };
    case 'kasseAndSchreckensteiner':
      return { pot: kasse('stock', ante), sidePot: kasse('hand', 2 * ante) };
    default:
      return { pot: NO_POT, sidePot: null };
  }
}

const summary = (s: unknown, r: BavarianRules, seats: number) => settleBavarianSummary(s, r, seats);

function unitsPreset(
  rules: BavarianRules,
  extra: readonly OptionSpec[],
  text: string,
): Preset<BavarianRules> {
  const options: OptionSpec[] = [
    seatsOption,
    unitOption('seed 000 Huber: "eine feste Vergütung" (the amount is not stated)'),
    splitOption,
    potOption,
    anteOption(50, 'rules-notes H-03 (the ante is not stated)'),
    sittingOutDealerAntesOption,
    allPassOption,
    tie60Option(rules.tie60),
    ...extra,
    ...kontraOptions,
  ];
  return {
    rules,
    options,
    resolve(v): BavarianRules {
      const payment =
        rules.payment.scheme === 'units'
          ? rules.payment
          : { scheme: 'units' as const, unit: 10, split: 'perOpponent' as const, schneiderBonus: 0 };
      return {
        ...rules,
        ...commonRules(v, rules),
        payment: {
          ...payment,
          unit: num(v, 'unit', 10),
          split: str(v, 'paymentSplit', 'perOpponent'),
          schneiderBonus: num(v, 'schneiderBonus', payment.schneiderBonus),
        },
        ...potRules(v),
      };
    },
    flow: bavarianFlow,
    match: bavarianMatch,
    settleSummary: summary,
    ruleCard: bavarianRuleCard,
    summary: text,
  };
}

export const huber1923 = unitsPreset(
  huberRules,
  [],
  'Frage (Herz trump, with the stock), Solo (another trump, without) and Herzsolo; one round of "ich spiele / besser / am besten" with holding; 61 wins, 60–60 is a draw; fixed units ×1 / ×2 / ×4 from each opponent.',
);

const rules1933: BavarianRules = {
  ...huberRules,
  id: 'bavarian-1933',
  // 2: Huber's auction, as in `bavarian-huber-1923` version 2.
  version: 2,
  name: 'Bavarian Tarock (intermediate variant, 1933)',
  source:
    'The 1933 variant recorded by Dummett, seed 000 "Bayerischer Tarock (mittlere Variante)"; rules-notes H-05',
  publishedSource: 'A publication of 1933, as recorded by Dummett',
  contracts: [
    contract('frage', 'Frage', 'stock', 'exchange', 'any', 1, 'beforeStock'),
    ...HUBER_CONTRACTS.slice(1),
  ],
  schneider: 'loserAtMost30',
  payment: { scheme: 'units', unit: 10, split: 'perOpponent', schneiderBonus: 1 },
};

export const bavarian1933 = unitsPreset(
  rules1933,
  [
    {
      key: 'schneiderBonus',
      description: 'Extra units from (or to) each opponent when the loser is Schneider.',
      values: [0, 1, 2],
      default: 1,
      source: 'rules-notes H-05',
    },
    schneiderOption('loserAtMost30'),
  ],
  'As Huber, but the Frage declarer names any trump before taking the stock, and Schneider (the loser at 30 or fewer) pays a unit more.',
);

const sirchRules: BavarianRules = {
  ...huberRules,
  id: 'bavarian-sirch-2008',
  // 2: Kontra multiplies every payment, the pot's part included, after a Frage's halving (rules-notes BT-09).
  // 3: Huber's auction, as in `bavarian-huber-1923` version 2.
  // 4: the odd step paid into the pot is doubled by Kontra also where Kontra leaves the pot's own
  // payments alone (kontraMultipliesPot=false: BT-09 exempts only what is taken from the pot).
  version: 4,
  name: 'Bavarian Tarock (Sirch 2008)',
  source: 'Sirch 2008 as summarised in seed 000, "Laut Sirch …"; rules-notes H-04',
  publishedSource: 'Sirch (2008)',
  payment: {
    scheme: 'sirch',
    mode: 'perPoint',
    step: 5,
    oddStepFromPot: true,
    frageHalf: 'exact',
    flatWin: 50,
    flatSchneider: 60,
    flatWinFrom: 'pot',
  },
  pot: {
    serves: 'all',
    style: 'amounts',
    ante: 50,
    sittingOutDealerAntes: true,
    shortfall: 'paysWhatItHas',
  },
};

const sirchOptions: OptionSpec[] = [
  seatsOption,
  {
    key: 'sirchMode',
    description: 'Per point over or under 60 in 5-cent steps, or the flat 50 / 60 ¢ system.',
    values: ['perPoint', 'flat'],
    default: 'perPoint',
    source: 'rules-notes H-04',
  },
  {
    key: 'oddStepFromPot',
    description:
      'On a loss of an odd number of 5-cent steps the pot adds 5 ¢ (else the odd 5 ¢ go into the pot).',
    values: [true, false],
    default: true,
    source: 'rules-notes H-04',
  },
  {
    key: 'frageHalf',
    description: 'A Frage pays half, exactly (half-cents) or rounded up to 5 ¢.',
    values: ['exact', 'roundUp5'],
    default: 'exact',
    source: 'rules-notes H-04',
  },
  {
    key: 'flatWinFrom',
    description: 'Flat system: a winning declarer is paid from the pot, or by each opponent.',
    values: ['pot', 'eachOpponent'],
    default: 'pot',
    source: 'rules-notes H-04',
  },
  anteOption(50, 'seed 000 Sirch: "einen vereinbarten Einsatz" (the amount is not stated)'),
  sittingOutDealerAntesOption,
  potShortfallOption,
  allPassOption,
  tie60Option('draw'),
  schneiderOption('winnerAtLeast91'),
  schwarzOption,
  ...kontraOptions,
  kontraPotOption,
];

export const sirch2008: Preset<BavarianRules> = {
  rules: sirchRules,
  options: sirchOptions,
  resolve(v): BavarianRules {
    const p = sirchRules.payment;
    if (p.scheme !== 'sirch') return sirchRules;
    return {
      ...sirchRules,
      ...commonRules(v, sirchRules),
      payment: {
        ...p,
        mode: str(v, 'sirchMode', p.mode),
        oddStepFromPot: bool(v, 'oddStepFromPot', p.oddStepFromPot),
        frageHalf: str(v, 'frageHalf', p.frageHalf),
        flatWinFrom: str(v, 'flatWinFrom', p.flatWinFrom),
      },
      pot: {
        ...sirchRules.pot,
        ante: num(v, 'ante', sirchRules.pot.ante),
        sittingOutDealerAntes: bool(v, 'sittingOutDealerAntes', true),
        shortfall: str(v, 'potShortfall', sirchRules.pot.shortfall),
      },
    };
  },
  flow: bavarianFlow,
  match: bavarianMatch,
  settleSummary: summary,
  ruleCard: bavarianRuleCard,
  summary:
    "Huber's game with Sirch's payments: 1 ¢ per point over 60 from the pot in 5-cent steps rounded up (71 → 15 ¢), a loss paid to the defenders with the pot evening the odd step, a slam 120 ¢, a Frage half.",
};
