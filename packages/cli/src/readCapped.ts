/**
 * Reading a file a command takes (a game record, a deal summary) with a size limit. No record or
 * summary comes near it (a record of sixteen tricks is a few kilobytes); a device that never ends
 * (`/dev/zero`, `/dev/urandom`) or a wrong file of gigabytes is refused before it fills the memory,
 * where reading it whole hung the command.
 */
import { closeSync, openSync, readSync } from 'node:fs';
import { type Result, err, ok } from '@tarock/engine';

/** The most a record or a summary may take: 16 MiB. */
export const MAX_INPUT_BYTES = 16 * 1024 * 1024;

/** The text of `path` (UTF-8), or why not: it cannot be read, or it is larger than `limit` bytes. */
export function readCapped(path: string, limit = MAX_INPUT_BYTES): Result<string> {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch (e) {
    return err(`cannot read: ${e instanceof Error ? e.message : String(e)}`);
  }
  try {
    // One byte more than the limit tells a file at the limit from a larger one.
    const buf = Buffer.alloc(Math.min(limit + 1, 1 << 16));
    const chunks: Buffer[] = [];
    let total = 0;
    for (;;) {
      const n = readSync(fd, buf, 0, buf.length, null);
      if (n === 0) break;
      total += n;
      if (total > limit)
        return err(
          `larger than ${limit.toLocaleString('en-US')} bytes: no record or summary is, so it was not read`,
        );
      chunks.push(Buffer.from(buf.subarray(0, n)));
    }
    return ok(Buffer.concat(chunks, total).toString('utf8'));
  } catch (e) {
    return err(`cannot read: ${e instanceof Error ? e.message : String(e)}`);
  } finally {
    closeSync(fd);
  }
}
