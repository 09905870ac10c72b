/**
 * `tarock join` against the real server, in-process on a loopback port: a whole deal against
 * random computer players with scripted input, the seat token file, resuming the seat (a second
 * run, a lost connection), giving it up, and the errors.
 */
import { createHash } from 'node:crypto';
import { spawn } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PRESETS } from '@tarock/engine';
import { tempDir, unwrap } from './helpers';
import { hostArgs, type PromptKind, openTable, protocolClient, relay, runJoin, seatToken } from './online';
import { useTestServer } from './testServer.test-helper';

const server = useTestServer();
/** Types a line into the running join (set by `runJoin`). */
let typeLine: (line: string) => void = () => {};

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

/**
 * A table of two people and a computer player where this terminal (Anna) took seat 0 and quit: its
 * seats file keeps the seat; `before` is that file's text.
 */
async function annaKeepsSeat0() {
  const { table, invite } = await openTable(server.url, [
    { kind: 'human' },
    { kind: 'human' },
    { kind: 'computer', level: 'random' },
  ]);
  const config = tempDir();
  const env = { XDG_CONFIG_HOME: config };
  await runJoin(['join', invite, '--name', 'Anna', '--seat', '0'], () => 'quit', env);
  return { table, invite, config, env, before: readFileSync(seatsFile(config), 'utf8') };
}

