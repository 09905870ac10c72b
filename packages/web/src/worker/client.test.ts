import type { CardAnalysis } from '@tarock/bots';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { TableClient } from './client';
import type { FromWorker, ToWorker } from './protocol';
import { SAVED } from './testing';

/** Stands in for the browser's Worker: keeps what the page posts, lets the test answer. */
class FakeWorker {
  static last: FakeWorker | null = null;
  sent: ToWorker[] = [];
  onmessage: ((e: { data: FromWorker }) => void) | null = null;
  onerror: ((e: { message: string }) => void) | null = null;
  constructor() {
    FakeWorker.last = this;
  }
  postMessage(m: ToWorker): void {
    this.sent.push(m);
  }
  answer(m: FromWorker): void {
    this.onmessage?.({ data: m });
  }
}

beforeEach(() => vi.stubGlobal('Worker', FakeWorker));
afterEach(() => vi.unstubAllGlobals());

const verdict: CardAnalysis = {
  turn: 20,
  trick: 3,
  seat: 1,
  card: 5,
  side: 'defender',
  aim: 'target',
  verdict: 'mistake',
  best: [6],
  cost: 0,
};

function opened(): { client: TableClient; worker: FakeWorker } {
  const client = new TableClient();
  const worker = FakeWorker.last as FakeWorker;
  client.openReplay('{}');
  return { client, worker };
}

test('Analyse asks the worker for a numbered run and is busy until its verdicts arrive', () => {
  const { client, worker } = opened();
  client.analyse();
  expect(worker.sent[worker.sent.length - 1]).toEqual({ type: 'analyse', id: 1 });
  expect(client.state.analysis).toEqual({ id: 1, progress: null, result: null });
  worker.answer({ type: 'analysisProgress', id: 1, done: 3, total: 24 });
  expect(client.state.analysis?.progress).toEqual({ id: 1, done: 3, total: 24 });
  expect(client.state.analysis?.result).toBeNull();
  worker.answer({ type: 'analysis', id: 1, cards: [verdict], maxNodes: 1000, burden: 'declarer' });
  expect(client.state.analysis?.result).toEqual({
    id: 1,
    cards: [verdict],
    maxNodes: 1000,
    burden: 'declarer',
  });
});

test('a budget is passed on; the answers of a replaced run and of a closed record are dropped', () => {
  const { client, worker } = opened();
  client.analyse(5000);
  expect(worker.sent[worker.sent.length - 1]).toEqual({ type: 'analyse', id: 1, maxNodes: 5000 });
  client.analyse();
  worker.answer({ type: 'analysis', id: 1, cards: [verdict], maxNodes: 5000, burden: 'declarer' });
  expect(client.state.analysis).toEqual({ id: 2, progress: null, result: null });
  client.openReplay('{}');
  expect(client.state.analysis).toBeNull();
  worker.answer({ type: 'analysis', id: 2, cards: [], maxNodes: 200_000, burden: 'declarer' });
  expect(client.state.analysis).toBeNull();
});

test('a record refused while the deal is played rejects with the reason, and a later one arrives', async () => {
  const client = new TableClient();
  const worker = FakeWorker.last as FakeWorker;
  const refused = client.record();
  expect(worker.sent.at(-1)).toEqual({ type: 'record' });
  worker.answer({ type: 'error', request: 'record', message: 'the deal is not over' });
  await expect(refused).rejects.toThrow('the deal is not over');
  expect(client.state.error).toBe('the deal is not over');
  const given = client.record();
  worker.answer({ type: 'record', filename: 'r.json', json: '{}' });
  await expect(given).resolves.toEqual({ filename: 'r.json', json: '{}' });
});

test('the matches kept: asked for, offered, one continued or discarded; a new match asks again', () => {
  const client = new TableClient();
  const worker = FakeWorker.last as FakeWorker;
  expect(client.state.saved).toBeUndefined();
  client.askSaved();
  expect(worker.sent.at(-1)).toEqual({ type: 'saved' });
  const other = { ...SAVED, id: 'other', used: SAVED.used - 1, game: 'illustrated-beck' };
  const saved = [SAVED, other];
  worker.answer({ type: 'saved', saved, refused: null });
  expect(client.state.saved).toEqual(saved);
  client.resume(other.id);
  expect(worker.sent.at(-1)).toEqual({ type: 'resume', id: 'other' });
  expect(client.state.saved).toBeUndefined();
  const version7 = { code: 'version', found: '7', reads: 1 } as const;
  worker.answer({ type: 'saved', saved: [SAVED], refused: [version7] });
  expect(client.state.savedRefused).toEqual([version7]);
  // The note acknowledged: nothing is discarded.
  client.discard(null);
  expect(worker.sent.at(-1)).toEqual({ type: 'discard', id: null });
  expect(client.state.savedRefused).toBeNull();
  expect(client.state.saved).toEqual([SAVED]);
  client.discard(SAVED.id);
  expect(worker.sent.at(-1)).toEqual({ type: 'discard', id: SAVED.id });
  expect(client.state.saved).toEqual([]);
  worker.answer({ type: 'saved', saved, refused: null });
  client.start({ game: 'bavarian-huber-1923', players: [], names: [], delayMs: 0 });
  expect(client.state.saved).toBeUndefined();
});

