/**
 * The rule card of a Bavarian Tarock rule set (core/ruleCard.ts): seats (4: the dealer sits out),
 * the contracts in bidding order with their use of the stock, their trump and (fixed-unit
 * payments) their units, the auction, 61 to win, 60–60, Schneider and Schwarz, the card values,
 * Kontra and its calls, the payment scheme (units, Sirch, Haferltarock, Scharfes Tarock) with its
 * amounts, the pot and its antes, what happens when all pass, and how a match ends. Read from the
 * resolved rule set alone; where an amount depends on the play (Sirch's and Haferltarock's
 * per-point rates, a bid target) the card says the rule and its constants, not an example.
 *
 * Sources: the rule set's data (rules.ts, presets/*), which cite seed 000 and rules-notes Part C.
 */
import { PACKS } from '../cards/pack';
import type { Phrase } from '../core/phrase';
import { assertNever } from '../core/result';
import {
  cardPhrase as p,
  cardValuesSection,
  type RuleCard,
  type RuleColumnId,
  type RuleSection,
  tableSection,
} from '../core/ruleCard';
import { ceilTo } from './payments/context';
import { type BavarianRules, type ContractSpec, KONTRA_CALLS, type PotRules } from './rules';

/** The English of the Bavarian card's statements. */
export const BAVARIAN_CARD_PHRASES = {
  'card.bv.stock.exchange': 'taken; three cards laid away, counting for the declarer',
  'card.bv.stock.aside': 'unseen, counts for the declarer',
  'card.bv.stock.unused': 'unused',
  'card.bv.trump.hearts': 'Herz',
  'card.bv.trump.nonHearts': 'a suit other than Herz, named at once',
  'card.bv.trump.any': 'any suit, named at once',
  'card.bv.trump.nonHeartsAfter': 'a suit other than Herz, named after the exchange',
  'card.bv.trump.anyAfter': 'any suit, named after the exchange',
  'card.bv.trump.none': 'none',
  'card.bv.huber':
    'One round of bidding, forehand first; an earlier bidder may hold a later, higher bid, and then names a contract that bid allows',
  'card.bv.huberLevel': '"{bid}" allows {contracts}',
  'card.bv.bid.spiele': 'ich spiele',
  'card.bv.bid.besser': 'ich spiele besser',
  'card.bv.bid.amBesten': 'ich spiele am besten',
  'card.bv.haferl':
    '"Ich spiele" bids {stock}, "ich spiele auch" {hand}; the earlier bidder may hold; then the bidding goes on in fives of card points ("fünf mehr": 66, 71, …) up to {max}, always as {hand}; the first two bid until one passes, then the third',
  'card.bv.stockByDealer': 'Only the dealer may bid {stock}; the others bid {hand} and point levels only',
  'card.bv.fourSeatLastActive':
    "With four seats (the dealer sits out) the active player on the dealer's right has the dealer's privilege",
  'card.bv.fourSeatNobody': 'With four seats (the dealer sits out) nobody may play {stock}',
  'card.bv.mayElectHand': 'A player who won at the level of {stock} may play {hand} instead',
  'card.bv.selfRaise': 'The declarer of a {hand} may raise his own target in fives before the first card',
  'card.bv.passFinal': 'A player who has passed takes no further part in the bidding',
  'card.bv.nopoint': 'The bids are the contracts, each higher than the last',
  'card.bv.nopointHolding': "An earlier player may hold a later player's bid",
  'card.bv.nopointNoHolding': 'Every bid must be higher than the last; nobody holds',
  'card.bv.scharf':
    'One round, forehand first: pass, "spiele" or "spiele Herz". The first "spiele" wins and plays {spiele}, unless someone bids Herz: then the first Herz bidder plays {herz}, or, if nobody else bid, may choose {sole}',
  'card.bv.bettel':
    '{contract}: no trump; the Tens rank below the Unters, above the 9s; players must follow suit; the declarer must take no trick',
  'card.bv.target': 'The declarer needs {points} card points',
  'card.bv.targetBid': 'The declarer needs {points} card points, or the target bid (up to {max})',
  'card.bv.tie60.draw': '60–60 is a draw: nothing is paid',
  'card.bv.tie60.declarerLoses': '60–60: the declarer loses',
  'card.bv.tie60.declarerLosesKontra':
    '60–60: the party that must reach the target loses, the declarer unless a Kontra call has moved that duty to the defenders',
  'card.bv.targetKontra':
    'The declarer needs {points} card points, unless a Kontra call has moved that duty to the defenders',
  'card.bv.targetBidKontra':
    'The declarer needs {points} card points, or the target bid (up to {max}), unless a Kontra call has moved that duty to the defenders',
  'card.bv.schneider.winnerAtLeast91': 'Schneider: the winner has 91 card points or more',
  'card.bv.schneider.loserAtMost30': 'Schneider: the loser has 30 card points or fewer',
  'card.bv.schwarz.allTricks': 'Schwarz: one side took every trick',
  'card.bv.schwarz.allPoints': 'Schwarz: one side took every card point',
  'card.bv.extrasNoted': 'Schneider and Schwarz are noted in the settlement but pay nothing extra',
  'card.bv.schneiderNoted': 'Schneider is noted in the settlement but pays nothing extra',
  'card.bv.schwarzNoted': 'Schwarz is noted in the settlement but pays nothing extra',
  'card.bv.schneiderWorth': 'Schneider is worth {worth}',
  'card.bv.schwarzWorth': 'Schwarz is worth {worth}',
  'card.bv.worth.units': '{units} unit(s) more, {amount}, won or lost',
  'card.bv.worth.flat': '{amount} instead of {win}, won or lost',
  'card.bv.worth.slam':
    '{amount} from the pot when the declarer wins it, instead of the points over 60; a lost Schwarz pays nothing extra',
  'card.bv.worth.more': '{amount} more, won or lost',
  'card.bv.worth.moreOnTop':
    '{amount} more, won or lost, on top of Schneider (a Schwarz is always Schneider too)',
  'card.bv.noKontra': 'No Kontra',
  'card.bv.kontra':
    'Before the first card is played a defender may say {first}; each call answers the one before, the declarer and the defenders in turn: {calls}; each call doubles, up to ×{factor}',
  'card.bv.kontraShifts': 'Each call moves the duty to reach the target to the other party',
  'card.bv.kontraDoubles': 'The calls only double; the targets do not change',
  'card.bv.kontraBettel': 'In a {contracts} the calls only double: it has no target to move',
  'card.bv.kontraPot': 'The factor also multiplies what is taken from the pot',
  'card.bv.kontraNotPot': 'The factor does not multiply what is taken from the pot',
  'card.bv.units.perOpponent':
    'A winning declarer takes the amount from each opponent; a losing one pays it to each',
  'card.bv.units.total':
    'A winning declarer takes the amount, the opponents sharing it; a losing one pays it, half to each',
  'card.bv.units.unit': 'One unit is {unit}',
  'card.bv.units.schneider': 'Schneider: {units} unit(s) more, {amount}',
  'card.bv.sirch.won':
    'Won: the declarer takes 1 ¢ for each card point over 60 from the pot, rounded up to a multiple of {step} (at least {step})',
  'card.bv.sirch.slam': 'Won Schwarz: {amount} from the pot',
  'card.bv.sirch.lost':
    'Lost: the declarer pays 1 ¢ for each card point under 60, rounded up to a multiple of {step} (at least {step}), shared by the defenders',
  'card.bv.sirch.oddFromPot':
    'An odd number of {step} steps: the pot adds {step}, so both defenders get the same',
  'card.bv.sirch.oddIntoPot': 'An odd number of {step} steps: the odd {step} go into the pot',
  'card.bv.sirch.flat':
    'Won: {win}, or {schneider} with Schneider, {from}; lost: the declarer pays each defender {win}, or {schneider} with Schneider',
  'card.bv.sirch.fromPot': 'from the pot',
  'card.bv.sirch.fromEach': 'from each opponent',
  'card.bv.sirch.frageExact': 'A {contracts} pays half of everything, exactly',
  'card.bv.sirch.frageRound': 'A {contracts} pays half of everything, rounded up to 5 ¢',
  'card.bv.sirch.noDouble': '{contracts} pay the same amounts',
  'card.bv.haferl.rateWon': 'Rate when won: {band} for 61–{top} card points, 1 ¢ more for each further point',
  'card.bv.haferl.rateLostTarget':
    'Rate when lost: {band} for up to {short} card points short of the target (56–60 against 61), 1 ¢ more for each further point short',
  'card.bv.haferl.rateLostPlain':
    'Rate when lost: {band} for {floor} card points or more, 1 ¢ more for each point below {floor}, whatever the target',
  'card.bv.haferl.pickup':
    '{stock} (target 61): won, the declarer takes the rate from the pot; lost, he pays the rate to one defender and the other takes it from the pot',
  'card.bv.haferl.handDouble':
    '{hand} and every game with a higher target: paid directly, double the rate from or to each defender',
  'card.bv.haferl.handNet':
    '{hand} and every game with a higher target: paid directly, the rate from or to each defender, double the rate for the declarer',
  'card.bv.scharf.frage': '{contract}: won {win}, lost {loss}',
  'card.bv.scharf.solo': '{contracts}: {amount}',
  'card.bv.scharf.schneider': 'Schneider: {amount} more',
  'card.bv.scharf.schwarz': 'Schwarz: {amount} more, on top of Schneider',
  'card.bv.scharf.perOpponent': 'Each opponent pays or is paid the amount',
  'card.bv.scharf.sideTotal': 'The two opponents share the amount',
  'card.bv.scharf.halved': 'In a {contract} Schneider and Schwarz are halved too',
  'card.bv.noPot': 'No pot',
  'card.bv.kasse':
    'The Kasse: each player antes {ante} whenever it is empty; a declarer who wins {serves} takes it whole, one who loses doubles it',
  'card.bv.schreckensteiner':
    'The Schreckensteiner: each player antes {ante} whenever it is empty; a declarer who wins {serves} takes it whole, one who loses doubles it',
  'card.bv.serves.all': 'any contract',
  'card.bv.serves.stock': 'a game with the stock ({contracts})',
  'card.bv.serves.hand': 'a hand game ({contracts})',
  'card.bv.potAmounts': 'Each player antes {ante} whenever the pot is empty',
  'card.bv.shortfall.paysWhatItHas': 'A pot holding less than it owes pays what it has; the rest is lost',
  'card.bv.shortfall.carriedOver':
    'A pot holding less than it owes pays in full; the shortfall is settled from the next antes',
  'card.bv.dealerAntes': 'With four seats the dealer who sits out antes too',
  'card.bv.dealerNoAnte': 'With four seats the dealer who sits out does not ante',
  'card.bv.allPass.nextDealer': 'The cards are thrown in and the next player deals',
  'card.bv.allPass.sameDealer': 'The cards are thrown in and the same dealer deals again',
  'card.bv.round': 'A round ends when the pot is empty; everyone antes again',
  'card.bv.bank': 'Each player starts with {bank}; the match ends when a player has nothing left',
  'card.bv.balances': 'Each player keeps a balance in money; the match goes on until the players stop',
} as const;