describe('tarock join', { timeout: 20_000 }, () => {
  it('shows the table, takes the free seat, plays a deal to its settlement, and quits keeping the seat', async () => {
    const { table, invite } = await openTable(server.url);
    const config = tempDir();
    const r = await runJoin(['join', invite, '--name', 'Anna'], oneDeal, { XDG_CONFIG_HOME: config });
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toContain(`Table ${table} at ${server.url}`);
    expect(r.out).toMatch(/Rules: .*\(haferltarock\)/);
    expect(r.out).toContain('Seats: S0 free');
    // A computer seat by the name the web app gives it too (one table, one name in the chat).
    expect(r.out).toContain('S1 Bert (computer, random)');
    expect(r.out).toContain('You sit at S0 as Anna.');
    expect(r.out).toContain('=== Deal 1: dealer');
    // The shuffle's commitment when the deal starts, its seed checked against it when it is over.
    const hash = /Shuffle committed: seed hash ([0-9a-f]{64})\n/.exec(r.out)?.[1];
    const seed = /Seed revealed: ([0-9a-f]{64})\n/.exec(r.out)?.[1];
    expect(
      createHash('sha256')
        .update(seed ?? '')
        .digest('hex'),
    ).toBe(hash);
    expect(r.out).toContain('(its SHA-256 is the hash shown when the deal started');
    // The turn as `tarock play` shows it: the hand and the numbered choices.
    expect(r.out).toContain('--- S0 you, your turn (');
    expect(r.out).toMatch(/Your hand: /);
    expect(r.out).toMatch(/Choices: 1\) /);
    // Others' actions as they come, and the settlement with the match.
    expect(r.out).toMatch(/S1 Bert: |S2 Cilli: /);
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

describe('tarock join: coming back', { timeout: 20_000 }, () => {
  it('resumes the seat on a second run (the token file), and --leave gives it up', async () => {
    const { table, invite } = await openTable(server.url);
    const config = tempDir();
    const env = { XDG_CONFIG_HOME: config };
    const first = await runJoin(
      ['join', invite, '--name', 'Anna'],
      (kind) => (kind === 'ready' ? 'quit' : undefined),
      env,
    );
    expect(first.code).toBe(0);
    const token = readSeats(config).seats[`${server.url} ${table}`]?.token;
    expect(token).toBeDefined();
    // Again, without a name: the seat kept is resumed, not a new one taken.
    const again = await runJoin(['join', invite], oneDeal, env);
    expect(again.err).toBe('');
    expect(again.code).toBe(0);
    expect(again.out).toContain('You are back at S0.');
    expect(again.out).toContain('S0 Anna (here, you)');
    expect(again.out).toContain('Result: ');
    expect(readSeats(config).seats[`${server.url} ${table}`]?.token).toBe(token);
    // --leave: the seat is given up at the table and forgotten here.
    const left = await runJoin(['join', invite, '--leave'], () => undefined, env);
    expect(left.err).toBe('');
    expect(left.code).toBe(0);
    expect(left.out).toContain('You gave up seat S0');
    expect(readSeats(config).seats).toEqual({});
    const c = await protocolClient(server.url);
    await c.request({ t: 'watch', table });
    c.close();
    const info = c.received.find((m) => m['t'] === 'table')?.['table'] as {
      seats: { name: string | null }[];
    };
    expect(info.seats[0]?.name).toBeNull();
    // Nothing left to give up.
    const none = await runJoin(['join', invite, '--leave'], () => undefined, env);
    expect(none.code).toBe(1);
    expect(unwrap(none.err)).toMatch(
      /^tarock join: this terminal holds no seat at .* \(nothing to leave\)\n$/,
    );
  });

  it('coming back between deals tells the last settlement and the match after it (its log comes after the state)', async () => {
    const { invite } = await openTable(server.url);
    const env = { XDG_CONFIG_HOME: tempDir() };
    const first = await runJoin(['join', invite, '--name', 'Anna'], oneDeal, env);
    expect(first.out).toMatch(/Match after 1 deal: /);
    const again = await runJoin(['join', invite], (kind) => (kind === 'ready' ? 'quit' : undefined), env);
    expect(again.err).toBe('');
    expect(again.out).toContain('You are back at S0.');
    const result = again.out.indexOf('Result: ');
    expect(result).toBeGreaterThan(0);
    expect(again.out.indexOf('Match after 1 deal: ')).toBeGreaterThan(result);
  });

  it('connects again after the connection is lost mid-deal and plays on from the same moment', async () => {
    const { table, invite } = await openTable(server.url);
    const cut = await relay(server.port);
    try {
      const config = tempDir();
      const relayed = invite.replace(server.url, cut.url);
      const r = await runJoin(
        ['join', relayed, '--name', 'Anna'],
        (kind, n, out) => {
          // At the second turn the network goes; the turn comes back once connected again.
          if (kind === 'turn' && n === 1) {
            cut.cut();
            return undefined;
          }
          return oneDeal(kind, kind === 'ready' ? n : 0, out);
        },
        { XDG_CONFIG_HOME: config },
      );
      expect(r.err).toBe('');
      expect(r.code).toBe(0);
      expect(r.out).toContain('Connection lost; connecting again');
      expect(r.out).toContain('Connected again.');
      expect(r.out).toContain('Result: ');
      expect(readSeats(config).seats[`${cut.url} ${table}`]?.seat).toBe(0);
    } finally {
      await cut.close();
    }
  });

  it('explains a refused action (the table moved on meanwhile) and plays on', async () => {
    const { table, invite } = await openTable(server.url);
    const slow = await relay(server.port);
    const config = tempDir();
    const other = { sent: false };
    try {
      const r = await runJoin(
        ['join', invite.replace(server.url, slow.url), '--name', 'Anna'],
        (kind, _n, out) => {
          // Deals until one is played (not thrown in); then quit at the next ready.
          if (kind === 'ready') return other.sent ? 'quit' : '';
          const text = out();
          const playing = text.slice(text.lastIndexOf('Choices: ')).startsWith('Choices: 1) play ');
          if (kind !== 'turn' || other.sent || !playing) return oneDeal(kind, 0, out);
          // The seat open at a second connection (a browser tab) acts first, while what the server
          // sends the terminal is held back: the terminal's answer carries a seq gone by.
          other.sent = true;
          slow.hold();
          void (async () => {
            const token = readSeats(config).seats[`${slow.url} ${table}`]?.token;
            const tab = await protocolClient(server.url);
            await tab.request({ t: 'resume', table, token });
            const state = await tab.waitFor((m) => m['t'] === 'state');
            const view = state['view'] as { legal: unknown[] };
            await tab.request({ t: 'act', table, seat: 0, seq: state['seq'], action: view.legal[0] });
            tab.close();
            typeLine('1');
            setTimeout(() => slow.release(), 100);
          })();
          return undefined;
        },
        { XDG_CONFIG_HOME: config },
        (type) => {
          typeLine = type;
        },
      );
      expect(r.err).toMatch(
        /^tarock join: the table refused your action: you saw move \d+, the table is at move \d+\n$/,
      );
      expect(r.code).toBe(0);
      expect(r.out).toContain('Result: ');
    } finally {
      await slow.close();
    }
  });

  it('resumes the seat of a seat link (the host gave the seat a new token) and keeps its token', async () => {
    const { table, invite, hostKey } = await openTable(server.url);
    const carl = await protocolClient(server.url);
    expect((await carl.request({ t: 'join', table, seat: 0, name: 'Carl', token: seatToken() }))['t']).toBe(
      'joined',
    );
    carl.close();
    const host = await protocolClient(server.url);
    const reissued = await host.request({ t: 'reissue', table, seat: 0, hostKey });
    host.close();
    const token = String(reissued['token']);
    const config = tempDir();
    const r = await runJoin(
      ['join', `${invite}#seat=0&token=${token}`],
      (kind) => (kind === 'ready' ? 'quit' : undefined),
      { XDG_CONFIG_HOME: config },
    );
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toContain('You are back at S0.');
    expect(readSeats(config).seats[`${server.url} ${table}`]?.token).toBe(token);
  });

  it('a seat link whose token holds no seat: one line, exit 1, the seat kept here and the seats file as they were', async () => {
    const { table, invite, config, env, before } = await annaKeepsSeat0();
    const token = readSeats(config).seats[`${server.url} ${table}`]?.token;
    // A link of seat 1 with a token that holds nothing (an old link, one for another table).
    const r = await runJoin(
      ['join', `${invite}#seat=1&token=${seatToken()}`, '--name', 'Anna'],
      () => 'quit',
      env,
    );
    expect(r.code).toBe(1);
    expect(unwrap(r.err)).toBe(
      "tarock join: the seat link's token holds no seat at this table: ask the host for a new link\n",
    );
    expect(r.out).not.toContain('You sit at');
    expect(readFileSync(seatsFile(config), 'utf8')).toBe(before);
    // Seat 0 is still this terminal's, and seat 1 still free.
    const c = await protocolClient(server.url);
    expect(await c.request({ t: 'resume', table, token })).toMatchObject({ t: 'joined', seat: 0 });
    const info = c.received.find((m) => m['t'] === 'table')?.['table'] as {
      seats: { name: string | null }[];
    };
    c.close();
    expect(info.seats[1]?.name).toBeNull();
  });

  it('tells the move made for the seat elsewhere (another tab, the computer when the turn timer ran out)', async () => {
    const { table, invite } = await openTable(server.url);
    const config = tempDir();
    let made = '';
    const r = await runJoin(
      ['join', invite, '--name', 'Anna'],
      (kind, n) => {
        if (kind === 'ready') return n === 0 ? '' : 'quit';
        if (kind !== 'turn') return undefined;
        if (made !== '') return 'quit';
        // The seat's first turn is answered at a second connection, not here.
        made = 'pending';
        void (async () => {
          const token = readSeats(config).seats[`${server.url} ${table}`]?.token;
          const tab = await protocolClient(server.url);
          await tab.request({ t: 'resume', table, token });
          const state = await tab.waitFor(
            (m) => m['t'] === 'state' && (m['view'] as { toAct: unknown }).toAct === 0,
          );
          const view = state['view'] as { legal: { type: string }[] };
          await tab.request({ t: 'act', table, seat: 0, seq: state['seq'], action: view.legal[0] });
          made = view.legal[0]?.type ?? '';
          tab.close();
        })();
        return undefined;
      },
      { XDG_CONFIG_HOME: config },
    );
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(made).toMatch(/^(pass|bid)$/);
    expect(r.out).toMatch(new RegExp(`\\nS0 you: ${made}`));
  });

  it('answers a turn shown before the ack of the action before it (a slow line)', async () => {
    const { invite } = await openTable(server.url);
    const line = await relay(server.port);
    line.slow(15);
    try {
      const r = await runJoin(['join', invite.replace(server.url, line.url), '--name', 'Anna'], oneDeal, {
        XDG_CONFIG_HOME: tempDir(),
      });
      expect(r.err).toBe('');
      expect(r.out).not.toContain('Your action is on its way');
      expect(r.out).toContain('Result: ');
    } finally {
      await line.close();
    }
  });

  it('asks for the name and, with several free seats, which one', async () => {
    const { table, invite } = await openTable(server.url, [
      { kind: 'human' },
      { kind: 'human' },
      { kind: 'computer', level: 'random' },
    ]);
    const config = tempDir();
    const r = await runJoin(
      ['join', invite],
      (kind, n) => {
        if (kind === 'name') return n === 0 ? '' : 'Berta';
        if (kind === 'seat') return n === 0 ? '2' : 's1';
        if (kind === 'ready') return 'quit';
        return undefined;
      },
      { XDG_CONFIG_HOME: config },
    );
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toContain('A name of 1 to 20 printable characters, please.');
    expect(r.out).toContain('Which seat? 0, 1');
    expect(r.out).toContain('One of 0, 1, please.');
    expect(r.out).toContain('You sit at S1 as Berta.');
    expect(readSeats(config).seats[`${server.url} ${table}`]).toMatchObject({ seat: 1, name: 'Berta' });
  });
});

// A real process (tsx compiling the command as it starts) is slow on a loaded machine: bin.test.ts
// gives it a minute too.
describe('tarock join: the real command', { timeout: 60_000 }, () => {
  it('reads piped answers one per prompt, as play does, and echoes them', async () => {
    const { invite } = await openTable(server.url);
    const bin = fileURLToPath(new URL('../bin/tarock.js', import.meta.url));
    const child = spawn(process.execPath, [bin, 'join', invite, '--name', 'Anna'], {
      env: { ...process.env, XDG_CONFIG_HOME: tempDir() },
    });
    // All of it at once, before anything is asked: ready, then the first choice at every turn.
    child.stdin.end(`\n${'1\n'.repeat(80)}quit\n`);
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (d: string) => {
      out += d;
    });
    const code = await new Promise<number | null>((done) => child.on('close', (c) => done(c)));
    expect(code).toBe(0);
    expect(out).toContain('ready> \nReady; waiting for the others.');
    expect(out).toContain('\n> 1\n');
    expect(out).toContain('Result: ');
    expect(out).toContain('You left the table; seat S0 stays yours');
  });

  it('leaves on Ctrl-C at a prompt as on quit: the seat kept, how to come back', async () => {
    const { table, invite } = await openTable(server.url);
    const config = tempDir();
    const bin = fileURLToPath(new URL('../bin/tarock.js', import.meta.url));
    const child = spawn(process.execPath, [bin, 'join', invite, '--name', 'Anna'], {
      env: { ...process.env, XDG_CONFIG_HOME: config },
    });
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (d: string) => {
      out += d;
      if (out.endsWith('ready> ')) child.kill('SIGINT');
    });
    const code = await new Promise<number | null>((done) => child.on('close', (c) => done(c)));
    expect(code).toBe(0);
    expect(out).toContain(`You left the table; seat S0 stays yours`);
    expect(out).toContain(`To come back: tarock join ${invite}`);
    expect(readSeats(config).seats[`${server.url} ${table}`]?.seat).toBe(0);
  });
});

describe('tarock host', { timeout: 20_000 }, () => {
  it('opens a table with its house rules, prints the invite link, and plays its first seat', async () => {
    const config = tempDir();
    const r = await runJoin(hostArgs(server.url, { variant: 'haferltarock(kontra=true)' }), oneDeal, {
      XDG_CONFIG_HOME: config,
    });
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const invite = /Invite the other players with this link:\n {2}(\S+)\n/.exec(r.out)?.[1] ?? '';
    expect(invite).toMatch(new RegExp(`^${server.url}/table/[A-Za-z0-9_-]{12,32}$`));
    expect(r.out).toContain('House rules that differ from the preset:\n  kontra true (default false)');
    expect(r.out).toContain('You sit at S0 as Hans.');
    expect(r.out).toContain('Result: ');
    const table = invite.slice(invite.lastIndexOf('/') + 1);
    const kept = readSeats(config).seats[`${server.url} ${table}`] as { hostKey?: string } | undefined;
    expect(kept?.hostKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('says what it refuses at the table as tarock host, the command that was run', async () => {
    const r = await runJoin(
      hostArgs(server.url),
      (kind, n) => (kind === 'ready' ? ['reissue 7', 'quit'][n] : undefined),
      { XDG_CONFIG_HOME: tempDir() },
    );
    expect(r.code).toBe(0);
    expect(r.err).toBe('tarock host: there is no seat 7 at this table\n');
  });

  it('refuses seats that are not for this game before opening anything', async () => {
    const env = { XDG_CONFIG_HOME: tempDir() };
    const wrong = await runJoin(
      ['host', '--server', server.url, '--variant', 'haferltarock', '--seats', 'human,random'],
      () => undefined,
      env,
    );
    expect(wrong.code).toBe(2);
    expect(wrong.err).toMatch(/^tarock host: --seats needs 3 entries for haferltarock, got 2\n/);
    const mine = await runJoin(
      ['host', '--server', server.url, '--variant', 'haferltarock', '--seats', 'random,human,human'],
      () => undefined,
      env,
    );
    expect(mine.code).toBe(2);
    expect(mine.err).toMatch(/^tarock host: --seats: the first seat is yours: human\n/);
  });
});

describe('tarock join: errors', { timeout: 20_000 }, () => {
  /** A seats file with another table's seat in it, to see that an error loses nothing. */
  async function keptElsewhere(): Promise<{ config: string; before: string }> {
    const { invite } = await openTable(server.url);
    const config = tempDir();
    await runJoin(['join', invite, '--name', 'Anna'], (kind) => (kind === 'ready' ? 'quit' : undefined), {
      XDG_CONFIG_HOME: config,
    });
    return { config, before: readFileSync(seatsFile(config), 'utf8') };
  }

  it('a link that is no invite link: one line and the usage, exit 2', async () => {
    for (const bad of [
      'localhost:8080/table/x',
      'http://host/tables/abcdefghijkl',
      'http://host/table/a b',
    ]) {
      const r = await runJoin(['join', bad], () => undefined, { XDG_CONFIG_HOME: tempDir() });
      expect(r.code).toBe(2);
      expect(r.err.split('\n')[0]).toMatch(/^tarock join: /);
      expect(r.err).toContain('usage: tarock join');
    }
    // A seat link cut short or mangled is refused, not read as a plain invite link (which would
    // resume another seat or take a free one).
    for (const fragment of [
      `#seat=1&token=${seatToken().slice(0, 20)}`,
      `#seat=one&token=${seatToken()}`,
      `#token=${seatToken()}`,
      '#seat=1',
    ]) {
      const r = await runJoin(['join', `http://127.0.0.1:1/table/abcdefghijkl${fragment}`], () => undefined, {
        XDG_CONFIG_HOME: tempDir(),
      });
      expect(r.code).toBe(2);
      expect(unwrap(r.err).split('\n')[0]).toBe(
        "tarock join: the seat link is damaged: it should end in #seat=N&token=T (the seat's number and its token's 43 characters) as the host sent it",
      );
      expect(r.err).toContain('usage: tarock join');
    }
  });

  it('a seat link or --seat naming a seat no rule set has: one line and the usage, exit 2, never connected', async () => {
    // Port 1 has no server: a link read as good would end in "cannot connect", exit 1.
    const most = Math.max(...PRESETS.flatMap((p) => p.rules.seatCounts));
    const invite = 'http://127.0.0.1:1/table/abcdefghijkl';
    for (const args of [
      ['join', `${invite}#seat=${most}&token=${seatToken()}`],
      ['join', `${invite}#seat=9&token=${seatToken()}`],
    ]) {
      const r = await runJoin(args, () => undefined, { XDG_CONFIG_HOME: tempDir() });
      expect(r.code).toBe(2);
      expect(unwrap(r.err).split('\n')[0]).toBe(
        `tarock join: the seat link names seat ${args[1]?.match(/seat=(\d)/)?.[1]}, but no table has more than ${most} seats (0–${most - 1}): it should end in #seat=N&token=T as the host sent it`,
      );
      expect(r.err).toContain('usage: tarock join');
    }
    const seat = await runJoin(['join', invite, '--seat', String(most)], () => undefined, {
      XDG_CONFIG_HOME: tempDir(),
    });
    expect(seat.code).toBe(2);
    expect(unwrap(seat.err).split('\n')[0]).toBe(
      `tarock join: --seat: "${most}" is not a seat number (0–${most - 1})`,
    );
  });

  it('an unknown table, a seat taken, a server down: one line each, exit 1, the seats file as it was', async () => {
    const { config, before } = await keptElsewhere();
    const env = { XDG_CONFIG_HOME: config };
    const unknown = await runJoin(
      ['join', `${server.url}/table/abcdefghijkl`, '--name', 'X'],
      () => undefined,
      env,
    );
    expect(unknown.code).toBe(1);
    expect(unknown.err).toBe(`tarock join: there is no table abcdefghijkl at ${server.url}\n`);
    // A table id is base64url: one in 64 starts with a dash, which is the id all the same.
    const dashed = await runJoin(
      ['join', '--server', server.url, '--table', '-bcdefghijkl', '--name', 'X'],
      () => undefined,
      env,
    );
    expect(dashed.err).toBe(`tarock join: there is no table -bcdefghijkl at ${server.url}\n`);
    expect(dashed.code).toBe(1);

    const { table } = await openTable(server.url, [{ kind: 'human' }, { kind: 'human' }, { kind: 'human' }]);
    const other = await protocolClient(server.url);
    expect((await other.request({ t: 'join', table, seat: 1, name: 'Carl', token: seatToken() }))['t']).toBe(
      'joined',
    );
    const taken = await runJoin(
      ['join', '--server', server.url, '--table', table, '--seat', '1', '--name', 'X'],
      () => undefined,
      env,
    );
    other.close();
    expect(taken.code).toBe(1);
    expect(unwrap(taken.err)).toBe('tarock join: seat 1 is taken by Carl; free seats: S0, S2\n');

    // A port nobody listens on.
    const gone = await relay(1);
    const down = gone.url;
    await gone.close();
    const refused = await runJoin(['join', `${down}/table/abcdefghijkl`], () => undefined, env);
    expect(refused.code).toBe(1);
    expect(unwrap(refused.err)).toBe(
      `tarock join: cannot reach the server at ${down}: connection refused (is the server running?)\n`,
    );
    expect(readFileSync(seatsFile(config), 'utf8')).toBe(before);
  });

  it('a seat kept with a damaged token is named with its file, for --leave too, and the file left alone', async () => {
    const { table, invite } = await openTable(server.url);
    const config = tempDir();
    const { mkdirSync, writeFileSync } = await import('node:fs');
    mkdirSync(join(config, 'tarock'));
    const damaged = `${JSON.stringify({
      v: 1,
      format: 'tarock-seats',
      seats: { [`${server.url} ${table}`]: { seat: 0, token: 'damaged', name: 'Anna', used: '' } },
    })}\n`;
    writeFileSync(seatsFile(config), damaged);
    for (const args of [
      ['join', invite],
      ['join', invite, '--leave'],
    ]) {
      const r = await runJoin(args, () => undefined, { XDG_CONFIG_HOME: config });
      expect(r.code).toBe(1);
      expect(unwrap(r.err)).toBe(
        `tarock join: the seat kept for this table in ${seatsFile(config)} is damaged: its token is not 43 characters of base64url as tarock writes it; mend it, or remove the entry "${server.url} ${table}" to take a seat afresh\n`,
      );
      expect(readFileSync(seatsFile(config), 'utf8')).toBe(damaged);
    }
  });

  it('--seat of another seat than the one kept for the table: refused, the seat kept as it was', async () => {
    const { table, invite, config, env, before } = await annaKeepsSeat0();
    const r = await runJoin(['join', invite, '--seat', '1', '--name', 'Bea'], () => 'quit', env);
    expect(r.code).toBe(1);
    expect(unwrap(r.err)).toBe(
      `tarock join: this terminal holds S0 at this table, not S1: tarock join ${invite} comes back to it; to take S1 instead, give S0 up first (tarock join ${invite} --leave)\n`,
    );
    expect(readFileSync(seatsFile(config), 'utf8')).toBe(before);
    // The same seat asked for is resumed.
    const same = await runJoin(['join', invite, '--seat', '0'], () => 'quit', env);
    expect(same.code).toBe(0);
    expect(same.out).toContain('You are back at S0.');
    expect(readSeats(config).seats[`${server.url} ${table}`]?.seat).toBe(0);
  });

  it('a seats file that is a folder is said to be one, for join and host alike', async () => {
    const config = tempDir();
    const { mkdirSync } = await import('node:fs');
    mkdirSync(seatsFile(config), { recursive: true });
    const { invite } = await openTable(server.url);
    const env = { XDG_CONFIG_HOME: config };
    for (const [command, args] of [
      ['join', ['join', invite, '--name', 'X']],
      ['host', ['host', '--server', server.url, '--variant', 'haferltarock', '--name', 'X']],
    ] as const) {
      const r = await runJoin(args, () => undefined, env);
      expect(r.code).toBe(1);
      expect(unwrap(r.err)).toBe(
        `tarock ${command}: ${seatsFile(config)} is a folder, not the seats file: move it away (or set XDG_CONFIG_HOME to another folder)\n`,
      );
    }
  });

  it('a seats file it cannot read is named and left alone', async () => {
    const config = tempDir();
    const { mkdirSync, writeFileSync } = await import('node:fs');
    mkdirSync(join(config, 'tarock'));
    writeFileSync(seatsFile(config), 'not json');
    const { invite } = await openTable(server.url);
    const r = await runJoin(['join', invite, '--name', 'X'], () => undefined, { XDG_CONFIG_HOME: config });
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/^tarock join: .*seats\.json is not JSON/);
    expect(readFileSync(seatsFile(config), 'utf8')).toBe('not json');
  });
});
