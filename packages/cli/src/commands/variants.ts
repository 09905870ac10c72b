/**
 * `tarock variants [--json]`: every preset with its id, family, name, what sets it apart, source and
 * options; the text within 100 columns.
 */
import { wrapWords } from '../wrap';
import type { Command } from './command';

export const variants: Command = {
  name: 'variants',
  summary: 'list every rule set (preset) with its options',
  usage: 'tarock variants [--json]',
  details: ['', '  --json  every preset with its options as JSON'],
  options: { json: { type: 'boolean' } },
  async run({ io, values }) {
    const list = io.presets.map((p) => ({
      id: p.rules.id,
      family: p.rules.family,
      name: p.rules.name,
      source: p.rules.source,
      version: p.rules.version,
      seats: p.rules.seatCounts,
      summary: p.summary,
      options: p.options.map((o) => ({
        key: o.key,
        default: o.default,
        values: o.values,
        description: o.description,
        source: o.source,
      })),
    }));
    if (values['json']) {
      io.write(`${JSON.stringify(list, null, 2)}\n`);
      return 0;
    }
    if (list.length === 0) io.write('No rule sets are installed yet.\n');
    for (const v of list) {
      const lines = [
        `${v.id}  (${v.family}, ${v.seats.join(' or ')} seats)`,
        `  ${v.name}`,
        ...(v.summary ? wrapWords('  ', v.summary, '    ') : []),
        ...wrapWords('  Source: ', v.source, '    '),
        ...v.options.flatMap((o) =>
          wrapWords(
            `  ${o.key}=${String(o.default)}  (${o.values.map(String).join(' | ')}): `,
            o.description,
            '      ',
          ),
        ),
      ];
      io.write(`${lines.join('\n')}\n\n`);
    }
    if (list.length > 0)
      io.write("What each rule set pays, its options applied: tarock rules 'haferltarock(kontra=true)'.\n");
    return 0;
  },
};
