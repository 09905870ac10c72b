/**
 * `tarock join` against the real server, in-process on a loopback port: a whole deal against
 * random computer players with scripted input, the seat token file, resuming the seat (a second
 * run, a lost connection), giving it up, and the errors.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from './helpers';
import {
  type PromptKind,
  type TestServer,
  openTable,
  protocolClient,
  relay,
  runJoin,
  testServer,
} from './online';

let server: TestServer;
beforeAll(async () => {
  server = await testServer();
});
afterAll(async () => {
  await server?.stop();
});

const seatsFile = (config: string) => join(config, 'tarock', 'seats.json');
const readSeats = (config: string) =>
  JSON.parse(readFileSync(seatsFile(config), 'utf8')) as {
    seats: Record<string, { seat: number; token: string; name: string }>;
  };

/**
 * Ready for the first deal, bid where the auction lets (so that the deal is played, not thrown
 * in), the first choice at every other turn, and quit at the next ready.
 */
function oneDeal(kind: PromptKind, n: number, out: () => string): string | undefined {
  if (kind === 'ready') return n === 0 ? '' : 'quit';
  if (kind !== 'turn') return undefined;
  const text = out();
  const choices = text.slice(text.lastIndexOf('Choices: '));
  return choices.includes('bid ich spiele') ? 'bid ich spiele' : '1';
}

describe('tarock join', () => {
  it('shows the table, takes the free seat, plays a deal to its settlement, and quits keeping the seat', async () => {
    const { table, invite } = await openTable(server.url);
    const config = tempDir();
    const r = await runJoin(['join', invite, '--name', 'Anna'], oneDeal, { XDG_CONFIG_HOME: config });
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toContain(`Table ${table} at ${server.url}`);
    expect(r.out).toMatch(/Rules: .*\(haferltarock\)/);
    expect(r.out).toContain('Seats: S0 free');
    expect(r.out).toContain('S1 computer (random)');
    expect(r.out).toContain('You sit at S0 as Anna.');
    expect(r.out).toContain('=== Deal 1: dealer');
    // The turn as `tarock play` shows it: the hand and the numbered choices.
    expect(r.out).toContain('--- S0 you, your turn (');
    expect(r.out).toMatch(/Your hand: /);
    expect(r.out).toMatch(/Choices: 1\) /);
    // Others' actions as they come, and the settlement with the match.
    expect(r.out).toMatch(/S[12] random: /);
    expect(r.out).toMatch(/Trick 1: /);
    expect(r.out).toMatch(/Trick \d+ goes to /);
    expect(r.out).toContain('Result: ');
    expect(r.out).toContain('This deal: ');
    expect(r.out).toMatch(/Match after \d+ deals?: /);
    expect(r.out).toContain(`seat S0 stays yours`);
    expect(r.out).toContain(`tarock join ${invite}`);
    // The token is kept, readable by its owner only.
    const kept = readSeats(config).seats[`${server.url} ${table}`];
    expect(kept).toMatchObject({ seat: 0, name: 'Anna' });
    expect(kept?.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(statSync(seatsFile(config)).mode & 0o777).toBe(0o600);
    // The seat is still Anna's.
    const c = await protocolClient(server.url);
    await c.request({ t: 'watch', table });
    c.close();
    const info = c.received.find((m) => m['t'] === 'table')?.['table'] as { seats: { name: string }[] };
    expect(info.seats[0]?.name).toBe('Anna');
  });
});
