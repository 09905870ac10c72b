/** Test helpers: run a command in-process over memory streams, with Mini Tarock installed. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Game, type State, createRng, loadGame, makeGame, PRESETS } from '@tarock/engine';
import { miniPreset, withMini } from '@tarock/engine/testing';
import { afterAll } from 'vitest';
import { memoryIo } from '../src/io';
import { main } from '../src/main';

export const presets = withMini(PRESETS);

/** The environment a command sees; by default a state folder of its own (play keeps its match there). */
export type Env = Readonly<Record<string, string | undefined>>;

export async function run(
  args: readonly string[],
  input: readonly string[] = [],
  isTTY = false,
  env: Env = { XDG_STATE_HOME: tempDir() },
) {
  // The scenarios of these tests were written for seat 0 dealing the first deal: a new match of
  // `tarock play` deals first from S0 here unless a test names the first dealer (`runAsIs` lets
  // play draw him, as it does by default).
  const fresh = args[0] === 'play' && !args.includes('--resume') && !args.includes('--first-dealer');
  return runAsIs(fresh ? [...args, '--first-dealer', 'S0'] : args, input, isTTY, env);
}

/** `tarock` with exactly these arguments. */
export async function runAsIs(
  args: readonly string[],
  input: readonly string[] = [],
  isTTY = false,
  env: Env = { XDG_STATE_HOME: tempDir() },
) {
  const { io, stdout, stderr } = memoryIo(input, presets, isTTY, env);
  const code = await main(args, io);
  return { code, out: stdout(), err: stderr() };
}

/** The directories `tempDir` made for the test file that imports this module. */
const made: string[] = [];

/**
 * A fresh directory for a test's records, removed when the test file is done (each test file
 * loads this module afresh, so the hook belongs to that file).
 */
export function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tarock-cli-test-'));
  made.push(dir);
  return dir;
}

afterAll(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/**
 * A hint's lines by what they are, not where they stand (its prose wraps): the head (`hint: …`),
 * the rows of its table (indented four), and its sentences (indented two) joined into one text.
 */
export function hintParts(text: string | readonly string[]) {
  // In a transcript the head follows the prompt ('> ') on its line.
  const lines = (typeof text === 'string' ? text.split('\n') : text).map((l) => l.replace(/^> /, ''));
  const start = lines.findIndex((l) => l.startsWith('hint: '));
  const hint: string[] = [];
  for (const l of lines.slice(start)) {
    if (hint.length && !l.startsWith('  ')) break;
    hint.push(l);
  }
  return {
    head: hint[0] ?? '',
    rows: hint.filter((l) => /^ {4}\S/.test(l)),
    prose: hint
      .filter((l) => /^ {2}\S/.test(l))
      .map((l) => l.trim())
      .join(' '),
    lines: hint,
  };
}

export function mini(options: Record<string, number> = {}): Game {
  const g = makeGame(miniPreset, options);
  if (!g.ok) throw new Error(g.error);
  return g.value;
}

/**
 * Beck with Trischaken: a deal where every seat passes, then random legal cards, until `stop`
 * holds (or the deal ends).
 */
export function trischakenDeal(seed: number, stop: (s: State) => boolean): { game: Game; state: State } {
  const loaded = loadGame('illustrated-beck(allPass=trischaken)');
  if (!loaded.ok) throw new Error(loaded.error);
  const game = loaded.value;
  const rng = createRng(seed);
  let s = game.newDeal();
  while (s.phase !== 'finished' && !stop(s)) {
    const legal = game.legalActions(s);
    const a =
      s.toAct === 'chance'
        ? game.sampleDeal(s, rng)
        : (legal.find((x) => x.type === 'pass') ?? legal[rng.int(legal.length)]);
    if (!a) throw new Error('no action');
    const next = game.apply(s, a);
    if (!next.ok) throw new Error(next.error);
    s = next.value;
  }
  return { game, state: s };
}

/** A Löw match whose first deal leaves S1 without a tarock (seed 6935), and what the terminal says of it. */
export const LOEW_THROWN_IN = {
  args: ['--variant', 'illustrated-loew-1954', '--seed', '6935', '--players', 'random,random,random'],
  lines: [
    'S1 random 1 has no tarock and shows his hand: ♥ K B 1 2 · ♦ K B 2 4 · ♠ K 9 8 7 · ♣ K C B 7',
    'The deal is thrown in; the same dealer (S0 random 0) deals again.',
  ],
} as const;

/**
 * An error as one message again: the lines main.ts wrapped at 100 columns (each after the first
 * indented four) joined with the space they were broken at.
 */
export const unwrap = (text: string): string => text.replace(/\n {4}(?=\S)/g, ' ');
