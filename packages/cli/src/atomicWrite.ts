/**
 * A file written whole or not at all: the text goes to a temporary file beside it, which is then
 * renamed over it, so a crash or a full disk never leaves half a file (the saved match, the seats
 * file). On failure the temporary file is removed and the reason returned.
 */
import { chmodSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { type Result, err, ok } from '@tarock/engine';

const reason = (e: unknown): string => (e instanceof Error ? e.message : String(e));

/**
 * Writes `text` to `file` atomically, after `prepare` (making its folder); `mode` (such as 0o600)
 * is set on the temporary file before the rename, whatever the umask or a temporary file left by
 * an older run had.
 */
export function writeAtomically(
  file: string,
  text: string,
  prepare: () => void,
  mode?: number,
): Result<void> {
  const temp = `${file}.${process.pid}.tmp`;
  try {
    prepare();
    writeFileSync(temp, text, mode === undefined ? {} : { mode });
    if (mode !== undefined) chmodSync(temp, mode);
    renameSync(temp, file);
    return ok(undefined);
  } catch (e) {
    try {
      rmSync(temp, { force: true });
    } catch {
      // The reason to give is the write's; a temporary file left behind is harmless.
    }
    return err(reason(e));
  }
}
