/** Test helpers: run a command in-process over memory streams, with Mini Tarock installed. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Game, makeGame, PRESETS } from '@tarock/engine';
import { miniPreset, withMini } from '@tarock/engine/testing';
import { memoryIo } from '../src/io';
import { main } from '../src/main';

export const presets = withMini(PRESETS);

export async function run(args: readonly string[], input: readonly string[] = [], isTTY = false) {
  const { io, stdout, stderr } = memoryIo(input, presets, isTTY);
  const code = await main(args, io);
  return { code, out: stdout(), err: stderr() };
}

export const tempDir = (): string => mkdtempSync(join(tmpdir(), 'tarock-cli-test-'));

export function mini(options: Record<string, number> = {}): Game {
  const g = makeGame(miniPreset, options);
  if (!g.ok) throw new Error(g.error);
  return g.value;
}
