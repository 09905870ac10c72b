/**
 * The table chat at `tarock join`, against the real server in-process: a terminal and a raw
 * protocol client at one table; lines said by either read at the other with name and time (TZ
 * UTC: the times are the frames' `at` in UTC), the backlog on taking and on resuming the seat,
 * lines the terminal or the server refuses explained without losing the prompt.
 */
import { describe, expect, it } from 'vitest';
import { tempDir } from './helpers';
import { openTable, protocolClient, relay, runJoin, until, seatToken } from './online';
import { useTestServer } from './testServer.test-helper';

const server = useTestServer();

type Json = Record<string, unknown>;
const hhmm = (at: unknown) => new Date(Number(at)).toISOString().slice(11, 16);
/** What went wrong in a script typing into a running join (which it then ends), to fail the test with. */
const failed: { error: unknown } = { error: null };
/** Runs the steps that type into a running join, then quits it, also when a step failed. */
function script(type: (line: string) => void, steps: () => Promise<void>): void {
  failed.error = null;
  steps()
    .catch((e: unknown) => {
      failed.error = e;
    })
    .finally(() => type('quit'));
}
/** The chat lines a terminal showed, in order, without their time (`[HH:MM] `). */
const chatLines = (out: string): string[] => out.match(/^\[\d\d:\d\d\] .*$/gm)?.map((l) => l.slice(8)) ?? [];
const TWO_PLAYERS = [{ kind: 'human' }, { kind: 'human' }, { kind: 'computer', level: 'random' }];

