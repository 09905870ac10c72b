import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'packages/*/test/**/*.test.ts'],
    testTimeout: 120_000,
    pool: 'threads',
    // expect.poll waits for what a page or a process will show; 1 s (the default) is short on a
    // loaded 2-core CI machine (a session's run failed once on such a wait).
    expect: { poll: { timeout: 15_000 } },
  },
});
