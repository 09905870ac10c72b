/**
 * `tarock replay --analyse`: the mistake finder's verdicts (packages/bots/src/analysis.ts) as
 * text — every card that gave its side's aim away, with the cards that would have kept it (or
 * kept it but gave game points away on the Pagat or the Uhu), and per seat how many of its
 * choices mattered. The verdicts see every hand; the text says so.
 */
import type { BonusLoss, CardAnalysis } from '@tarock/bots';
import { type Game, type Pack, type Seat, unitsAsPoints } from '@tarock/engine';
import { card, seatName } from './render';
import { cardPoints } from './settlement';
import { wrapList, wrapWords } from './wrap';

const either = (pack: Pack, cs: readonly number[]): string => {
  const names = cs.map((c) => card(pack, c));
  return names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
};

/**
 * What the best cards would have done, from the mover's side. Where the defenders carry the burden
 * (`defendersNeed`: Bavarian, after Kontra) the target is theirs, and the declarer wins if they
 * stay below it.
 */
function whatBestDoes(a: CardAnalysis, pack: Pack, defendersNeed: boolean): string {
  const would = a.best.length > 1 ? 'would each have' : 'would have';
  switch (a.aim) {
    case 'target':
      if (defendersNeed)
        return a.side === 'declarer'
          ? `${would} held the defenders below their target`
          : `${would} let the defenders reach their target`;
      return a.side === 'declarer'
        ? `${would} let the declarer reach his target`
        : `${would} held the declarer below his target`;
    case 'no-trick':
      return a.side === 'declarer'
        ? `${would} kept the declarer free of tricks`
        : `${would} made the declarer take a trick`;
    case 'fewest-points':
      return `${would} taken ${cardPoints(unitsAsPoints(pack, a.cost))} fewer`;
  }
}

/** "the Pagat", "the Pagat and the Uhu": the bonuses by their cards' names. */
const birds = (bonuses: readonly string[]): string =>
  bonuses.map((b) => `the ${b.charAt(0).toUpperCase()}${b.slice(1)}`).join(' and ');

/** What the best cards would have done where the card played kept the game but not the bonus. */
function whatBestDoesOnBonus(a: CardAnalysis, loss: BonusLoss): string {
  const would = a.best.length > 1 ? 'would each have' : 'would have';
  const points = `${loss.points} game point${loss.points === 1 ? '' : 's'}`;
  return `${would} done as well on the game and made ${points} more on ${birds(loss.bonuses)}`;
}

/**
 * One entry per mistake or unjudged card, in the order played, each wrapped to the terminal's
 * width and indented under the heading; then, when a card went unjudged, why, once (`nodes`: the
 * budget per card) rather than on every such card. `defendersNeed`: the defenders carried the
 * burden of the target in the play (`Game.burden`).
 */
export function analysisLines(
  game: Game,
  found: readonly CardAnalysis[],
  names: readonly string[],
  nodes: number,
  defendersNeed = false,
): string[] {
  const pack = game.pack;
  const out: string[] = [];
  for (const a of found) {
    if (a.verdict === 'best') continue;
    const role = a.side === 'alone' ? '' : ` (${a.side})`;
    const head = `Trick ${a.trick}: ${seatName(names, a.seat)}${role} played ${card(pack, a.card)}`;
    out.push(
      ...wrapWords(
        '  ',
        a.verdict === 'unjudged'
          ? `${head}: not judged`
          : `${head}: a mistake — ${either(pack, a.best)} ${a.bonusLoss ? whatBestDoesOnBonus(a, a.bonusLoss) : whatBestDoes(a, pack, defendersNeed)}`,
        '      ',
      ),
    );
  }
  if (found.some((a) => a.verdict === 'unjudged'))
    out.push(
      ...wrapWords(
        '  ',
        `Not judged: each needs more than ${nodes.toLocaleString('en-US')} search nodes (--nodes raises the budget).`,
        '      ',
      ),
    );
  return out;
}

/**
 * Per seat: mistakes among the choices that mattered ("S1 Bob: 2 of 7"), unjudged ones apart; the
 * seats on as many lines as the width needs.
 */
export function analysisSummary(
  found: readonly CardAnalysis[],
  seats: readonly Seat[],
  names: readonly string[],
): string[] {
  const perSeat = seats.map((seat) => {
    const mine = found.filter((a) => a.seat === seat);
    const judged = mine.filter((a) => a.verdict !== 'unjudged');
    const wrong = judged.filter((a) => a.verdict === 'mistake').length;
    const open = mine.length - judged.length;
    return `${seatName(names, seat)}: ${wrong} of ${judged.length}${open ? ` (${open} not judged)` : ''}`;
  });
  return wrapList('Mistakes among the choices that mattered: ', perSeat, ', ');
}
