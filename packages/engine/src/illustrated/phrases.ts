/**
 * The English of every Illustrated settlement and match line (see core/phrase.ts): the game and
 * its overshoot or undershoot, each bonus and honour with whom it credits, Trischaken, and the end
 * of the series. Values are game points; seats are "seat 0".
 */
import { phraseBook } from '../core/phrase';

export const ILLUSTRATED_PHRASES = {
  // A deal (settle.ts).
  'illustrated.passed': 'All passed: the deal is thrown in; nobody scores.',
  'illustrated.gameWon':
    '{contract} (game value {value}{take}, ×{multiplier}) by {declarer}: {points} card points against {against} — won',
  'illustrated.gameLost':
    '{contract} (game value {value}{take}, ×{multiplier}) by {declarer}: {points} card points against {against} — lost',
  // A game lost with a single card point (a Solo with 1 of 70).
  'illustrated.gameLostOnePoint':
    '{contract} (game value {value}{take}, ×{multiplier}) by {declarer}: 1 card point against {against} — lost',
  // A take level by the table's word (rules.auction.takeLevels).
  'illustrated.take.abloesung': ', Ablösung (taken over)',
  'illustrated.take.zweiteAbloesung': ', zweite Ablösung (taken over again)',
  'illustrated.take.unterer': ', Unterer (taken over)',
  'illustrated.take.untererHeld': ', Unterer held',
  'illustrated.credit': '{what} → {to} +{amount}',
  'illustrated.each': '{seats} each',
  'illustrated.won': 'Game won: ({value} + overshoot {over}{why}) × {multiplier}{contra}',
  'illustrated.soloFlat': ' (a Solo is flat)',
  'illustrated.noOvershoot': ' (no overshoot with 40/50 announced)',
  'illustrated.lost': 'Game lost: ({value} + undershoot {under}) × {multiplier}{contra}',
  'illustrated.contra': ' × {factor} (contra)',
  'illustrated.recontra': ' × {factor} (recontra)',
  'illustrated.announcedPre': '{bonus} announced by {seat} before the pickup ({value})',
  'illustrated.announcedPost': '{bonus} announced by {seat} after the pickup ({value})',
  // A Solo has no pickup: its two rounds follow each other (IT-19).
  'illustrated.announcedFirstRound': '{bonus} announced by {seat} in the first round ({value})',
  'illustrated.announcedSecondRound': '{bonus} announced by {seat} in the second round ({value})',
  'illustrated.made': '{head}, made: {value} × {multiplier}{contra}',
  'illustrated.failed': '{head}, failed: {value}{times}{contra}',
  'illustrated.times': ' × {multiplier}',
  'illustrated.notMultiplied': ' (not multiplied)',
  'illustrated.silent': '{bonus} (silent, {value}): {value} × {multiplier}',
  'illustrated.birdHead': '{bird} (silent, {value}) of {seat}',
  'illustrated.birdWon': '{head} won its trick: {value} × {multiplier}',
  'illustrated.birdCaptured': '{head} captured by {by}: {value}{times}',
  'illustrated.honour': '{honour} held by {seat} ({value}): {value} × {multiplier}',
  'illustrated.valatReplaces': 'Valat made: it replaces every other score of the deal',
  'illustrated.points': 'Points: {points}',
  'illustrated.seatPoints': '{seat} {points}',
  'illustrated.seatGain': '{seat} +{points}',
  // Trischaken (trischaken.ts).
  'illustrated.trischaken': 'Trischaken: card points {points}',
  'illustrated.trischakenTie': 'All three tie for the most card points: nobody scores',
  'illustrated.trischakenLoses': '{Seat} has the most card points and loses: {loss}',
  'illustrated.trischakenWins': '{Seat} wins: +{win}{extra}',
  'illustrated.noTrick': ' + {extra} for taking no trick',
  // The end of the series (match.ts).
  'illustrated.seriesOver': 'Series over: +{bonus} to every player with {target} or more ({seats})',
  'illustrated.finalTotals': 'Final totals {totals}: {winners} won',
  'illustrated.stake': 'Money at {stake} a point, each paying every higher player the difference: {money}',
} as const;

export const { say, line } = phraseBook(ILLUSTRATED_PHRASES);
