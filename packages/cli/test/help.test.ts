import { describe, expect, it } from 'vitest';
import { BOT_NAMES } from '@tarock/bots';
import { run } from './helpers';

describe('tarock COMMAND --help', () => {
  it.each(['play', 'simulate', 'host'])('%s names the players it takes, within 100 columns', async (name) => {
    const r = await run([name, '--help']);
    expect(r.code).toBe(0);
    for (const bot of BOT_NAMES) expect(r.out).toContain(bot);
    for (const line of r.out.split('\n').slice(1)) expect(line.length).toBeLessThanOrEqual(100);
    expect((await run(['help', name])).out).toBe(r.out);
  });

  it.each(['play', 'simulate', 'replay', 'deal', 'score', 'bench', 'variants', 'rules', 'join', 'host'])(
    '%s: its usage line too keeps within 100 columns, broken between options (simulate made 168)',
    async (name) => {
      const r = await run([name, '--help']);
      const lines = r.out.split('\n');
      for (const line of lines) expect(line.length, line).toBeLessThanOrEqual(100);
      // The continued synopsis, indented under the command, reads as the one-line usage.
      const usage = lines.slice(
        0,
        lines.findIndex((l) => !l.startsWith('usage: ') && !l.startsWith('   ')),
      );
      expect(usage.map((l) => l.trim()).join(' ')).toMatch(new RegExp(`^usage: tarock ${name}\\b`));
      expect(usage.slice(1).every((l) => /^ +\[/.test(l) || /^ +--/.test(l))).toBe(true);
    },
  );

  it('says the usage within the width after a wrong option too', async () => {
    const r = await run(['simulate', '--variant', 'mini-tarock', '--deals', 'x']);
    expect(r.code).toBe(2);
    const usage = r.err.slice(r.err.indexOf('usage: '));
    for (const line of usage.split('\n')) expect(line.length, line).toBeLessThanOrEqual(100);
    expect(usage).toContain('[--duplicate [--baseline NAME]]');
  });

  it.each(['play', 'simulate', 'replay', 'deal', 'score', 'bench', 'variants', 'rules', 'join', 'host'])(
    '%s: says under its usage what each option of the usage does (replay had no word on --nodes)',
    async (name) => {
      const r = await run([name, '--help']);
      const lines = r.out.trimEnd().split('\n');
      const start = lines.findIndex((l) => !l.startsWith('usage: ') && !l.startsWith('   '));
      const usage = lines.slice(0, start).join(' ');
      // Below the usage and the command's one-line summary.
      const details = lines.slice(start + 1).join('\n');
      const options = [...new Set(usage.match(/--[a-z]+/g) ?? [])];
      expect(options.length).toBeGreaterThan(0);
      for (const option of options) expect(details, option).toMatch(new RegExp(`(^|[\\s,;(])${option}\\b`));
      if (usage.includes('FILE|-')) expect(details).toMatch(/standard input/);
    },
  );

  it('help with a command it does not have says so and fails, as tarock with one does (it listed the commands, exit 0)', async () => {
    const r = await run(['help', 'replai']);
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toMatch(
      /^tarock help: unknown command "replai"\n\ntarock: Bavarian and Illustrated Tarock/,
    );
    expect((await run(['help'])).code).toBe(0);
  });
});
