/**
 * People coming and going, and the turn timer, at `tarock join` against the real server
 * in-process: a terminal and raw protocol clients at one table; each change at another player's
 * seat told once, in one line; the turn timer told once when it runs for the terminal's turn.
 */
import { describe, expect, it } from 'vitest';
import { tempDir } from './helpers';
import { openTable, protocolClient, runJoin, until, seatToken } from './online';
import { useTestServer } from './testServer.test-helper';

const server = useTestServer();

const count = (text: string, part: string) => text.split(part).length - 1;

/** A table of one person and two computer players with a 30 s turn timer; its invite link. */
async function timedTable(): Promise<string> {
  const c = await protocolClient(server.url);
  const created = await c.request({
    t: 'create',
    preset: 'haferltarock',
    seats: [{ kind: 'human' }, { kind: 'computer', level: 'random' }, { kind: 'computer', level: 'random' }],
    turnSeconds: 30,
    hostKey: seatToken(),
  });
  c.close();
  return `${server.url}${String(created['invite'])}`;
}

/** Says ready once, and quits at the turn once the timer was told (under the turn's prompt, written again). */
const readyThenQuitAtTimer = (kind: string, n: number, out: () => string): string | undefined => {
  if (kind === 'ready') return n === 0 ? '' : undefined;
  if (kind === 'turn') return out().includes('s for this turn') ? 'quit' : undefined;
  return undefined;
};

describe('tarock join: people coming and going', { timeout: 20_000 }, () => {
  it('says once when another player takes the seat, goes away, comes back and gives it up', async () => {
    const { table, invite } = await openTable(server.url, [
      { kind: 'human' },
      { kind: 'human' },
      { kind: 'computer', level: 'random' },
    ]);
    let failure: unknown = null;
    const r = await runJoin(
      ['join', invite, '--name', 'Anna', '--seat', '0'],
      () => undefined,
      { XDG_CONFIG_HOME: tempDir() },
      (type, written) => {
        const seen = (part: string) => until(() => written.out().includes(part), part);
        (async () => {
          await seen('ready> ');
          const gustl = await protocolClient(server.url);
          const token = seatToken();
          await gustl.request({ t: 'join', table, seat: 1, name: 'Gustl', token });
          await seen('Gustl takes S1.');
          gustl.close();
          await seen('Gustl at S1 went away');
          const again = await protocolClient(server.url);
          await again.request({ t: 'resume', table, token });
          await seen('Gustl is back at S1.');
          await again.request({ t: 'leave', table });
          again.close();
          await seen('Gustl gave up S1;');
        })()
          .catch((e: unknown) => {
            failure = e;
          })
          .finally(() => type('quit'));
      },
    );
    if (failure) throw failure;
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    for (const said of [
      'Gustl takes S1.',
      'Gustl at S1 went away',
      'Gustl is back at S1.',
      'Gustl gave up S1;',
    ])
      expect(count(r.out, said), said).toBe(1);
    // Nothing about the terminal's own seat, nor the computer player's.
    expect(r.out).not.toMatch(/Anna (takes|at|is back)|S2 went/);
    // Each said above the prompt, which is written again under it.
    expect(r.out).toContain('\nGustl takes S1.\nready> ');
  });

  it('says at the turn how many seconds the turn timer leaves, once', async () => {
    const invite = await timedTable();
    const r = await runJoin(['join', invite, '--name', 'Anna'], readyThenQuitAtTimer, {
      XDG_CONFIG_HOME: tempDir(),
    });
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toContain('Turn timer: 30 s a turn');
    expect(r.out).toMatch(
      /\nYou have (30|29|28) s for this turn; then a computer player makes the move for you\.\n> /,
    );
    expect(count(r.out, 's for this turn')).toBe(1);
  });

  it('says the seconds left of a turn come back to in its middle (a resume), once', async () => {
    const invite = await timedTable();
    const env = { XDG_CONFIG_HOME: tempDir() };
    const first = await runJoin(['join', invite, '--name', 'Anna'], readyThenQuitAtTimer, env);
    expect(first.code).toBe(0);
    // Back in the same turn (the seat is away, its timer runs on): the seconds it leaves, told once.
    const again = await runJoin(
      ['join', invite],
      (kind, _n, out) => (kind === 'turn' && out().includes('s for this turn') ? 'quit' : undefined),
      env,
    );
    expect(again.err).toBe('');
    expect(again.code).toBe(0);
    expect(again.out).toContain('You are back at S0.');
    const told = again.out.match(
      /\nYou have (\d+) s for this turn; then a computer player makes the move for you\.\n> /,
    );
    expect(told).not.toBeNull();
    expect(Number(told?.[1])).toBeLessThanOrEqual(30);
    expect(Number(told?.[1])).toBeGreaterThan(0);
    expect(count(again.out, 's for this turn')).toBe(1);
  });
});
