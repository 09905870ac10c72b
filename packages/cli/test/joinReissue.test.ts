/**
 * The host's new seat link at `tarock host` / `tarock join` (`reissue SEAT` at the table),
 * against the real server in-process: refused for a free seat, a connected player, a terminal
 * without the host key and a host key the server does not take; for a player away, a link whose
 * token resumes the seat (and the old one no more).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir, unwrap } from './helpers';
import { hostArgs, openTable, protocolClient, runJoin, seatToken, until } from './online';
import { useTestServer } from './testServer.test-helper';

const server = useTestServer();

type Written = { out: () => string; err: () => string };
/** Runs the steps that type into a running join, then quits it; resolves with a step's failure. */
function steps(type: (line: string) => void, run: () => Promise<void>): Promise<unknown> {
  return run()
    .then(
      () => null,
      (e: unknown) => e,
    )
    .finally(() => type('quit'));
}

describe('tarock host: a new seat link (reissue)', { timeout: 20_000 }, () => {
  it('gives a seat whose player is away a new link that resumes it, and refuses the rest clearly', async () => {
    const config = tempDir();
    let failure: Promise<unknown> = Promise.resolve(null);
    let table = '';
    let oldToken = '';
    let link = '';
    const r = await runJoin(
      hostArgs(server.url, { seats: 'human,human,random' }),
      () => undefined,
      { XDG_CONFIG_HOME: config },
      (type, w: Written) => {
        const seen = (part: string | RegExp, of = w.out) =>
          until(() => (typeof part === 'string' ? of().includes(part) : part.test(of())), String(part));
        failure = steps(type, async () => {
          await seen('ready> ');
          const invite = /Invite the other players with this link:\n {2}(\S+)\n/.exec(w.out())?.[1] ?? '';
          table = invite.slice(invite.lastIndexOf('/') + 1);
          type('reissue 1');
          await seen('S1 is free: anyone takes it with the invite link', w.err);
          type('reissue 0');
          await seen('S0 is your own seat', w.err);
          const carl = await protocolClient(server.url);
          oldToken = seatToken();
          await carl.request({ t: 'join', table, seat: 1, name: 'Carl', token: oldToken });
          await seen('Carl takes S1.');
          type('reissue 1');
          await seen('Carl at S1 is connected: a new link would only take the seat from them', w.err);
          carl.close();
          await seen('Carl at S1 went away');
          type('reissue s1');
          await seen(/#seat=1&token=[A-Za-z0-9_-]{43}\n/);
          link = /\n {2}(\S+#seat=1&token=\S+)\n/.exec(w.out())?.[1] ?? '';
          // The prompt stands again under the link.
          await seen(/The old link holds the seat no more\.\nready> $/);
        });
      },
    );
    expect(await failure).toBeNull();
    expect(r.code).toBe(0);
    expect(r.out).toContain('New seat link for S1 (Carl); send it to its player only');
    expect(link.startsWith(`${server.url}/table/${table}#seat=1&token=`)).toBe(true);
    // The link's token resumes Carl's seat; the old token holds it no more.
    const token = link.slice(link.indexOf('&token=') + 7);
    const carl = await protocolClient(server.url);
    expect(await carl.request({ t: 'resume', table, token })).toMatchObject({ t: 'joined', seat: 1 });
    carl.close();
    const old = await protocolClient(server.url);
    expect(await old.request({ t: 'resume', table, token: oldToken })).toMatchObject({
      t: 'error',
      code: 'bad-token',
    });
    old.close();

    // A host key the server does not take (the seats file's altered): the server's refusal, and the
    // seat held here stays.
    const file = join(config, 'tarock', 'seats.json');
    const kept = JSON.parse(readFileSync(file, 'utf8')) as { seats: Record<string, { hostKey?: string }> };
    for (const seat of Object.values(kept.seats)) seat.hostKey = 'A'.repeat(43);
    writeFileSync(file, JSON.stringify(kept));
    let wrong: Promise<unknown> = Promise.resolve(null);
    const forged = await runJoin(
      ['join', `${server.url}/table/${table}`],
      () => undefined,
      { XDG_CONFIG_HOME: config },
      (type, w: Written) => {
        wrong = steps(type, async () => {
          await until(() => w.out().includes('ready> '), 'the ready prompt');
          type('reissue 1');
          await until(() => w.err().includes('no new link for S1'), 'the refusal');
        });
      },
    );
    expect(await wrong).toBeNull();
    expect(forged.code).toBe(0);
    expect(unwrap(forged.err)).toMatch(
      /^tarock join: no new link for S1: the server does not take this terminal's host key for this table \(/,
    );
    expect(forged.out).toContain('seat S0 stays yours');

    // A terminal that did not open the table has no host key.
    const { invite } = await openTable(server.url);
    let guest: Promise<unknown> = Promise.resolve(null);
    const other = await runJoin(
      ['join', invite, '--name', 'Gast'],
      () => undefined,
      { XDG_CONFIG_HOME: tempDir() },
      (type, w: Written) => {
        guest = steps(type, async () => {
          await until(() => w.out().includes('ready> '), 'the ready prompt');
          type('reissue 1');
          await until(() => w.err().includes('only the host'), 'the refusal');
        });
      },
    );
    expect(await guest).toBeNull();
    expect(other.err).toMatch(/^tarock join: only the host gives a seat a new link/);
  });
});
