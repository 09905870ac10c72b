/** `tarock variants [--json]`: every preset with its id, family, name, source and options. */
import type { Command } from './command';

export const variants: Command = {
  name: 'variants',
  summary: 'list every rule set (preset) with its options',
  usage: 'tarock variants [--json]',
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
      io.write(`${v.id}  (${v.family}, ${v.seats.join(' or ')} seats)\n  ${v.name}\n  Source: ${v.source}\n`);
      for (const o of v.options)
        io.write(
          `  ${o.key}=${String(o.default)}  (${o.values.map(String).join(' | ')}): ${o.description}\n`,
        );
      io.write('\n');
    }
    return 0;
  },
};
