/**
 * Measures what one connection at an online table is sent over N deals (docs/decisions/0008): a
 * Haferltarock table (a Bavarian money match without a starting bank, which never ends) of one
 * person, played at random by this script, and two random computer players, watched by a second
 * connection from before the first deal. Prints the bytes the watcher received by frame type and
 * the size of the last `table` frame. Then what a reconnect is sent (docs/decisions/0011): the
 * person's seat resumed on a new connection, its answer's frames (joined, table, state, log,
 * timer) counted, as a resume that says no log held (every resume before protocol version 5), one
 * that holds the log but the last deal's entry, and one that holds the whole log.
 * Usage: npx tsx packages/server/scripts/tableBytes.ts [--deals N]   (default 30)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startServer } from '../src/server';
import { TestClient, isState } from '../test/helpers/client';
import { autoplay, openTable, seat } from '../test/helpers/play';

const { values } = parseArgs({ options: { deals: { type: 'string' } } });
const deals = Number(values.deals ?? 30);
const dir = mkdtempSync(join(tmpdir(), 'tarock-bytes-'));
const server = await startServer({
  port: 0,
  host: '127.0.0.1',
  databaseUrl: join(dir, 'tables.sqlite'),
  botDelayMs: 0,
  tablesPerHour: 1_000_000,
  // The script's person answers as fast as the computer players do.
  rate: { perSecond: 100_000, burst: 100_000 },
  onError: (e, where) => console.error(where, e),
});
try {
  const random = { kind: 'computer', level: 'random' } as const;
  const seats = [{ kind: 'human' }, random, random];
  const { table } = await openTable(server.url, { preset: 'haferltarock', seats });
  const watcher = await TestClient.connect(server.url);
  await watcher.request({ t: 'watch', table });
  const me = await seat(server.url, table, 0, 'Solo');
  me.client.send({ t: 'ready', table });
  const last = await autoplay(
    [me],
    table,
    (s) => s.view?.phase === 'finished' && s.deal !== null && s.deal.n === deals,
  );
  await watcher.waitFor((m) => isState(m) && m.seq === last.seq);
  const byType = new Map<string, { frames: number; bytes: number }>();
  for (const text of watcher.raw) {
    const t = String((JSON.parse(text) as { t: unknown }).t);
    const sum = byType.get(t) ?? { frames: 0, bytes: 0 };
    byType.set(t, { frames: sum.frames + 1, bytes: sum.bytes + Buffer.byteLength(text) });
  }
  const total = [...byType.values()].reduce((n, s) => n + s.bytes, 0);
  const lastTable = watcher.raw.filter((r) => r.startsWith('{"t":"table"')).at(-1) ?? '';
  console.log(`${deals} deals, one watching connection: ${total} bytes`);
  for (const [t, s] of [...byType].sort((a, b) => b[1].bytes - a[1].bytes))
    console.log(
      `  ${t.padEnd(8)} ${String(s.frames).padStart(6)} frames ${String(s.bytes).padStart(10)} bytes`,
    );
  console.log(`  the last table frame: ${Buffer.byteLength(lastTable)} bytes`);
  const logLength = Number(
    (JSON.parse(lastTable) as { table: { match: { logLength: number } | null } }).table.match?.logLength ?? 0,
  );
  console.log(`a reconnect (resume of seat 0) at deal ${deals}, the match log ${logLength} entries long:`);
  for (const [what, held] of [
    ['no log said (as before version 5)', undefined],
    ['the log held but the last deal', { match: 1, length: logLength - 1 }],
    ['the whole log held', { match: 1, length: logLength }],
  ] as const) {
    const phone = await TestClient.connect(server.url);
    const from = phone.mark();
    const asked = await phone.request({
      t: 'resume',
      table,
      token: me.token,
      ...(held ? { log: held } : {}),
    });
    if (asked.t === 'error') {
      // A server before version 5 refuses the field (run against one for the figures before).
      console.log(`  ${what.padEnd(34)} refused: ${String(asked['message'])}`);
      await phone.close();
      continue;
    }
    await phone.waitFor((m) => m.t === 'timer', from);
    const answer = phone.raw.slice(from);
    const bytes = (texts: readonly string[]) => texts.reduce((n, t) => n + Buffer.byteLength(t), 0);
    const log = answer.filter((r) => r.startsWith('{"t":"log"'));
    console.log(
      `  ${what.padEnd(34)} ${String(bytes(answer)).padStart(8)} bytes in ${answer.length} frames (log frame ${bytes(log)} bytes)`,
    );
    await phone.close();
  }
  await watcher.close();
  await me.client.close();
} finally {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
}
