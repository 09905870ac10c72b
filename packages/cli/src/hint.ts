/**
 * The text of a hint in `tarock play`: what the pimc player would do and why — for a card, in how
 * many of the sampled worlds each card keeps the player's side on target (the tie-break by a
 * target moved 10 card points), or without a declarer (Trischaken) the mean card points the
 * player takes after each card; for a bid or an
 * announcement, the simulated mean result of each choice. The reasons come from @tarock/bots'
 * `pimcAdvice`, the same function the pimc player acts by.
 */
import type { Advice } from '@tarock/bots';
import type { Action, Game } from '@tarock/engine';
import { actionText, counted } from './render';
import { amount } from './settlement';
import { wrapWords } from './wrap';

/** A mean to show: whole cents, or points to one decimal. */
const rounded = (unit: 'points' | 'cents', x: number) =>
  unit === 'cents' ? Math.round(x) : Math.round(x * 10) / 10;

const worldsText = (n: number) => counted(n, 'sampled world');

/**
 * The choice as what the player would do: a label that is no verb gets one ("would take talon 1:
 * XVI", "would say ready", "would choose trump ♥ Herz", not "would talon 1", "would ready",
 * "would trump", which reads as playing a trump; "would call Re", not "would Re").
 */
function wouldDo(a: Action, label: string): string {
  switch (a.type) {
    case 'talon':
      return label.startsWith('take ') ? label : `take ${label}`;
    case 'ready':
      return `say ${label}`;
    case 'trump':
      return `choose ${label}`;
    case 'contra':
      // The Bavarian calls are said by their words alone (Kontra, Re).
      return label.startsWith('contra ') ? label : `call ${label}`;
    default:
      return label;
  }
}

/** A sentence of the hint, wrapped to the terminal's width; its lines indented as one block. */
const prose = (text: string) => wrapWords('  ', text, '  ');

/**
 * `label` writes a choice as the turn lists it (a talon part with its cards, a contra with its
 * announcer's name); the amounts and counts are right-aligned in their columns, indented deeper
 * than the prose, which wraps at the terminal's width.
 */
