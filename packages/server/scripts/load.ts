/**
 * The load benchmark (never a test): starts a server process on loopback with a fresh SQLite
 * file (or uses --url, which must be a loopback address), opens many tables, seats three
 * computer players at each as ordinary protocol clients (the random player of @tarock/bots,
 * thinking --think-ms on average), lets them play for --seconds and prints actions per second
 * and the action latency (an action sent → the frame that shows it) at p50 / p99.
 *
 *   npm run load -w packages/server -- --tables 500 --seconds 60 --think-ms 1000
 *
 * With --server-bots <level> --server-bot-tables <n>, n of the tables seat one protocol client
 * and two computer players run by the server itself (on its worker threads, each move played no sooner than
 * --bot-delay-ms, default --think-ms, after its turn began), to measure what they cost the others.
 *
 *   npm run load -w packages/server -- --tables 500 --server-bots pimc:strong --server-bot-tables 50
 *
 * Bounded: it stops by itself after setup + --seconds (+ a grace period) whatever happens.
 */
import { randomBytes } from 'node:crypto';
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { randomBot } from '@tarock/bots';
import { type View, createRng } from '@tarock/engine';
import { SUBPROTOCOL } from '@tarock/protocol';
import WebSocket from 'ws';

const { values: args } = parseArgs({
  options: {
    tables: { type: 'string', default: '500' },
    seconds: { type: 'string', default: '60' },
    'think-ms': { type: 'string', default: '1000' },
    preset: { type: 'string', default: 'haferltarock' },
    database: { type: 'string' },
    url: { type: 'string' },
    'server-bots': { type: 'string', default: 'heuristic' },
    'server-bot-tables': { type: 'string', default: '0' },
    'bot-delay-ms': { type: 'string' },
    'bot-workers': { type: 'string' },
    // The clients offer permessage-deflate as browsers and `tarock` do, and the server takes it
    // ('on', as `npm start` serves), or neither ('off').
    compression: { type: 'string', default: 'on' },
  },
});
const TABLES = Number(args.tables);
const SECONDS = Number(args.seconds);
const THINK_MS = Number(args['think-ms']);
const PRESET = String(args.preset);
const SERVER_BOTS = String(args['server-bots']);
const SERVER_BOT_TABLES = Number(args['server-bot-tables']);
const BOT_DELAY_MS = Number(args['bot-delay-ms'] ?? THINK_MS);
/** Seats played by the server's computer players at a server-bot table. */
const SERVER_SEATS = [1, 2];
const SETUP_LIMIT_MS = 180_000;
const OFFER_DEFLATE = args.compression !== 'off';

interface Frame {
  readonly t: string;
  readonly seq?: number;
  readonly table?: string;
  readonly token?: string;
  readonly view?: View | null;
  readonly code?: string;
}

const rng = createRng(Date.now() % 2 ** 32);
const bot = randomBot();
const latencies: number[] = [];
let actions = 0;
let rejected = 0;
let errors = 0;
let dealsFinished = 0;
/** Moves of the server's computer players seen while measuring. */
let serverBotMoves = 0;
let measuring = false;
let stopping = false;

function isLoopback(url: string): boolean {
  const host = new URL(url).hostname;
  return host === 'localhost' || host === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      const port = typeof a === 'object' && a ? a.port : 0;
      s.close(() => resolve(port));
    });
  });
}

