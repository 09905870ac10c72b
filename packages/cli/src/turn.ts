/**
 * A person's turn at the terminal, shared by `tarock play` (against computer players here) and
 * `tarock join` (at an online table): what the seat sees (its View only), the legal choices
 * numbered in the order of the sorted hand, and a typed line read as one of them, or as `help`,
 * `hint`, `rules` or `quit`. The caller reads the lines and acts; this file only words and reads.
 */
import type { Action, Game, Pack, Rng, View } from '@tarock/engine';
import { type PimcSearch, pimcAdvice } from '@tarock/bots';
import { adviceText } from './hint';
import { ruleCardLines } from './ruleCardText';
import { chooseFromInput } from './input';
import {
  announceRoundText,
  choiceText,
  choicesInOrder,
  handOrder,
  phaseText,
  seatName,
  viewText,
} from './render';
import { wrapList, wrapWords } from './wrap';

/** The player `hint` asks (and `play`'s default opponent): pimc at its fast level. */
export const HINT_PLAYER = 'pimc';

/**
 * What `help` says may be typed, with examples of the game's own pack: the tarock pack's cards
 * and calls, or the German pack's (whose S is Schellen, ♦: `SK` there is ♦K, not ♠K). `more`:
 * the caller's own commands (join's `leave`), after `hint`.
 */
export function helpText(pack: Pack, more: readonly string[] = [], quit = 'leave the match'): string {
  const tarocks = pack.tarockSuit >= 0;
  const [action, cardLines] = tarocks
    ? [
        'bid solo, pass, gut, talon 0, discard C7, announce pagat, play XXI',
        [
          '  a card            e.g. XXI, Sküs, ♥K or HK: plays (or lays away) that card; in any case',
          '                    (xxi, hk) when that names one card (sk: write SK for ♠K, Sk for the Sküs)',
        ],
      ]
    : [
        'bid spiele, pass, trump G, talon 0, discard E7, play HO',
        [
          '  a card            e.g. ♥O or HO: plays (or lays away) that card; in any case (ho); the',
          '                    letters: E ♣ Eichel, G ♠ Gras, H ♥ Herz, S ♦ Schellen (SK is ♦K)',
        ],
      ];
  const listed = tarocks ? 'accept' : 'trump ♠ Gras';
  return [
    'At your turn type:',
    `  a number          one of the listed choices (or the choice as listed: ${listed})`,
    `  an action         e.g. ${action}`,
    ...cardLines,
    '  hint              what the pimc computer player would do, and why',
    '  rules             what this game pays: contracts, bonuses, calls (as tarock rules prints it)',
    ...more,
    `  quit              ${quit}`,
  ].join('\n');
}

/** What the pimc player would do at `view`, and why (see hint.ts). */
export function hintText(
  game: Game,
  view: View,
  rng: Rng,
  search: PimcSearch,
  names: readonly string[] = [],
): string {
  const advice = pimcAdvice(search, view, rng, game);
  return adviceText(game, HINT_PLAYER, advice, (a) => choiceText(game, view, a, names)).join('\n');
}

/** A turn as shown: the view, its legal actions in the order listed, and their labels. */
export interface Turn {
  readonly game: Game;
  readonly view: View;
  readonly names: readonly string[];
  readonly choices: readonly Action[];
  readonly listed: readonly string[];
}

/** The turn's heading, what the seat sees, and the numbered choices; with the Turn to read answers by. */
export function showTurn(game: Game, view: View, names: readonly string[]): { turn: Turn; text: string } {
  const seat = view.viewer;
  const who = typeof seat === 'number' ? seatName(names, seat) : 'you';
  const choices = choicesInOrder(game.pack, view.legal, handOrder(game, view.contract));
  const listed = choices.map((a) => choiceText(game, view, a, names));
  const numbered = listed.map((l, i) => `${i + 1}) ${l}`);
  const text = [
    `\n--- ${who}, your turn (${phaseText(game.pack, view.phase, view.legal)}${announceRoundText(game, view)}) ---`,
    ...viewText(game, view, names),
    ...wrapList('Choices: ', numbered, '   '),
  ].join('\n');
  return { turn: { game, view, names, choices, listed }, text: `${text}\n` };
}

/**
 * The card a turn leaves no choice about: the seat's one legal action is to play a card (a
 * follower with one card of the suit led, the last trick), with the label the turn lists it by.
 * Null where anything else may be done (a call, a second card, laying away).
 */
export function forcedCard(turn: Turn): { readonly action: Action; readonly text: string } | null {
  const [only, ...more] = turn.choices;
  if (!only || more.length > 0 || only.type !== 'play') return null;
  return { action: only, text: `${turn.listed[0] ?? ''} (the only card you may play)` };
}

/** What a line typed at a turn asks for. */
export type Answer =
  | { readonly kind: 'action'; readonly action: Action }
  /** Something to say, and the turn goes on (help, a hint, why the line names no choice). */
  | { readonly kind: 'say'; readonly text: string }
  | { readonly kind: 'quit' }
  /** An empty line. */
  | { readonly kind: 'nothing' };

/**
 * A typed line as it may be shown: C0 controls and DEL in caret notation (an arrow key's `ESC [A`
 * as `^[[A`), C1 controls as `�`, so that nothing typed is sent back to the terminal as a control
 * (the cursor moved up by a message). A tab stays; no answer holds a control.
 */
export function visibleInput(line: string): string {
  return line.replace(CONTROLS, (c) => {
    const code = c.charCodeAt(0);
    return code >= 0x80 ? '\ufffd' : `^${String.fromCharCode(code ^ 0x40)}`;
  });
}

/** C0 controls but the tab, DEL and C1 controls. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it finds
const CONTROLS = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f]/g;

/** Whether a line typed anywhere asks to quit. */
export const isQuit = (t: string): boolean => ['quit', 'q', 'exit'].includes(t.trim().toLowerCase());

/**
 * Reads a line typed at `turn`: a legal action, or what to say. `hint` gives the hint's text (its
 * Rng is the caller's); `more` are the caller's own commands for `help`.
 */
export function answerTurn(
  turn: Turn,
  line: string,
  hint: () => string,
  more: readonly string[] = [],
  quit?: string,
): Answer {
  const { game, view, names, choices, listed } = turn;
  const shown = visibleInput(line);
  const t = shown.trim().toLowerCase();
  if (t === '') return { kind: 'nothing' };
  if (isQuit(t)) return { kind: 'quit' };
  if (t === 'help' || t === '?') return { kind: 'say', text: helpText(game.pack, more, quit) };
  if (t === 'hint') return { kind: 'say', text: hint() };
  if (t === 'rules') return { kind: 'say', text: ruleCardLines(game).join('\n') };
  const choice = chooseFromInput(game, choices, shown, view, names, listed);
  if (typeof choice !== 'string') return { kind: 'action', action: choice };
  return { kind: 'say', text: wrapWords('', choice, '  ').join('\n') }; // why not, within the width
}
