import { createRng, formatRecordJson, loadGame, recordOf } from '@tarock/engine';
import { playRandomDeal } from '@tarock/engine/testing';
import { expect, test } from 'vitest';
import { historyStore, memoryHistory } from './history';
import { createHost } from './host';
import type { FromWorker } from './protocol';
import { memoryStore } from './store';

/** A finished Haferltarock deal's record, played out (not passed) with random actions. */
function finishedRecord() {
  const g = loadGame('haferltarock');
  if (!g.ok) throw new Error(g.error);
  for (let seed = 1; ; seed++) {
    const states = playRandomDeal(g.value, createRng(seed));
    const final = states.at(-1);
    if (final?.settlement && final.settlement.outcome !== 'passed' && final.settlement.lines.length > 1)
      return recordOf(g.value, final);
  }
}

async function replayFrame(text: string) {
  const posted: FromWorker[] = [];
  const host = createHost({
    post: (m) => posted.push(m),
    store: memoryStore(),
    history: historyStore(memoryHistory().backend),
    sleep: async () => {},
  });
  host.receive({ type: 'replay', text });
  await host.idle();
  const frame = posted.filter((m) => m.type === 'replay').at(-1);
  if (!frame) throw new Error(`no replay frame: ${JSON.stringify(posted.filter((m) => m.type === 'error'))}`);
  return frame;
}

test('the replay carries the lines an earlier engine worded otherwise, as the record has them', async () => {
  const record = finishedRecord();
  const lines = record.result?.lines ?? [];
  const older = {
    ...record,
    result: record.result && {
      ...record.result,
      lines: lines.map((l, i) => (i === 1 ? { ...l, text: 'worded by an older engine' } : l)),
    },
  };
  const frame = await replayFrame(formatRecordJson(older));
  expect(frame.reworded).toEqual([
    { line: 1, recorded: 'worded by an older engine', replayed: lines[1]?.text },
  ]);
  // A record of this engine: none.
  expect((await replayFrame(formatRecordJson(record))).reworded).toEqual([]);
});
