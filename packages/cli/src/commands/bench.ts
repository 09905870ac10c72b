/**
 * `tarock bench [--quick] [--json]`: the benchmark of @tarock/bots — random playouts per second,
 * solver times over fixed seeded positions, pimc think time per card — measured in one run on
 * one core (see docs/bench.md). `--quick` gives the same figures from fewer samples in under a
 * minute.
 */
import { runBench } from '@tarock/bots/bench';
import type { Command } from './command';

export const bench: Command = {
  name: 'bench',
  summary: 'measure playouts, solver and computer players on this machine',
  usage: 'tarock bench [--quick] [--json]',
  details: [
    '',
    '  --quick  the same figures from fewer samples, in under a minute (docs/bench.md)',
    '  --json   the figures as one JSON object',
  ],
  options: { quick: { type: 'boolean' }, json: { type: 'boolean' } },
  async run({ io, values }) {
    runBench({ quick: Boolean(values['quick']), json: Boolean(values['json']), write: (t) => io.write(t) });
    return 0;
  },
};
