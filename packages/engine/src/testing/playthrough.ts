/**
 * Golden playthroughs (house style, habit 8): one seeded random deal of a game written out state by
 * state: the public situation, each seat's view, the legal actions and the action taken, all in the
 * text notation. `npm run playthroughs` writes them to packages/engine/test/playthroughs/; a test
 * regenerates them in memory and compares, so any change of behaviour shows up as a reviewed diff.
 */
import { formatCards, sortHand } from '../cards/notation';
import type { Card } from '../cards/pack';
import type { Game } from '../core/game';
import { createRng } from '../core/rng';
import type { State } from '../core/state';
import type { View } from '../core/view';
import { formatAction, formatActor, formatCardOrHidden, formatTurn } from '../records/actionText';
import { playRandomDeal } from './random';

/** The golden file's name for a game: `illustrated-beck.golden.txt`, `haferltarock(seats=4).golden.txt`. */
export const playthroughFile = (game: Game): string => `${game.name}.golden.txt`;

const cards = (game: Game, cs: readonly (Card | null)[]) =>
  cs.map((c) => formatCardOrHidden(game.pack, c)).join(' ');

function publicLine(game: Game, v: View): string {
  const parts = [`${v.phase}`, v.toAct === null ? 'nobody to act' : `${formatActor(v.toAct)} to act`];
  if (v.contract) {
    const c = v.contract;
    const who = c.declarer === null ? 'no declarer' : `by S${c.declarer}`;
    parts.push(`contract ${c.id} ${who} value ${c.gameValue} target ${c.target} trump ${String(c.trump)}`);
  }
  if (v.auction) parts.push(`auction ${JSON.stringify(v.auction)}`);
  if (v.round) parts.push(`round ${v.round.stage} ${v.round.queue.map((s) => `S${s}`).join(',')}`);
  if (v.announcements.length)
    parts.push(`announced ${v.announcements.map((a) => `S${a.seat}:${a.bonus}/${a.stage}`).join(' ')}`);
  if (v.doublings.length)
    parts.push(
      `doubled ${v.doublings.map((d) => `${d.target}x${d.level}/${d.stage} by S${d.by}`).join(' ')}`,
    );
  if (v.thrownIn)
    parts.push(
      `thrown in ${v.thrownIn.map((h) => `S${h.seat} ${h.reason}[${formatCards(game.pack, sortHand(game.pack, h.cards))}]`).join(' ')}`,
    );
  if (v.pot) parts.push(`pot ${v.pot}`);
  if (v.tricks.length) {
    const t = v.tricks[v.tricks.length - 1];
    if (t)
      parts.push(`tricks ${v.tricks.length}, last S${t.leader}[${cards(game, t.cards)}] to S${t.winner}`);
  }
  if (v.trick.length) parts.push(`trick S${v.leader}[${cards(game, v.trick)}]`);
  return parts.join('; ');
}

function seatLine(game: Game, v: View): string {
  const parts = [`hand[${formatCards(game.pack, sortHand(game.pack, v.hand))}]`];
  if (v.talon) parts.push(`talon[${cards(game, v.talon)}]`);
  else if (v.exposedTalon) parts.push(`shown[${cards(game, v.exposedTalon)}]`);
  if (v.discards.length) parts.push(`discards[${cards(game, v.discards)}]`);
  if (v.talonRest) parts.push(`rest[${cards(game, v.talonRest)}]`);
  else if (v.talonRestSize) parts.push(`rest ${v.talonRestSize} hidden`);
  return parts.join(' ');
}

/** Finds the first seed (from `seed` on) whose random deal is played out rather than thrown in. */
export function playthroughStates(game: Game, seed = 1): { seed: number; states: State[] } {
  for (let s = seed; s < seed + 100; s++) {
    const states = playRandomDeal(game, createRng(`playthrough/${game.name}/${s}`));
    if (states[states.length - 1]?.settlement?.outcome !== 'passed') return { seed: s, states };
  }
  return { seed, states: playRandomDeal(game, createRng(`playthrough/${game.name}/${seed}`)) };
}

/** The golden text of one game. */
export function playthroughText(game: Game, seed = 1): string {
  const { seed: used, states } = playthroughStates(game, seed);
  const out = [
    `# Golden playthrough: ${game.name} (${game.rules.name}, rules version ${game.rules.version})`,
    `# seed playthrough/${game.name}/${used}, dealer 0, random legal actions.`,
    '# Each state: the public situation; each seat\'s view; the legal actions; "> " the action taken.',
    '# Regenerate with `npm run playthroughs` and review the diff.',
  ];
  states.forEach((s, i) => {
    const pub = game.view(s, 'spectator');
    out.push('', `state ${i}: ${publicLine(game, pub)}`);
    if (s.phase !== 'deal')
      for (let seat = 0; seat < game.seats; seat++)
        out.push(`  S${seat} ${seatLine(game, game.view(s, seat))}`);
    const legal = game.legalActions(s);
    if (legal.length) out.push(`  legal: ${legal.map((a) => formatAction(game.pack, a)).join(' | ')}`);
    const next = states[i + 1];
    const turn = next?.history[next.history.length - 1];
    if (turn) out.push(`  > ${formatTurn(game.pack, turn)}`);
  });
  const st = states[states.length - 1]?.settlement;
  if (st) {
    out.push('', `result ${st.outcome}; deltas ${st.deltas.join(' ')}; pot ${st.potDelta}`);
    for (const p of st.cardPoints)
      out.push(
        `  ${p.party} ${p.seats.map((x) => `S${x}`).join(',')}: ${p.points} card points (${p.thirds}/3)`,
      );
    for (const l of st.lines)
      out.push(`  ${l.text}${l.amounts ? ` [${l.amounts.join(' ')}]` : ''}${l.pot ? ` pot ${l.pot}` : ''}`);
  }
  return `${out.join('\n')}\n`;
}
