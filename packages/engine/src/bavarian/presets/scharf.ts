/**
 * Scharfes Tarock (Stefan Vogl's app; seed 000 "Scharfes Tarock"; rules-notes "Scharfes Tarock",
 * BT-04, BT-08): 24 cards (A to 9), seven each and three in the stock; the first "spiele" wins
 * unless someone bids Herz; a sole Herz bidder may play a Frage at half value; players start with
 * €10; 61 needed, 60 loses; Frage +10 / −20 ¢, Solo and Herzsolo 20 ¢, Schneider and Schwarz +10 ¢.
 */
import type { DealStep, OptionValues, Preset } from '../../core/ruleset';
import { bavarianFlow } from '../flow';
import { bavarianMatch } from '../match';
import {
  bool,
  commonRules,
  kontraOptions,
  num,
  schneiderOption,
  schwarzOption,
  seatsOption,
  str,
  tie60Option,
} from '../options';
import type { BavarianRules } from '../rules';
import { bavarianRuleCard } from '../ruleCard';
import { settleBavarianSummary } from '../summary';
import { base36, contract, NO_KONTRA, NO_POT } from './common';

const DEALS: Readonly<Record<string, readonly DealStep[]>> = {
  '4-stock-3': [
    { to: 'each', n: 4 },
    { to: 'talon', n: 3 },
    { to: 'each', n: 3 },
  ],
  'stock-4-3': [
    { to: 'talon', n: 3 },
    { to: 'each', n: 4 },
    { to: 'each', n: 3 },
  ],
  '4-3-stock': [
    { to: 'each', n: 4 },
    { to: 'each', n: 3 },
    { to: 'talon', n: 3 },
  ],
};

const rules: BavarianRules = {
  ...base36,
  id: 'scharfes-tarock',
  // 2: a Schwarz is paid as Schneider too, also where the declarer's stock holds 31 or more.
  version: 2,
  name: 'Scharfes Tarock',
  source: 'Stefan Vogl\'s app as summarised in seed 000, "Scharfes Tarock"; rules-notes "Scharfes Tarock"',
  publishedSource: 'Stefan Vogl’s app',
  pack: 'german24',
  handSize: 7,
  deal: DEALS['4-stock-3'] ?? [],
  contracts: [
    contract('frage', 'Frage', 'stock', 'exchange', 'hearts'),
    contract('solo', 'Solo', 'hand', 'aside', 'nonHearts'),
    contract('herzsolo', 'Herzsolo', 'hand', 'aside', 'hearts'),
  ],
  auction: {
    kind: 'scharf',
    spieleContract: 'solo',
    herzContract: 'herzsolo',
    soleHerzContracts: ['frage', 'herzsolo'],
  },
  tie60: 'declarerLoses',
  schneider: 'loserAtMost30',
  schwarz: 'allTricks',
  kontra: NO_KONTRA,
  payment: {
    scheme: 'scharf',
    frageWin: 10,
    frageLoss: 20,
    solo: 20,
    schneider: 10,
    schwarz: 10,
    unitOfPayment: 'perOpponent',
    bonusesHalvedInFrage: false,
  },
  pot: NO_POT,
  startingBank: 1000,
};

export const scharfesTarock: Preset<BavarianRules> = {
  rules,
  options: [
    seatsOption,
    {
      key: 'paymentUnit',
      description: 'The amounts are paid by or to each opponent, or shared by the two.',
      values: ['perOpponent', 'sideTotal'],
      default: 'perOpponent',
      source: 'rules-notes "Scharfes Tarock"',
    },
    {
      key: 'bonusesHalvedInFrage',
      description: 'Schneider and Schwarz are halved in a Frage too.',
      values: [false, true],
      default: false,
      source: 'rules-notes "Scharfes Tarock"',
    },
    {
      key: 'dealPattern',
      description: 'The order of the deal (not stated by the source).',
      values: Object.keys(DEALS),
      default: '4-stock-3',
      source: 'rules-notes BT-04',
    },
    {
      key: 'startingBank',
      description: 'Cents each player starts the match with; a player at 0 or below is bust.',
      values: [500, 1000, 2000],
      default: 1000,
      source: 'seed 000 "Scharfes Tarock"',
    },
    tie60Option('declarerLoses'),
    schneiderOption('loserAtMost30'),
    schwarzOption,
    ...kontraOptions,
  ],
  resolve(v: OptionValues): BavarianRules {
    const p = rules.payment;
    return {
      ...rules,
      ...commonRules(v, rules),
      deal: DEALS[str(v, 'dealPattern', '4-stock-3')] ?? rules.deal,
      startingBank: num(v, 'startingBank', 1000),
      payment:
        p.scheme === 'scharf'
          ? {
              ...p,
              unitOfPayment: str(v, 'paymentUnit', p.unitOfPayment),
              bonusesHalvedInFrage: bool(v, 'bonusesHalvedInFrage', false),
            }
          : p,
    };
  },
  flow: bavarianFlow,
  match: bavarianMatch,
  settleSummary: (s, r, seats) => settleBavarianSummary(s, r, seats),
  ruleCard: bavarianRuleCard,
  summary:
    '24 cards, 7 each: the first "spiele" wins unless someone bids Herz; Solo and Herzsolo 20 ¢, a sole Herz bidder\'s Frage +10 / −20 ¢, Schneider and Schwarz +10 ¢ each; €10 starting banks.',
};