describe('tarock join: the table chat', { timeout: 20_000 }, () => {
  it('shows what others say with name and time, says lines, explains refused ones, and shows the backlog on resuming', async () => {
    const { table, invite } = await openTable(server.url, TWO_PLAYERS);
    const gustl = await protocolClient(server.url);
    expect((await gustl.request({ t: 'join', table, seat: 1, name: 'Gustl', token: seatToken() }))['t']).toBe(
      'joined',
    );
    expect((await gustl.request({ t: 'say', table, text: 'servus' }))['t']).toBe('ack');
    const servus = gustl.received.find((m) => m['t'] === 'said' && m['text'] === 'servus') as Json;
    const env = { XDG_CONFIG_HOME: tempDir(), TZ: 'UTC' };
    const saidBy = (name: string, text: string) => (m: Json) =>
      m['t'] === 'said' && m['name'] === name && m['text'] === text;
    let afterRefusals = '';
    const r = await runJoin(
      ['join', invite, '--name', 'Anna'],
      () => undefined,
      env,
      (type, written) => {
        script(type, async () => {
          // The backlog: the line said before the terminal came.
          await until(() => written.out().includes(`[${hhmm(servus['at'])}] Gustl: servus`), 'the backlog');
          await until(() => written.out().endsWith('ready> '), 'the ready prompt');
          // Said here, read there (and here: the server sends it to the speaker too).
          type('say grüß dich, Gustl');
          const heard = await gustl.waitFor(saidBy('Anna', 'grüß dich, Gustl'));
          await until(
            () => written.out().includes(`[${hhmm(heard['at'])}] Anna: grüß dich, Gustl`),
            'own line',
          );
          // Said there, read here, while the prompt stands: the prompt is written again under it.
          await gustl.request({ t: 'say', table, text: 'wie geht’s?' });
          const asked = await gustl.waitFor(saidBy('Gustl', 'wie geht’s?'));
          await until(
            () => written.out().includes(`\n[${hhmm(asked['at'])}] Gustl: wie geht’s?\nready> `),
            'the line above the prompt',
          );
          // Refused here (too long, nothing to say), and by the server (too many at once).
          type(`say ${'x'.repeat(201)}`);
          await until(() => written.err().includes('201 characters long'), 'too long');
          type('say');
          await until(() => written.err().includes('say what?'), 'nothing said');
          for (let i = 0; i < 6; i++) type(`say ${i}`);
          await until(() => written.err().includes('too many at once'), 'the rate refusal');
          afterRefusals = written.out();
        });
      },
    );
    if (failed.error) throw failed.error;
    expect(r.code).toBe(0);
    expect(r.err).toContain('tarock join: that line is 201 characters long; the table takes at most 200');
    expect(r.err).toContain('tarock join: say what? Type say and the line');
    expect(r.err).toContain('tarock join: the table took no line: too many at once');
    // The prompt still stands after each refusal: ready was not lost.
    expect(afterRefusals.endsWith('ready> ')).toBe(true);
    expect(r.out).not.toContain('You said ready');

    // Away, then back: the lines said meanwhile come with the backlog.
    await gustl.request({ t: 'say', table, text: 'Anna?' });
    const back = await runJoin(
      ['join', invite],
      () => undefined,
      env,
      (type, written) =>
        script(type, () => until(() => /Gustl: Anna\?\n/.test(written.out()), 'the backlog on resuming')),
    );
    gustl.close();
    if (failed.error) throw failed.error;
    expect(back.code).toBe(0);
    expect(back.out).toContain('You are back at S0.');
    // Every line said so far, once, in order (fewer than 10: none left out; chat.test.ts has more):
    // Anna's first 5 in a burst (the rate refused the sixth), Gustl's 3.
    expect(chatLines(back.out)).toEqual([
      'Gustl: servus',
      'Anna: grüß dich, Gustl',
      'Gustl: wie geht’s?',
      'Anna: 0',
      'Anna: 1',
      'Anna: 2',
      'Anna: 3',
      'Gustl: Anna?',
    ]);
    expect(back.out).not.toContain('earlier line');
  });

  it('shows the last 10 lines of a longer backlog and says how many earlier ones it left out', async () => {
    const { table, invite } = await openTable(server.url, [
      { kind: 'human' },
      { kind: 'human' },
      { kind: 'human' },
    ]);
    const gustl = await protocolClient(server.url);
    const vroni = await protocolClient(server.url);
    expect((await gustl.request({ t: 'join', table, seat: 1, name: 'Gustl', token: seatToken() }))['t']).toBe(
      'joined',
    );
    expect((await vroni.request({ t: 'join', table, seat: 2, name: 'Vroni', token: seatToken() }))['t']).toBe(
      'joined',
    );
    // Eleven lines before the terminal comes: each seat's burst of 5, then one more once the rate allows.
    const say = async (who: typeof gustl, text: string) => {
      for (let tries = 0; tries < 40; tries++) {
        if ((await who.request({ t: 'say', table, text }))['t'] === 'ack') return;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      throw new Error(`the table never took ${text}`);
    };
    for (let i = 1; i <= 5; i++) await say(gustl, `g${i}`);
    for (let i = 1; i <= 5; i++) await say(vroni, `v${i}`);
    await say(gustl, 'g6');
    const r = await runJoin(
      ['join', invite, '--name', 'Anna', '--seat', '0'],
      () => undefined,
      { XDG_CONFIG_HOME: tempDir(), TZ: 'UTC' },
      (type, written) => script(type, () => until(() => /Gustl: g6\n/.test(written.out()), 'the backlog')),
    );
    gustl.close();
    vroni.close();
    if (failed.error) throw failed.error;
    expect(r.code).toBe(0);
    expect(r.out).toContain("(1 earlier line of the table's chat not shown)");
    expect(chatLines(r.out)).toEqual([
      'Gustl: g2',
      'Gustl: g3',
      'Gustl: g4',
      'Gustl: g5',
      'Vroni: v1',
      'Vroni: v2',
      'Vroni: v3',
      'Vroni: v4',
      'Vroni: v5',
      'Gustl: g6',
    ]);
  });

  it('says a line at the turn prompt without answering the turn, and help names say', async () => {
    const { invite } = await openTable(server.url);
    const r = await runJoin(
      ['join', invite, '--name', 'Anna'],
      (kind, n, out) => {
        if (kind === 'ready') return n === 0 ? '' : undefined;
        if (kind !== 'turn') return undefined;
        if (n === 0) return 'say mein Zug';
        if (n === 1) return 'help';
        // The prompt stands again (after help, and under the line said): the turn is still open.
        return out().includes('] Anna: mein Zug\n') ? 'quit' : undefined;
      },
      { XDG_CONFIG_HOME: tempDir(), TZ: 'UTC' },
    );
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toContain('  say TEXT          say a line at the table');
    expect(r.out).toMatch(/\n\[\d\d:\d\d\] Anna: mein Zug\n> /);
    expect(r.out).not.toContain('Your action is on its way');
    expect(r.out).not.toContain('names no choice');
  });

  it('after a lost connection shows the lines said meanwhile, and none twice', async () => {
    const { table, invite } = await openTable(server.url, TWO_PLAYERS);
    const gustl = await protocolClient(server.url);
    await gustl.request({ t: 'join', table, seat: 1, name: 'Gustl', token: seatToken() });
    await gustl.request({ t: 'say', table, text: 'vorher' });
    const line = await relay(server.port);
    try {
      const r = await runJoin(
        ['join', invite.replace(server.url, line.url), '--name', 'Anna'],
        () => undefined,
        { XDG_CONFIG_HOME: tempDir(), TZ: 'UTC' },
        (type, written) =>
          script(type, async () => {
            await until(() => written.out().includes('Gustl: vorher\nready> '), 'the backlog');
            line.cut();
            await until(() => written.out().includes('Connection lost'), 'the connection lost');
            await gustl.request({ t: 'say', table, text: 'währenddessen' });
            await until(() => written.out().includes('Gustl: währenddessen\n'), 'the line said meanwhile');
          }),
      );
      if (failed.error) throw failed.error;
      expect(r.code).toBe(0);
      expect(r.out).toContain('Connected again.');
      expect(r.out.split('Gustl: vorher').length - 1).toBe(1);
      expect(r.out.split('Gustl: währenddessen').length - 1).toBe(1);
    } finally {
      gustl.close();
      await line.close();
    }
  });
});
