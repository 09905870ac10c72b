/**
 * `tarock join` taking a seat in the middle of a deal, against the real server in-process: the
 * terminal says that its player plays from the next deal while the computer finishes this one,
 * asks for no move and shows no hand until the deal ends, then asks ready for the next deal.
 * Before, it showed the seat's hand and asked for its moves at once.
 */
import { describe, expect, it } from 'vitest';
import { tempDir } from './helpers';
import { openTable, protocolClient, runJoin, until, seatToken } from './online';
import { useTestServer } from './testServer.test-helper';

const server = useTestServer();

type Json = Record<string, unknown>;
type Client = Awaited<ReturnType<typeof protocolClient>>;
interface Frame {
  readonly seq: number;
  readonly view: { readonly toAct: unknown; readonly phase: string; readonly legal: unknown[] } | null;
}

const isFrame = (m: Json): boolean => m['t'] === 'state';

/** Plays seat `seat` with its first legal action at each turn until the deal (dealt already) is over. */
async function playOut(c: Client, table: string, seat: number): Promise<void> {
  let seq = -1;
  for (;;) {
    const f = (await c.waitFor((m) => isFrame(m) && Number(m['seq']) > seq)) as unknown as Frame;
    seq = f.seq;
    if (!f.view) continue;
    if (f.view.phase === 'finished') return;
    if (f.view.toAct === seat && f.view.legal.length > 0)
      void c.request({ t: 'act', table, seat, seq: f.seq, action: f.view.legal[0] });
  }
}

const LINE = 'You play from the next deal; the computer finishes this one.';

describe('tarock join: a seat taken during a deal', { timeout: 20_000 }, () => {
  it('says the player plays from the next deal, asks nothing until the deal ends, then asks ready', async () => {
    const { table, invite } = await openTable(server.url, [
      { kind: 'human' },
      { kind: 'human' },
      { kind: 'computer', level: 'random' },
    ]);
    // Anna and Gustl start a deal; Gustl gives the seat up in its middle.
    const anna = await protocolClient(server.url);
    const gustl = await protocolClient(server.url);
    await anna.request({ t: 'join', table, seat: 0, name: 'Anna', token: seatToken() });
    await gustl.request({ t: 'join', table, seat: 1, name: 'Gustl', token: seatToken() });
    for (const c of [anna, gustl]) void c.request({ t: 'ready', table });
    await anna.waitFor((m) => isFrame(m) && (m as unknown as Frame).view?.phase === 'auction');
    await gustl.request({ t: 'leave', table });
    gustl.close();

    let failure: unknown = null;
    const r = await runJoin(
      ['join', invite, '--name', 'Vroni'],
      (kind) => (kind === 'ready' ? 'quit' : undefined),
      { XDG_CONFIG_HOME: tempDir() },
      (_type, written) => {
        until(() => written.out().includes(LINE), 'the line')
          .then(() => playOut(anna, table, 0))
          .catch((e: unknown) => {
            failure = e;
          });
      },
    );
    anna.close();
    if (failure) throw failure;
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toContain('You sit at S1 as Vroni.');
    const said = r.out.indexOf(LINE);
    expect(said).toBeGreaterThan(r.out.indexOf('You sit at S1 as Vroni.'));
    expect(r.out.split(LINE)).toHaveLength(2);
    // The computer's moves for the seat are told like anyone's, and nothing asks for one.
    expect(r.out).toMatch(/S1 you \(computer\): /);
    expect(r.out).not.toContain('your turn');
    expect(r.out).not.toMatch(/Your hand: \S/);
    // Once the deal is over: its result, then ready for the next one, where the seat is Vroni's.
    expect(r.out.indexOf('Result: ')).toBeGreaterThan(said);
    expect(r.out.indexOf('Ready for the next deal?')).toBeGreaterThan(r.out.indexOf('Result: '));
  });
});
