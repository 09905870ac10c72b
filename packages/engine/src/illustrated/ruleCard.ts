/**
 * The rule card of an Illustrated Tarock rule set (core/ruleCard.ts): its contracts in bidding
 * order with game values by take level and multipliers, 36 card points to win, over- and
 * undershoot from 35, the card values counted in threes, the bonus table (before / after the
 * pickup / silent, who announces), the honours, contra and recontra, what happens when all pass
 * (redeal or Trischaken) and the series. Read from the resolved rule set alone.
 *
 * Sources: the rule set's data (rules.ts, presets/*), which cite seeds 001/002 and rules-notes
 * Parts A and B.
 */
import { PACKS } from '../cards/pack';
import {
  cardPhrase as p,
  cardValuesSection,
  rankGroups,
  type RuleCard,
  type RuleCell,
  type RuleColumnId,
  type RuleSection,
  tableSection,
} from '../core/ruleCard';
import type { Phrase } from '../core/phrase';
import { assertNever } from '../core/result';
import type { BonusSpec, IllustratedRules, TalonGroups } from './rules';

/** The English of the Illustrated card's statements. */
export const ILLUSTRATED_CARD_PHRASES = {
  'card.il.talon.halves': 'top or bottom three',
  'card.il.talon.pairs': 'top, middle or bottom pair',
  'card.il.talon.singles': 'any one card',
  'card.il.talon.none': 'none',
  'card.il.auction.loew':
    'Each bid may be accepted ("gut"), taken over (Ablösung, value {abloesung}), or outbid; the bidder may hold it ("mein Spiel", at the same value) and then it may be taken over again (zweite Ablösung, value {zweite})',
  'card.il.holdAfterRetake': 'After a zweite Ablösung the first bidder may hold again',
  'card.il.noHoldAfterRetake': 'After a zweite Ablösung the first bidder may only accept',
  'card.il.thirdPlayerMayTake': 'The third player may take a bid over, not only accept or outbid it',
  'card.il.thirdPlayerOutbids':
    'Once one of the two has dropped out with "gut", the third player may only accept or outbid the bid',
  'card.il.auction.beck':
    'Only {contract} may be taken over, once, by "Unterer" (value {unterer}); if the bidder holds, he plays at {held}',
  'card.il.auction.overcall': 'Pass, accept ("gut") or name a higher contract; no taking over or holding',
  'card.il.passFinal': 'A player who has passed ("weiter") or accepted ("gut") takes no further part',
  'card.il.endsAuction': 'Naming {contracts} ends the auction at once',
  'card.il.soloTalon': 'In a {contract} the talon is not used; it counts for the {owner}',
  'card.il.defenders': 'defenders',
  'card.il.declarer': 'declarer',
  'card.il.anyPlayer': 'any player',
  'card.il.discards': 'Never laid away: {cards}',
  'card.il.tarockOnlyIfForced': 'A tarock is laid away only when nothing else can be, and face up',
  'card.il.talonCounts':
    'The laid-away cards count for the declarer, the talon cards not taken for the defenders',
  'card.il.talonVisible': 'The talon cards not taken may be looked at during play',
  'card.il.winAt': 'The declarer needs {points} card points',
  'card.il.score':
    'Won: the declarer scores (game value + overshoot) × multiplier, the overshoot being the card points over {base}; lost: each defender scores (game value + undershoot) × multiplier, the undershoot being the points short of {base}; bonuses and honours are scored separately',
  'card.il.overshoot.always': 'Over- and undershoot are always counted',
  'card.il.overshoot.suppressedByPointAnnouncement':
    'A won game with "40" or "50" announced scores no overshoot',
  'card.il.overshoot.soloFlat': 'A Solo has no over- or undershoot',
  'card.il.bonusesMultiplied':
    'Bonuses and honours are multiplied by the contract multiplier; an announced bonus that fails scores for the other side, × the multiplier',
  'card.il.failedNotMultiplied':
    "Bonuses and honours are multiplied by the contract multiplier; a bonus of the declarer's that fails (announced, or his silent Pagat or Uhu captured) scores for the defenders without the multiplier, a defender's announced bonus that fails scores for the declarer with it",
  'card.il.failedNotMultipliedDeclarer':
    "Bonuses and honours are multiplied by the contract multiplier; a bonus of the declarer's that fails (announced, or his silent Pagat or Uhu captured) scores for the defenders without the multiplier",
  'card.il.noBonus': 'There are no announcements',
  'card.il.order': 'Announced only in this order: {bonuses}',
  'card.il.birdNoScore': "A defender's silent Pagat or Uhu captured by the other defender scores for nobody",
  'card.il.birdOpponents':
    "A defender's silent Pagat or Uhu captured by the other defender scores for the declarer",
  'card.il.valatReplaces': 'A made Valat replaces every other score of the deal',
  'card.il.valatAdds': 'A made Valat is scored with the other scores of the deal',
  'card.il.noHonours': 'There are no honours',
  'card.il.honoursClaimed': 'Honours score only when claimed in the round after the pickup',
  'card.il.honoursClaimedAtEnd': 'Honours score only when claimed after the last trick, before the next deal',
  'card.il.honoursHeld': 'Honours score for whoever holds them',
  'card.il.contra': 'A defender may contra an announcement: ×{pre} before the pickup, ×{post} after it',
  'card.il.recontra': 'The declarer may answer with recontra: ×{pre} before the pickup, ×{post} after it',
  'card.il.noRecontra': 'There is no recontra',
  'card.il.gameContra.pre':
    'The game itself may be contra’d before the pickup; the contra covers over- and undershoot',
  'card.il.gameContra.post':
    'The game itself may be contra’d after the pickup; the contra covers over- and undershoot',
  'card.il.noGameContra': 'The game itself cannot be contra’d',
  'card.il.gameCoversWithout':
    'A contra on the game also multiplies an announced Without Trull / Without Kings',
  'card.il.redeal': 'The deal is thrown in; nobody scores; {dealer} deals',
  'card.il.nextDealer': 'the next dealer',
  'card.il.sameDealer': 'the same dealer',
  'card.il.trischaken':
    'Trischaken is played, every player for himself: whoever has the most card points scores {loss} (two with the most: both), each other player {win}; all three equal: nobody scores',
  'card.il.tricklessExtra': 'A winner who took no trick scores +{extra} more',
  'card.il.tricklessFlat': 'A winner who took no trick scores the win only',
  'card.il.pagatLastTrump': 'In Trischaken the Pagat may not be played while its holder has another tarock',
  'card.il.noTarock': 'A player dealt no tarock shows his hand and the same dealer deals again',
  'card.il.loneTrull':
    'Likewise a hand whose only tarock is a single Trull card (Pagat, Mond or Sküs): it is shown and the same dealer deals again',
  'card.il.series.atLeast':
    'The series ends after the deal in which a player reaches {target}; everyone at {target} or more scores +{bonus}; the highest total wins',
  'card.il.series.exceeds':
    'The series ends after the deal in which a player exceeds {target}; everyone at {target} or more scores +{bonus}; the highest total wins',
  'card.il.stake': 'Then each player pays every higher player the difference × {stake}',
  'card.il.noStake': 'Played for points, no money',
} as const;

