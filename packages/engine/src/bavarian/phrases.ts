/**
 * The English of every Bavarian settlement and match line (see core/phrase.ts): the ledger's
 * payments, the judgement, each payment scheme's reasons, the antes and the end of a match.
 * Money placeholders are cents ("10 ¢"); seats are "seat 0".
 */
import { type PhraseArg, phraseBook } from '../core/phrase';
import { KONTRA_CALLS } from './rules';

export const BAVARIAN_PHRASES = {
  // The ledger (ledger.ts): who pays whom, from or into which pot, and why.
  'bavarian.transfer': '{from} pays {to} {amount}: {why}',
  'bavarian.fromPot': '{to} takes {amount} from the pot: {why}',
  'bavarian.fromSidePot': '{to} takes {amount} from the side pot: {why}',
  'bavarian.fromPotShort': '{to} takes {paid} from the pot (owed {amount}; the pot held only {paid}): {why}',
  'bavarian.fromSidePotShort':
    '{to} takes {paid} from the side pot (owed {amount}; the side pot held only {paid}): {why}',
  'bavarian.fromPotInDebt':
    '{to} takes {amount} from the pot (it held {held}; the {debt} short are carried over to the next antes): {why}',
  'bavarian.potEmpty': 'the pot is empty: {to} gets nothing of {amount} ({why})',
  'bavarian.sidePotEmpty': 'the side pot is empty: {to} gets nothing of {amount} ({why})',
  'bavarian.toPot': '{from} pays {amount} into the pot: {why}',
  'bavarian.toSidePot': '{from} pays {amount} into the side pot: {why}',
  // The deal (settle.ts, outcome.ts).
  'bavarian.passed': 'all passed: the deal is thrown in and the next player deals',
  'bavarian.passedSameDealer': 'all passed: the deal is thrown in and the same dealer deals again',
  'bavarian.plays': '{declarer} plays {contract} ({trump}), target {target}',
  'bavarian.playsBettel': '{declarer} plays {contract} ({trump}): no trick to take',
  'bavarian.trump': '{suit} trump',
  'bavarian.noTrump': 'no trump',
  'bavarian.bettelWon': 'Bettel won: the declarer took no trick',
  'bavarian.bettelLost': 'Bettel lost: the declarer took a trick',
  'bavarian.draw': '60–60: a draw, nothing is paid',
  'bavarian.declarerWins':
    'the declarer needed {target} and took {took}: the declarer wins with {points} to {against}',
  'bavarian.declarerLoses':
    'the declarer needed {target} and took {took}: the declarer loses with {points} to {against}',
  'bavarian.defendersWin':
    'the defenders (after {call}) needed {target} and took {took}: the declarer loses with {points} to {against}',
  'bavarian.defendersLose':
    'the defenders (after {call}) needed {target} and took {took}: the declarer wins with {points} to {against}',
  'bavarian.schneider': 'Schneider',
  'bavarian.schneiderSchwarz': 'Schneider and Schwarz',
  'bavarian.schwarz': 'Schwarz',
  'bavarian.kontra': ', ×{factor} for {calls}',
  // Fixed units (payments/units.ts).
  'bavarian.unitsWon': '{contract} won, {value} × {unit} {split}{kontra}',
  'bavarian.unitsLost': '{contract} lost, {value} × {unit} {split}{kontra}',
  'bavarian.fromEachOpponent': 'from each opponent',
  'bavarian.toEachOpponent': 'to each opponent',
  'bavarian.sharedByOpponents': 'shared by the opponents',
  'bavarian.schneiderUnits': 'Schneider: {units} unit(s){kontra}',
  'bavarian.takesKasse': 'the declarer takes the Kasse',
  'bavarian.takesSchreckensteiner': 'the declarer takes the Schreckensteiner',
  'bavarian.doublesKasse': 'the losing declarer doubles the Kasse',
  'bavarian.doublesSchreckensteiner': 'the losing declarer doubles the Schreckensteiner',
  // Scharfes Tarock (payments/scharf.ts).
  'bavarian.scharf': '{parts}{shared}{kontra}',
  'bavarian.scharfWon': '{contract} won {amount}',
  'bavarian.scharfLost': '{contract} lost {amount}',
  'bavarian.scharfSchneider': 'Schneider {amount}',
  'bavarian.scharfSchwarz': 'Schwarz {amount}',
  'bavarian.sharedByDefenders': ', shared by the defenders',
  // Haferltarock (payments/haferl.ts).
  'bavarian.rateWon': '{points} points: rate {rate} ({band} for 61–65, {step} per further point)',
  // Won with 60 or fewer: Kontra had moved the target to the defenders, who missed it.
  'bavarian.rateWonLow': '{points} points: the smallest rate, {rate}',
  'bavarian.rateLost':
    '{points} points against {target}: rate {rate} ({band} down to {floor}, {step} per point below)',
  'bavarian.pickupWon': 'pick-up won, {rate}{kontra}',
  'bavarian.pickupLost': 'pick-up lost, {rate}{kontra}',
  'bavarian.pickupLostOther': "pick-up lost, the other defender's {amount}{kontra}",
  'bavarian.handWon': '{contract} to {target} won, {rate}, doubled: {each} {how}{kontra}',
  'bavarian.handLost': '{contract} to {target} lost, {rate}, doubled: {each} {how}{kontra}',
  'bavarian.fromOrToEach': 'from or to each defender',
  'bavarian.netDouble': 'each, the declarer’s net double',
  // Sirch (payments/sirch.ts).
  'bavarian.flatWon': '{contract} won{schneider}: {amount}{half}{kontra}',
  'bavarian.flatLost': '{contract} lost{schneider}: {amount}{half}{kontra}',
  'bavarian.flatSchneider': ' Schneider',
  'bavarian.frageHalf': ', Frage pays half',
  'bavarian.slam': 'slam: double of 60 points, {amount}{half}{kontra}',
  'bavarian.over60': '{points} points, {over} over 60, in {step}-cent steps {amount}{half}{kontra}',
  // The loss is paid in two lines (one to each defender) and perhaps the pot's: each says the whole.
  'bavarian.under60': '{points} points, {under} under 60, in {step}-cent steps {amount} in all{half}{kontra}',
  // Exactly 60: won after Kontra (the defenders missed 61), or lost where 60–60 loses.
  'bavarian.over60Least': '{points} points, none over 60: the smallest step, {amount}{half}{kontra}',
  'bavarian.under60Least': '{points} points, none under 60: the smallest step, {amount} in all{half}{kontra}',
  'bavarian.potEvensShares': 'the pot tops up this share to even the defenders’ shares',
  'bavarian.oddStepIntoPot': 'the odd step goes into the pot',
  // The match (match.ts).
  'bavarian.antePot': 'round {round}: {seats} ante {amount} each into the pot',
  'bavarian.anteSidePot': '{seats} ante {amount} each into the side pot (the Schreckensteiner)',
  'bavarian.potOwes': 'the pot owes {debt}: round {round} ends, and the antes settle the debt first',
  'bavarian.roundEnds': 'the pot is empty: round {round} ends',
  'bavarian.sidePotEmptied': 'the side pot (the Schreckensteiner) is empty',
  'bavarian.bust': '{seat} is bust: the match is over',
  'bavarian.bustMany': '{seats} are bust: the match is over',
} as const;

export const { say, line } = phraseBook(BAVARIAN_PHRASES);

/** The suit names of the German pack, as the English text writes them. */
const SUIT_NAMES = ['Eichel', 'Gras', 'Herz', 'Schellen'];

export const suitArg = (suit: number): PhraseArg => ({ suit, en: SUIT_NAMES[suit] ?? `${suit}` });

/** The Kontra calls up to `level`, "Kontra/Re", for the factor they bring. */
export const kontraCalls = (level: number): PhraseArg => ({
  list: KONTRA_CALLS.slice(1, level + 1).map((en, i) => ({ kontra: i + 1, en })),
  join: 'slash',
});