const named = (c: { id: string; name: string }) => ({ contract: c.id, en: c.name });
const list = (cs: readonly ContractSpec[]) => ({ list: cs.map(named), join: 'comma' as const });

function trumpKey(c: ContractSpec): string {
  switch (c.trump) {
    case 'hearts':
    case 'none':
      return `card.bv.trump.${c.trump}`;
    case 'any':
    case 'nonHearts':
      return `card.bv.trump.${c.trump}${c.trumpTiming === 'afterExchange' ? 'After' : ''}`;
    default:
      return assertNever(c.trump);
  }
}

function auctionRows(r: BavarianRules, seats: number): Phrase[] {
  const a = r.auction;
  const byId = (id: string) => r.contracts.find((c) => c.id === id);
  const some = (ids: readonly string[]) => list(ids.map(byId).filter((c): c is ContractSpec => !!c));
  switch (a.kind) {
    case 'huber':
      return [
        p('card.bv.huber'),
        ...a.levels.map((l) =>
          p('card.bv.huberLevel', { bid: p(`card.bv.bid.${l.bid}`), contracts: some(l.contracts) }),
        ),
      ];
    case 'haferl': {
      const stock = some([a.stockContract]);
      const hand = some([a.handContract]);
      const rows = [p('card.bv.haferl', { stock, hand, max: a.maxTarget })];
      if (a.stockGameBy === 'dealer') {
        rows.push(p('card.bv.stockByDealer', { stock, hand }));
        if (seats === 4)
          rows.push(
            a.fourSeatStockPrivilege === 'lastActive'
              ? p('card.bv.fourSeatLastActive')
              : p('card.bv.fourSeatNobody', { stock }),
          );
      }
      if (a.mayElectHand) rows.push(p('card.bv.mayElectHand', { stock, hand }));
      if (a.selfRaise) rows.push(p('card.bv.selfRaise', { hand }));
      return rows;
    }
    case 'nopoint':
      return [p('card.bv.nopoint'), p(a.holding ? 'card.bv.nopointHolding' : 'card.bv.nopointNoHolding')];
    case 'scharf':
      return [
        p('card.bv.scharf', {
          spiele: some([a.spieleContract]),
          herz: some([a.herzContract]),
          sole: { ...some(a.soleHerzContracts), join: 'slash' },
        }),
      ];
    default:
      return assertNever(a);
  }
}

