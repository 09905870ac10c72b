/**
 * The error and refusal codes of the protocol are exactly those docs/server.md tells clients
 * about, and each is one the server sends somewhere: a code in the protocol that no server sends
 * is a promise to clients that nothing keeps, and a code sent without documentation is a puzzle.
 * The codes are string literals at the places that send them (decoding errors come from the
 * protocol's decoder), so the sources are read.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ErrorCode, RejectCode } from '@tarock/protocol';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(fileURLToPath(new URL(path, import.meta.url)), 'utf8');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [readFileSync(path, 'utf8')] : [];
  });
}

const code = [
  ...sources(fileURLToPath(new URL('../src', import.meta.url))),
  read('../../protocol/src/decode.ts'),
].join('\n');
const doc = read('../../../docs/server.md');

/** The backticked words that `word` matches in the protocol table's row for `message`, after `from`. */
function documented(message: string, from: string, word = /`([a-z-]+)`/g): Set<string> {
  const row = doc.split('\n').find((l) => l.startsWith(`| \`${message}`));
  if (!row) throw new Error(`docs/server.md has no row for ${message}`);
  const after = row.slice(row.indexOf(from) + from.length);
  return new Set([...after.matchAll(word)].map((m) => m[1] ?? ''));
}

describe('the codes of the protocol', () => {
  it('are the documented ones', () => {
    expect(documented('error {code, message}', '|')).toEqual(new Set(ErrorCode.options));
    expect(documented('rejected {table, code, reason, seq}', '`code` is', /`([a-z-]+)` \(/g)).toEqual(
      new Set(RejectCode.options),
    );
  });

  it.each([...ErrorCode.options, ...RejectCode.options])('%s is sent by the server', (c) => {
    expect(code).toContain(`'${c}'`);
  });
});
