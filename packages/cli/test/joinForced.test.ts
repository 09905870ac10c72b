/**
 * `tarock join --play-forced` and `tarock host --play-forced` at a real server: a card that is the
 * only one the seat may play goes to the table without asking, shown as if typed; every other turn
 * is asked. The last trick always leaves one card, so a deal played out has at least one.
 */
import { describe, expect, it } from 'vitest';
import { tempDir } from './helpers';
import { hostArgs, type PromptKind, openTable, runJoin } from './online';
import { useTestServer } from './testServer.test-helper';

const server = useTestServer();

/**
 * Ready for the next deal until a card was played by itself (the server deals from a seed of its
 * own, and a Bettel can end before its last trick: up to six deals), bid where the auction lets,
 * the first choice at every other turn, then quit.
 */
function untilForced(kind: PromptKind, n: number, out: () => string): string | undefined {
  if (kind === 'ready') return n === 0 || (n < 6 && !out().includes(FORCED)) ? '' : 'quit';
  if (kind !== 'turn') return undefined;
  const text = out();
  const choices = text.slice(text.lastIndexOf('Choices: '));
  return choices.includes('bid ich spiele') ? 'bid ich spiele' : '1';
}

const FORCED = '(the only card you may play)';

/** Each forced card shown: the turn's one choice and the line under it. */
function forcedTurns(out: string): { choice: string; answer: string }[] {
  const lines = out.split('\n');
  return lines.flatMap((line, i) => {
    const m = /^Choices: 1\) (play \S+)$/.exec(line);
    return m ? [{ choice: m[1] ?? '', answer: lines[i + 1] ?? '' }] : [];
  });
}

describe('--play-forced at an online table', { timeout: 30_000 }, () => {
  it('join plays the only card the seat may play without asking, and the deal is settled', async () => {
    const { invite } = await openTable(server.url);
    const r = await runJoin(['join', invite, '--name', 'Anna', '--play-forced'], untilForced, {
      XDG_CONFIG_HOME: tempDir(),
    });
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const forced = forcedTurns(r.out);
    expect(forced.length).toBeGreaterThan(0);
    for (const t of forced) expect(t.answer).toBe(`> ${t.choice} ${FORCED}`);
    expect(r.out).toContain('Result: ');
  });

  it('host passes it on; without it a forced card is asked as any turn', async () => {
    const withFlag = await runJoin([...hostArgs(server.url), '--play-forced'], untilForced, {
      XDG_CONFIG_HOME: tempDir(),
    });
    expect(withFlag.code).toBe(0);
    expect(withFlag.out).toContain(FORCED);
    const oneDeal = (kind: PromptKind, n: number, out: () => string) =>
      kind === 'ready' && n > 0 ? 'quit' : untilForced(kind, n, out);
    const without = await runJoin(hostArgs(server.url), oneDeal, { XDG_CONFIG_HOME: tempDir() });
    expect(without.code).toBe(0);
    expect(without.out).toContain('Result: ');
    expect(without.out).not.toContain(FORCED);
  });
});
