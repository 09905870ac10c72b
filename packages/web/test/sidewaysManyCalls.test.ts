/**
 * The most calls an Illustrated turn offers, with their longest words (`manyCallTurns.ts`), on a
 * phone held sideways, narrow (667×375, 740×360) and wide (844×390, 915×412), at the table against
 * the computer players. There the calls stand in the column beside the felt, under the status bar:
 * the calls and the status bar both in view, the calls' box clear of the status bar (the contract,
 * its target and who is to act), of the felt and of the hand's cards, every call uncovered
 * (`callsAndStatus`). Each turn is built with the engine and continued from the setup, so every run
 * looks at the same turn: the sweep of `sidewaysCalls.test.ts` met such a turn only now and then (a
 * narrow phone's answer of five or six long contras took 106–109 px where the calls have 100; on a
 * wide one, where the calls might lie over the status bar, a Beck defender's ten answers ran off the
 * screen's top, the contra on the game at -135–-105 px).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CLOSE_TIMEOUT_MS, type Harness, openHarness } from './browser';
import { callsAndStatus } from './callsInView';
import { handAtRest } from './drive';
import { TURNS, pageAt } from './manyCallTurns';

const SIDEWAYS = [
  { width: 667, height: 375 },
  { width: 740, height: 360 },
  { width: 844, height: 390 },
  { width: 915, height: 412 },
] as const;

/** What the calls leave clear beside the status bar: the felt and the hand's cards. */
const CLEAR = ['.table-screen > .table', '.hand-card'] as const;

let h: Harness;

beforeAll(async () => {
  h = await openHarness({}, { phone: true });
}, 120_000);

afterAll(async () => {
  await h?.close();
}, CLOSE_TIMEOUT_MS);

describe('a phone held sideways: the most calls of a turn beside the status bar, each in view', () => {
  for (const t of TURNS)
    test(`${t.what} (${t.lang}): ${t.calls} calls`, async () => {
      const page = await pageAt(h, t);
      for (const size of SIDEWAYS) {
        await page.setViewportSize(size);
        await handAtRest(page);
        expect(await callsAndStatus(page, CLEAR), `${size.width}×${size.height}`).toEqual([]);
      }
      expect(h.errors).toEqual([]);
      await page.close();
    }, 60_000);
});
