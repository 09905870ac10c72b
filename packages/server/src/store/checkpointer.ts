/**
 * SQLite's WAL checkpoints, off the event loop. A checkpoint copies the write-ahead log into the
 * database file and fsyncs it; run by the writing connection (SQLite's default) it would stall
 * every table of the process for as long as the disk takes (tens of milliseconds, more on a busy
 * disk). So the server's connection never checkpoints (`wal_autocheckpoint = 0`) and a worker
 * thread with its own connection does, every `everyMs`, without blocking the writer (PASSIVE).
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

// Plain JavaScript run by the worker (eval), so it needs no TypeScript loader.
const WORKER = `(async () => {
  const { parentPort, workerData } = await import('node:worker_threads');
  const { default: Database } = await import(workerData.driver);
  const db = new Database(workerData.file);
  db.pragma('busy_timeout = 5000');
  const checkpoint = (mode) => {
    try {
      db.pragma('wal_checkpoint(' + mode + ')');
    } catch (e) {
      parentPort.postMessage({ error: String(e) });
    }
  };
  const timer = setInterval(() => checkpoint('PASSIVE'), workerData.everyMs);
  parentPort.on('message', () => {
    clearInterval(timer);
    checkpoint('PASSIVE');
    db.close();
    parentPort.postMessage({ stopped: true });
  });
  parentPort.postMessage({ started: true });
})();`;

export interface Checkpointer {
  /** A last checkpoint, then the worker ends. */
  stop(): Promise<void>;
}

export function startCheckpointer(
  file: string,
  everyMs: number,
  onError: (e: unknown) => void,
): Checkpointer {
  const driver = pathToFileURL(createRequire(import.meta.url).resolve('better-sqlite3')).href;
  const worker = new Worker(WORKER, { eval: true, workerData: { driver, file, everyMs } });
  worker.unref();
  worker.on('message', (m: { error?: string }) => {
    if (m.error) onError(new Error(`checkpoint: ${m.error}`));
  });
  worker.on('error', onError);
  let stopping: Promise<void> | null = null;
  return {
    stop() {
      stopping ??= new Promise<void>((resolve) => {
        worker.once('exit', () => resolve());
        worker.on('message', (m: { stopped?: boolean }) => {
          if (m.stopped) void worker.terminate();
        });
        worker.postMessage('stop');
      });
      return stopping;
    },
  };
}
