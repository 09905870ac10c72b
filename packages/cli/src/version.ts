/**
 * The versions of the engine (the records' Engine tag) and of this command (`tarock --version`),
 * read from their package.json in the workspace.
 */
import { readFileSync } from 'node:fs';

/** The `version` of the package.json at `url`, or 'unknown'. */
function versionAt(url: URL): string {
  try {
    const pkg: unknown = JSON.parse(readFileSync(url, 'utf8'));
    const v = typeof pkg === 'object' && pkg !== null ? (pkg as { version?: unknown }).version : undefined; // a parsed package.json
    return typeof v === 'string' ? v : 'unknown';
  } catch {
    return 'unknown';
  }
}

export const engineVersion = (): string => versionAt(new URL('../../engine/package.json', import.meta.url));

/** The version of the `tarock` command (packages/cli). */
export const cliVersion = (): string => versionAt(new URL('../package.json', import.meta.url));

/** The tags every record the command line writes carries: the day it was written and the engine. */
export function stampTags(): { readonly Date: string; readonly Engine: string } {
  return { Date: new Date().toISOString().slice(0, 10), Engine: engineVersion() };
}
