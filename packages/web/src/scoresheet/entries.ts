/**
 * A deal as the score-keeper enters it on the sheet's form, and its deal summary (the JSON of
 * docs/scorekeeping.md) that the preset's `settleSummary` settles.
 */
import { type OptionValue, SUMMARY_FORMAT, SUMMARY_VERSION } from '@tarock/engine';

export interface IllustratedEntry {
  readonly family: 'illustrated';
  /** A contract id, "passed" or "trischaken". */
  readonly contract: string;
  readonly declarer: number;
  readonly takeLevel: number;
  readonly declarerPoints: number;
  readonly announcements: readonly {
    readonly seat: number;
    readonly bonus: string;
    readonly stage: 'pre' | 'post';
  }[];
  readonly contras: readonly { readonly target: string; readonly level: number }[];
  readonly birds: readonly {
    readonly bird: 'pagat' | 'uhu';
    readonly seat: number;
    readonly won: boolean;
    readonly capturedBy: number;
  }[];
  /** `claimed`: the holder claimed it at the table, where honours must be claimed to score. */
  readonly honours: readonly { readonly seat: number; readonly honour: string; readonly claimed?: boolean }[];
  readonly valat: boolean;
  readonly withoutTrull: boolean;
  readonly withoutKings: boolean;
  /** Trischaken: card points and tricks per seat. */
  readonly cardPoints: readonly number[];
  readonly tricks: readonly number[];
}

export interface BavarianEntry {
  readonly family: 'bavarian';
  /** A contract id, or "" when all passed (thrown in). */
  readonly contract: string;
  readonly declarer: number;
  /** "E" | "G" | "H" | "S", or "" for no trump (Bettel). */
  readonly trump: string;
  readonly target: number;
  readonly declarerPoints: number;
  readonly declarerTricks: number;
  readonly kontra: number;
}

export type Entry = IllustratedEntry | BavarianEntry;

export function newIllustratedEntry(contract: string): IllustratedEntry {
  return {
    family: 'illustrated',
    contract,
    declarer: 0,
    takeLevel: 0,
    declarerPoints: 36,
    announcements: [],
    contras: [],
    birds: [],
    honours: [],
    valat: false,
    withoutTrull: false,
    withoutKings: false,
    cardPoints: [0, 0, 0],
    tricks: [0, 0, 0],
  };
}

export function newBavarianEntry(contract: string): BavarianEntry {
  return {
    family: 'bavarian',
    contract,
    declarer: 0,
    trump: 'H',
    target: 61,
    declarerPoints: 61,
    declarerTricks: 6,
    kontra: 0,
  };
}

const envelope = (variant: string, options: Readonly<Record<string, OptionValue>>) => ({
  format: SUMMARY_FORMAT,
  version: SUMMARY_VERSION,
  variant,
  options,
});

/**
 * The deal summary of an entry. Bavarian summaries also need what the sheet knows from the match:
 * the dealer, the pot before the deal (and the side pot, the Schreckensteiner, where the rules keep
 * one: a Solo is paid from it), and the tricks in a deal (the hand size).
 */
export function summaryOf(
  e: Entry,
  variant: string,
  match: {
    readonly dealer: number;
    readonly pot: number;
    readonly sidePot?: number | undefined;
    readonly handSize: number;
    readonly hasPot: boolean;
  },
  options: Readonly<Record<string, OptionValue>> = {},
): Record<string, unknown> {
  if (e.family === 'illustrated') {
    if (e.contract === 'passed') return { ...envelope(variant, options), contract: 'passed' };
    if (e.contract === 'trischaken')
      return {
        ...envelope(variant, options),
        contract: 'trischaken',
        cardPoints: e.cardPoints,
        tricks: e.tricks,
      };
    return {
      ...envelope(variant, options),
      contract: e.contract,
      declarer: e.declarer,
      takeLevel: e.takeLevel,
      declarerPoints: e.declarerPoints,
      // A claim is listed among the announcements, after the pickup (docs/scorekeeping.md).
      announcements: [
        ...e.announcements,
        ...e.honours.flatMap((h) =>
          h.claimed ? [{ seat: h.seat, bonus: h.honour, stage: 'post' as const }] : [],
        ),
      ],
      contras: e.contras,
      birds: e.birds.map((b) =>
        b.won
          ? { bird: b.bird, seat: b.seat, won: true }
          : { bird: b.bird, seat: b.seat, won: false, capturedBy: b.capturedBy },
      ),
      honours: e.honours.map((h) => ({ seat: h.seat, honour: h.honour })),
      valat: e.valat,
      withoutTrull: e.withoutTrull,
      withoutKings: e.withoutKings,
    };
  }
  const base = {
    ...envelope(variant, options),
    dealer: match.dealer,
    ...(match.hasPot ? { pot: match.pot } : {}),
    ...(match.sidePot !== undefined ? { sidePot: match.sidePot } : {}),
  };
  if (e.contract === '') return { ...base, contract: null };
  return {
    ...base,
    contract: e.contract,
    declarer: e.declarer,
    trump: e.trump === '' ? null : e.trump,
    target: e.target,
    // A Bettel (no trump) is won by tricks alone: its card points are not asked (docs/scorekeeping.md).
    ...(e.trump === '' ? {} : { points: { declarer: e.declarerPoints, defenders: 120 - e.declarerPoints } }),
    tricks: { declarer: e.declarerTricks, defenders: match.handSize - e.declarerTricks },
    kontra: e.kontra,
  };
}