const talonKey = (t: TalonGroups): string => {
  switch (t) {
    case 'halves':
      return 'card.il.talon.halves';
    case 'pairs':
      return 'card.il.talon.pairs';
    case 'singles':
      return 'card.il.talon.singles';
    case 'none':
      return 'card.il.talon.none';
    default:
      return assertNever(t);
  }
};

const named = (x: { id: string; name: string }) => ({ contract: x.id, en: x.name });
const who = (w: 'declarer' | 'any'): Phrase => p(w === 'declarer' ? 'card.il.declarer' : 'card.il.anyPlayer');

function contractsSection(r: IllustratedRules): RuleSection {
  const a = r.auction;
  const levels = a.kind === 'overcall' ? [] : a.takeLevels;
  const columns: RuleColumnId[] = ['contract', 'gameValue', ...levels, 'multiplier', 'talon'];
  const rows = r.contracts.map((c) => ({
    id: c.id,
    cells: [
      named(c),
      c.gameValues[0] ?? null,
      ...levels.map((_, i): RuleCell => c.gameValues[i + 1] ?? null),
      p('card.times', { factor: c.multiplier }),
      p(talonKey(c.talon)),
    ],
  }));
  const statements: Phrase[] = [];
  const first = r.contracts[0];
  switch (a.kind) {
    case 'loew':
      statements.push(
        p('card.il.auction.loew', {
          abloesung: first?.gameValues[1] ?? 0,
          zweite: first?.gameValues[2] ?? 0,
        }),
      );
      statements.push(p(a.holdAfterRetake ? 'card.il.holdAfterRetake' : 'card.il.noHoldAfterRetake'));
      statements.push(p(a.thirdPlayerMayTake ? 'card.il.thirdPlayerMayTake' : 'card.il.thirdPlayerOutbids'));
      break;
    case 'beck': {
      const taken = r.contracts.filter((c) => c.gameValues.length > 1);
      for (const c of taken)
        statements.push(
          p('card.il.auction.beck', {
            contract: named(c),
            unterer: c.gameValues[1] ?? 0,
            held: c.gameValues[2] ?? 0,
          }),
        );
      // Beck's bidding is otherwise Löw's, whose third player may not take (rules-notes B-01, L-02).
      statements.push(p('card.il.thirdPlayerOutbids'));
      break;
    }
    case 'overcall':
      statements.push(p('card.il.auction.overcall'));
      break;
    default:
      assertNever(a);
  }
  // Every Illustrated auction: rules-notes L-02 (Löw's seed), which Beck keeps; M&S's overcalls by
  // the same reading (ruleCardRules.test.ts walks every auction of a deal).
  statements.push(p('card.il.passFinal'));
  const ending = r.contracts.filter((c) => c.endsAuction);
  if (ending.length > 0)
    statements.push(p('card.il.endsAuction', { contracts: { list: ending.map(named), join: 'and' } }));
  for (const c of r.contracts.filter((x) => x.talon === 'none'))
    statements.push(
      p('card.il.soloTalon', {
        contract: named(c),
        owner: p(r.talon.soloOwner === 'declarer' ? 'card.il.declarer' : 'card.il.defenders'),
      }),
    );
  if (r.talon.forbiddenDiscards.length > 0)
    statements.push(
      p('card.il.discards', {
        cards: { list: rankGroups(PACKS[r.pack], r.talon.forbiddenDiscards), join: 'comma' },
      }),
    );
  if (r.talon.tarockOnlyIfForced) statements.push(p('card.il.tarockOnlyIfForced'));
  // The talon cards not taken go to the defenders in every rule set (rules-notes IT-10).
  statements.push(p('card.il.talonCounts'));
  if (r.unchosenTalonVisible) statements.push(p('card.il.talonVisible'));
  return { id: 'contracts', table: { columns, rows }, rows: statements };
}