function contractsSection(r: BavarianRules, seats: number): RuleSection {
  const units = r.payment.scheme === 'units' ? r.payment.unit : null;
  const columns: RuleColumnId[] = [
    'contract',
    'stock',
    'trump',
    ...(units !== null ? (['units', 'amount'] as const) : []),
  ];
  const rows = r.contracts.map((c) => ({
    id: c.id,
    cells: [
      named(c),
      p(`card.bv.stock.${c.stock}`),
      p(trumpKey(c)),
      ...(units !== null ? [c.value, { money: c.value * units }] : []),
    ],
  }));
  const bettel = r.contracts
    .filter((c) => c.kind === 'bettel')
    .map((c) => p('card.bv.bettel', { contract: named(c) }));
  // Every Bavarian auction: the first two bid until one passes, then the third (ruleCardRules.test.ts
  // walks every auction of a deal in each preset).
  const passFinal = p('card.bv.passFinal');
  return {
    id: 'contracts',
    table: { columns, rows },
    rows: [...auctionRows(r, seats), passFinal, ...bettel],
  };
}

function winningSection(r: BavarianRules): RuleSection {
  const target = PACKS[r.pack].total / 2 + 1;
  // Where Kontra moves the duty to reach the target (BT-09), the target and a lost 60–60 are the
  // duty-holder's, not always the declarer's: after Kontra the declarer wins at 60–60.
  const shifts = r.kontra.enabled && r.kontra.shiftsBurden ? 'Kontra' : '';
  return {
    id: 'winning',
    rows: [
      r.auction.kind === 'haferl'
        ? p(`card.bv.targetBid${shifts}`, { points: target, max: r.auction.maxTarget })
        : p(`card.bv.target${shifts}`, { points: target }),
      p(r.tie60 === 'declarerLoses' ? `card.bv.tie60.declarerLoses${shifts}` : `card.bv.tie60.${r.tie60}`),
      p(`card.bv.schneider.${r.schneider}`),
      p(`card.bv.schwarz.${r.schwarz}`),
      ...extrasRows(r),
    ],
  };
}

