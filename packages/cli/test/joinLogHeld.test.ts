/**
 * `tarock join` keeps the match log across a lost connection and says what it holds when it
 * resumes the seat (protocol version 5, docs/decisions/0011): the server sends only the entries
 * after it, and what the terminal put together is the server's match.
 */
import { type KeptLog, type LogPiece, type TableMatch, keepLog, matchOf } from '@tarock/protocol';
import { describe, expect, it } from 'vitest';
import { Table } from '../../server/src/table/table';
import { tempDir } from './helpers';
import { openTable, relay, runJoin, until } from './online';
import { useTestServer } from './testServer.test-helper';

const server = useTestServer();

type Json = Record<string, unknown>;
const isLog = (m: Json): boolean => m['t'] === 'log';

/** The log a connection's frames put together, from `kept` on (a gap fails the test). */
function follow(kept: KeptLog | null, frames: readonly Json[]): KeptLog | null {
  let log = kept;
  for (const m of frames.filter(isLog)) {
    const next = keepLog(log, m as unknown as LogPiece);
    if (next === 'gap') throw new Error(`a gap at ${JSON.stringify(m).slice(0, 80)}`);
    log = next;
  }
  return log;
}

/** The match of the last `table` frame among `frames`. */
const lastMatch = (frames: readonly Json[]): TableMatch | null =>
  (frames.filter((m) => m['t'] === 'table').at(-1)?.['table'] as { match: TableMatch | null } | undefined)
    ?.match ?? null;

describe('tarock join: the match log held across a reconnect', { timeout: 30_000 }, () => {
  it('resumes saying the log it holds, is sent only what it lacks, and ends with the server’s match', async () => {
    const { table, invite } = await openTable(server.url);
    const cut = await relay(server.port);
    try {
      const relayed = invite.replace(server.url, cut.url);
      const r = await runJoin(
        ['join', relayed, '--name', 'Anna'],
        (kind, n, out) => {
          if (kind === 'ready') {
            // Two deals, then the network goes at the next ready; once back, quit.
            if (n < 2) return '';
            if (n === 2) {
              cut.cut();
              return undefined;
            }
            return 'quit';
          }
          if (kind !== 'turn') return undefined;
          const text = out();
          return text.slice(text.lastIndexOf('Choices: ')).includes('bid ich spiele')
            ? 'bid ich spiele'
            : '1';
        },
        { XDG_CONFIG_HOME: tempDir() },
        (type, written) => {
          void until(
            () => written.out().includes('Connected again.') && (cut.heard()[1] ?? []).some(isLog),
            'the log frame on the second connection',
            20_000,
          ).then(() => type('quit'));
        },
      );
      expect(r.err).toBe('');
      expect(r.code).toBe(0);
      expect(r.out).toContain('Connected again.');
      const [first = [], second = []] = cut.heard();
      const before = follow(null, first);
      // The ante and two deals' entries, all held when the connection went.
      expect(before?.entries).toHaveLength(3);
      // The resume said so: the answer is the log from there on (nothing new: an empty piece).
      expect(second.filter(isLog)).toEqual([{ t: 'log', table, match: 1, from: 3, entries: [] }]);
      const live = await server.registry.get(table);
      if (!(live instanceof Table) || !live.model.match) throw new Error('no live match');
      const kept = follow(before, second);
      expect(kept).toEqual({ match: 1, entries: live.model.match.log });
      expect(matchOf(lastMatch(second), kept)).toEqual(live.model.match);
    } finally {
      await cut.close();
    }
  });
});