function winningSection(r: IllustratedRules): RuleSection {
  return {
    id: 'winning',
    rows: [
      p('card.il.winAt', { points: r.winAt }),
      p('card.il.score', { base: r.base }),
      p(`card.il.overshoot.${r.overshootMode}`),
      p(
        r.failedBonusMultiplied
          ? 'card.il.bonusesMultiplied'
          : // A defender's failed announcement only where a defender may announce (Löw's birds).
            r.bonuses.some((b) => b.announcers === 'any')
            ? 'card.il.failedNotMultiplied'
            : 'card.il.failedNotMultipliedDeclarer',
      ),
    ],
  };
}

function bonusesSection(r: IllustratedRules): RuleSection {
  const rows = r.bonuses.map((b: BonusSpec) => ({
    id: b.id,
    cells: [
      named(b),
      b.pre,
      b.post,
      b.silent,
      // A bonus with no announced value (silent only) is announced by nobody.
      b.pre === null && b.post === null ? null : who(b.announcers),
      b.silent === null ? null : who(b.silentFor),
    ],
  }));
  const statements: Phrase[] = [];
  if (r.bonuses.length === 0) statements.push(p('card.il.noBonus'));
  const order = r.pointAnnouncementOrder
    .map((id) => r.bonuses.find((b) => b.id === id))
    .filter((b): b is BonusSpec => b !== undefined && (b.pre !== null || b.post !== null));
  if (order.length > 1)
    statements.push(p('card.il.order', { bonuses: { list: order.map(named), join: 'comma' } }));
  const birds = r.bonuses.filter((b) => (b.id === 'pagat' || b.id === 'uhu') && b.silentFor === 'any');
  if (birds.length > 0)
    statements.push(
      p(r.birdCapturedByOwnSide === 'noScore' ? 'card.il.birdNoScore' : 'card.il.birdOpponents'),
    );
  if (r.bonuses.some((b) => b.id === 'valat'))
    statements.push(p(r.valatReplacesOtherScores ? 'card.il.valatReplaces' : 'card.il.valatAdds'));
  return {
    id: 'bonuses',
    table: { columns: ['bonus', 'pre', 'post', 'silent', 'announcers', 'silentFor'], rows },
    rows: statements,
  };
}

