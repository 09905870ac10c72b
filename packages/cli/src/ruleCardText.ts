/**
 * A game's rule card (the engine's `Preset.ruleCard` with its options) as the terminal prints it:
 * the rule set's name, then each section's title with its lines, within 100 columns. `tarock
 * rules` prints it, and so does `rules` typed at a turn (play, join, host).
 */
import { type Game, ruleCardText } from '@tarock/engine';
import { wrapWords } from './wrap';

export function ruleCardLines(game: Game): string[] {
  const card = game.preset.ruleCard(game.rules, game.seats);
  const text = ruleCardText(card);
  return [
    ...wrapWords('', `${card.name} — ${game.name}`, '  '),
    ...text.sections.flatMap((s) => ['', s.title, ...s.lines.flatMap((l) => wrapWords('  ', l, '    '))]),
  ];
}
