/**
 * Helpers for `tarock join`'s tests (the server itself is testServer.test-helper.ts's): a table
 * opened over the protocol, a TCP relay in front of the server whose connections a test can cut (a
 * lost network), and an Io whose input answers the session's prompts from a script.
 */
import { randomBytes } from 'node:crypto';
import { type Server, type Socket, createConnection, createServer } from 'node:net';
import { SUBPROTOCOL } from '@tarock/protocol';
import WebSocket from 'ws';
import type { Io } from '../src/io';
import { main } from '../src/main';
import { PROMPTS } from '../src/online/terminal';
import { presets } from './helpers';

type Json = Record<string, unknown>;

/** A seat token as a client makes it (32 bytes of node:crypto, base64url), for a test's own join. */
export const seatToken = (): string => randomBytes(32).toString('base64url');

/**
 * `tarock host`'s command line as the tests run it: a Haferltarock table at `server`, the host
 * Hans at S0 and two computer players, unless `variant` or `seats` say otherwise.
 */
export function hostArgs(
  server: string,
  { variant = 'haferltarock', seats = 'human,random,random' }: { variant?: string; seats?: string } = {},
): string[] {
  return ['host', '--server', server, '--variant', variant, '--seats', seats, '--name', 'Hans'];
}

/** A protocol connection for the test's own moves (opening a table, taking a seat). */
export async function protocolClient(url: string) {
  const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/ws`, SUBPROTOCOL);
  const received: Json[] = [];
  const waiters: { pred: (m: Json) => boolean; resolve: (m: Json) => void }[] = [];
  ws.on('message', (d) => {
    const m = JSON.parse(d.toString()) as Json;
    received.push(m);
    for (const w of [...waiters])
      if (w.pred(m)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(m);
      }
  });
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  let req = 1;
  return {
    received,
    request(m: Json): Promise<Json> {
      const r = req++;
      const answer = new Promise<Json>((resolve) => waiters.push({ pred: (x) => x['req'] === r, resolve }));
      ws.send(JSON.stringify({ ...m, req: r }));
      return answer;
    },
    /** The first message received (so far or later) that `pred` accepts. */
    waitFor(pred: (m: Json) => boolean): Promise<Json> {
      const seen = received.find(pred);
      return seen ? Promise.resolve(seen) : new Promise((resolve) => waiters.push({ pred, resolve }));
    },
    close: () => ws.close(),
  };
}

/** Opens a table of `seats` (default: a person at S0, random computer players at the others). */
export async function openTable(
  url: string,
  seats: readonly Json[] = [
    { kind: 'human' },
    { kind: 'computer', level: 'random' },
    { kind: 'computer', level: 'random' },
  ],
  preset = 'haferltarock',
  options: Json = {},
): Promise<{ table: string; invite: string; hostKey: string }> {
  const c = await protocolClient(url);
  // The host key is the client's (protocol version 5).
  const hostKey = seatToken();
  const created = await c.request({ t: 'create', preset, options, seats, hostKey });
  c.close();
  if (created['t'] !== 'created') throw new Error(JSON.stringify(created));
  return { table: String(created['table']), invite: `${url}${String(created['invite'])}`, hostKey };
}

export interface Relay {
  readonly url: string;
  /** Breaks every connection (the listening socket stays: connecting again works). */
  cut(): void;
  /** Holds back what the server sends until `release` (a slow network). */
  hold(): void;
  /** Holds back what the server sends from its first message that `pred` accepts on (that one too). */
  holdFrom(pred: (m: Json) => boolean): void;
  release(): void;
  /** Passes on what the server sends one piece every `ms` (a slow line: its messages come apart). */
  slow(ms: number): void;
  /**
   * The network goes silent (a laptop's lid closed, a NAT's mapping gone): nothing passes either
   * way and neither end is told, not even that the other closed. New connections pass again.
   */
  silence(): void;
  /**
   * What the server sent on each connection through the relay so far (its text frames, parsed),
   * the first connection first.
   */
  heard(): Json[][];
  close(): Promise<void>;
}

/** The text of a server's WebSocket frame (unmasked: a header, the length, the payload), or null. */
function frameText(piece: Buffer): string | null {
  if (((piece[0] ?? 0) & 0x0f) !== 1) return null;
  const short = (piece[1] ?? 0) & 0x7f;
  const head = short === 126 ? 4 : short === 127 ? 10 : 2;
  return piece.subarray(head).toString('utf8');
}

/** A TCP relay to `port` on loopback. */
export async function relay(port: number): Promise<Relay> {
  const sockets = new Set<Socket>();
  let held: (() => void)[] | null = null;
  let pace = 0;
  const paced: (() => void)[] = [];
  let pacing = false;
  const later = (write: () => void) => {
    paced.push(write);
    if (pacing) return;
    pacing = true;
    const next = () => {
      const w = paced.shift();
      if (!w) {
        pacing = false;
        return;
      }
      w();
      setTimeout(next, pace);
    };
    setTimeout(next, pace);
  };
  /** The connections of a silent network: they pass nothing any more. */
  const silent = new WeakSet<Socket>();
  const heard: Json[][] = [];
  let holdAt: ((m: Json) => boolean) | null = null;
  const server: Server = createServer((a) => {
    const b = createConnection(port, '127.0.0.1');
    const texts: Json[] = [];
    heard.push(texts);
    for (const s of [a, b]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => {});
    }
    a.on('data', (chunk: Buffer) => {
      if (!silent.has(a)) b.write(chunk);
    });
    a.on('end', () => {
      if (!silent.has(a)) b.end();
    });
    // What the server sends, cut into the HTTP upgrade answer and then its WebSocket frames (a
    // server's frames are unmasked: a header, the length, the payload), so a slow line passes
    // them on one by one.
    let pending = Buffer.alloc(0);
    let upgraded = false;
    const pieces = (): Buffer[] => {
      const out: Buffer[] = [];
      for (;;) {
        if (!upgraded) {
          const end = pending.indexOf('\r\n\r\n');
          if (end < 0) return out;
          out.push(pending.subarray(0, end + 4));
          pending = pending.subarray(end + 4);
          upgraded = true;
          continue;
        }
        if (pending.length < 2) return out;
        const short = (pending[1] ?? 0) & 0x7f;
        const head = short === 126 ? 4 : short === 127 ? 10 : 2;
        if (pending.length < head) return out;
        const size =
          short === 126
            ? pending.readUInt16BE(2)
            : short === 127
              ? Number(pending.readBigUInt64BE(2))
              : short;
        if (pending.length < head + size) return out;
        out.push(pending.subarray(0, head + size));
        pending = pending.subarray(head + size);
      }
    };
    b.on('data', (chunk: Buffer) => {
      if (silent.has(a)) return;
      pending = Buffer.concat([pending, chunk]);
      for (const piece of pieces()) {
        const text = upgraded ? frameText(piece) : null;
        const m = text === null ? null : (JSON.parse(text) as Json);
        if (m !== null) texts.push(m);
        if (m !== null && holdAt?.(m)) {
          holdAt = null;
          held = held ?? [];
        }
        if (held) held.push(() => a.write(piece));
        else if (pace > 0) later(() => a.write(piece));
        else a.write(piece);
      }
    });
    b.on('end', () => {
      if (!silent.has(a)) a.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    cut() {
      for (const s of sockets) s.destroy();
    },
    hold() {
      held = [];
    },
    holdFrom(pred) {
      holdAt = pred;
    },
    slow(ms: number) {
      pace = ms;
    },
    silence() {
      for (const s of sockets) silent.add(s);
    },
    heard: () => heard,
    release() {
      const queued = held ?? [];
      held = null;
      for (const write of queued) write();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Resolves once `cond` holds (checked every few ms: no fixed sleep), or fails after `ms` naming `what`. */
export async function until(cond: () => boolean, what: string, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

export type PromptKind = keyof typeof PROMPTS;

/** Which prompt a written text ends with (the longest that fits: `ready> ` before `> `). */
function promptOf(text: string): PromptKind | null {
  const kinds = (Object.keys(PROMPTS) as PromptKind[]).sort((a, b) => PROMPTS[b].length - PROMPTS[a].length);
  return kinds.find((k) => text.endsWith(PROMPTS[k])) ?? null;
}

/**
 * An Io whose input answers prompts: at each prompt the script is asked (with the prompt's kind,
 * how many of that kind came before, and the output so far) and the line it gives is typed;
 * undefined types nothing (yet), null ends the input (Ctrl-D). `type` types a line at any time.
 * A prompt written again under an aside (a chat line, someone coming or going) is asked again.
 */
export function scriptedIo(
  script: (kind: PromptKind, n: number, out: () => string) => string | null | undefined,
  env: Readonly<Record<string, string | undefined>>,
) {
  const out: string[] = [];
  const err: string[] = [];
  const lines: (string | null)[] = [];
  const counts: Record<string, number> = {};
  let waiting: ((l: string | null) => void) | null = null;
  const type = (line: string | null) => {
    if (waiting) {
      const w = waiting;
      waiting = null;
      w(line);
    } else lines.push(line);
  };
  const io: Io = {
    write(t) {
      out.push(t);
      const kind = promptOf(t);
      if (!kind) return;
      const n = counts[kind] ?? 0;
      counts[kind] = n + 1;
      const line = script(kind, n, () => out.join(''));
      // Typed after this write returns, as a person would.
      if (line !== undefined) setImmediate(() => type(line));
    },
    error: (t) => err.push(t),
    readLine: () =>
      lines.length > 0
        ? Promise.resolve(lines.shift() ?? null)
        : new Promise<string | null>((resolve) => {
            waiting = resolve;
          }),
    // `join` reads its input by lines only.
    readAll: () => Promise.resolve({ ok: false, error: 'the scripted terminal is read by lines only' }),
    isTTY: false,
    columns: undefined,
    echoInput: false,
    presets,
    env,
    close: () => {},
  };
  return { io, type, stdout: () => out.join(''), stderr: () => err.join('') };
}

/** Runs `tarock ARGS` with the scripted input; resolves with the exit code and what was written. */
export async function runJoin(
  args: readonly string[],
  script: Parameters<typeof scriptedIo>[0],
  env: Readonly<Record<string, string | undefined>>,
  typist?: (type: (line: string) => void, written: { out: () => string; err: () => string }) => void,
) {
  const s = scriptedIo(script, env);
  typist?.(s.type, { out: s.stdout, err: s.stderr });
  const code = await main(args, s.io);
  return { code, out: s.stdout(), err: s.stderr() };
}
