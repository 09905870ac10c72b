/** `npm start`'s entry (src/main.ts) as a child process: its output so far and its exit code. */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const main = fileURLToPath(new URL('../../src/main.ts', import.meta.url));

export interface MainProcess {
  readonly child: ChildProcess;
  /** Standard output and error together, as written so far. */
  out(): string;
  readonly exited: Promise<number | null>;
}

export function startMain(env: NodeJS.ProcessEnv, cwd: string): MainProcess {
  const child = spawn(process.execPath, ['--import', import.meta.resolve('tsx'), main], { cwd, env });
  let text = '';
  const keep = (d: Buffer) => {
    text += d.toString();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, out: () => text, exited };
}

/** Waits until the process says it serves (at most 15 s); false if it never did. */
export async function serving(p: MainProcess): Promise<boolean> {
  for (let i = 0; i < 300 && !p.out().includes('Tarock server on'); i++)
    await new Promise((r) => setTimeout(r, 50));
  return p.out().includes('Tarock server on');
}
