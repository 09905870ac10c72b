/**
 * The values of the house-rule selects in words. A word-valued option value ("inOrder",
 * "declarerLoses") gets a label in both languages, looked up by option key and value (the same
 * value means different things under different keys); the raw value stays the select's value, which
 * records and tests use. Yes/no in the language, numbers in its digit grouping.
 */
import type { OptionValue } from '@tarock/engine';
import type { Lang } from '../app/settings';

type Words = Readonly<Record<Lang, string>>;
const w = (de: string, en: string): Words => ({ de, en });

/** Option key → word value → its label. */
export const VALUE_LABELS: Readonly<Record<string, Readonly<Record<string, Words>>>> = {
  // Illustrated Tarock.
  auctionDirection: {
    ccw: w('gegen den Uhrzeigersinn', 'counter-clockwise'),
    cw: w('im Uhrzeigersinn', 'clockwise'),
  },
  allPassDealer: {
    next: w('der nächste Geber', 'the next dealer'),
    same: w('derselbe Geber', 'the same dealer'),
  },
  soloTalonOwner: { defenders: w('Gegenspieler', 'defenders'), declarer: w('Spieler', 'declarer') },
  overshootMode: {
    suppressedByPointAnnouncement: w(
      'entfällt, wenn 40/50 angesagt ist (R1)',
      'none with 40/50 announced (R1)',
    ),
    soloFlat: w('keiner im Solo (R2)', 'none in a Solo (R2)'),
    always: w('immer', 'always'),
  },
  pagatCapturedByOwnSide: {
    noScore: w('niemand schreibt', 'nobody scores'),
    opponentsScore: w('der Spieler schreibt', 'the declarer scores'),
  },
  gameEnd: { atLeast: w('100 erreicht', 'reaches 100'), exceeds: w('über 100', 'exceeds 100') },
  allPass: {
    redeal: w('neu geben', 'redeal'),
    trischaken: w('Trischaken', 'Trischaken'),
    nextDealer: w('der Nächste gibt', 'the next player deals'),
    sameDealer: w('derselbe Geber gibt', 'the same dealer deals'),
  },
  trischakenTrickless: { extra: w('mit Zuschlag', 'extra'), flat: w('einfach', 'just the win') },
  pointAnnouncementOrder: { inOrder: w('der Reihe nach', 'in order'), free: w('beliebig', 'any order') },
  contraFactors: {
    staged: w('gestaffelt', 'staged'),
    uniform: w('einheitlich', 'uniform'),
    fourfold: w('durchgehend vierfach', 'fourfold throughout'),
  },
  // Bavarian Tarock.
  paymentSplit: { perOpponent: w('je Gegenspieler', 'per opponent'), total: w('insgesamt', 'in total') },
  pot: {
    none: w('keiner', 'none'),
    kasse: w('Kasse', 'Kasse'),
    schreckensteiner: w('Schreckensteiner', 'Schreckensteiner'),
    kasseAndSchreckensteiner: w('Kasse und Schreckensteiner', 'Kasse and Schreckensteiner'),
  },
  tie60: { draw: w('unentschieden', 'draw'), declarerLoses: w('der Spieler verliert', 'the declarer loses') },
  kontraMaxLevel: {
    re: w('Re', 'Re'),
    supp: w('Supp', 'Supp'),
    resupp: w('Resupp', 'Resupp'),
    hirsch: w('Hirsch', 'Hirsch'),
  },
  sirchMode: { perPoint: w('je Auge', 'per point'), flat: w('pauschal', 'flat') },
  frageHalf: { exact: w('genau', 'exact'), roundUp5: w('auf 5 Cent aufgerundet', 'rounded up to 5 ¢') },
  flatWinFrom: {
    pot: w('aus der Kasse', 'from the pot'),
    eachOpponent: w('von jedem Gegenspieler', 'by each opponent'),
  },
  potShortfall: {
    paysWhatItHas: w('zahlt, was sie hat', 'pays what it has'),
    carriedOver: w('Fehlbetrag übertragen', 'shortfall carried over'),
  },
  schneider: {
    winnerAtLeast91: w('Gewinner 91 oder mehr', 'winner 91 or more'),
    loserAtMost30: w('Verlierer 30 oder weniger', 'loser 30 or fewer'),
  },
  schwarz: { allTricks: w('alle Stiche', 'all tricks'), allPoints: w('alle Augen', 'all card points') },
  handPayment: {
    perOpponentDouble: w('je Gegenspieler doppelt', 'double per opponent'),
    netDouble: w('netto doppelt', 'double net'),
  },
  bidGameRates: {
    winOver60_lossShortOfTarget: w(
      'Gewinn über 60, Verlust vom Ziel aus',
      'win over 60, loss from the target',
    ),
    plain: w('einfach', 'plain'),
  },
  pickupTrump: { any: w('beliebig', 'any trump'), heartsOnly: w('nur Herz', 'Herz only') },
  bettelStock: { nobody: w('niemand', 'nobody'), declarer: w('Spieler', 'declarer') },
  fourSeatStockPrivilege: {
    lastActive: w('rechts vom Geber', "the dealer's right"),
    nobody: w('niemand', 'nobody'),
  },
  paymentUnit: { perOpponent: w('je Gegenspieler', 'per opponent'), sideTotal: w('geteilt', 'shared') },
  dealPattern: {
    '4-stock-3': w('4 – Stock – 3', '4 – stock – 3'),
    'stock-4-3': w('Stock – 4 – 3', 'stock – 4 – 3'),
    '4-3-stock': w('4 – 3 – Stock', '4 – 3 – stock'),
  },
};

/** Whether a value is a word (a label is due), not a number, a yes/no or a figure like "4/2". */
export const isWordValue = (v: OptionValue): v is string => typeof v === 'string' && /[a-z]/i.test(v);

/** An option value as its select shows it: a word value by its label, else as written. */
export function optionValueText(key: string, v: OptionValue, lang: Lang): string {
  if (typeof v === 'boolean') return v ? (lang === 'de' ? 'ja' : 'yes') : lang === 'de' ? 'nein' : 'no';
  if (typeof v === 'number') return v.toLocaleString(lang === 'de' ? 'de-DE' : 'en-US');
  return VALUE_LABELS[key]?.[v]?.[lang] ?? v;
}
