import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'packages/*/test/**/*.test.ts'],
    testTimeout: 120_000,
    pool: 'threads',
    // Two test files at a time even on two cores (vitest's default there is one): the browser and
    // server tests mostly wait on Chromium, the app's worker and the servers, so the vitest part
    // of a clean CI run went from 950 s to 665 s (2026-12-04, the thirty-first session).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // expect.poll waits for what a page or a process will show; 1 s (the default) is short on a
    // loaded 2-core CI machine (a session's run failed once on such a wait).
    expect: { poll: { timeout: 15_000 } },
  },
});
