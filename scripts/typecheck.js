// Type-checks every workspace package with its own tsconfig (the engine without DOM or Node types).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const projects = readdirSync(join(root, 'packages'))
  .map((p) => join('packages', p, 'tsconfig.json'))
  .filter((p) => existsSync(join(root, p)));
let failed = false;
for (const project of projects) {
  try {
    execFileSync(join(root, 'node_modules/.bin/tsc'), ['-p', project], { cwd: root, stdio: 'inherit' });
    console.log(`typecheck ok: ${project}`);
  } catch {
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
