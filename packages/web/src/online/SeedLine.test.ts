import { createHash } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { seedsMatch } from './SeedLine';

const sha = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe("the revealed seeds checked against the hashes shown at the deal's start", () => {
  test('each seed must hash (its text, as the server hashes it) to its own hash, in order', async () => {
    const seeds = ['a1b2', 'c3d4'];
    await expect(seedsMatch(seeds, seeds.map(sha))).resolves.toBe(true);
    await expect(seedsMatch(seeds, seeds.map(sha).reverse())).resolves.toBe(false);
    await expect(seedsMatch(seeds, [sha('a1b2')])).resolves.toBe(false);
    await expect(seedsMatch(['a1b2'], [sha('a1b3')])).resolves.toBe(false);
  });
});