test('a Discard the worker could not carry out: the match is offered again with why, for the setup to say', () => {
  const client = new TableClient();
  const worker = FakeWorker.last as FakeWorker;
  const saved = { ...SAVED, deals: 1, totals: [3, -1, -2] };
  worker.answer({ type: 'saved', saved: [saved], refused: null });
  client.discard(saved.id);
  expect(worker.sent.at(-1)).toEqual({ type: 'discard', id: saved.id });
  expect(client.state.saved).toEqual([]);
  const failed = { ...saved, discardFailed: 'IndexedDB: the transaction was aborted' };
  worker.answer({ type: 'saved', saved: [failed], refused: null });
  expect(client.state.saved).toEqual([failed]);
  expect(client.state.savedRefused).toBeNull();
});

test('a match continued or discarded in another tab is said at the table, until a match is started or continued here', () => {
  const client = new TableClient();
  const worker = FakeWorker.last as FakeWorker;
  expect(client.state.elsewhere).toBeNull();
  worker.answer({ type: 'elsewhere', why: 'continued' });
  expect(client.state.elsewhere).toBe('continued');
  client.resume(SAVED.id);
  expect(client.state.elsewhere).toBeNull();
  worker.answer({ type: 'elsewhere', why: 'discarded' });
  expect(client.state.elsewhere).toBe('discarded');
  client.start({ game: 'bavarian-huber-1923', players: [], names: [], delayMs: 0 });
  expect(client.state.elsewhere).toBeNull();
});

test('a match the worker cannot keep is said at the table until a write succeeds again, across a new match', () => {
  const client = new TableClient();
  const worker = FakeWorker.last as FakeWorker;
  expect(client.state.unkept).toBeNull();
  worker.answer({ type: 'storage', keeps: false, reason: 'QuotaExceededError' });
  expect(client.state.unkept).toBe('QuotaExceededError');
  // A new match does not forget it: the browser still cannot keep one.
  client.start({ game: 'haferltarock', players: [{ kind: 'human' }], names: ['Anna'], delayMs: 0 });
  expect(client.state.unkept).toBe('QuotaExceededError');
  worker.answer({ type: 'storage', keeps: true, reason: null });
  expect(client.state.unkept).toBeNull();
});

test('the history: asked again, the old list is gone until the answer; a record by its match and deal, or why not', async () => {
  const client = new TableClient();
  const worker = FakeWorker.last as FakeWorker;
  client.askHistory();
  expect(worker.sent.at(-1)).toEqual({ type: 'history' });
  expect(client.state.history).toBeUndefined();
  worker.answer({ type: 'history', matches: [], reason: null });
  expect(client.state.history).toEqual({ matches: [], reason: null });
  client.askHistory();
  expect(client.state.history).toBeUndefined();
  worker.answer({ type: 'history', matches: null, reason: 'this browser has no IndexedDB' });
  expect(client.state.history).toEqual({ matches: null, reason: 'this browser has no IndexedDB' });

  const first = client.historyRecord('m', 1);
  const second = client.historyRecord('m', 2);
  expect(worker.sent.at(-1)).toEqual({ type: 'historyRecord', match: 'm', deal: 2 });
  worker.answer({ type: 'historyRecord', match: 'm', deal: 2, json: null, reason: 'deal 2 is not kept' });
  await expect(second).rejects.toThrow('deal 2 is not kept');
  worker.answer({ type: 'historyRecord', match: 'm', deal: 1, json: '{"x":1}', reason: null });
  await expect(first).resolves.toBe('{"x":1}');

  client.deleteHistory('m');
  expect(worker.sent.at(-1)).toEqual({ type: 'historyDelete', match: 'm' });
  client.deleteHistory(null);
  expect(worker.sent.at(-1)).toEqual({ type: 'historyDelete', match: null });
});
