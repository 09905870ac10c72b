/**
 * Beck (Tarock komplett, 1965–1980s) as interpreted by Dummett (seed 001 "複雑な変異体", the Beck
 * part of seed 002; rules-notes B-01 to B-07): Dreiblatt, Zweiblatt, Einblatt, Solo all worth 3
 * (×1 to ×4); only Dreiblatt may be taken over, by "Unterer" (4), and if held the holder plays at 5;
 * the declarer alone announces, before (double values) or after the pickup; contra ×4 before the
 * pickup, ×2 after; Valat; failed bonuses are credited unmultiplied (the 34 / 14 / 10 example);
 * Trischaken by agreement when all pass.
 */
import type { BonusSpec, IllustratedRules } from '../rules';
import { type IllustratedOption, commonOptions, option, valatOptions } from '../options';
import { DISCARD_RULES, IN_ORDER, SHARED, TALON_FIRST } from './shared';

/** B-07: Beck's table as printed (the pre-pickup column already doubled, B-03). */
export const BECK_TABLE: readonly BonusSpec[] = [
  {
    id: 'pagat',
    name: 'Pagat ultimo',
    pre: 20,
    post: 10,
    silent: 5,
    announcers: 'declarer',
    silentFor: 'any',
  },
  { id: 'uhu', name: 'Uhu', pre: 20, post: 10, silent: 5, announcers: 'declarer', silentFor: 'any' },
  {
    id: 'forty',
    name: 'Absolut (mit Vierzig)',
    pre: 10,
    post: 5,
    silent: null,
    announcers: 'declarer',
    silentFor: 'declarer',
  },
  {
    id: 'fifty',
    name: 'Panzer (mit Fünfzig)',
    pre: 40,
    post: 20,
    silent: null,
    announcers: 'declarer',
    silentFor: 'declarer',
  },
  {
    id: 'withoutTrull',
    name: 'Without Trull',
    pre: 16,
    post: 8,
    silent: 4,
    announcers: 'declarer',
    silentFor: 'declarer',
  },
  {
    id: 'withoutKings',
    name: 'Without Kings',
    pre: 15,
    post: 10,
    silent: 5,
    announcers: 'declarer',
    silentFor: 'declarer',
  },
  {
    id: 'valat',
    name: 'Valat',
    pre: 48,
    post: 24,
    silent: 12,
    announcers: 'declarer',
    silentFor: 'declarer',
  },
];

export const BECK: IllustratedRules = {
  ...SHARED,
  id: 'illustrated-beck',
  name: 'Illustrated Tarock (Beck)',
  source:
    'Beck, Tarock komplett (1965; 1972 pp. 69–93) as interpreted by Dummett, summarised in seed 001 (complex variant); rules-notes Part A and B-01 to B-07',
  publishedSource: 'Beck, Tarock komplett (1965; 1972 ed. pp. 69–93), as interpreted by Dummett',
  // 2: with honoursMustBeClaimed, a defender is asked to answer ("gut") whether or not he holds
  // an honour: being asked only when he held one told the others.
  // 3: with honoursMustBeClaimed, honours are claimed after the last trick, not before the first
  // lead (rules-notes IT-15: "before the next deal in beck").
  version: 3,
  deal: TALON_FIRST,
  lastTrickReview: 'none',
  unchosenTalonVisible: false,
  contracts: [
    {
      id: 'dreiblatt',
      name: 'Dreiblatt',
      gameValues: [3, 4, 5],
      multiplier: 1,
      talon: 'halves',
      endsAuction: false,
    },
    {
      id: 'zweiblatt',
      name: 'Zweiblatt',
      gameValues: [3],
      multiplier: 2,
      talon: 'pairs',
      endsAuction: false,
    },
    {
      id: 'einblatt',
      name: 'Einblatt',
      gameValues: [3],
      multiplier: 3,
      talon: 'singles',
      endsAuction: false,
    },
    { id: 'solo', name: 'Solo', gameValues: [3], multiplier: 4, talon: 'none', endsAuction: true },
  ],
  auction: { kind: 'beck', takeLevels: ['unterer', 'untererHeld'] },
  talon: { soloOwner: 'defenders', ...DISCARD_RULES },
  bonuses: BECK_TABLE,
  honours: [
    { id: 'tarockTrull', name: 'Tarock Trull', value: 4 },
    { id: 'royalTrull', name: 'Royal Trull (four Kings)', value: 5 },
    { id: 'twoHonours', name: 'Two tarock honours', value: 2 },
  ],
  honoursMustBeClaimed: false,
  honoursClaimedAt: 'endOfDeal',
  contra: { factor: { pre: 4, post: 2 }, recontra: null, game: 'post', gameCoversWithoutBonuses: false },
  overshootMode: 'always',
  failedBonusMultiplied: false,
  birdCapturedByOwnSide: 'noScore',
  valatReplacesOtherScores: false,
  pointAnnouncementOrder: IN_ORDER,
  redeal: { noTarock: false, loneTrull: false, allPass: 'redeal', allPassDealer: 'next' },
  series: { target: 100, trigger: 'atLeast', bonus: 10, stakeCents: 0 },
};

export const BECK_OPTIONS: readonly IllustratedOption[] = [
  option(
    'allPass',
    'When all pass: throw the deal in (redeal) or play Trischaken',
    ['redeal', 'trischaken'],
    'redeal',
    'rules-notes B-02, B-06, IT-13',
    (r, v) => ({ ...r, redeal: { ...r.redeal, allPass: v === 'trischaken' ? 'trischaken' : 'redeal' } }),
  ),
  option(
    'trischakenTrickless',
    'A Trischaken winner without a trick scores +5 more (extra) or just the win (flat)',
    ['extra', 'flat'],
    'extra',
    'rules-notes B-06',
    (r, v) => ({ ...r, trischaken: { ...r.trischaken, tricklessMode: v === 'flat' ? 'flat' : 'extra' } }),
  ),
  option(
    'contraFactor',
    'Contra factors before/after the pickup: ×4 of the printed value before (4/2), or ×2 throughout (2/2)',
    ['4/2', '2/2'],
    '4/2',
    'rules-notes B-04',
    (r, v) => ({ ...r, contra: { ...r.contra, factor: { pre: v === '2/2' ? 2 : 4, post: 2 } } }),
  ),
  option(
    'recontra',
    'The declarer may recontra a contra (doubling it again: ×8 / ×4 with the 4/2 factors)',
    [true, false],
    false,
    'rules-notes B-04',
    (r, v) => ({
      ...r,
      contra: {
        ...r.contra,
        recontra: v === true ? { pre: 2 * r.contra.factor.pre, post: 2 * r.contra.factor.post } : null,
      },
    }),
  ),
  option(
    'gameContra',
    'The defenders may contra the game itself (×2, answered after the pickup)',
    [true, false],
    true,
    'rules-notes B-04',
    (r, v) => ({ ...r, contra: { ...r.contra, game: v === true ? 'post' : null } }),
  ),
  option(
    'pointAnnouncementOrder',
    'Absolut (40), Panzer (50) and Valat are announced only in this order (inOrder, as M&S state it) or in any order (free)',
    ['inOrder', 'free'],
    'inOrder',
    'rules-notes M-03 (an M&S rule; Beck states no order, so the order is a reading)',
    (r, v) => ({ ...r, pointAnnouncementOrder: v === 'free' ? [] : IN_ORDER }),
  ),
  ...valatOptions(BECK, BECK_TABLE),
  ...commonOptions(BECK, BECK_TABLE),
];
