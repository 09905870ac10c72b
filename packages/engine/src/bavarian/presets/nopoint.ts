/**
 * Tarock without point bidding (seed 000 "Tarock (kein Punktebieten)"; rules-notes BT-NP-1 …
 * BT-NP-3, BT-09): five contracts Farb-Frage < Herz-Frage < Farb-Solo < Herz-Solo < Bettel,
 * Bettel worth four times the base; Kontra / Re optional.
 */
import type { OptionValues, Preset } from '../../core/ruleset';
import { bavarianFlow } from '../flow';
import { bavarianMatch } from '../match';
import {
  allPassOption,
  bool,
  commonRules,
  kontraOptions,
  num,
  seatsOption,
  str,
  tie60Option,
  unitOption,
} from '../options';
import type { BavarianRules, ContractSpec } from '../rules';
import { bavarianRuleCard } from '../ruleCard';
import { settleBavarianSummary } from '../summary';
import { base36, contract, DEAL_STOCK_MIDDLE, NO_KONTRA, NO_POT } from './common';

const ORDER = ['farbFrage', 'herzFrage', 'farbSolo', 'herzSolo', 'bettel'];

/**
 * Value tables (rules-notes BT-NP-1): the default follows Huber's 1 / 2 / 4 with Bettel 4; the
 * alternative ranks the four suit games one apart. Bettel is 4 in both: the seed fixes it at
 * "das Vierfache des Basisspieleinsatzes", and the base game (Farb-Frage) is 1.
 */
const TABLES: Readonly<Record<string, readonly number[]>> = {
  '1/1/2/4/4': [1, 1, 2, 4, 4],
  '1/2/3/4/4': [1, 2, 3, 4, 4],
};

function contracts(values: readonly number[]): ContractSpec[] {
  const v = (i: number): number => values[i] ?? 1;
  return [
    contract('farbFrage', 'Farb-Frage', 'stock', 'exchange', 'nonHearts', v(0), 'beforeStock'),
    contract('herzFrage', 'Herz-Frage', 'stock', 'exchange', 'hearts', v(1)),
    contract('farbSolo', 'Farb-Solo', 'hand', 'aside', 'nonHearts', v(2)),
    contract('herzSolo', 'Herz-Solo', 'hand', 'aside', 'hearts', v(3)),
    contract('bettel', 'Bettel', 'bettel', 'unused', 'none', v(4)),
  ];
}

const rules: BavarianRules = {
  ...base36,
  id: 'bavarian-no-point-bidding',
  // 2: a Bettel's settlement names no card-point target (it read "target 61").
  version: 2,
  name: 'Bavarian Tarock without point bidding',
  source: 'Seed 000, "Tarock (kein Punktebieten)"; rules-notes BT-NP-1–BT-NP-3, BT-09',
  publishedSource: 'The Wikipedia article “Bavarian Tarock”',
  deal: DEAL_STOCK_MIDDLE,
  contracts: contracts(TABLES['1/1/2/4/4'] ?? []),
  auction: { kind: 'nopoint', order: ORDER, holding: true },
  tie60: 'declarerLoses',
  schneider: 'winnerAtLeast91',
  schwarz: 'allTricks',
  kontra: NO_KONTRA,
  payment: { scheme: 'units', unit: 10, split: 'perOpponent', schneiderBonus: 0 },
  pot: NO_POT,
};

export const noPointBidding: Preset<BavarianRules> = {
  rules,
  options: [
    seatsOption,
    unitOption('rules-notes BT-NP-1 (the stake is not stated)'),
    {
      key: 'values',
      description: 'Units of Farb-Frage / Herz-Frage / Farb-Solo / Herz-Solo / Bettel.',
      values: Object.keys(TABLES),
      default: '1/1/2/4/4',
      source: 'rules-notes BT-NP-1',
    },
    {
      key: 'bettelStock',
      description: 'Bettel: the unused stock counts for nobody, or for the declarer.',
      values: ['nobody', 'declarer'],
      default: 'nobody',
      source: 'rules-notes BT-06',
    },
    {
      key: 'holding',
      description: "An earlier player may hold a later player's bid (else every bid must be higher).",
      values: [true, false],
      default: true,
      source: 'rules-notes BT-NP-2',
    },
    allPassOption,
    tie60Option('declarerLoses'),
    ...kontraOptions,
  ],
  resolve(v: OptionValues): BavarianRules {
    const table = TABLES[str(v, 'values', '1/1/2/4/4')] ?? [1, 1, 2, 4, 4];
    const p = rules.payment;
    return {
      ...rules,
      ...commonRules(v, rules),
      contracts: contracts(table),
      auction: { kind: 'nopoint', order: ORDER, holding: bool(v, 'holding', true) },
      payment: p.scheme === 'units' ? { ...p, unit: num(v, 'unit', 10) } : p,
      bettelStock: str(v, 'bettelStock', 'nobody'),
    };
  },
  flow: bavarianFlow,
  match: bavarianMatch,
  settleSummary: (s, r, seats) => settleBavarianSummary(s, r, seats),
  ruleCard: bavarianRuleCard,
  summary:
    "Five bids, highest first: Bettel, Herz-Solo, Farb-Solo, Herz-Frage, Farb-Frage; Bettel has no trump, the 10 below the Unter, and is lost at the declarer's first trick; Kontra and Re as an option.",
};
