#!/usr/bin/env node
// The `tarock` command: runs the TypeScript entry point through tsx (no build step).
import { register } from 'tsx/esm/api';

register();
// A closed pipe (`tarock replay x | head`) ends the command quietly.
process.stdout.on('error', (e) => {
  if (e.code === 'EPIPE') process.exit(0);
  throw e;
});
const { main } = await import('../src/main.ts');
const { nodeIo } = await import('../src/io.ts');
const io = nodeIo();
process.exitCode = await main(process.argv.slice(2), io);
io.close();
