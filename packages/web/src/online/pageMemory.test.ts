/**
 * A browser that blocks the site's storage (every touch of localStorage throws) or whose storage is
 * full (every write throws) still keeps the online seat for the page's life: the join's token,
 * made before the join goes out, is there to send again when the answer is lost, and "Your
 * tables" lists the table.
 */
import { describe, expect, test } from 'vitest';
import { OnlineClient, socketUrl } from './client';
import { FakeSocket, reconnect, useFakeSockets } from './fakeSocket.test-helper';
import { MemoryStorage } from './memoryStorage.test-helper';
import { PageMemory } from './pageMemory';
import { keptTables, loadSeat } from './seats';

const loc = { protocol: 'https:', host: 'tarock.example.org' } as Location; // socketUrl reads these two only
const urlFor = (table: string | null) => socketUrl(loc, table);
const TABLE = 'AbCdEfGhIjKlMnOp';

useFakeSockets();

/** A site's storage the browser blocks: every call throws, as Chrome's SecurityError does. */
const blocked = new Proxy({} as Storage, {
  get() {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  },
});

/** A full storage: it reads, but every write throws. */
class FullStorage extends MemoryStorage {
  /** What it held before it filled up. */
  seed(k: string, v: string): void {
    super.setItem(k, v);
  }
  override setItem(): void {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  }
}

const joins = (ws: FakeSocket | undefined) => ws?.sent.filter((m) => m['t'] === 'join') ?? [];

describe('the online seat lasts the page where the browser keeps no storage', () => {
  for (const [what, kept] of [
    ['blocked', () => blocked],
    ['full', () => new FullStorage()],
  ] as const)
    test(`storage ${what}: a join whose answer is lost goes again with the same token; the table is listed`, async () => {
      const storage = new PageMemory(kept());
      const client = new OnlineClient(urlFor, storage, TABLE);
      const ws = FakeSocket.all.at(-1);
      ws?.open();
      client.join(1, 'Vroni');
      const token = loadSeat(storage, TABLE)?.token;
      expect(token).toBeDefined();
      expect(joins(ws).map((m) => m['token'])).toEqual([token]);
      expect(keptTables(storage).map((t) => t.table)).toEqual([TABLE]);
      // The answer is lost with the connection: the next one sends the same join again.
      const again = await reconnect(ws);
      expect(joins(again).map((m) => m['token'])).toEqual([token]);
      again?.receive({ t: 'joined', req: joins(again)[0]?.['req'], table: TABLE, seat: 1 });
      expect(client.state.held).toMatchObject({ seat: 1, token, name: 'Vroni' });
      client.close();
    });

  test('a storage that works gets every write; memory keeps only what it refused', () => {
    const kept = new MemoryStorage();
    const storage = new PageMemory(kept);
    storage.setItem('a', '1');
    expect(kept.getItem('a')).toBe('1');
    storage.removeItem('a');
    expect(kept.getItem('a')).toBeNull();
    expect(storage.getItem('a')).toBeNull();

    const full = new FullStorage();
    full.seed('b', 'old');
    const over = new PageMemory(full);
    over.setItem('b', 'new');
    over.setItem('c', '3');
    expect(over.getItem('b')).toBe('new');
    expect([over.length, over.key(0), over.key(1), over.key(2)]).toEqual([2, 'b', 'c', null]);
    over.removeItem('b');
    expect(over.getItem('b')).toBeNull();
  });

  test('blocked: reads are empty and nothing throws', () => {
    const storage = new PageMemory(blocked);
    expect([storage.length, storage.key(0), storage.getItem('x')]).toEqual([0, null, null]);
    storage.removeItem('x');
    storage.clear();
    storage.setItem('x', '1');
    expect([storage.length, storage.getItem('x')]).toEqual([1, '1']);
  });
});
