/** Runs the server as a child process that a test can SIGKILL and start again. */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const entry = fileURLToPath(new URL('./childServer.ts', import.meta.url));

export interface ChildServer {
  readonly url: string;
  readonly port: number;
  readonly child: ChildProcess;
  /** SIGKILL: no shutdown code runs. Resolves once the process is gone. */
  kill(): Promise<void>;
}

export function spawnServer(databaseUrl: string, port = 0): Promise<ChildServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => {
    stderr += d.toString();
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`the server did not start: ${stderr}`)), 30_000);
    child.once('exit', (code) => reject(new Error(`the server exited (${String(code)}): ${stderr}`)));
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      const line = /\{"port":(\d+)\}/.exec(out);
      if (!line) return;
      clearTimeout(timer);
      const p = Number(line[1]);
      resolve({
        url: `http://127.0.0.1:${p}`,
        port: p,
        child,
        kill: () =>
          new Promise((done) => {
            if (child.exitCode !== null || child.signalCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGKILL');
          }),
      });
    });
  });
}
