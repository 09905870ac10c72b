/**
 * The rule card: what a rule set pays, as a player needs it at the table ("what does this game
 * pay?"), built from the resolved rule set's data by its family (illustrated/ruleCard.ts,
 * bavarian/ruleCard.ts; `Preset.ruleCard`). It is data, not prose: every section and column is an
 * id, every statement a phrase (core/phrase.ts) whose arguments carry the ids and numbers — contract
 * and bonus ids with the rule set's own names, values, factors, money in cents — so a display says
 * it in its own language; `ruleCardLines` (presets/ruleCard.ts) says it in the engine's English.
 *
 * Sources: the rule sets' own data (illustrated/rules.ts, bavarian/rules.ts), which cite seeds
 * 000–002 and rules-notes; nothing on the card is a number the rule set does not hold.
 */
import { PACKS, type Pack } from '../cards/pack';
import type { Phrase, PhraseArg } from './phrase';
import type { RulesetBase } from './ruleset';

/** The sections of a card, in the order a card lists those it has. */
export type RuleSectionId =
  | 'table'
  | 'contracts'
  | 'winning'
  | 'cardValues'
  | 'bonuses'
  | 'honours'
  | 'contra'
  | 'payment'
  | 'pot'
  | 'allPass'
  | 'match';

/**
 * A table's column: its id names the header (`card.col.<id>` in the catalogs). The first column
 * names the row (a contract, a bonus, a group of cards).
 */
export type RuleColumnId =
  | 'contract'
  | 'gameValue'
  | 'abloesung'
  | 'zweiteAbloesung'
  | 'unterer'
  | 'untererHeld'
  | 'multiplier'
  | 'talon'
  | 'bonus'
  | 'pre'
  | 'post'
  | 'silent'
  | 'announcers'
  | 'silentFor'
  | 'honour'
  | 'value'
  | 'cards'
  | 'points'
  | 'stock'
  | 'trump'
  | 'units'
  | 'amount';

/** A cell: a number, money, a named contract/bonus, a short phrase; null where the source has "–". */
export type RuleCell = PhraseArg | null;

export interface RuleTableRow {
  /** The contract, bonus or honour id, or the group's id (card values: "points5"). */
  readonly id: string;
  /** One cell per column, the first naming the row. */
  readonly cells: readonly RuleCell[];
}

export interface RuleTable {
  readonly columns: readonly RuleColumnId[];
  readonly rows: readonly RuleTableRow[];
}

export interface RuleSection {
  readonly id: RuleSectionId;
  /** A table (contracts in bidding order, bonuses, honours, card values), where the section has one. */
  readonly table?: RuleTable;
  /** The section's statements, each a phrase of the rule-card catalogs. */
  readonly rows: readonly Phrase[];
}

export interface RuleCard {
  /** The rule set's id and name. */
  readonly game: string;
  readonly name: string;
  readonly family: 'illustrated' | 'bavarian';
  /** What the card's amounts are in: game points (Illustrated) or cents (Bavarian). */
  readonly unit: 'points' | 'cents';
  /** The seats the card is for (4: the dealer deals and sits out). */
  readonly seats: number;
  readonly sections: readonly RuleSection[];
}

/** The section of a card with this id, if the card has it. */
export const ruleSection = (card: RuleCard, id: RuleSectionId): RuleSection | undefined =>
  card.sections.find((s) => s.id === id);

/** The English of the parts every family's card uses: section titles, column headers, card groups. */
export const RULE_CARD_COMMON = {
  'card.cell': '{value}',
  'card.section.table': 'The table',
  'card.section.contracts': 'Contracts, lowest bid first',
  'card.section.winning': 'Winning the game',
  'card.section.cardValues': 'Card values',
  'card.section.bonuses': 'Announcements and bonuses',
  'card.section.honours': 'Honours',
  'card.section.contra': 'Contra',
  'card.section.payment': 'Payment',
  'card.section.pot': 'The pot',
  'card.section.allPass': 'When everyone passes',
  'card.section.match': 'The end of a match',
  'card.col.contract': 'contract',
  'card.col.gameValue': 'game value',
  'card.col.abloesung': 'taken (Ablösung)',
  'card.col.zweiteAbloesung': 'retaken (zweite Ablösung)',
  'card.col.unterer': 'taken (Unterer)',
  'card.col.untererHeld': 'Unterer held',
  'card.col.multiplier': 'multiplier',
  'card.col.talon': 'talon',
  'card.col.bonus': 'announcement or bonus',
  'card.col.pre': 'before the pickup',
  'card.col.post': 'after the pickup',
  'card.col.silent': 'silent',
  'card.col.announcers': 'announced by',
  'card.col.silentFor': 'silent for',
  'card.col.honour': 'honour',
  'card.col.value': 'value',
  'card.col.cards': 'cards',
  'card.col.points': 'card points',
  'card.col.stock': 'stock',
  'card.col.trump': 'trump',
  'card.col.units': 'units',
  'card.col.amount': 'amount',
  'card.times': '×{factor}',
  'card.rank.king': 'Kings',
  'card.rank.queen': 'Queens',
  'card.rank.cavalier': 'Cavaliers',
  'card.rank.jack': 'Jacks',
  'card.rank.pagat': 'Pagat (I)',
  'card.rank.mond': 'Mond (XXI)',
  'card.rank.skus': 'Sküs',
  'card.rank.otherCards': 'the other tarocks and the pip cards',
  'card.rank.ace': 'Aces (Sau)',
  'card.rank.ten': 'Tens',
  'card.rank.ober': 'Obers',
  'card.rank.unter': 'Unters',
  'card.rank.spatzen': '9, 8, 7, 6 (Spatzen)',
  'card.rank.spatzenShort': '9 (Spatzen)',
  'card.players':
    '{seats} players, {cards} cards: {hand} to each, {talon} to the {pile}; play is {direction}',
  'card.playersFourSeats':
    '4 seats: the dealer deals and sits out, three play; {cards} cards: {hand} to each, {talon} to the {pile}; play is {direction}',
  'card.talon': 'talon',
  'card.stock': 'stock',
  'card.cw': 'clockwise',
  'card.ccw': 'anticlockwise',
  'card.countThrees':
    'counted in threes: each group of three cards counts its points less {deduct}, cards left over ⅔ less each, rounded once at the end; the pack counts {total}',
  'card.countSum': 'counted as they are; the pack counts {total}',
} as const;

