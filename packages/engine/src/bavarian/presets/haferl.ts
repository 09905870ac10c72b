/**
 * Haferltarock after Danyliuk (seed 000 "Haferltarock"; rules-notes HT-01 … HT-04) and the
 * Berliner (seed 000 "Berliner"; rules-notes "Berliner"): the same game, except that in the
 * Berliner only the dealer may bid the stock game.
 */
import type { OptionSpec, OptionValues, Preset } from '../../core/ruleset';
import { bavarianFlow } from '../flow';
import { bavarianMatch } from '../match';
import {
  anteOption,
  bool,
  commonRules,
  kontraOptions,
  kontraPotOption,
  num,
  potShortfallOption,
  seatsOption,
  sittingOutDealerAntesOption,
  str,
  tie60Option,
} from '../options';
import type { BavarianRules, HaferlAuctionSpec } from '../rules';
import { bavarianRuleCard } from '../ruleCard';
import { settleBavarianSummary } from '../summary';
import { base36, contract, DEAL_STOCK_MIDDLE, NO_KONTRA } from './common';

const AUCTION: HaferlAuctionSpec = {
  kind: 'haferl',
  maxTarget: 116,
  stockGameBy: 'anyone',
  fourSeatStockPrivilege: 'lastActive',
  mayElectHand: false,
  selfRaise: false,
  stockContract: 'pickup',
  handContract: 'hand',
};

const pickup = (hearts: boolean) =>
  contract('pickup', 'Aufnahmespiel', 'stock', 'exchange', hearts ? 'hearts' : 'any', 1, 'afterExchange');
const HAND = contract('hand', 'Handspiel', 'hand', 'aside', 'any', 1, 'beforeStock');

const haferlRules: BavarianRules = {
  ...base36,
  id: 'haferltarock',
  name: 'Haferltarock (Danyliuk)',
  source: 'Danyliuk 2017 as summarised in seed 000, "Haferltarock"; rules-notes HT-01–HT-04',
  publishedSource: 'Danyliuk (2017)',
  deal: DEAL_STOCK_MIDDLE,
  contracts: [pickup(false), HAND],
  auction: AUCTION,
  tie60: 'declarerLoses',
  schneider: 'winnerAtLeast91',
  schwarz: 'allTricks',
  kontra: NO_KONTRA,
  payment: {
    scheme: 'haferl',
    band: 5,
    handPayment: 'perOpponentDouble',
    bidGameRates: 'winOver60_lossShortOfTarget',
  },
  pot: {
    serves: 'all',
    style: 'amounts',
    ante: 50,
    sittingOutDealerAntes: true,
    shortfall: 'paysWhatItHas',
  },
};

const o = (
  key: string,
  description: string,
  values: OptionSpec['values'],
  dflt: OptionSpec['default'],
  source: string,
): OptionSpec => ({ key, description, values, default: dflt, source });

const sharedOptions: OptionSpec[] = [
  seatsOption,
  anteOption(50, 'rules-notes HT-01'),
  sittingOutDealerAntesOption,
  potShortfallOption,
  o(
    'maxTarget',
    'The highest target that may be bid.',
    [76, 81, 86, 91, 96, 101, 106, 111, 116],
    116,
    'rules-notes HT-02',
  ),
  o(
    'selfRaise',
    'The declarer of a Hand may raise his own target in fives before the first card.',
    [false, true],
    false,
    'rules-notes HT-02',
  ),
  o(
    'mayElectHand',
    'A player who won at pick-up level may play Hand instead.',
    [false, true],
    false,
    'rules-notes HT-02',
  ),
  o(
    'handPayment',
    'Hand: each defender pays or receives double the rate (perOpponentDouble), or the declarer nets double the rate (netDouble).',
    ['perOpponentDouble', 'netDouble'],
    'perOpponentDouble',
    'rules-notes HT-04',
  ),
  o(
    'bidGameRates',
    'Point-bid games: a loss is measured from the target (winOver60_lossShortOfTarget) or from 61 as in the pick-up table (plain).',
    ['winOver60_lossShortOfTarget', 'plain'],
    'winOver60_lossShortOfTarget',
    'rules-notes HT-04',
  ),
  tie60Option('declarerLoses'),
  ...kontraOptions,
  kontraPotOption,
];

