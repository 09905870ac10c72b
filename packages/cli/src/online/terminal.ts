/**
 * The terminal of a `tarock join` session: its prompts, lines written, and lines read. Piped
 * answers (input not from a terminal) are read one per prompt, as `tarock play` reads them: a line
 * that came before anything was asked waits for the next prompt. At a terminal a line is read as
 * it comes (quit and leave work at any time). Lines that come while the player may be typing (a
 * chat line, someone coming or going) are written as an aside under the prompt (ADR 0005).
 */
import type { Io } from '../io';

/** The prompts the session writes (tests answer them). */
export const PROMPTS = {
  turn: '> ',
  ready: 'ready> ',
  name: 'name> ',
  seat: 'seat> ',
} as const;

export interface Terminal {
  say(lines: string | readonly string[]): void;
  /** Writes a prompt; a piped line kept for it is handed on (see `heard`). */
  ask(text: string): void;
  complain(message: string): void;
  /**
   * Lines that come while the player may be typing: with a prompt standing they go on a line of
   * their own under it, and the prompt is written again below them. What the player had begun to
   * type is not lost: it stays on the line above (the terminal keeps it as typed), and Enter sends
   * it with whatever is typed after.
   */
  aside(lines: readonly string[], error?: boolean): void;
  /**
   * Whether a line read (`waited`: one kept for a prompt) is to be answered now; false when it is
   * piped and came before its prompt: it is kept for the next one.
   */
  heard(line: string | null, waited: boolean): boolean;
}

/** The terminal on `io`; `later` takes a kept piped line back once its prompt is written. */
export function terminal(io: Io, later: (line: string | null) => void, command = 'join'): Terminal {
  /** Whether a prompt stands unanswered; piped lines that came before it. */
  let asked = false;
  const waiting: (string | null)[] = [];
  /** The last line of the last prompt written, to write again under an aside. */
  let promptLine = '';
  const say = (lines: string | readonly string[]): void => {
    const text = typeof lines === 'string' ? lines : lines.join('\n');
    io.write(`${text}\n`);
  };
  const complain = (message: string): void => {
    io.error(`tarock ${command}: ${message}\n`);
  };
  return {
    say,
    complain,
    ask(text) {
      io.write(text);
      asked = true;
      promptLine = text.slice(text.lastIndexOf('\n') + 1);
      if (waiting.length > 0) later(waiting.shift() ?? null);
    },
    aside(lines, error = false) {
      if (lines.length === 0) return;
      const standing = asked && promptLine !== '';
      if (standing) io.write('\n');
      if (error) for (const l of lines) complain(l);
      else say(lines);
      if (standing) io.write(promptLine);
    },
    heard(line, waited) {
      if (io.echoInput && !asked && !waited) {
        waiting.push(line);
        return false;
      }
      asked = false;
      return true;
    },
  };
}

/** Lines typed, one `line` each, until the input ends (Ctrl-D; Ctrl-C at a prompt) or `over`. */
export async function readLines(
  io: Io,
  over: () => boolean,
  line: (line: string | null) => void,
): Promise<void> {
  for (;;) {
    // An empty prompt: the session writes its own prompts, and Ctrl-C ends the input.
    const read = await io.readLine('');
    if (over()) return;
    line(read);
    if (read === null) return;
  }
}
