/**
 * What a seat saw of one action, as the terminal says it while others play: whose action and what
 * (a hidden discard as ??), a deal thrown in, a seat sitting the deal out, what a person took from
 * the talon, the talon turned face up, a trick won. Built from the viewer's View before and after
 * the action only, so `tarock play` (from its states) and `tarock join` (from the server's frames)
 * say the same.
 */
import type { Actor, Card, Game, Seat, View } from '@tarock/engine';
import {
  actionText,
  callLevel,
  cards,
  sayingAfter,
  seatName,
  talonTaken,
  talonWord,
  thrownInText,
} from './render';

export interface Narration {
  /** The seats played at this terminal. */
  readonly people: readonly Seat[];
  /**
   * The cards a person's talon choice took, where known (a stock taken face down shows nowhere but
   * in the hand); undefined otherwise.
   */
  readonly took?: readonly Card[] | undefined;
  /**
   * True where a deal is shown again (`play --resume`): a person's own actions are said as well,
   * since no answer typed at the prompt shows them.
   */
  readonly own?: boolean;
}

/** The cards `after` holds that `before` did not: what a talon choice put in the hand. */
export const tookCards = (before: readonly Card[], after: readonly Card[]): Card[] =>
  after.filter((c) => !before.includes(c));

/**
 * The lines for the action `actor` took between `before` and `v` (the viewer's views). A person's
 * own action is not said again (the answer typed shows it), unless two share the terminal or the
 * deal is shown again (`own`).
 */
export function narrationLines(
  game: Game,
  names: readonly string[],
  before: View,
  actor: Actor,
  v: View,
  n: Narration,
): string[] {
  const out: string[] = [];
  const seen = v.history[v.history.length - 1];
  if (actor === 'chance') {
    if (v.phase === 'deal') out.push(...thrownInText(game, v, names));
    // Four at the table: the dealer deals and sits out, so a person may have no turn.
    else
      for (const seat of n.people)
        if (!v.players.includes(seat)) out.push(`${seatName(names, seat)} deals and sits this deal out.`);
  } else if (seen && (!n.people.includes(actor) || n.people.length > 1 || n.own)) {
    const a = seen.action;
    const level = callLevel(game, v.history, actor, a, v.contract?.declarer);
    const said = sayingAfter(v.history.slice(0, -1));
    out.push(
      `${seatName(names, actor)}: ${actionText(game, a, names, level, said)}${talonTaken(game, v, a)}`,
    );
  }
  if (seen?.action.type === 'talon' && typeof actor === 'number' && n.people.includes(actor) && n.took)
    out.push(`${seatName(names, actor)} took from the ${talonWord(game.pack)}: ${cards(game.pack, n.took)}`);
  if (v.talon && v.talonExposed && !before.talonExposed)
    out.push(`The ${talonWord(game.pack)} lies face up: ${cards(game.pack, v.talon)}`);
  if (v.tricks.length > before.tricks.length) {
    const trick = v.tricks[v.tricks.length - 1];
    if (trick) out.push(`  Trick ${v.tricks.length} goes to ${seatName(names, trick.winner)}.`);
  }
  return out;
}
