#!/usr/bin/env node
// The `tarock` command: runs the TypeScript entry point through tsx (no build step).
import { register } from 'tsx/esm/api';

register();
/**
 * Output that cannot be written (a full disk, a closed file) ends the command with the reason and
 * exit 1, not a stack trace; a closed pipe (`tarock replay x | head`) ends it quietly.
 */
const cannotWrite = (e) => {
  if (e?.code === 'EPIPE') process.exit(0);
  try {
    process.stderr.write(`tarock: cannot write the output: ${e.message}\n`);
  } finally {
    process.exit(1);
  }
};
const isWriteError = (e) => e instanceof Error && e.syscall === 'write' && typeof e.code === 'string';
process.stdout.on('error', cannotWrite);
const { main } = await import('../src/main.ts');
const { nodeIo } = await import('../src/io.ts');
const io = nodeIo();
try {
  process.exitCode = await main(process.argv.slice(2), io);
} catch (e) {
  // Writes to a file are synchronous: their failure is thrown out of the command.
  if (!isWriteError(e)) throw e;
  cannotWrite(e);
}
io.close();
