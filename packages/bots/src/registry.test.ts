import { describe, expect, it } from 'vitest';
import { BOT_NAMES, createBot } from './registry';

describe('createBot', () => {
  it('creates every listed player under its name', () => {
    for (const name of BOT_NAMES) {
      const bot = createBot(name);
      expect(bot.ok && bot.value.name).toBe(name);
    }
  });
  it('rejects an unknown name with the list of players', () => {
    const bot = createBot('nobody');
    expect(bot.ok).toBe(false);
    if (!bot.ok) expect(bot.error).toContain('random');
  });
  it('never offers the measurement-only cheater', () => {
    expect(BOT_NAMES).not.toContain('cheater');
    expect(createBot('cheater').ok).toBe(false);
  });
});
