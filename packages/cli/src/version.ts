/** The engine's version, for the records' Engine tag (read from its package.json in the workspace). */
import { readFileSync } from 'node:fs';

export function engineVersion(): string {
  try {
    const pkg: unknown = JSON.parse(
      readFileSync(new URL('../../engine/package.json', import.meta.url), 'utf8'),
    );
    const v = typeof pkg === 'object' && pkg !== null ? (pkg as { version?: unknown }).version : undefined; // a parsed package.json
    return typeof v === 'string' ? v : 'unknown';
  } catch {
    return 'unknown';
  }
}

/** The tags every record the command line writes carries: the day it was written and the engine. */
export function stampTags(): { readonly Date: string; readonly Engine: string } {
  return { Date: new Date().toISOString().slice(0, 10), Engine: engineVersion() };
}
