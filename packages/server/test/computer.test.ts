import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultBots } from '../src/bots';
import { autoplay, openTable, readyAll, seat } from './helpers/play';
import { type TestServer, testServer } from './helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await testServer({
    bots: (level) =>
      level === 'flaky'
        ? {
            name: 'flaky',
            act() {
              throw new Error('flaky computer player');
            },
          }
        : defaultBots(level),
  });
});
afterAll(async () => {
  await server.stop();
});

describe('computer players', () => {
  it('a computer player that fails is reported and replaced by a random legal move: the table goes on', async () => {
    const { table } = await openTable(server.url, {
      preset: 'illustrated-beck',
      seats: [{ kind: 'computer', level: 'flaky' }, { kind: 'human' }, { kind: 'computer', level: 'random' }],
    });
    const me = await seat(server.url, table, 1, 'Me');
    await readyAll([me], table);
    const last = await autoplay([me], table, (s) => s.view?.phase === 'finished');
    expect(last.view?.settlement).not.toBeNull();
    const stored = await server.store.loadTable(table);
    expect(stored?.events.some((e) => e.k === 'act' && e.seat === 0 && e.by === 'computer')).toBe(true);
    expect(server.errors.length).toBeGreaterThan(0);
    expect(String((server.errors[0] as { where: string }).where)).toContain('computer player for seat 0');
    await me.client.close();
  });
});