function resolveHaferl(
  base: BavarianRules,
  v: OptionValues,
  heartsOnly: boolean,
  extra: Partial<HaferlAuctionSpec>,
) {
  const p = base.payment;
  return {
    ...base,
    ...commonRules(v, base),
    contracts: [pickup(heartsOnly), HAND],
    auction: {
      ...AUCTION,
      maxTarget: num(v, 'maxTarget', 116),
      selfRaise: bool(v, 'selfRaise', false),
      mayElectHand: bool(v, 'mayElectHand', false),
      ...extra,
    },
    payment:
      p.scheme === 'haferl'
        ? {
            ...p,
            handPayment: str(v, 'handPayment', p.handPayment),
            bidGameRates: str(v, 'bidGameRates', p.bidGameRates),
          }
        : p,
    pot: {
      ...base.pot,
      ante: num(v, 'ante', 50),
      sittingOutDealerAntes: bool(v, 'sittingOutDealerAntes', true),
      shortfall: str(v, 'potShortfall', base.pot.shortfall),
    },
  };
}

const summary = (s: unknown, r: BavarianRules, seats: number) => settleBavarianSummary(s, r, seats);

export const haferltarock: Preset<BavarianRules> = {
  rules: haferlRules,
  options: [
    ...sharedOptions,
    o(
      'pickupTrump',
      'Pick-up: the declarer names any trump after the exchange, or only Herz ("Herz-Neischaugn").',
      ['any', 'heartsOnly'],
      'any',
      'rules-notes HT-03',
    ),
  ],
  resolve: (v) =>
    resolveHaferl(haferlRules, v, str<'any' | 'heartsOnly'>(v, 'pickupTrump', 'any') === 'heartsOnly', {}),
  flow: bavarianFlow,
  match: bavarianMatch,
  settleSummary: summary,
  ruleCard: bavarianRuleCard,
  summary:
    'Pot game: "ich spiele" (pick-up: take the stock, then name trump), "ich spiele auch" (Hand: name trump, the stock lies aside), then point bids in fives (66, 71, …); 60–60 loses; pick-up paid from and to the pot in bands, Hand directly at double the rate.',
};

const berlinerRules: BavarianRules = {
  ...haferlRules,
  id: 'bavarian-berliner',
  name: 'Berliner',
  source: 'Seed 000, "Andere Varianten: Berliner"; rules-notes "Berliner" (on Haferltarock)',
  publishedSource: 'The Wikipedia article “Bavarian Tarock”, its variant Berliner',
  auction: { ...AUCTION, stockGameBy: 'dealer' },
};

export const berliner: Preset<BavarianRules> = {
  rules: berlinerRules,
  options: [
    ...sharedOptions,
    o(
      'dealerHeartsOnly',
      "The dealer's stock game must be played with Herz as trump.",
      [false, true],
      false,
      'rules-notes "Berliner"',
    ),
    o(
      'fourSeatStockPrivilege',
      "With four seats (the dealer sits out) the privilege goes to the active player on the dealer's right (an invention), or nobody may play the stock game.",
      ['lastActive', 'nobody'],
      'lastActive',
      'rules-notes "Berliner"',
    ),
  ],
  resolve: (v) =>
    resolveHaferl(berlinerRules, v, bool(v, 'dealerHeartsOnly', false), {
      stockGameBy: 'dealer',
      fourSeatStockPrivilege: str(v, 'fourSeatStockPrivilege', 'lastActive'),
    }),
  flow: bavarianFlow,
  match: bavarianMatch,
  settleSummary: summary,
  ruleCard: bavarianRuleCard,
  summary:
    'Haferltarock in which only the dealer may play the stock game; the others bid Hand and point levels only.',
};
