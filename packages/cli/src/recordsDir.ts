/**
 * The folder `--records DIR` names: made when missing; refused when it is a file or already holds
 * records (`deal-…` files), so that a run never overwrites an earlier run's records or mixes its
 * own among them. Errors are values (a one-line reason), never a stack trace.
 */
import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { type Result, err } from '@tarock/engine';
import { counted } from './render';

/** The names both commands give their records (`deal-007.txt`, `deal-12-b.json`, `deal-3-base.json`). */
const RECORD = /^deal-.*\.(json|txt)$/;

const reason = (e: unknown): string => (e instanceof Error ? e.message : String(e));

/**
 * Makes `dir` and its missing parents one level at a time. Node's `mkdirSync(…, { recursive })`
 * loops forever where mkdir answers ENOENT under a folder that exists (`/proc/x` on Linux).
 */
export function makeFolders(dir: string): void {
  const missing: string[] = [];
  for (let p = resolve(dir); !existsSync(p) && dirname(p) !== p; p = dirname(p)) missing.unshift(p);
  for (const p of missing) mkdirSync(p);
}

export function openRecordsDir(dir: string): Result<void> {
  let isDir: boolean;
  try {
    isDir = statSync(dir).isDirectory();
  } catch (e) {
    if ((e as { code?: string }).code !== 'ENOENT') return err(`--records: cannot use ${dir}: ${reason(e)}`);
    try {
      makeFolders(dir);
      return { ok: true, value: undefined };
    } catch (e2) {
      return err(`--records: cannot make the folder ${dir}: ${reason(e2)}`);
    }
  }
  if (!isDir) return err(`--records: ${dir} is a file, not a folder`);
  let held: string[];
  try {
    held = readdirSync(dir).filter((f) => RECORD.test(f));
  } catch (e) {
    return err(`--records: cannot read the folder ${dir}: ${reason(e)}`);
  }
  if (held.length > 0)
    return err(
      `--records: ${dir} already holds ${counted(held.length, 'record')} (${held.sort()[0]} …); name a new or empty folder so that none is overwritten`,
    );
  return { ok: true, value: undefined };
}

/**
 * The folder of a match resumed: its own records are there already and the numbering goes on, so
 * they are not refused; the folder is made again when it was removed, refused when it is a file.
 */
export function continueRecordsDir(dir: string): Result<void> {
  try {
    if (!existsSync(dir)) makeFolders(dir);
    if (!statSync(dir).isDirectory()) return err(`the records folder ${dir} is a file, not a folder`);
    return { ok: true, value: undefined };
  } catch (e) {
    return err(`cannot use the records folder ${dir}: ${reason(e)}`);
  }
}