/**
 * What Schneider and Schwarz are worth under the rule set's payment scheme, read from its
 * properties (payments/*.ts): null where the scheme only notes it in the settlement (settle.ts).
 * Where both are paid (Scharfes Tarock) a Schwarz is paid as a Schneider too, even when the stock
 * leaves the trickless declarer 31 or more (payments/scharf.ts), so a Schwarz's worth is on top of
 * Schneider's.
 */
function extrasWorth(r: BavarianRules): { schneider: Phrase | null; schwarz: Phrase | null } {
  const pay = r.payment;
  switch (pay.scheme) {
    case 'units':
      return {
        schneider:
          pay.schneiderBonus > 0
            ? p('card.bv.worth.units', {
                units: pay.schneiderBonus,
                amount: { money: pay.schneiderBonus * pay.unit },
              })
            : null,
        schwarz: null,
      };
    case 'sirch':
      // Per point, Schneider is only more points over 60; a won Schwarz replaces them by double 60.
      return pay.mode === 'perPoint'
        ? {
            schneider: null,
            schwarz: p('card.bv.worth.slam', { amount: { money: 2 * ceilTo(60, pay.step) } }),
          }
        : {
            schneider: p('card.bv.worth.flat', {
              amount: { money: pay.flatSchneider },
              win: { money: pay.flatWin },
            }),
            schwarz: null,
          };
    case 'haferl':
      return { schneider: null, schwarz: null };
    case 'scharf':
      return {
        schneider: pay.schneider > 0 ? p('card.bv.worth.more', { amount: { money: pay.schneider } }) : null,
        schwarz: pay.schwarz > 0 ? p('card.bv.worth.moreOnTop', { amount: { money: pay.schwarz } }) : null,
      };
    default:
      return assertNever(pay);
  }
}

