/** The shared conformance suite, first shard (see conformanceSuite.ts). */
import { describe, expect, it } from 'vitest';
import { conformanceGames, conformanceShard, SHARDS } from './conformanceSuite';

conformanceShard(0);

describe('the conformance shards', () => {
  it('cover every preset, its 4-seat forms and Mini Tarock', () => {
    const names = conformanceGames().map((g) => g.name);
    expect(names).toContain('mini-tarock');
    expect(names).toContain('mini-tarock(seats=4)');
    expect(SHARDS).toBe(2); // one file per shard: conformance.0.test.ts, conformance.1.test.ts
  });
});
