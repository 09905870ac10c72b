/**
 * `tarock rules VARIANT [--json]` (or `--variant VARIANT`, as the other commands take it): the rule set's card — what it pays — with its options applied
 * (`'haferltarock(seats=4,kontra=true)'`): contracts in bidding order and their values, the target,
 * card values, bonuses, contra, payments, pot, all-pass and the end of a match (the engine's
 * `Preset.ruleCard`), within 100 columns, or the card as JSON (its ids, numbers and phrases).
 */
import { ruleCardLines } from '../ruleCardText';
import { type Command, loadVariant, usageError } from './command';

export const rules: Command = {
  name: 'rules',
  summary: "print a rule set's card: what each contract, bonus and call is worth",
  usage: 'tarock rules VARIANT [--json]   (or --variant VARIANT)',
  details: [
    '',
    "  VARIANT    a preset id, with options in brackets: 'haferltarock(seats=4,kontra=true)'",
    '  --variant  the same, named as play, simulate and deal name it',
    '  --json     the card as JSON: sections with tables and phrases (ids and numbers)',
  ],
  options: { json: { type: 'boolean' }, variant: { type: 'string' } },
  positionals: { min: 0, max: 1, what: 'variant' },
  async run({ io, values, positionals }) {
    const named = values['variant'];
    if (typeof named === 'string' && positionals.length > 0)
      return usageError(io, this, 'name the rule set once: as VARIANT or with --variant, not both');
    const variant = typeof named === 'string' ? named : positionals[0];
    if (variant === undefined) return usageError(io, this, 'which rule set? (see tarock variants)');
    const loaded = loadVariant(io, variant);
    if (!loaded.ok) return usageError(io, this, loaded.error);
    const game = loaded.value;
    if (values['json']) {
      const card = game.preset.ruleCard(game.rules, game.seats);
      io.write(`${JSON.stringify({ variant: game.name, ...card }, null, 2)}\n`);
      return 0;
    }
    const lines = ruleCardLines(game);
    io.write(`${lines.join('\n')}\n`);
    return 0;
  },
};