function extrasRows(r: BavarianRules): Phrase[] {
  const { schneider, schwarz } = extrasWorth(r);
  if (schneider === null && schwarz === null) return [p('card.bv.extrasNoted')];
  return [
    schneider === null ? p('card.bv.schneiderNoted') : p('card.bv.schneiderWorth', { worth: schneider }),
    schwarz === null ? p('card.bv.schwarzNoted') : p('card.bv.schwarzWorth', { worth: schwarz }),
  ];
}

const usesPot = (r: BavarianRules): boolean => r.pot.serves !== 'none' || r.sidePot !== null;

function kontraSection(r: BavarianRules): RuleSection {
  const k = r.kontra;
  if (!k.enabled) return { id: 'contra', rows: [p('card.bv.noKontra')] };
  const calls = KONTRA_CALLS.slice(1, k.maxLevel + 1).map((en, i) => ({ kontra: i + 1, en }));
  const rows: Phrase[] = [
    p('card.bv.kontra', {
      first: calls[0] ?? { kontra: 1, en: 'Kontra' },
      calls: { list: calls, join: 'comma' },
      factor: 2 ** k.maxLevel,
    }),
    p(k.shiftsBurden ? 'card.bv.kontraShifts' : 'card.bv.kontraDoubles'),
  ];
  // A Bettel is won by taking no trick, not by points: Kontra only doubles it (outcome.ts).
  const bettel = r.contracts.filter((c) => c.kind === 'bettel');
  if (k.shiftsBurden && bettel.length > 0) rows.push(p('card.bv.kontraBettel', { contracts: list(bettel) }));
  // Only the amounts a pot pays out (Sirch, Haferltarock) can be multiplied; a Kasse is taken whole.
  if (r.pot.serves !== 'none' && r.pot.style === 'amounts')
    rows.push(p(k.multipliesPot ? 'card.bv.kontraPot' : 'card.bv.kontraNotPot'));
  return { id: 'contra', rows };
}

function paymentRows(r: BavarianRules): Phrase[] {
  const pay = r.payment;
  const ofKind = (kind: ContractSpec['kind']) => r.contracts.filter((c) => c.kind === kind);
  switch (pay.scheme) {
    case 'units': {
      const rows = [
        p('card.bv.units.unit', { unit: { money: pay.unit } }),
        p(pay.split === 'perOpponent' ? 'card.bv.units.perOpponent' : 'card.bv.units.total'),
      ];
      if (pay.schneiderBonus > 0)
        rows.push(
          p('card.bv.units.schneider', {
            units: pay.schneiderBonus,
            amount: { money: pay.schneiderBonus * pay.unit },
          }),
        );
      return rows;
    }
    case 'sirch': {
      const step = { money: pay.step };
      const stock = list(ofKind('stock'));
      const rows: Phrase[] =
        pay.mode === 'perPoint'
          ? [
              p('card.bv.sirch.won', { step }),
              p('card.bv.sirch.slam', { amount: { money: 2 * ceilTo(60, pay.step) } }),
              p('card.bv.sirch.lost', { step }),
              p(pay.oddStepFromPot ? 'card.bv.sirch.oddFromPot' : 'card.bv.sirch.oddIntoPot', { step }),
            ]
          : [
              p('card.bv.sirch.flat', {
                win: { money: pay.flatWin },
                schneider: { money: pay.flatSchneider },
                from: p(pay.flatWinFrom === 'pot' ? 'card.bv.sirch.fromPot' : 'card.bv.sirch.fromEach'),
              }),
            ];
      rows.push(
        p(pay.frageHalf === 'exact' ? 'card.bv.sirch.frageExact' : 'card.bv.sirch.frageRound', {
          contracts: stock,
        }),
      );
      rows.push(p('card.bv.sirch.noDouble', { contracts: list(ofKind('hand')) }));
      return rows;
    }
    case 'haferl': {
      const a = r.auction;
      const byId = (id: string) => r.contracts.filter((c) => c.id === id);
      const stock = list(a.kind === 'haferl' ? byId(a.stockContract) : ofKind('stock'));
      const hand = list(a.kind === 'haferl' ? byId(a.handContract) : ofKind('hand'));
      const band = { money: pay.band };
      return [
        p('card.bv.haferl.rateWon', { band, top: 60 + pay.band }),
        pay.bidGameRates === 'winOver60_lossShortOfTarget'
          ? p('card.bv.haferl.rateLostTarget', { band, short: pay.band })
          : // The plain table measures a loss from 61 whatever the target (payments/haferl.ts).
            p('card.bv.haferl.rateLostPlain', { band, floor: 61 - pay.band }),
        p('card.bv.haferl.pickup', { stock }),
        p(pay.handPayment === 'perOpponentDouble' ? 'card.bv.haferl.handDouble' : 'card.bv.haferl.handNet', {
          hand,
        }),
      ];
    }
    case 'scharf': {
      const rows: Phrase[] = [];
      for (const c of ofKind('stock'))
        rows.push(
          p('card.bv.scharf.frage', {
            contract: named(c),
            win: { money: pay.frageWin },
            loss: { money: pay.frageLoss },
          }),
        );
      rows.push(p('card.bv.scharf.solo', { contracts: list(ofKind('hand')), amount: { money: pay.solo } }));
      rows.push(p('card.bv.scharf.schneider', { amount: { money: pay.schneider } }));
      rows.push(p('card.bv.scharf.schwarz', { amount: { money: pay.schwarz } }));
      rows.push(
        p(pay.unitOfPayment === 'perOpponent' ? 'card.bv.scharf.perOpponent' : 'card.bv.scharf.sideTotal'),
      );
      if (pay.bonusesHalvedInFrage)
        for (const c of ofKind('stock')) rows.push(p('card.bv.scharf.halved', { contract: named(c) }));
      return rows;
    }
    default:
      return assertNever(pay);
  }
}

