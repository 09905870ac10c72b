/**
 * The mistake finder's verdicts in the interface's words, as `tarock replay --analyse` writes them
 * (packages/cli/src/analysis.ts): every card that gave its side's aim away with the cards that
 * would have kept it (or kept it but gave game points away on the Pagat or the Uhu), unjudged
 * cards as such, and per seat the mistakes among the choices that mattered.
 */
import type { CardAnalysis } from '@tarock/bots';
import { type Card, type Pack, type Seat, unitsAsPoints } from '@tarock/engine';
import type { Lang } from '../app/settings';
import { cardObject, cardSubject } from '../cards/names';
import { nameOf } from '../i18n/vocab';
import type { Strings } from '../i18n/strings';
import type { AnalysisResult } from '../worker/protocol';

/**
 * One line for a card judged: a mistake (with the best cards), an unjudged card, or a best card;
 * the cards named as a sentence names them, with their articles ("Trick 3: Anna played the two of
 * Hearts: a mistake — the King of Hearts would …", "… spielte die Herz-Zwei: ein Fehler — der
 * Herz-König hätte …"; `cardObject`, `cardSubject`).
 */
export function verdictLine(
  t: Strings,
  lang: Lang,
  pack: Pack,
  a: CardAnalysis,
  names: readonly string[],
  run: Pick<AnalysisResult, 'maxNodes' | 'burden'>,
): string {
  const role = a.side === 'alone' ? '' : a.side === 'declarer' ? t.declarer : t.defender;
  const head = t.cardPlayed(a.trick, names[a.seat] ?? `S${a.seat}`, role, cardObject(pack, a.card, lang));
  if (a.verdict === 'best') return t.bestLine(head);
  if (a.verdict === 'unjudged') return t.notJudged(head, run.maxNodes);
  const best = t.either(a.best.map((c) => cardSubject(pack, c, lang)));
  const many = a.best.length > 1;
  const loss = a.bonusLoss;
  const would = loss
    ? t.bonusWould(
        many,
        loss.bonuses.map((b) => nameOf(b, lang)),
        loss.points,
      )
    : t.bestWould(a.aim, a.side, many, unitsAsPoints(pack, a.cost), run.burden);
  return t.mistakeLine(head, `${best} ${would}`);
}

export interface SeatTally {
  readonly seat: Seat;
  /** Mistakes among the judged choices that mattered. */
  readonly wrong: number;
  readonly judged: number;
  /** Choices that mattered but were not judged (the budget ran out). */
  readonly open: number;
}

/** Per seat: mistakes among the choices that mattered, unjudged ones apart. */
export function seatTallies(found: readonly CardAnalysis[], seats: readonly Seat[]): SeatTally[] {
  return seats.map((seat) => {
    const mine = found.filter((a) => a.seat === seat);
    const judged = mine.filter((a) => a.verdict !== 'unjudged');
    return {
      seat,
      wrong: judged.filter((a) => a.verdict === 'mistake').length,
      judged: judged.length,
      open: mine.length - judged.length,
    };
  });
}

/** "Anna: 0 of 3 (2 not judged), Bert: 1 of 6" */
export function summaryText(t: Strings, tallies: readonly SeatTally[], names: readonly string[]): string {
  return tallies
    .map((x) => t.analysisTally(names[x.seat] ?? `S${x.seat}`, x.wrong, x.judged, x.open))
    .join(', ');
}

/** What the replay marks in the mover's hand before the card judged is played. */
export interface HandMarks {
  readonly seat: Seat;
  readonly verdict: CardAnalysis['verdict'];
  readonly played: Card;
  readonly best: readonly Card[];
}

/**
 * The marks at a replay step: the card about to be played there (turn === step), if the choice
 * mattered. A best card is marked as best too, so the player sees which cards kept the aim.
 */
export function marksAt(found: readonly CardAnalysis[], step: number): HandMarks | null {
  const a = found.find((x) => x.turn === step);
  return a ? { seat: a.seat, verdict: a.verdict, played: a.card, best: a.best } : null;
}

/** The class of a card in the replay's hand under these marks (empty when it is not marked). */
export function markClass(marks: HandMarks | null, seat: Seat, card: Card): string {
  if (!marks || marks.seat !== seat) return '';
  const out: string[] = [];
  if (card === marks.played) out.push(marks.verdict === 'mistake' ? 'analysis-mistake' : 'analysis-played');
  if (marks.best.includes(card)) out.push('analysis-best');
  return out.join(' ');
}
