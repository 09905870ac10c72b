/** The shape of a command and the helpers every command shares (arguments, errors, loading a game). */
import { parseArgs } from 'node:util';
import { type Game, loadGame, type Result, err } from '@tarock/engine';
import type { Io } from '../io';

export type OptionSpec = { readonly type: 'string' | 'boolean'; readonly short?: string };

export interface Context {
  readonly io: Io;
  readonly values: Readonly<Record<string, string | boolean | undefined>>;
  readonly positionals: readonly string[];
}

export interface Command {
  readonly name: string;
  /** One line for `tarock help`. */
  readonly summary: string;
  /** The synopsis, e.g. `tarock deal --variant ID --seed N [--json]`. */
  readonly usage: string;
  readonly options: Readonly<Record<string, OptionSpec>>;
  /** How many positional arguments (file names) the command takes. */
  readonly positionals?: { readonly min: number; readonly max: number };
  run(ctx: Context): Promise<number>;
}

/** Exit codes: 0 done, 1 the input was read but is wrong (illegal record, bad summary), 2 usage. */
export const EXIT = { ok: 0, data: 1, usage: 2 } as const;

export function parseCommandArgs(cmd: Command, argv: readonly string[]): Result<Omit<Context, 'io'>> {
  try {
    const { values, positionals } = parseArgs({
      args: [...argv],
      options: { ...cmd.options, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
      strict: true,
    });
    const p = cmd.positionals ?? { min: 0, max: 0 };
    if (!values['help'] && (positionals.length < p.min || positionals.length > p.max))
      return err(
        p.max === 0
          ? `takes no arguments (got ${positionals.join(' ')})`
          : `expects ${p.min === p.max ? p.min : `${p.min}–${p.max}`} file argument(s)`,
      );
    return { ok: true, value: { values, positionals } };
  } catch (e) {
    return err(e instanceof Error ? e.message : String(e));
  }
}

export function usageError(io: Io, cmd: Command, message: string): number {
  io.error(`tarock ${cmd.name}: ${message}\nusage: ${cmd.usage}\n`);
  return EXIT.usage;
}

export function dataError(io: Io, cmd: Command, message: string): number {
  io.error(`tarock ${cmd.name}: ${message}\n`);
  return EXIT.data;
}

/** A string option's value, or undefined. */
export const str = (ctx: Context, key: string): string | undefined => {
  const v = ctx.values[key];
  return typeof v === 'string' ? v : undefined;
};

/** Loads `id` or `id(key=value,…)` from the presets the command was given. */
export function loadVariant(io: Io, name: string): Result<Game> {
  const game = loadGame(name, io.presets);
  return game.ok ? game : err(`${game.error}; see tarock variants`);
}

/** A seed: a whole number below 2^32 is used as is, anything else is hashed as text (createRng). */
export function seedOf(text: string): number | string {
  return /^\d+$/.test(text) && Number(text) < 2 ** 32 ? Number(text) : text;
}

/** A positive whole number option. */
export function count(text: string | undefined, fallback: number): Result<number> {
  if (text === undefined) return { ok: true, value: fallback };
  return /^\d+$/.test(text) && Number(text) > 0
    ? { ok: true, value: Number(text) }
    : err(`"${text}" is not a positive whole number`);
}
