import { PRESETS, createWideRng } from '@tarock/engine';
import { DEFAULT_LEVEL } from '../computer/levels';
import { describe, expect, it } from 'vitest';
import type { TableConfig, TableEvent } from './events';
import { type TableModel, applyEvent, dealRecord, newModel, nextDeal } from './model';
import { tableInfo } from './views';

const config: TableConfig = {
  preset: 'haferltarock',
  options: {},
  seats: [{ kind: 'human' }, { kind: 'computer', level: 'random' }, { kind: 'human' }],
  turnSeconds: null,
  createdAt: '2024-01-01T00:00:00.000Z',
};

function apply(m: TableModel, e: TableEvent): void {
  const r = applyEvent(m, e);
  if (!r.ok) throw new Error(r.error);
}

/** The first deal's event (a fixed seed). */
function deal(m: TableModel): TableEvent {
  const action = m.game.sampleDeal(nextDeal(m, 0).state, createWideRng('seed'));
  if (action.type !== 'deal') throw new Error('no deal');
  return { k: 'deal', seed: 'seed', seedHash: 'hash', action, firstDealer: 0 };
}

const names = (m: TableModel) =>
  tableInfo(
    m,
    m.seats.map(() => ({ connected: false, bot: false })),
  ).seats.map((s) => s.name);

function table(): TableModel {
  const m = newModel('t', config, PRESETS);
  if (!m.ok) throw new Error(m.error);
  return m.value;
}

describe("a computer seat's name", () => {
  it('is sent as the seat’s name, and follows the players’ names until the first deal', () => {
    const m = table();
    expect(names(m)).toEqual([null, 'Bert', null]);
    apply(m, { k: 'join', seat: 0, name: 'Bert', tokenHash: 'a' });
    // A player took the seat's own name: the computer seat takes another.
    expect(names(m)).toEqual(['Bert', 'Evi', null]);
  });

  it('is fixed at the first deal: a player who comes later with its name does not rename it, nor does a rebuild', () => {
    const m = table();
    const log: TableEvent[] = [
      { k: 'join', seat: 0, name: 'Anna', tokenHash: 'a' },
      { k: 'join', seat: 2, name: 'Cilli', tokenHash: 'c' },
      { k: 'ready', seat: 0 },
      { k: 'ready', seat: 2 },
    ];
    for (const e of log) apply(m, e);
    const dealt = deal(m);
    apply(m, dealt);
    log.push(dealt);
    expect(names(m)).toEqual(['Anna', 'Bert', 'Cilli']);
    // Cilli gives her seat up; a player named Bert takes it.
    const later: TableEvent[] = [
      { k: 'leave', seat: 2 },
      { k: 'join', seat: 2, name: 'Bert', tokenHash: 'b' },
    ];
    for (const e of later) apply(m, e);
    expect(names(m)).toEqual(['Anna', 'Bert', 'Bert']);
    const rebuilt = table();
    for (const e of [...log, ...later]) apply(rebuilt, e);
    expect(names(rebuilt)).toEqual(names(m));
  });

  it('is the name the deal record gives the seat; a free seat the computer plays is "Computer N"', () => {
    const m = table();
    for (const e of [
      { k: 'join', seat: 0, name: 'Bert', tokenHash: 'a' },
      { k: 'ready', seat: 0 },
    ] as const)
      apply(m, e);
    apply(m, deal(m));
    const run = m.deal;
    if (!run) throw new Error('no deal running');
    expect(dealRecord(m, run).seats).toEqual([
      { name: 'Bert', player: 'human' },
      { name: 'Evi', player: 'random' },
      { name: 'Computer 3', player: DEFAULT_LEVEL },
    ]);
  });
});