export function adviceText(
  game: Game,
  name: string,
  advice: Advice,
  label: (a: Action) => string = (a) => actionText(game, a),
): string[] {
  const head = (why = '') =>
    wrapWords('hint: ', `${name} would ${wouldDo(advice.action, label(advice.action))}${why}`, '  ');
  switch (advice.kind) {
    case 'only':
      return head(' (the only legal choice)');
    case 'rule':
      return head(' (a routine choice, not searched)');
    case 'simulation': {
      const { result, choices } = advice;
      const chosen = choices.indexOf(advice.action);
      const order = choices
        .map((_, i) => i)
        .sort(
          (a, b) =>
            (result.means[b] ?? 0) - (result.means[a] ?? 0) || (b === chosen ? 1 : a === chosen ? -1 : 0),
        );
      const width = Math.max(...choices.map((c) => label(c).length));
      const values = choices.map((_, i) => rounded(result.unit, result.means[i] ?? 0));
      // Points to one decimal in every row once one has a fraction, so that the points line up
      // (-2948 beside -2963.2 read as if shifted by a place).
      const tenths = result.unit === 'points' && values.some((x) => !Number.isInteger(x));
      const means = values.map((x) =>
        tenths ? `${x > 0 ? '+' : ''}${x.toFixed(1)}` : amount(result.unit, x),
      );
      const meanWidth = Math.max(...means.map((m) => m.length));
      return [
        ...head(),
        ...prose(
          `Each choice played out in the same ${worldsText(result.worlds)} (the hidden cards dealt again as your view allows); your mean result, less your opponents' mean:`,
        ),
        ...order.map(
          (i) =>
            `    ${label(choices[i] ?? advice.action).padEnd(width)}  ${(means[i] ?? '').padStart(meanWidth)}   ahead in ${String(result.ahead[i] ?? 0).padStart(String(result.worlds).length)}/${result.worlds}`,
        ),
        ...(advice.declinedDouble
          ? prose(
              `${label(advice.declinedDouble)} has the best mean, but ${name} doubles only when ahead in ${Math.round(advice.doubleConfidence * 100)}% of the worlds (they know nothing of the auction).`,
            )
          : []),
      ];
    }
    case 'card': {
      const v = advice.votes;
      const chosen = v.cards.findIndex((c) => advice.action.type === 'play' && advice.action.card === c);
      // Best first; among equals the card chosen.
      const order = v.cards
        .map((_, i) => i)
        .sort((a, b) => (v.votes[b] ?? 0) - (v.votes[a] ?? 0) || (b === chosen ? 1 : a === chosen ? -1 : 0));
      const names = v.cards.map((c) => actionText(game, { type: 'play', card: c }).replace(/^play /, ''));
      const width = Math.max(...names.map((n) => n.length));
      const top = Math.max(...v.votes);
      const tied = v.votes.filter((x) => x === top).length;
      // pimc breaks a tie by a target moved 10 points: to win by more when the tied cards win in
      // most worlds, else to lose by less (pimc.ts, CardVotes.margin).
      const ahead = Math.max(...v.reached) * 2 >= v.worlds;
      const tieBreak = ahead
        ? `with ${v.marginPoints} points to spare:`
        : `short by at most ${v.marginPoints} points:`;
      const lines = order.map((i) => {
        const card = (names[i] ?? '').padEnd(width);
        if (v.exact) {
          // The objective's units count the card points you take as a cost (negative).
          const taken = v.worlds ? -(v.reached[i] ?? 0) / v.worlds / advice.unitsPerPoint : 0;
          return `    ${card}  ${(taken === 0 ? 0 : taken).toFixed(1).padStart(5)}`;
        }
        const margin = v.margin[i];
        const bonus = v.ultimo[i];
        // What the Pagat or the Uhu still out brings your side, game points a world on average.
        const perWorld = bonus === null || bonus === undefined || !v.worlds ? null : bonus / v.worlds;
        const first =
          perWorld === null
            ? ''
            : `   Pagat/Uhu ${perWorld > 0 ? '+' : ''}${(Math.round(perWorld * 10) / 10 || 0).toFixed(1)}`;
        // Where over- and undershoot pay card points one by one: the card points your side takes
        // from the cards still in play after the card, a world on average (pimc.ts, CardVotes.points).
        const units = v.points[i];
        const more =
          units !== null && units !== undefined && v.worlds
            ? `   card points ${(units / v.worlds / advice.unitsPerPoint).toFixed(1)}`
            : margin === null || margin === undefined
              ? ''
              : `   ${tieBreak} ${String(margin).padStart(String(v.worlds).length)}/${v.worlds}`;
        return `    ${card}  ${String(v.reached[i] ?? 0).padStart(String(v.worlds).length)}/${v.worlds}${first}${more}`;
      });
      const weighed = v.ultimo.filter((u) => u !== null).length > 1;
      const counted = v.points.filter((u) => u !== null).length > 1;
      return [
        ...head(),
        ...prose(
          v.exact
            ? `In ${worldsText(v.worlds)} (the hidden cards dealt again as your view allows, each solved with every hand open, the other two playing against you), the mean card points you take from here after each card (fewer is better):`
            : `In ${worldsText(v.worlds)} (the hidden cards dealt again as your view allows, each solved with every hand open), the worlds in which each card still wins the deal for your side:`,
        ),
        ...lines,
        ...(advice.kept.length > 0
          ? prose(
              `Kept for its trick and left out of the count: ${advice.kept.map((c) => actionText(game, { type: 'play', card: c }).replace(/^play /, '')).join(', ')}. You announced it, and it is not played before its trick while another card may be.`,
            )
          : []),
        ...(v.inferred
          ? prose(
              'Those worlds were chosen so that the usual play explains what the others have chosen so far: the cards played, and the talon part and discards of a declarer.',
            )
          : []),
        ...(weighed
          ? prose(
              `Cards level on the deal are weighed first by the Pagat or the Uhu still out (what your side makes of it after each card, in game points a world on average), then by the ${counted ? 'card points' : 'margin'}.`,
            )
          : []),
        ...(counted
          ? prose(
              'Over- and undershoot pay card points one by one: cards level on the deal are weighed by the card points your side takes from the cards still in play (a world on average).',
            )
          : []),
        ...(tied > 1 ? prose(`${tied} cards are level: the rule-based card play picks among them.`) : []),
      ];
    }
  }
}
