/**
 * Damaged input gets an error value, never an exception: records of every preset (JSON and text)
 * and score-keepers' summaries, changed at random — a value swapped for another of any type, a
 * field or an element dropped or repeated, a line dropped, repeated, cut or swapped — are read and,
 * where they still read, replayed or settled. Seeded, so a failure names an input that repeats.
 */
import { describe, expect, test } from 'vitest';
import { createRng, type Rng } from '../core/rng';
import { PRESETS } from '../presets/index';
import { optionGames, suiteGames } from '../testing/games';
import { playRandomDeal } from '../testing/random';
import { formatRecordJson, parseRecordJson } from './json';
import { recordOf } from './record';
import { replay } from './replay';
import { scoreSummary } from './summary';
import { formatRecordText, parseRecordText } from './text';

const ODD: readonly unknown[] = [
  null,
  -1,
  1e9,
  0.5,
  '',
  'x',
  [],
  {},
  true,
  'XXI',
  [1, 2],
  { a: 1 },
  '999',
  2 ** 53,
  0,
  1,
  3,
];

const pick = <T>(rng: Rng, xs: readonly T[]): T => xs[rng.int(xs.length)] as T;

/** One random change deep inside a JSON value. */
function damageValue(rng: Rng, v: unknown): unknown {
  if (Array.isArray(v)) {
    if (v.length === 0 || rng.int(5) === 0) return pick(rng, ODD);
    const out = v.slice();
    const i = rng.int(out.length);
    const op = rng.int(4);
    if (op === 0) out.splice(i, 1);
    else if (op === 1) out.push(out[i]);
    else out[i] = damageValue(rng, out[i]);
    return out;
  }
  if (typeof v === 'object' && v !== null) {
    const keys = Object.keys(v);
    if (keys.length === 0 || rng.int(6) === 0) return pick(rng, ODD);
    const out: Record<string, unknown> = { ...(v as Record<string, unknown>) };
    const k = pick(rng, keys);
    if (rng.int(6) === 0) delete out[k];
    else out[k] = damageValue(rng, out[k]);
    return out;
  }
  return pick(rng, ODD);
}

/** One random change to a line of a text. */
function damageText(rng: Rng, text: string): string {
  const lines = text.split('\n');
  const i = rng.int(lines.length);
  const line = lines[i] ?? '';
  switch (rng.int(5)) {
    case 0:
      lines.splice(i, 1);
      break;
    case 1:
      lines.splice(i, 0, line);
      break;
    case 2: {
      const words = line.split(' ');
      words[rng.int(words.length)] = String(pick(rng, ODD));
      lines[i] = words.join(' ');
      break;
    }
    case 3: {
      const at = rng.int(line.length + 1);
      lines[i] = line.slice(0, at) + line.slice(at + 1 + rng.int(5));
      break;
    }
    default: {
      const j = rng.int(lines.length);
      lines[i] = lines[j] ?? '';
      lines[j] = line;
    }
  }
  return lines.join('\n');
}

/** The exception `run` throws, with the input that made it, or null. */
function thrown(run: () => unknown, input: string): string | null {
  try {
    run();
    return null;
  } catch (e) {
    return `${String(e)}\nfrom: ${input.slice(0, 2000)}`;
  }
}

describe('damaged records get an error value, never an exception', () => {
  for (const game of [...suiteGames(PRESETS), ...optionGames(PRESETS)]) {
    test(game.name, () => {
      const rng = createRng(`damaged/${game.name}`);
      for (let deal = 0; deal < 2; deal++) {
        const states = playRandomDeal(game, rng, { dealer: deal % game.seats });
        const last = states[states.length - 1];
        if (!last) throw new Error('a deal has states');
        const record = recordOf(game, last, {});
        const json = JSON.parse(formatRecordJson(record)) as unknown;
        const text = formatRecordText(record);
        for (let k = 0; k < 15; k++) {
          let v = json;
          let t = text;
          for (let n = 1 + rng.int(3); n > 0; n--) {
            v = damageValue(rng, v);
            t = damageText(rng, t);
          }
          const asJson = JSON.stringify(v) ?? 'undefined';
          expect(
            thrown(() => {
              const r = parseRecordJson(asJson);
              if (r.ok) replay(r.value);
            }, asJson),
          ).toBeNull();
          expect(
            thrown(() => {
              const r = parseRecordText(t);
              if (r.ok) replay(r.value);
            }, t),
          ).toBeNull();
        }
      }
    });
  }
});

const SUMMARIES: readonly Record<string, unknown>[] = [
  {
    variant: 'illustrated-mayr-sedlaczek-2016',
    contract: 'zweiblatt',
    declarer: 0,
    declarerPoints: 39,
    announcements: [{ seat: 0, bonus: 'forty', stage: 'pre' }],
    contras: [{ target: 'game', level: 1 }],
    honours: [{ seat: 1, honour: 'royalTrull' }],
    birds: [{ bird: 'pagat', seat: 0, won: false, capturedBy: 1 }],
  },
  {
    variant: 'illustrated-beck',
    options: { allPass: 'trischaken' },
    contract: 'trischaken',
    cardPoints: [20, 30, 10],
    tricks: [5, 6, 5],
  },
  { variant: 'illustrated-loew-1954', contract: 'dreiblatt', declarer: 2, takeLevel: 1, declarerPoints: 40 },
  {
    variant: 'haferltarock',
    options: { kontra: true },
    dealer: 0,
    contract: 'hand',
    declarer: 1,
    trump: 'S',
    target: 66,
    points: { declarer: 70, defenders: 50 },
    tricks: { declarer: 7, defenders: 4 },
    kontra: 2,
    pot: 150,
  },
  {
    variant: 'bavarian-huber-1923',
    options: { pot: 'kasseAndSchreckensteiner' },
    dealer: 0,
    contract: 'solo',
    declarer: 1,
    trump: 'E',
    points: { declarer: 70, defenders: 50 },
    tricks: { declarer: 7, defenders: 4 },
    pot: 100,
    sidePot: 50,
  },
  {
    variant: 'bavarian-no-point-bidding',
    dealer: 1,
    contract: 'bettel',
    declarer: 2,
    trump: null,
    tricks: { declarer: 0, defenders: 11 },
  },
];

test('damaged deal summaries get an error value, never an exception; Bavarian money adds up to nothing', () => {
  const rng = createRng('damaged/summaries');
  for (const s of SUMMARIES)
    expect(scoreSummary({ format: 'tarock-deal-summary', version: 1, ...s }).ok).toBe(true);
  for (let k = 0; k < 3000; k++) {
    let v: unknown = { format: 'tarock-deal-summary', version: 1, ...pick(rng, SUMMARIES) };
    for (let n = 1 + rng.int(3); n > 0; n--) v = damageValue(rng, v);
    const input = JSON.stringify(v) ?? 'undefined';
    expect(
      thrown(() => {
        const r = scoreSummary(v);
        // Bavarian money changes hands (with the pots); Illustrated pays game points to winners.
        if (!r.ok || r.value.game.rules.family !== 'bavarian') return;
        const s = r.value.settlement;
        const sum = s.deltas.reduce((a, b) => a + b, 0) + s.potDelta + (s.sidePotDelta ?? 0);
        if (sum !== 0 || !s.deltas.every(Number.isFinite)) throw new Error(`settled to a sum of ${sum}`);
      }, input),
    ).toBeNull();
  }
});
