import { describe, expect, it } from 'vitest';
import { BOT_NAMES } from '@tarock/bots';
import { run } from './helpers';

describe('tarock COMMAND --help', () => {
  it.each(['play', 'simulate'])('%s names the players --players takes, within 100 columns', async (name) => {
    const r = await run([name, '--help']);
    expect(r.code).toBe(0);
    for (const bot of BOT_NAMES) expect(r.out).toContain(bot);
    for (const line of r.out.split('\n').slice(1)) expect(line.length).toBeLessThanOrEqual(100);
    expect((await run(['help', name])).out).toBe(r.out);
  });
});
