/**
 * The talon exchange (seed 001 Löw "Auction", "talon pickup as before" in Beck and M&S; rules-notes
 * IT-07, IT-10, IT-12, IT-17).
 *
 * The declarer exposes the talon in its dealt order and takes one group: top or bottom three
 * (Dreiblatt), top, middle or bottom pair (Zweiblatt), any one card (Einblatt); a Solo leaves the
 * talon untouched. He then lays away as many cards, one at a time: never the Sküs, Mond, Pagat or
 * a King; a tarock only when too few other discardable cards are left, and then face up. The
 * untaken talon cards count for the defenders. After announcing Without Trull (Kings) before the
 * pickup he may not take a group holding a Trull card (King) unless every group does.
 */
import { formatCard } from '../cards/notation';
import { type Card, KINGS, TAROCK54, TRULL, isTarock } from '../cards/pack';
import type { Announcement, Seat } from '../core/types';
import type { IllustratedRules, TalonGroups } from './rules';

/** The talon positions of each group a contract may take (IT-07). */
export function talonGroups(kind: TalonGroups, talonSize: number): number[][] {
  const idx = Array.from({ length: talonSize }, (_, i) => i);
  switch (kind) {
    case 'halves':
      return [idx.slice(0, talonSize / 2), idx.slice(talonSize / 2)];
    case 'pairs': {
      const out: number[][] = [];
      for (let i = 0; i < talonSize; i += 2) out.push([i, i + 1]);
      return out;
    }
    case 'singles':
      return idx.map((i) => [i]);
    case 'none':
      return [];
  }
}

/** What a declarer who announced Without Trull / Without Kings must not take, by announcement. */
function shunned(
  announcements: readonly Announcement[],
  declarer: Seat,
): { readonly said: string; readonly cards: readonly Card[] }[] {
  const out: { said: string; cards: readonly Card[] }[] = [];
  for (const a of announcements) {
    if (a.seat !== declarer) continue;
    if (a.bonus === 'withoutTrull') out.push({ said: 'Without Trull', cards: TRULL });
    if (a.bonus === 'withoutKings') out.push({ said: 'Without Kings', cards: KINGS });
  }
  return out;
}

/**
 * The groups the declarer may choose. With Without Trull / Kings announced, only the groups that
 * break the fewest of those announcements (none, if any such group exists).
 */
export function choosableGroups(
  kind: TalonGroups,
  talon: readonly Card[],
  announcements: readonly Announcement[],
  declarer: Seat,
): number[] {
  const groups = talonGroups(kind, talon.length);
  const avoid = shunned(announcements, declarer);
  const broken = groups.map(
    (g) => avoid.filter(({ cards }) => g.some((i) => cards.includes(talon[i] as Card))).length,
  );
  const best = Math.min(...broken);
  return groups.map((_, i) => i).filter((i) => broken[i] === best);
}

/**
 * Why the declarer may not take talon group `group` (one `choosableGroups` leaves out), in the
 * notation's words: the part does not exist, or it holds a card his Without Trull / Without Kings
 * keeps him from taking while another part holds none (IT-17).
 */
export function whyNotTalon(
  kind: TalonGroups,
  talon: readonly Card[],
  announcements: readonly Announcement[],
  declarer: Seat,
  group: number,
): string {
  const groups = talonGroups(kind, talon.length);
  if (groups.length === 0) return 'this contract takes no part of the talon';
  if (!Number.isInteger(group) || group < 0 || group >= groups.length)
    return `there is no talon ${group}: the parts are talon 0 to talon ${groups.length - 1}`;
  const cards = groupCards(kind, talon, group);
  const broken = shunned(announcements, declarer).filter((x) => cards.some((c) => x.cards.includes(c)));
  const held = cards.filter((c) => broken.some((x) => x.cards.includes(c)));
  const said = broken.map((x) => x.said).join(' and ');
  const open = choosableGroups(kind, talon, announcements, declarer).map((g) => `talon ${g}`);
  return `talon ${group} holds ${held.map((c) => formatCard(TAROCK54, c)).join(' ')}, which your ${said} keeps you from taking while ${open.join(' or ')} may be taken`;
}

/** The cards of talon group `group`. */
export function groupCards(kind: TalonGroups, talon: readonly Card[], group: number): Card[] {
  return (talonGroups(kind, talon.length)[group] ?? []).map((i) => talon[i] as Card);
}

/** Cards of `hand` that may be laid away now, with `left` more cards still to discard (IT-12). */
export function discardable(rules: IllustratedRules, hand: readonly Card[], left: number): Card[] {
  const allowed = hand.filter((c) => !rules.talon.forbiddenDiscards.includes(c));
  if (!rules.talon.tarockOnlyIfForced) return allowed;
  const plain = allowed.filter((c) => !isTarock(TAROCK54, c));
  return plain.length >= left ? plain : allowed;
}

/** Why `card` may not be laid away (for rejections), or null if it may. */
export function whyNotDiscard(
  rules: IllustratedRules,
  hand: readonly Card[],
  left: number,
  card: Card,
): string | null {
  if (!hand.includes(card)) return 'that card is not in your hand';
  if (rules.talon.forbiddenDiscards.includes(card))
    return 'the Sküs, the Mond (XXI), the Pagat (I) and the Kings may never be laid away';
  if (!discardable(rules, hand, left).includes(card))
    return 'a tarock may be laid away only when too few other cards can be (and then face up)';
  return null;
}
