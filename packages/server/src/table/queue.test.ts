import { describe, expect, it } from 'vitest';
import { Audience, type Conn } from './audience';
import type { TableLog } from './log';
import { TableQueue } from './queue';

describe('a table queue', () => {
  const frames: string[] = [];
  const conn: Conn = { id: 1, send: (t) => frames.push(t), drop: () => {} };
  // The log is only asked to catch up before a command that runs.
  const log = { catchUpIfUnsure: async () => {} } as unknown as TableLog;

  it('once the table is held elsewhere, refuses a command still queued (it does not run)', async () => {
    const queue = new TableQueue(
      't1',
      log,
      new Audience('t1'),
      () => 0,
      () => {},
    );
    let ran = 0;
    let started = () => {};
    const running = new Promise<void>((r) => (started = r));
    let release = () => {};
    // A command in progress when the table is let go, and one queued behind it.
    const first = queue.command(conn, 1, () => {
      started();
      return new Promise<void>((r) => (release = r)).then(() => void ran++);
    });
    const second = queue.command(conn, 2, async () => void ran++);
    await running;
    queue.refuse('this table is now served by another server process: connect again');
    release();
    await first;
    await second;
    expect(ran).toBe(1);
    expect(frames.map((f) => JSON.parse(f))).toEqual([
      {
        t: 'error',
        req: 2,
        code: 'busy',
        message: 'this table is now served by another server process: connect again',
      },
    ]);
  });
});
