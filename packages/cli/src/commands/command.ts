/** The shape of a command and the helpers every command shares (arguments, errors, loading a game). */
import { parseArgs } from 'node:util';
import { type Game, loadGame, type Result, err, ok } from '@tarock/engine';
import type { Io } from '../io';
import { counted } from '../render';
import { WIDTH, wrapList } from '../wrap';

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
  /** The synopsis, e.g. `tarock deal --variant ID --seed S [--json]`. */
  readonly usage: string;
  /** More for `tarock COMMAND --help`: what the options take (lines, each under 100 columns). */
  readonly details?: readonly string[];
  readonly options: Readonly<Record<string, OptionSpec>>;
  /** How many positional arguments the command takes, and what they are (default: file names). */
  readonly positionals?: { readonly min: number; readonly max: number; readonly what?: string };
  run(ctx: Context): Promise<number>;
}

/** How many positional arguments a command takes, in words: `1 file`, `at most 1 invite link`. */
function expected(p: { readonly min: number; readonly max: number; readonly what?: string }): string {
  const what = p.what ?? 'file';
  if (p.min === p.max) return counted(p.min, what);
  return p.min === 0 ? `at most ${counted(p.max, what)}` : `${p.min}–${p.max} ${what}s`;
}

/** Exit codes: 0 done, 1 the input was read but is wrong (illegal record, bad summary), 2 usage. */
export const EXIT = { ok: 0, data: 1, usage: 2 } as const;

/**
 * A value starting with a dash as the value it is: `--deals -1` as `--deals=-1`, `--table -xY…` as
 * `--table=-xY…` (a table id is base64url, and one in 64 starts with a dash). parseArgs takes a
 * word starting with a dash for an option of its own and refuses it as the value; here only a word
 * that is an option of this command (`--deals --json`, `--seed -h`) is left to say the value is
 * missing.
 */
function joinDashValues(cmd: Command, argv: readonly string[]): string[] {
  const isOption = (word: string): boolean => {
    if (word === '-h' || word === '--') return true;
    const name = /^--([^=]+)/.exec(word)?.[1];
    return name !== undefined && (name === 'help' || Object.hasOwn(cmd.options, name));
  };
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const next = argv[i + 1];
    const isString = arg.startsWith('--') && cmd.options[arg.slice(2)]?.type === 'string';
    if (isString && next?.startsWith('-') && !isOption(next)) {
      out.push(`${arg}=${next}`);
      i++;
    } else out.push(arg);
  }
  return out;
}

/** parseArgs's complaint in our words: the option it names and what is wrong with it. */
function argsError(cmd: Command, e: unknown): string {
  const message = e instanceof Error ? e.message : String(e);
  const option = /'(--?[^' =]+)/.exec(message)?.[1];
  if (option === undefined) return message;
  if ((e as { code?: string }).code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
    const known = Object.keys(cmd.options).map((k) => `--${k}`);
    return `unknown option ${option}${known.length ? ` (options: ${known.join(', ')})` : ''}`;
  }
  if (message.includes('does not take an argument')) return `${option} takes no value`;
  if (message.includes('argument missing') || message.includes('ambiguous')) return `${option} needs a value`;
  return message;
}

