/**
 * What a command may touch of the outside world, passed in so that tests can drive every command
 * in-process: output, error output, lines of input, whether we are on a terminal, the presets,
 * the environment (where `play` keeps its match).
 */
import { createInterface, type Interface } from 'node:readline';
import { PRESETS, type Preset, type Result } from '@tarock/engine';
import { readStreamCapped } from './readCapped';

export interface Io {
  /** Writes to standard output. */
  write(text: string): void;
  /** Writes to standard error. */
  error(text: string): void;
  /**
   * The next line of input, or null at its end. With a `prompt` (a person is asked), the prompt is
   * written once Ctrl-C is taken as the end of input: pressed at the prompt it leaves as Ctrl-D
   * does. Without one (a record piped in) Ctrl-C stops the process as usual.
   */
  readLine(prompt?: string): Promise<string | null>;
  /**
   * All of standard input as one text (a record piped to `replay -`), or why not: larger than
   * `limit` bytes (refused as soon as it passes it, as readCapped refuses such a file).
   */
  readAll(limit: number): Promise<Result<string>>;
  /** True when standard error is a terminal (progress bars). */
  readonly isTTY: boolean;
  /** How many columns wide standard output's terminal is (undefined: not a terminal). */
  readonly columns: number | undefined;
  /** True when input does not come from a terminal, which would have echoed it (piped answers). */
  readonly echoInput: boolean;
  /** The presets the command knows (tests add the test rule set). */
  readonly presets: readonly Preset[];
  /** The environment variables (XDG_STATE_HOME, HOME: where play keeps the match). */
  readonly env: Readonly<Record<string, string | undefined>>;
  /** Releases standard input. */
  close(): void;
}

export function nodeIo(): Io {
  let rl: Interface | null = null;
  let lines: AsyncIterator<string> | null = null;
  return {
    write: (text) => process.stdout.write(text),
    error: (text) => process.stderr.write(text),
    async readLine(prompt) {
      if (!lines) {
        rl = createInterface({ input: process.stdin, terminal: false });
        lines = rl[Symbol.asyncIterator]();
      }
      // Ctrl-C at a prompt ends the input, so that the command can say goodbye (play: the match
      // so far); at any other time it stops the process as usual.
      const interrupt = () => rl?.close();
      if (prompt !== undefined) {
        process.once('SIGINT', interrupt);
        process.stdout.write(prompt);
      }
      try {
        const next = await lines.next();
        return next.done ? null : next.value;
      } finally {
        process.off('SIGINT', interrupt);
      }
    },
    readAll: (limit) => readStreamCapped(process.stdin, limit),
    isTTY: Boolean(process.stderr.isTTY),
    columns: process.stdout.isTTY ? process.stdout.columns : undefined,
    echoInput: !process.stdin.isTTY,
    presets: PRESETS,
    env: process.env,
    close: () => rl?.close(),
  };
}

/**
 * An Io over strings, for tests: input lines in, everything written collected. Its environment is
 * only what the test gives (no HOME: nothing is kept in the real home).
 */
export function memoryIo(
  input: readonly string[] = [],
  presets: readonly Preset[] = PRESETS,
  isTTY = false,
  env: Readonly<Record<string, string | undefined>> = {},
) {
  const out: string[] = [];
  const err: string[] = [];
  let i = 0;
  const io: Io = {
    write: (t) => out.push(t),
    error: (t) => err.push(t),
    readLine: async (prompt) => {
      if (prompt !== undefined) out.push(prompt);
      return i < input.length ? (input[i++] ?? null) : null;
    },
    // The lines left, one text as a pipe gives them (read whole, the input is at its end).
    readAll: (limit) => {
      const rest = input.slice(i);
      i = input.length;
      return readStreamCapped(
        rest.map((l, n) => (n < rest.length - 1 ? `${l}\n` : l)),
        limit,
      );
    },
    isTTY,
    columns: undefined,
    echoInput: false,
    presets,
    env,
    close: () => {},
  };
  return { io, stdout: () => out.join(''), stderr: () => err.join('') };
}