function honoursSection(r: IllustratedRules): RuleSection {
  if (r.honours.length === 0) return { id: 'honours', rows: [p('card.il.noHonours')] };
  return {
    id: 'honours',
    table: {
      columns: ['honour', 'value'],
      rows: r.honours.map((h) => ({ id: h.id, cells: [named(h), h.value] })),
    },
    rows: [
      p(
        !r.honoursMustBeClaimed
          ? 'card.il.honoursHeld'
          : r.honoursClaimedAt === 'endOfDeal'
            ? 'card.il.honoursClaimedAtEnd'
            : 'card.il.honoursClaimed',
      ),
    ],
  };
}

function contraSection(r: IllustratedRules): RuleSection {
  const c = r.contra;
  const rows: Phrase[] = [p('card.il.contra', { pre: c.factor.pre, post: c.factor.post })];
  rows.push(
    c.recontra
      ? p('card.il.recontra', { pre: c.recontra.pre, post: c.recontra.post })
      : p('card.il.noRecontra'),
  );
  rows.push(c.game === null ? p('card.il.noGameContra') : p(`card.il.gameContra.${c.game}`));
  // Only a Without that can be announced (Löw's are silent only) can be covered by the game's contra.
  const without = r.bonuses.some(
    (b) => (b.id === 'withoutTrull' || b.id === 'withoutKings') && (b.pre !== null || b.post !== null),
  );
  if (c.game !== null && c.gameCoversWithoutBonuses && without) rows.push(p('card.il.gameCoversWithout'));
  return { id: 'contra', rows };
}

function allPassSection(r: IllustratedRules): RuleSection {
  const d = r.redeal;
  const rows: Phrase[] = [];
  if (d.allPass === 'trischaken') {
    const t = r.trischaken;
    rows.push(p('card.il.trischaken', { win: { signed: t.win }, loss: { signed: t.loss } }));
    rows.push(
      t.tricklessMode === 'extra'
        ? p('card.il.tricklessExtra', { extra: t.trickless })
        : p('card.il.tricklessFlat'),
    );
    if (t.pagatLastTrump) rows.push(p('card.il.pagatLastTrump'));
  } else {
    rows.push(
      p('card.il.redeal', {
        dealer: p(d.allPassDealer === 'same' ? 'card.il.sameDealer' : 'card.il.nextDealer'),
      }),
    );
  }
  // The lone-Trull redeal includes the hand without tarock (flow.ts handsShown).
  if (d.noTarock || d.loneTrull) rows.push(p('card.il.noTarock'));
  if (d.loneTrull) rows.push(p('card.il.loneTrull'));
  return { id: 'allPass', rows };
}

function matchSection(r: IllustratedRules): RuleSection {
  const s = r.series;
  return {
    id: 'match',
    rows: [
      p(`card.il.series.${s.trigger}`, { target: s.target, bonus: s.bonus }),
      s.stakeCents > 0 ? p('card.il.stake', { stake: { money: s.stakeCents } }) : p('card.il.noStake'),
    ],
  };
}

/** The rule card of a resolved Illustrated rule set (three seats). */
export function illustratedRuleCard(r: IllustratedRules, seats: number): RuleCard {
  return {
    game: r.id,
    name: r.name,
    family: 'illustrated',
    unit: 'points',
    seats,
    sections: [
      tableSection(r, seats),
      contractsSection(r),
      winningSection(r),
      cardValuesSection(PACKS[r.pack]),
      bonusesSection(r),
      honoursSection(r),
      contraSection(r),
      allPassSection(r),
      matchSection(r),
    ],
  };
}