async function startServerProcess(): Promise<{
  url: string;
  child: ChildProcess | null;
  cleanup: () => void;
}> {
  if (args.url) {
    if (!isLoopback(args.url))
      throw new Error('--url must be a loopback address (127.0.0.0/8, localhost, [::1])');
    return { url: args.url, child: null, cleanup: () => {} };
  }
  const dir = mkdtempSync(join(tmpdir(), 'tarock-load-'));
  const port = await freePort();
  const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: args.database ?? join(dir, 'load.sqlite'),
      STATIC_DIR: dir,
      TAKEOVER_SECONDS: '3600',
      // Every table is opened, and every connection made, from loopback.
      TABLES_PER_HOUR: '1000000',
      CONNECTIONS_PER_ADDRESS: '1000000',
      MAX_CONNECTIONS: '1000000',
      BOT_DELAY_MS: String(BOT_DELAY_MS),
      // --compression off: neither side compresses (the server as with COMPRESS=0).
      COMPRESS: OFFER_DEFLATE ? '1' : '0',
      ...(args['bot-workers'] ? { BOT_WORKERS: args['bot-workers'] } : {}),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server exited (${String(code)})`)));
    child.stdout?.on('data', (d: Buffer) => {
      if (d.toString().includes('Tarock server on')) resolve();
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    cleanup: () => {
      child.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * CPU seconds a process has used (Linux /proc), or null elsewhere; with `thread`, only its main
 * thread's (the event loop's, without the worker threads).
 */
function cpuSeconds(pid: number | undefined, thread = false): number | null {
  if (pid === undefined) return null;
  try {
    const path = thread ? `/proc/${pid}/task/${pid}/stat` : `/proc/${pid}/stat`;
    const fields = readFileSync(path, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

function rssMb(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const m = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : null;
  } catch {
    return null;
  }
}

class Player {
  readonly ws: WebSocket;
  private pending: { seq: number; at: number } | null = null;
  private timer: NodeJS.Timeout | null = null;
  private readonly waiters: ((f: Frame) => boolean)[] = [];
  /** Turns of the deal already seen (to count the server's computer players' moves). */
  private seenTurns = 0;

  constructor(
    url: string,
    readonly table: string,
    readonly seat: number,
    readonly withServerBots = false,
  ) {
    this.ws = new WebSocket(`${url.replace(/^http/, 'ws')}/ws`, SUBPROTOCOL, {
      perMessageDeflate: OFFER_DEFLATE,
    });
    this.ws.on('message', (data) => this.onFrame(JSON.parse(data.toString()) as Frame)); // the server sends JSON objects
    this.ws.on('error', () => errors++);
  }

  open(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.ws.once('open', () => resolve());
      this.ws.once('error', reject);
    });
  }

  request(msg: Record<string, unknown>, answer: (f: Frame) => boolean): Promise<Frame> {
    return new Promise((resolve) => {
      this.waiters.push((f) => {
        if (!answer(f)) return false;
        resolve(f);
        return true;
      });
      this.ws.send(JSON.stringify(msg));
    });
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.ws.terminate();
  }

  private onFrame(f: Frame): void {
    const i = this.waiters.findIndex((w) => w(f));
    if (i >= 0) this.waiters.splice(i, 1);
    if (f.t === 'rejected') rejected++;
    if (f.t === 'error') errors++;
    if (f.t !== 'state' || f.seq === undefined || !f.view) return;
    if (this.pending && f.seq > this.pending.seq) {
      if (measuring) {
        latencies.push(performance.now() - this.pending.at);
        actions++;
      }
      this.pending = null;
    }
    const view = f.view;
    if (this.withServerBots) {
      if (view.history.length < this.seenTurns) this.seenTurns = 0;
      for (const t of view.history.slice(this.seenTurns))
        if (measuring && typeof t.actor === 'number' && SERVER_SEATS.includes(t.actor)) serverBotMoves++;
      this.seenTurns = view.history.length;
    }
    if (view.phase === 'finished') {
      if (this.seat === 0) dealsFinished += measuring ? 1 : 0;
      if (!stopping) this.ws.send(JSON.stringify({ t: 'ready', table: this.table }));
      return;
    }
    if (view.toAct !== this.seat || view.legal.length === 0 || stopping) return;
    const seq = f.seq;
    const think = THINK_MS > 0 ? rng.int(2 * THINK_MS + 1) : 0;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      if (stopping || this.ws.readyState !== WebSocket.OPEN) return;
      const action = bot.act(view, rng);
      this.pending = { seq, at: performance.now() };
      this.ws.send(JSON.stringify({ t: 'act', table: this.table, seat: this.seat, seq, action }));
    }, think);
  }
}

async function openTable(url: string, serverBots: boolean): Promise<Player[]> {
  const opener = new Player(url, '', -1);
  await opener.open();
  const seats = [0, 1, 2].map((seat) =>
    serverBots && SERVER_SEATS.includes(seat) ? { kind: 'computer', level: SERVER_BOTS } : { kind: 'human' },
  );
  const created = await opener.request(
    { t: 'create', preset: PRESET, seats, hostKey: randomBytes(32).toString('base64url') },
    (f) => f.t === 'created' || f.t === 'error',
  );
  opener.stop();
  if (created.t !== 'created' || !created.table) throw new Error(`create failed: ${JSON.stringify(created)}`);
  const table = created.table;
  const players = [0, 1, 2]
    .filter((seat) => seats[seat]?.kind === 'human')
    .map((seat) => new Player(url, table, seat, serverBots));
  await Promise.all(players.map((p) => p.open()));
  for (const p of players) {
    const joined = await p.request(
      { t: 'join', table, seat: p.seat, name: `Bot ${p.seat}`, token: randomBytes(32).toString('base64url') },
      (f) => f.t === 'joined' || f.t === 'error',
    );
    if (joined.t !== 'joined') throw new Error(`join failed: ${JSON.stringify(joined)}`);
  }
  return players;
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** The bytes the players' sockets have read (frames as they came over the wire, compressed or not). */
function wireBytes(players: readonly Player[]): number {
  let n = 0;
  for (const p of players)
    n += (p.ws as unknown as { _socket?: { bytesRead: number } })._socket?.bytesRead ?? 0;
  return n;
}

async function main(): Promise<void> {
  const hardStop = setTimeout(
    () => {
      console.error('load: hard time limit reached, stopping');
      process.exit(2);
    },
    SETUP_LIMIT_MS + SECONDS * 1000 + 30_000,
  );
  hardStop.unref();
  const server = await startServerProcess();
  const pid = server.child?.pid;
  const all: Player[] = [];
  try {
    const t0 = performance.now();
    const batch = 25;
    for (let i = 0; i < TABLES; i += batch) {
      const n = Math.min(batch, TABLES - i);
      const opened = await Promise.all(
        Array.from({ length: n }, (_, k) => openTable(server.url, i + k < SERVER_BOT_TABLES)),
      );
      for (const ps of opened) all.push(...ps);
      if (performance.now() - t0 > SETUP_LIMIT_MS) throw new Error('setup took too long');
    }
    const setupSeconds = (performance.now() - t0) / 1000;
    // Every table starts its first deal at once, when all are seated.
    for (const p of all) p.ws.send(JSON.stringify({ t: 'ready', table: p.table }));
    // Let the first deals get going before measuring.
    await new Promise((r) => setTimeout(r, Math.min(5000, 2 * THINK_MS + 1000)));
    await fetch(`${server.url}/healthz`); // resets the server's event-loop figures
    const cpu0 = cpuSeconds(pid);
    const loop0 = cpuSeconds(pid, true);
    const own0 = process.cpuUsage();
    const wire0 = wireBytes(all);
    const lag = monitorEventLoopDelay({ resolution: 10 });
    lag.enable();
    const start = performance.now();
    measuring = true;
    await new Promise((r) => setTimeout(r, SECONDS * 1000));
    measuring = false;
    const elapsed = (performance.now() - start) / 1000;
    const cpu1 = cpuSeconds(pid);
    const loop1 = cpuSeconds(pid, true);
    const health = (await (await fetch(`${server.url}/healthz`)).json()) as {
      eventLoopDelayMs?: { p50: number; p99: number; max: number };
      computerPlayers?: { decided: number; replaced: number; workers: number; niced: boolean };
    };
    const serverLag = health.eventLoopDelayMs;
    lag.disable();
    const own = process.cpuUsage(own0);
    const wire = wireBytes(all) - wire0;
    stopping = true;
    const sorted = latencies.slice().sort((a, b) => a - b);
    const share = (a: number | null, b: number | null) =>
      a !== null && b !== null ? `${(((b - a) / elapsed) * 100).toFixed(0)}%` : 'n/a';
    const cpu = `${share(cpu0, cpu1)} of one core (event-loop thread ${share(loop0, loop1)})`;
    const bots = health.computerPlayers;
    const rss = rssMb(pid);
    console.log(
      [
        `preset ${PRESET}, ${TABLES} tables, ${all.length} connections, think ${THINK_MS} ms (mean), setup ${setupSeconds.toFixed(1)} s`,
        ...(SERVER_BOT_TABLES > 0
          ? [
              `server-run computer players: ${SERVER_BOTS} at seats ${SERVER_SEATS.join(', ')} of ${Math.min(SERVER_BOT_TABLES, TABLES)} tables, ${BOT_DELAY_MS} ms pause; ${serverBotMoves} moves, ${(serverBotMoves / elapsed).toFixed(1)}/s; workers ${bots ? `${bots.workers}${bots.niced ? ' (niced)' : ''}, ${bots.decided} decisions in all, ${bots.replaced} replaced` : 'n/a'}`,
            ]
          : []),
        `measured ${elapsed.toFixed(1)} s: ${actions} actions, ${(actions / elapsed).toFixed(0)} actions/s, ${dealsFinished} deals finished`,
        `latency ms: p50 ${percentile(sorted, 50).toFixed(1)}  p90 ${percentile(sorted, 90).toFixed(1)}  p99 ${percentile(sorted, 99).toFixed(1)}  max ${(sorted.at(-1) ?? Number.NaN).toFixed(1)}`,
        `rejected ${rejected}, errors ${errors}; server CPU ${cpu}, RSS ${rss === null ? 'n/a' : `${rss.toFixed(0)} MB`}, event-loop delay p99 ${serverLag ? `${serverLag.p99} ms (max ${serverLag.max})` : 'n/a'}`,
        `sent to the clients: ${(wire / 1e6).toFixed(1)} MB on the wire (${(wire / Math.max(1, actions) / 1024).toFixed(1)} KB an action, to all its table's connections), permessage-deflate ${OFFER_DEFLATE ? 'offered' : 'not offered'}`,
        `load client: CPU ${(((own.user + own.system) / 1e6 / elapsed) * 100).toFixed(0)}% of one core, event-loop delay p99 ${(lag.percentile(99) / 1e6).toFixed(1)} ms; machine load average ${loadavg()
          .map((x) => x.toFixed(1))
          .join(' ')}`,
      ].join('\n'),
    );
  } finally {
    stopping = true;
    for (const p of all) p.stop();
    server.cleanup();
  }
}

main().then(
  () => process.exit(0),
  (e: unknown) => {
    console.error(e);
    process.exit(1);
  },
);
