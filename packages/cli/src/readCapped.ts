/**
 * Reading a file a command takes (a game record, a deal summary), or standard input in its place
 * (`-`), with a size limit. No record or
 * summary comes near it (a record of sixteen tricks is a few kilobytes); a device that never ends
 * (`/dev/zero`, `/dev/urandom`) or a wrong file of gigabytes is refused before it fills the memory,
 * where reading it whole hung the command.
 */
import { closeSync, openSync, readSync } from 'node:fs';
import { type Result, err, ok } from '@tarock/engine';

/** The most a record or a summary may take: 16 MiB. */
export const MAX_INPUT_BYTES = 16 * 1024 * 1024;

const strict = new TextDecoder('utf-8', { fatal: true });

/**
 * Bytes read as UTF-8 text, or why not: a byte that is not UTF-8 is refused with its line, not
 * turned into U+FFFD (a name written back so lost its letter for good).
 */
export function decodeUtf8(bytes: Uint8Array): Result<string> {
  try {
    return ok(strict.decode(bytes));
  } catch {
    const loose = Buffer.from(bytes).toString('utf8');
    const at = loose.indexOf('\uFFFD');
    const line = at < 0 ? 1 : loose.slice(0, at).split('\n').length;
    return err(
      `not UTF-8 text (line ${line}): records, deal summaries and saved matches are written in UTF-8`,
    );
  }
}

const tooLarge = (limit: number): Result<string> =>
  err(`larger than ${limit.toLocaleString('en-US')} bytes: no record or summary is, so it was not read`);

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
      if (total > limit) return tooLarge(limit);
      chunks.push(Buffer.from(buf.subarray(0, n)));
    }
    return decodeUtf8(Buffer.concat(chunks, total));
  } catch (e) {
    return err(`cannot read: ${e instanceof Error ? e.message : String(e)}`);
  } finally {
    closeSync(fd);
  }
}

/**
 * The text of a stream (standard input: `process.stdin`), read whole as UTF-8, or why not: it is
 * larger than `limit` bytes, refused as soon as it passes the limit and read no further (a pipe
 * from `/dev/zero`, or one line of gigabytes, which reading by lines held whole).
 */
export async function readStreamCapped(
  stream: AsyncIterable<Uint8Array | string> | Iterable<Uint8Array | string>,
  limit = MAX_INPUT_BYTES,
): Promise<Result<string>> {
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of stream) {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : Buffer.from(chunk);
      total += bytes.length;
      if (total > limit) return tooLarge(limit);
      chunks.push(bytes);
    }
  } catch (e) {
    return err(`cannot read: ${e instanceof Error ? e.message : String(e)}`);
  }
  return decodeUtf8(Buffer.concat(chunks, total));
}