function potRows(r: BavarianRules, pot: PotRules): Phrase[] {
  const ante = { money: pot.ante };
  const serving = (kind: ContractSpec['kind']) => list(r.contracts.filter((c) => c.kind === kind));
  if (pot.style === 'kasse') {
    const serves =
      pot.serves === 'stock'
        ? p('card.bv.serves.stock', { contracts: serving('stock') })
        : pot.serves === 'hand'
          ? p('card.bv.serves.hand', { contracts: serving('hand') })
          : p('card.bv.serves.all');
    return [p(pot.serves === 'hand' ? 'card.bv.schreckensteiner' : 'card.bv.kasse', { ante, serves })];
  }
  return [p('card.bv.potAmounts', { ante }), p(`card.bv.shortfall.${pot.shortfall}`)];
}

function potSection(r: BavarianRules, seats: number): RuleSection {
  if (!usesPot(r)) return { id: 'pot', rows: [p('card.bv.noPot')] };
  const pots = [r.pot, r.sidePot].filter((x): x is PotRules => x !== null && x.serves !== 'none');
  const rows = pots.flatMap((x) => potRows(r, x));
  if (seats === 4) rows.push(p(r.pot.sittingOutDealerAntes ? 'card.bv.dealerAntes' : 'card.bv.dealerNoAnte'));
  return { id: 'pot', rows };
}

function matchSection(r: BavarianRules): RuleSection {
  const rows: Phrase[] = [];
  if (r.pot.serves !== 'none' && r.pot.style === 'amounts') rows.push(p('card.bv.round'));
  rows.push(
    r.startingBank > 0 ? p('card.bv.bank', { bank: { money: r.startingBank } }) : p('card.bv.balances'),
  );
  return { id: 'match', rows };
}

/** The rule card of a resolved Bavarian rule set at `seats` seats. */
export function bavarianRuleCard(r: BavarianRules, seats: number): RuleCard {
  return {
    game: r.id,
    name: r.name,
    family: 'bavarian',
    unit: 'cents',
    seats,
    sections: [
      tableSection(r, seats),
      contractsSection(r, seats),
      winningSection(r),
      cardValuesSection(PACKS[r.pack]),
      kontraSection(r),
      { id: 'payment', rows: paymentRows(r) },
      potSection(r, seats),
      { id: 'allPass', rows: [p(`card.bv.allPass.${r.allPass}`)] },
      matchSection(r),
    ],
  };
}
