import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROTOCOL_VERSION, TableAnswer } from '@tarock/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Table } from '../src/table/table';
import { autoplay, humans, openTable, seat } from './helpers/play';
import { type TestServer, startedAgain, testServer } from './helpers/server';

let server: TestServer;
let web: string;
beforeAll(async () => {
  web = mkdtempSync(join(tmpdir(), 'tarock-web-'));
  mkdirSync(join(web, 'assets'));
  writeFileSync(join(web, 'index.html'), '<!doctype html><title>Tarock</title>');
  writeFileSync(join(web, 'assets', 'index-AbCdEf12.js'), 'console.log(1)');
  writeFileSync(join(web, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  writeFileSync(join(web, 'offline.json'), '{"version":"v","files":["/"]}');
  writeFileSync(join(web, 'manifest.webmanifest'), '{"name":"Tarock"}');
  server = await testServer({ staticDir: web });
});
afterAll(async () => {
  await server.stop();
  rmSync(web, { recursive: true, force: true });
});

/** A raw GET, so that paths like `/../x` reach the server unnormalised. */
function rawGet(path: string, method = 'GET'): Promise<{ status: number; body: string; type: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${server.url}${path}`, { method, path }, (res) => {
      let body = '';
      res.on('data', (d: Buffer) => {
        body += d.toString();
      });
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body, type: String(res.headers['content-type']) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('HTTP: the web app and the API', () => {
  it('serves the app, its assets, and the app for every route (invite links)', async () => {
    const index = await rawGet('/');
    expect(index).toMatchObject({ status: 200, type: 'text/html; charset=utf-8' });
    expect(index.body).toContain('<title>Tarock</title>');
    const asset = await fetch(`${server.url}/assets/index-AbCdEf12.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await rawGet('/table/AbCdEfGhIjKlMnOp')).body).toContain('<title>Tarock</title>');
    expect((await rawGet('/assets/missing.js')).status).toBe(404);
  });

  it('every answer says the page may run only its own scripts and speak only to its own server', async () => {
    for (const path of ['/', '/assets/index-AbCdEf12.js', '/assets/missing.js', '/api/tables/nothing']) {
      const res = await fetch(`${server.url}${path}`);
      const policy = res.headers.get('content-security-policy') ?? '';
      for (const directive of [
        "script-src 'self'",
        "connect-src 'self'",
        "frame-ancestors 'none'",
        "object-src 'none'",
      ])
        expect(policy, path).toContain(directive);
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
  });

  it("serves the offline app's files (web/src/sw/) with their types, asked again each time", async () => {
    // A cached /sw.js or /offline.json would hold a browser at an old build.
    for (const [path, type] of [
      ['/sw.js', 'text/javascript; charset=utf-8'],
      ['/offline.json', 'application/json; charset=utf-8'],
      ['/manifest.webmanifest', 'application/manifest+json'],
    ]) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(type);
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('never serves a file outside the app folder', async () => {
    for (const path of [
      '/../package.json',
      '/%2e%2e/package.json',
      '/assets/..%2f..%2fpackage.json',
      '/%00',
    ]) {
      const r = await rawGet(path);
      expect(r.body).not.toContain('"name"');
      expect([200, 400, 404]).toContain(r.status);
    }
  });

  it('answers only GET and HEAD', async () => {
    expect((await rawGet('/', 'POST')).status).toBe(405);
    expect((await rawGet('/', 'HEAD')).status).toBe(200);
  });

  it('health, table information and history', async () => {
    // `protocol`: a web page left open across an upgrade asks it to tell that it must reload.
    expect(await (await fetch(`${server.url}/healthz`)).json()).toMatchObject({
      ok: true,
      protocol: PROTOCOL_VERSION,
    });
    const { table } = await openTable(server.url, {
      preset: 'haferltarock',
      options: { ante: 20 },
      seats: humans(3),
    });
    const info = (await (await fetch(`${server.url}/api/tables/${table}`)).json()) as Record<string, unknown>;
    expect(info).toMatchObject({
      id: table,
      game: 'haferltarock(ante=20)',
      status: 'waiting',
      options: [{ key: 'ante', value: 20, default: 50 }],
    });
    expect(JSON.stringify(info)).not.toMatch(/token/i);
    expect(await (await fetch(`${server.url}/api/tables/${table}/history`)).json()).toEqual({
      table,
      deals: [],
      next: null,
    });
    expect((await fetch(`${server.url}/api/tables/AAAAAAAAAAAAAAAA`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/tables/bad`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/nothing`)).status).toBe(404);
  });

  it("a table's match carries its log: from memory, and from the log where another process holds the table", async () => {
    const random = { kind: 'computer', level: 'random' } as const;
    const { table } = await openTable(server.url, {
      preset: 'haferltarock',
      seats: [{ kind: 'human' }, random, random],
    });
    const me = await seat(server.url, table, 0, 'Solo');
    me.client.send({ t: 'ready', table });
    await autoplay([me], table, (s) => s.view?.phase === 'finished' && s.deal?.n === 2);
    const live = await server.registry.get(table);
    if (!(live instanceof Table) || !live.model.match) throw new Error('no live table with a match');
    const log = live.model.match.log;
    expect(log.length).toBeGreaterThan(1);
    const answer = async (url: string) =>
      (await (await fetch(`${url}/api/tables/${table}`)).json()) as Record<string, unknown>;
    const held = await answer(server.url);
    expect(held['match']).toMatchObject({ n: 1, logLength: log.length, log });
    expect(TableAnswer.safeParse(held).success).toBe(true);
    // A second process on the same database (PostgreSQL's case, stood in for on this SQLite file)
    // reads the table from its log without claiming it.
    const other = await startedAgain(server, { resumeTables: false, soleServer: false });
    try {
      expect((await answer(other.url))['match']).toEqual(held['match']);
      expect(other.registry.has(table)).toBe(false);
    } finally {
      await other.close();
    }
    await me.client.close();
  }, 60_000);
});
