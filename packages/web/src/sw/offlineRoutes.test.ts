import { describe, expect, it } from 'vitest';
import { offlineRoute, pageFirst, parseOfflineFiles } from './offlineRoutes';

const ORIGIN = 'https://tarock.example';
const get = (path: string, mode = 'cors') => ({ method: 'GET', url: `${ORIGIN}${path}`, mode });

describe('what the service worker does with a request', () => {
  it.each([
    ['the app opened', get('/', 'navigate'), 'page'],
    ['an invite link opened', get('/table/k3x9', 'navigate'), 'page'],
    ['a page with a query (a seeded deal)', get('/?seed=7', 'navigate'), 'page'],
    ['an asset of the build', get('/assets/index-Ab12Cd34.js'), 'kept'],
    ['the manifest', get('/manifest.webmanifest'), 'kept'],
    ["the tables' API", get('/api/tables/k3x9/deals'), 'network'],
    ['the API opened as a page', get('/api/tables/k3x9/deals', 'navigate'), 'network'],
    ['the health check', get('/healthz'), 'network'],
    ['the health check opened as a page', get('/healthz', 'navigate'), 'network'],
    ["the online tables' socket", get('/ws?table=k3x9'), 'network'],
    ['a page whose path only begins like the socket', get('/wsx', 'navigate'), 'page'],
    ['a POST', { method: 'POST', url: `${ORIGIN}/`, mode: 'cors' }, 'network'],
    ['another site', { method: 'GET', url: 'https://other.example/', mode: 'navigate' }, 'network'],
    ['a URL that does not parse', { method: 'GET', url: 'not a url', mode: 'navigate' }, 'network'],
  ] as const)('%s', (_what, req, route) => {
    expect(offlineRoute(req, ORIGIN)).toBe(route);
  });
});

describe("the build's list of files", () => {
  it('is read when it is of the same build', () => {
    expect(parseOfflineFiles({ version: 'v1', files: ['/', '/sw-x.js'] }, 'v1')).toEqual({
      version: 'v1',
      files: ['/', '/sw-x.js'],
    });
  });
  it.each([
    [
      'another build (the server updated while the worker installed)',
      { version: 'v2', files: ['/'] },
      'build v2',
    ],
    ['no object', null, 'not an object'],
    ['paths not from the root', { version: 'v1', files: ['assets/a.js'] }, 'not a list of paths'],
    ['no list', { version: 'v1' }, 'not a list of paths'],
  ])('is refused with the reason for %s', (_what, json, reason) => {
    expect(parseOfflineFiles(json, 'v1')).toContain(reason);
  });
});

describe('a page load', () => {
  /** A timer the test fires by hand. */
  function clock() {
    let fire = () => {};
    return { after: () => new Promise<void>((r) => (fire = r)), fire: () => fire() };
  }
  /** A network answer the test gives (or fails) by hand. */
  function network() {
    let answer: (r: string) => void = () => {};
    let fail: (e: Error) => void = () => {};
    const p = new Promise<string>((res, rej) => {
      answer = res;
      fail = rej;
    });
    return { get: () => p, answer, fail };
  }
  const kept = async () => 'kept page';
  const none = async () => undefined;

  it("comes from the network when it answers in time (a new build's page at once)", async () => {
    const net = network();
    const c = clock();
    const shown = pageFirst(net.get, kept, 4000, c.after);
    net.answer('new page');
    expect(await shown).toBe('new page');
  });

  it('is the kept page when the network fails (no network)', async () => {
    const net = network();
    const shown = pageFirst(net.get, kept, 4000, clock().after);
    net.fail(new Error('offline'));
    expect(await shown).toBe('kept page');
  });

  it('is the kept page when the network is slow (a train)', async () => {
    const net = network();
    const c = clock();
    const shown = pageFirst(net.get, kept, 4000, c.after);
    await Promise.resolve();
    c.fire();
    expect(await shown).toBe('kept page');
    net.fail(new Error('gave up later')); // handled: nothing is left unanswered
  });

  it('waits for a slow network, and fails as it fails, when no page is kept', async () => {
    const slow = network();
    const c = clock();
    const shown = pageFirst(slow.get, none, 4000, c.after);
    await Promise.resolve();
    c.fire();
    slow.answer('late page');
    expect(await shown).toBe('late page');
    const failing = network();
    const refused = pageFirst(failing.get, none, 4000, clock().after);
    failing.fail(new Error('offline'));
    await expect(refused).rejects.toThrow('offline');
  });
});
