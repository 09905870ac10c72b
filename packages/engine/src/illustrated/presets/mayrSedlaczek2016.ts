/**
 * Mayr & Sedlaczek 2016, the streamlined modern rules (seed 001 "現代の流線型バリアント（2016）";
 * rules-notes M-01 to M-10): Dreiblatt 3, Zweiblatt 5, Einblatt 7, Solo 10 (×1 to ×4); a simple
 * overcall auction; the declarer announces the game and bonuses before the pickup and more after it;
 * contra ×4 and recontra ×16 before the pickup, ×2 and ×4 after; Valat; no Uhu, no two honours;
 * the untaken talon may be inspected; the series ends when a total exceeds 100.
 */
import type { BonusSpec, IllustratedRules } from '../rules';
import { type IllustratedOption, commonOptions, option, valatOptions } from '../options';
import { DISCARD_RULES, IN_ORDER, SHARED } from './shared';

/** The M&S table (seed 001); only the declarer's Pagat scores (M-07). */
export const MS_TABLE: readonly BonusSpec[] = [
  {
    id: 'pagat',
    name: 'Pagat ultimo',
    pre: 20,
    post: 10,
    silent: 5,
    announcers: 'declarer',
    silentFor: 'declarer',
  },
  {
    id: 'forty',
    name: 'With 40',
    pre: 10,
    post: 5,
    silent: null,
    announcers: 'declarer',
    silentFor: 'declarer',
  },
  {
    id: 'fifty',
    name: 'With 50',
    pre: 40,
    post: 20,
    silent: null,
    announcers: 'declarer',
    silentFor: 'declarer',
  },
  {
    id: 'withoutTrull',
    name: 'Without Trull',
    pre: 20,
    post: 10,
    silent: null,
    announcers: 'declarer',
    silentFor: 'declarer',
  },
  {
    id: 'withoutKings',
    name: 'Without Kings',
    pre: 20,
    post: 10,
    silent: null,
    announcers: 'declarer',
    silentFor: 'declarer',
  },
  {
    id: 'valat',
    name: 'Valat',
    pre: 80,
    post: 40,
    silent: 20,
    announcers: 'declarer',
    silentFor: 'declarer',
  },
];

export const MAYR_SEDLACZEK_2016: IllustratedRules = {
  ...SHARED,
  id: 'illustrated-mayr-sedlaczek-2016',
  name: 'Illustrated Tarock (Mayr & Sedlaczek 2016)',
  source:
    'Mayr & Sedlaczek, Die Strategie des Tarockspiels (5th ed., 2016), pp. 368–370, as summarised in seed 001 (streamlined variant); rules-notes Part A and M-01 to M-10',
  publishedSource: 'Mayr & Sedlaczek, Die Strategie des Tarockspiels (5th ed., 2016), pp. 368–370',
  // 2: with honoursMustBeClaimed, a defender is asked to answer ("gut") whether or not he holds
  // an honour: being asked only when he held one told the others.
  version: 2,
  // IT-07: eight to each, the talon as two packets of three, eight more to each.
  deal: [
    { to: 'each', n: 8 },
    { to: 'talon', n: 3 },
    { to: 'talon', n: 3 },
    { to: 'each', n: 8 },
  ],
  lastTrickReview: 'all',
  unchosenTalonVisible: true,
  contracts: [
    {
      id: 'dreiblatt',
      name: 'Dreiblatt',
      gameValues: [3],
      multiplier: 1,
      talon: 'halves',
      endsAuction: false,
    },
    {
      id: 'zweiblatt',
      name: 'Zweiblatt',
      gameValues: [5],
      multiplier: 2,
      talon: 'pairs',
      endsAuction: false,
    },
    {
      id: 'einblatt',
      name: 'Einblatt',
      gameValues: [7],
      multiplier: 3,
      talon: 'singles',
      endsAuction: false,
    },
    { id: 'solo', name: 'Solo', gameValues: [10], multiplier: 4, talon: 'none', endsAuction: false },
  ],
  auction: { kind: 'overcall' },
  talon: { soloOwner: 'defenders', ...DISCARD_RULES },
  bonuses: MS_TABLE,
  honours: [
    { id: 'tarockTrull', name: 'Tarock Trull', value: 3 },
    { id: 'royalTrull', name: 'Royal Trull (four Kings)', value: 3 },
  ],
  honoursMustBeClaimed: false,
  // M&S give no time; as Löw, in the round after the pickup.
  honoursClaimedAt: 'startOfPlay',
  // M-05: the game is announced before the pickup, so it is contra'd in that round.
  contra: {
    factor: { pre: 4, post: 2 },
    recontra: { pre: 16, post: 4 },
    game: 'pre',
    gameCoversWithoutBonuses: false,
  },
  overshootMode: 'always',
  failedBonusMultiplied: true,
  birdCapturedByOwnSide: 'noScore',
  valatReplacesOtherScores: false,
  pointAnnouncementOrder: IN_ORDER,
  redeal: { noTarock: false, loneTrull: false, allPass: 'redeal', allPassDealer: 'next' },
  series: { target: 100, trigger: 'exceeds', bonus: 10, stakeCents: 0 },
};

/**
 * The contra and recontra factors by stage (M-05): the seed's "quadrupled" (×4, recontra ×16) is
 * stated for what is contra'd before the pickup; after it the notes take Beck's doubling (staged,
 * the default). The post-pickup factors are an option: the seed's ×4 / ×16 read as the general rule
 * (fourfold), or the usual Austrian ×2 / ×4 at both stages (uniform).
 */
const CONTRA_FACTORS: Readonly<Record<string, Pick<IllustratedRules['contra'], 'factor' | 'recontra'>>> = {
  staged: { factor: { pre: 4, post: 2 }, recontra: { pre: 16, post: 4 } },
  uniform: { factor: { pre: 2, post: 2 }, recontra: { pre: 4, post: 4 } },
  fourfold: { factor: { pre: 4, post: 4 }, recontra: { pre: 16, post: 16 } },
};

export const MAYR_SEDLACZEK_OPTIONS: readonly IllustratedOption[] = [
  option(
    'contraFactors',
    'Contra/recontra factors: staged (×4/×16 before the pickup, ×2/×4 after), uniform (×2/×4 throughout) or fourfold (×4/×16 throughout)',
    ['staged', 'uniform', 'fourfold'],
    'staged',
    'rules-notes M-05',
    (r, v) => ({ ...r, contra: { ...r.contra, ...CONTRA_FACTORS[String(v)] } }),
  ),
  option(
    'defenderSilentPagat',
    "A defender's silent Pagat ultimo scores too (the table lists the declarer's only)",
    [true, false],
    false,
    'rules-notes M-07',
    (r, v) => ({
      ...r,
      bonuses: r.bonuses.map((b) =>
        b.id === 'pagat' ? { ...b, silentFor: v === true ? 'any' : 'declarer' } : b,
      ),
    }),
  ),
  ...valatOptions(MAYR_SEDLACZEK_2016, MS_TABLE),
  ...commonOptions(MAYR_SEDLACZEK_2016, MS_TABLE),
];