export function parseCommandArgs(cmd: Command, argv: readonly string[]): Result<Omit<Context, 'io'>> {
  try {
    const { values, positionals, tokens } = parseArgs({
      args: joinDashValues(cmd, argv),
      options: { ...cmd.options, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
      strict: true,
      tokens: true,
    });
    // parseArgs keeps the last of an option given twice (`--seed 1 --seed 2`): which one was meant
    // is no reading to guess, so it is refused, as an option twice in a variant's brackets is.
    const given = new Map<string, string[]>();
    for (const t of tokens)
      if (t.kind === 'option') given.set(t.name, [...(given.get(t.name) ?? []), t.value ?? `--${t.name}`]);
    for (const [name, all] of given)
      if (all.length > 1 && name !== 'help') {
        const times = all.length === 2 ? 'twice' : `${all.length} times`;
        const values = cmd.options[name]?.type === 'string' ? ` (${all.join(', ')})` : '';
        return err(`--${name} is given ${times}${values}: give it once`);
      }
    // An empty value (`--seed ''`, `--records=`) is no value: said so, not taken as a seed or left
    // as no folder without a word.
    for (const [key, v] of Object.entries(values as Readonly<Record<string, unknown>>))
      if (typeof v === 'string' && v.trim() === '') return err(`--${key} needs a value`);
    const p = cmd.positionals ?? { min: 0, max: 0 };
    if (!values['help'] && (positionals.length < p.min || positionals.length > p.max))
      return err(
        p.max === 0
          ? `takes no arguments (got ${positionals.join(' ')})`
          : `expects ${expected(p)} (got ${positionals.length ? positionals.join(' ') : 'none'})`,
      );
    return { ok: true, value: { values, positionals } };
  } catch (e) {
    return err(argsError(cmd, e));
  }
}

/**
 * `usage: tarock …` within the terminal's width, broken between its words and bracketed options
 * (never inside `[--duplicate [--baseline NAME]]`), the rest indented under the command.
 */
export function usageText(cmd: Command): string {
  const groups: string[] = [];
  let depth = 0;
  for (const word of cmd.usage.split(' ')) {
    if (depth > 0) groups[groups.length - 1] += ` ${word}`;
    else groups.push(word);
    depth += (word.match(/\[/g)?.length ?? 0) - (word.match(/\]/g)?.length ?? 0);
  }
  const indent = ' '.repeat(`usage: tarock ${cmd.name} `.length);
  return wrapList('usage: ', groups, ' ', WIDTH, indent).join('\n');
}

/** A command's complaint (main.ts wraps it at the terminal's width, as every error). */
const complaint = (cmd: Command, message: string) => `tarock ${cmd.name}: ${message}`;

export function usageError(io: Io, cmd: Command, message: string): number {
  io.error(`${complaint(cmd, message)}\n${usageText(cmd)}\n`);
  return EXIT.usage;
}

export function dataError(io: Io, cmd: Command, message: string): number {
  io.error(`${complaint(cmd, message)}\n`);
  return EXIT.data;
}

/** A string option's value, or undefined. */
export const str = (ctx: Context, key: string): string | undefined => {
  const v = ctx.values[key];
  return typeof v === 'string' ? v : undefined;
};

/**
 * Loads `id` or `id(key=value,…)` from the presets the command was given, all of it in any case
 * (`HAFERLTAROCK(kontra=TRUE)`: the engine's `parseGameName` and `makeGame`).
 */
export function loadVariant(io: Io, name: string): Result<Game> {
  const game = loadGame(name, io.presets);
  return game.ok ? game : err(`${game.error}; see tarock variants`);
}

/** A seed: a whole number below 2^32 is used as is, anything else is hashed as text (createRng). */
export function seedOf(text: string): number | string {
  return /^\d+$/.test(text) && Number(text) < 2 ** 32 ? Number(text) : text;
}

/**
 * A positive whole number option, up to 2^53 - 1 (beyond it a number is no longer exact:
 * `--deal 99999999999999999999` would be deal 100000000000000000000).
 */
export function count(text: string | undefined, fallback: number): Result<number> {
  if (text === undefined) return { ok: true, value: fallback };
  if (!/^\d+$/.test(text) || Number(text) <= 0) return err(`"${text}" is not a positive whole number`);
  return Number.isSafeInteger(Number(text))
    ? { ok: true, value: Number(text) }
    : err(`"${text}" is too large (at most ${Number.MAX_SAFE_INTEGER})`);
}

/** A seat as the command line names it (`--dealer`, `--first-dealer`): 0, 1, … or S0, S1, … */
export function seatArg(text: string, seats: number): Result<number> {
  const m = /^S?([0-9])$/i.exec(text.trim());
  const seat = m ? Number(m[1]) : Number.NaN;
  return seat < seats ? ok(seat) : err(`"${text}" is not a seat of this table (S0 to S${seats - 1})`);
}

/**
 * The names of `--players` (`me,pimc,pimc`), one per seat: read in any case as the variant id is
 * (`ME,PIMC` too; the player names are lower case), none empty.
 */
export function playerNames(text: string, game: Game): Result<string[]> {
  const names = text.split(',').map((p) => p.trim().toLowerCase());
  if (names.length !== game.seats)
    return err(`--players needs ${game.seats} names for ${game.name}, got ${names.length}`);
  const empty = names.indexOf('');
  return empty >= 0
    ? err(`--players: name ${empty + 1} of ${names.length} is empty`)
    : { ok: true, value: names };
}
