/**
 * Writes the golden playthroughs (packages/engine/test/playthroughs/*.golden.txt): one file per
 * preset and 4-seat form, plus the test rule set. Review the diff, then commit.
 * Usage: npm run playthroughs
 */
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PRESETS } from '../packages/engine/src/index';
import { playthroughFile, playthroughText, suiteGames, withMini } from '../packages/engine/src/testing/index';

const dir = new URL('../packages/engine/test/playthroughs/', import.meta.url).pathname;
const written = new Set<string>();
for (const game of suiteGames(withMini(PRESETS))) {
  const file = playthroughFile(game);
  writeFileSync(join(dir, file), playthroughText(game));
  written.add(file);
  console.log(`wrote ${file}`);
}
for (const file of readdirSync(dir)) {
  if (file.endsWith('.golden.txt') && !written.has(file)) {
    rmSync(join(dir, file));
    console.log(`removed ${file} (no such game any more)`);
  }
}