/** A statement of the card: a phrase of the rule-card catalogs. */
export const cardPhrase = (key: string, args?: Readonly<Record<string, PhraseArg>>): Phrase =>
  args === undefined ? { key } : { key, args };

/** A rank's group on the card, by the pack's own name for it (pack.ts). */
const RANK_KEYS: Readonly<Record<string, string>> = {
  King: 'card.rank.king',
  Queen: 'card.rank.queen',
  Cavalier: 'card.rank.cavalier',
  Jack: 'card.rank.jack',
  Pagat: 'card.rank.pagat',
  Mond: 'card.rank.mond',
  Sküs: 'card.rank.skus',
  Ace: 'card.rank.ace',
  Ober: 'card.rank.ober',
  Unter: 'card.rank.unter',
};

/**
 * Cards named by their rank groups (Sküs, Mond, Kings, …) on the card, in the order given: a rank
 * of which some cards are named and others not has no group to say it by, so a rule set naming
 * such cards (none does) is refused here rather than said wrongly.
 */
export function rankGroups(pack: Pack, cards: readonly number[]): Phrase[] {
  const rankName = (c: number): string | undefined =>
    pack.suits[pack.suitOf[c] as number]?.ranks[pack.rankOf[c] as number]?.en;
  const keys: string[] = [];
  for (const c of cards) {
    const en = rankName(c);
    const key = en === undefined ? undefined : RANK_KEYS[en];
    const whole = pack.cards.every((d) => rankName(d) !== en || cards.includes(d));
    if (key === undefined || !whole) throw new Error(`the rule card has no words for card ${c} alone`);
    if (!keys.includes(key)) keys.push(key);
  }
  return keys.map((k) => cardPhrase(k));
}

/**
 * The card values of the pack, from its data (pack.ts): one row per value, highest first, naming
 * the ranks that count it; the ranks without a name of their own (the tarock pack's 1-point cards,
 * the German pack's Spatzen) are one group. Then how the pack is counted.
 */
export function cardValuesSection(pack: Pack): RuleSection {
  const byPoints = new Map<number, string[]>();
  for (const c of pack.cards) {
    const suit = pack.suits[pack.suitOf[c] as number];
    const rank = suit?.ranks[pack.rankOf[c] as number];
    if (!rank) continue;
    const points = pack.points[c] as number;
    const rest =
      pack.counting === 'thirds'
        ? 'card.rank.otherCards'
        : pack.size === 36
          ? 'card.rank.spatzen'
          : 'card.rank.spatzenShort';
    // The German pack's ten counts 10; the tarock pack's ten of a black suit is a pip card.
    const key = rank.en === 'ten' && points === 10 ? 'card.rank.ten' : (RANK_KEYS[rank.en] ?? rest);
    const keys = byPoints.get(points) ?? [];
    if (!keys.includes(key)) keys.push(key);
    byPoints.set(points, keys);
  }
  const rows = [...byPoints.entries()]
    .sort((a, b) => b[0] - a[0])
    .map(([points, keys]) => ({
      id: `points${points}`,
      cells: [{ list: keys.map((k) => cardPhrase(k)), join: 'comma' as const }, points],
    }));
  const counting =
    pack.counting === 'thirds'
      ? cardPhrase('card.countThrees', { deduct: 2, total: pack.total })
      : cardPhrase('card.countSum', { total: pack.total });
  return { id: 'cardValues', table: { columns: ['cards', 'points'], rows }, rows: [counting] };
}

/** Seats, pack, hands, talon and direction of play. */
export function tableSection(rules: RulesetBase, seats: number, extra: readonly Phrase[] = []): RuleSection {
  const args = {
    seats,
    cards: PACKS[rules.pack].size,
    hand: rules.handSize,
    talon: rules.talonSize,
    // The Bavarian books call the three cards the stock (Stock, Gstaat), the Illustrated ones the talon.
    pile: cardPhrase(rules.family === 'bavarian' ? 'card.stock' : 'card.talon'),
    direction: cardPhrase(rules.direction === 'cw' ? 'card.cw' : 'card.ccw'),
  };
  return {
    id: 'table',
    rows: [cardPhrase(seats === 4 ? 'card.playersFourSeats' : 'card.players', args), ...extra],
  };
}
