/**
 * Löw 1954, the early simple rules (seed 001 "初期のシンプルな変種（1954年）", seed 002 "Early simple
 * variant"; rules-notes L-01 to L-06): 3 Blatt, 2 Blatt, 1 Blatt worth 3 (4 taken, 5 retaken),
 * Solo 8; take/hold/retake; "40" before and "50" after the pickup; Pagat (and Uhu, by agreement)
 * announced by any player; contra doubles; no Valat.
 */
import type { BonusSpec, IllustratedRules } from '../rules';
import { type IllustratedOption, commonOptions, option, withRow } from '../options';
import { DISCARD_RULES, IN_ORDER, SHARED, TALON_FIRST } from './shared';

/** L-03: Löw's table; the Uhu is a row only by agreement (option). */
const UHU_ROW: BonusSpec = {
  id: 'uhu',
  name: 'Uhu',
  pre: null,
  post: 10,
  silent: 5,
  announcers: 'any',
  silentFor: 'any',
};

export const LOEW_TABLE: readonly BonusSpec[] = [
  { id: 'pagat', name: 'Pagat ultimo', pre: null, post: 10, silent: 5, announcers: 'any', silentFor: 'any' },
  UHU_ROW,
  {
    id: 'forty',
    name: '40',
    pre: 5,
    post: null,
    silent: null,
    announcers: 'declarer',
    silentFor: 'declarer',
  },
  {
    id: 'fifty',
    name: '50',
    pre: null,
    post: 15,
    silent: null,
    announcers: 'declarer',
    silentFor: 'declarer',
  },
  {
    id: 'withoutTrull',
    name: 'Without Trull',
    pre: null,
    post: null,
    silent: 5,
    announcers: 'declarer',
    silentFor: 'declarer',
  },
  {
    id: 'withoutKings',
    name: 'Without Kings',
    pre: null,
    post: null,
    silent: 5,
    announcers: 'declarer',
    silentFor: 'declarer',
  },
];

export const LOEW_1954: IllustratedRules = {
  ...SHARED,
  id: 'illustrated-loew-1954',
  name: 'Illustrated Tarock (Löw 1954)',
  source:
    'Löw, 20 Kartenspiele (1954), pp. 32–36, as summarised in seed 001 (early simple variant); rules-notes Part A and L-01 to L-06',
  publishedSource: 'Löw, 20 Kartenspiele (1954), pp. 32–36',
  // 2: a defender is asked to answer ("gut") whether or not he holds the Pagat or Uhu he may
  // announce: being asked only when he held it told the others (rules-notes L-04).
  version: 2,
  deal: TALON_FIRST,
  lastTrickReview: 'none',
  unchosenTalonVisible: false,
  contracts: [
    {
      id: 'dreiblatt',
      name: '3 Blatt',
      gameValues: [3, 4, 5],
      multiplier: 1,
      talon: 'halves',
      endsAuction: false,
    },
    {
      id: 'zweiblatt',
      name: '2 Blatt',
      gameValues: [3, 4, 5],
      multiplier: 2,
      talon: 'pairs',
      endsAuction: false,
    },
    {
      id: 'einblatt',
      name: '1 Blatt',
      gameValues: [3, 4, 5],
      multiplier: 3,
      talon: 'singles',
      endsAuction: false,
    },
    { id: 'solo', name: 'Solo', gameValues: [8], multiplier: 4, talon: 'none', endsAuction: true },
  ],
  auction: {
    kind: 'loew',
    holdAfterRetake: true,
    thirdPlayerMayTake: false,
    takeLevels: ['abloesung', 'zweiteAbloesung'],
  },
  talon: { soloOwner: 'defenders', ...DISCARD_RULES },
  bonuses: LOEW_TABLE.filter((b) => b.id !== 'uhu'),
  honours: [
    { id: 'tarockTrull', name: 'Tarock Trull', value: 3 },
    { id: 'royalTrull', name: 'Royal Trull (four Kings)', value: 3 },
    { id: 'twoHonours', name: 'Two tarock honours', value: 1 },
  ],
  honoursMustBeClaimed: false,
  honoursClaimedAt: 'startOfPlay',
  contra: { factor: { pre: 2, post: 2 }, recontra: null, game: 'post', gameCoversWithoutBonuses: false },
  overshootMode: 'suppressedByPointAnnouncement',
  failedBonusMultiplied: true,
  birdCapturedByOwnSide: 'noScore',
  valatReplacesOtherScores: false,
  pointAnnouncementOrder: IN_ORDER,
  redeal: { noTarock: true, loneTrull: false, allPass: 'redeal', allPassDealer: 'next' },
  series: { target: 100, trigger: 'atLeast', bonus: 10, stakeCents: 0 },
};

export const LOEW_OPTIONS: readonly IllustratedOption[] = [
  option(
    'holdAfterRetake',
    'After a retake the first bidder may hold again at 5',
    [true, false],
    true,
    'rules-notes L-02',
    (r, v) =>
      r.auction.kind === 'loew' ? { ...r, auction: { ...r.auction, holdAfterRetake: v === true } } : r,
  ),
  option(
    'thirdPlayerMayTake',
    'The third player may take a bid over, not only accept or outbid it',
    [true, false],
    false,
    'rules-notes L-02',
    (r, v) =>
      r.auction.kind === 'loew' ? { ...r, auction: { ...r.auction, thirdPlayerMayTake: v === true } } : r,
  ),
  option(
    'uhu',
    'The Uhu (tarock II in the penultimate trick) is played, as agreed beforehand',
    [true, false],
    false,
    'rules-notes L-03',
    (r, v) => withRow(r, LOEW_TABLE, UHU_ROW, v === true),
  ),
  option(
    'recontra',
    'The declarer may recontra a contra (×4)',
    [true, false],
    false,
    'rules-notes L-04',
    (r, v) => ({
      ...r,
      contra: { ...r.contra, recontra: v === true ? { pre: 4, post: 4 } : null },
    }),
  ),
  ...commonOptions(LOEW_1954, LOEW_TABLE),
];
