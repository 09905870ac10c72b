/**
 * The command line's options as every command reads them (one parser, command.ts): an option
 * given twice, an option that does nothing without another, a number too large to be exact, a
 * variant's brackets, and `tarock --version`.
 */
import { describe, expect, it } from 'vitest';
import { COMMANDS } from '../src/commands/index';
import { run, unwrap } from './helpers';

describe('an option given twice is refused, by every command', () => {
  it.each(
    COMMANDS.flatMap((c) =>
      Object.entries(c.options).map(([name, spec]) => [c.name, name, spec.type] as const),
    ),
  )('%s --%s', async (command, name, type) => {
    const twice = type === 'string' ? [`--${name}`, '1', `--${name}`, '2'] : [`--${name}`, `--${name}`];
    const r = await run([command, ...twice]);
    expect(r.code).toBe(2);
    expect(unwrap(r.err)).toContain(
      `tarock ${command}: --${name} is given twice${type === 'string' ? ' (1, 2)' : ''}: give it once`,
    );
    expect(r.out).toBe('');
  });
});

describe('options that would be ignored or misread are refused', () => {
  it('simulate --format without --records (it is the records’ form)', async () => {
    const r = await run(['simulate', '--variant', 'mini-tarock', '--deals', '1', '--format', 'text']);
    expect(r.code).toBe(2);
    expect(r.err).toContain("--format is the records' form: use it with --records DIR");
    expect(r.out).toBe('');
  });

  it('a number beyond the largest exact whole number (count(), which --deals shares)', async () => {
    const r = await run([
      'deal',
      '--variant',
      'mini-tarock',
      '--seed',
      '1',
      '--deal',
      '99999999999999999999',
    ]);
    expect(r.code).toBe(2);
    expect(r.err).toContain('--deal: "99999999999999999999" is too large (at most 9007199254740991)');
    expect(r.out).toBe('');
  });

  it('a variant with a second pair of brackets is a syntax error, not an option value', async () => {
    const r = await run(['deal', '--variant', 'haferltarock(seats=4,kontra=true)(x=1)', '--seed', '1']);
    expect(r.code).toBe(2);
    expect(unwrap(r.err)).toContain(
      'the options go in one pair of brackets after the id, preset-id(key=value,…)',
    );
    expect(r.err).not.toContain('is not one of');
  });
});

describe('a value starting with a dash', () => {
  it('is the value of the option before it (a seed, a table id: one in 64 starts with a dash)', async () => {
    const dashed = await run(['deal', '--variant', 'mini-tarock', '--seed', '-x1', '--json']);
    const equals = await run(['deal', '--variant', 'mini-tarock', '--seed=-x1', '--json']);
    expect(dashed.err).toBe('');
    expect(dashed.code).toBe(0);
    expect(dashed.out).toBe(equals.out);
    expect(dashed.out).not.toBe(
      (await run(['deal', '--variant', 'mini-tarock', '--seed', 'x1', '--json'])).out,
    );
  });

  it("is an option when it is one of the command's own: the value before it is missing", async () => {
    for (const [args, message] of [
      [['deal', '--variant', 'mini-tarock', '--seed', '--json'], '--seed needs a value'],
      [['deal', '--variant', 'mini-tarock', '--seed', '--json=1'], '--seed needs a value'],
      [['deal', '--variant', '--seed', '1'], '--variant needs a value'],
    ] as const) {
      const r = await run(args);
      expect(r.code).toBe(2);
      expect(r.err.split('\n')[0]).toBe(`tarock deal: ${message}`);
    }
  });
});

describe('tarock --version', () => {
  it.each(['--version', '-V'])('%s prints the command’s and the engine’s version', async (flag) => {
    const r = await run([flag]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^tarock \d+\.\d+\.\d+ \(engine \d+\.\d+\.\d+\)\n$/);
  });

  it('is listed in tarock --help', async () => {
    expect((await run(['--help'])).out).toContain('tarock --version (-V)');
  });
});
