import { type View, createRng } from '@tarock/engine';
import { describe, expect, it } from 'vitest';
import { type CardVotes, type Clock, type PimcLevel, PimcSearch, pimcAdvice } from './pimc';
import { cardViewsOf, gameNamed } from './testkit';

/** A small level: 6 worlds, so that a clock can stop a decision between them. */
const LEVEL: PimcLevel = {
  name: 'pimc:test',
  worlds: 6,
  maxNodes: 400,
  decisionNodes: 30_000,
  bidWorlds: 2,
  declarerEdge: 0.3,
  tableBits: 12,
  thinkMs: 100,
};

const PRESETS = ['haferltarock', 'illustrated-mayr-sedlaczek-2016'];

const cardViews = (name: string): View[] => cardViewsOf(name, 'clock');

function votesOf(name: string, view: View, clock?: Clock): CardVotes {
  const advice = pimcAdvice(new PimcSearch(LEVEL, clock), view, createRng(9), gameNamed(name));
  if (advice.kind !== 'card') throw new Error(`expected a card decision, got ${advice.kind}`);
  return advice.votes;
}

/** A clock read `reads` times before it passes the level's time (then far past it). */
function clockPassingAfter(reads: number): Clock {
  let n = 0;
  return () => (n++ < reads ? 0 : 10 * LEVEL.thinkMs);
}

describe('pimc keeps to its level time per card where it is given a clock', () => {
  it.each(PRESETS)(
    '%s: a clock that never runs out changes no vote (a game replays as without it)',
    (name) => {
      const views = cardViews(name);
      expect(views.length).toBeGreaterThan(3);
      for (const view of views) {
        const plain = votesOf(name, view);
        const timed = votesOf(name, view, () => 0);
        expect(timed).toEqual(plain);
        expect(plain.timedOut).toBe(false);
        expect(plain.worlds).toBeGreaterThan(1);
      }
    },
  );

  it.each(PRESETS)('%s: a clock that runs out after a world votes with that world alone', (name) => {
    const one = { ...LEVEL, worlds: 1 };
    for (const view of cardViews(name)) {
      const plain = votesOf(name, view);
      // Read once to set the deadline, then once before each card's question: the first world
      // is solved whole, the second is stopped at its first card.
      const timed = votesOf(name, view, clockPassingAfter(1 + plain.cards.length));
      expect(timed.worlds).toBe(1);
      expect(timed.timedOut).toBe(true);
      // The same first sampled world, each question with the same nodes (maxNodes): the votes of
      // a one-world search.
      const alone = pimcAdvice(new PimcSearch(one), view, createRng(9), gameNamed(name));
      if (alone.kind !== 'card') throw new Error('expected a card decision');
      expect(timed.reached).toEqual(alone.votes.reached);
    }
  });

  it.each(PRESETS)('%s: a tie is not broken by half a margin (or card points) pass', (name) => {
    let tied = 0;
    for (const view of cardViews(name)) {
      const plain = votesOf(name, view);
      if (plain.margin.every((m) => m === null) && plain.points.every((p) => p === null)) continue;
      tied++;
      // Every world of the first pass solved; the clock runs out at the margin pass's second read.
      const timed = votesOf(name, view, clockPassingAfter(1 + plain.cards.length * plain.worlds + 1));
      expect(timed.worlds).toBe(plain.worlds);
      expect(timed.reached).toEqual(plain.reached);
      expect(timed.margin.every((m) => m === null)).toBe(true);
      expect(timed.points.every((p) => p === null)).toBe(true);
      expect(timed.timedOut).toBe(true);
    }
    expect(tied).toBeGreaterThan(0);
  });

  it.each(PRESETS)(
    '%s: a clock past its time at once still gives a legal card, by the card-play rules',
    (name) => {
      for (const view of cardViews(name)) {
        const advice = pimcAdvice(
          new PimcSearch(LEVEL, clockPassingAfter(1)),
          view,
          createRng(9),
          gameNamed(name),
        );
        expect(advice.kind).toBe('card');
        if (advice.kind !== 'card') continue;
        expect(advice.votes.worlds).toBe(0);
        expect(advice.votes.timedOut).toBe(true);
        expect(view.legal).toContainEqual(advice.action);
      }
    },
  );

  // The worlds' refinement by the others' card play (`inferSteps`) reads the clock before each
  // try; it may take 60 % of the level's time (REFINE_SHARE), the worlds are solved in the rest.
  const REFINING: PimcLevel = { ...LEVEL, inferSteps: 300 };
  const refiningVotes = (name: string, view: View, clock?: Clock): CardVotes => {
    const advice = pimcAdvice(new PimcSearch(REFINING, clock), view, createRng(9), gameNamed(name));
    if (advice.kind !== 'card') throw new Error(`expected a card decision, got ${advice.kind}`);
    return advice.votes;
  };

  it.each(PRESETS)('%s: the refinement reads a clock with time left and changes no vote', (name) => {
    for (const view of cardViews(name)) {
      expect(refiningVotes(name, view, () => 0)).toEqual(refiningVotes(name, view));
    }
  });

  it.each(PRESETS)(
    "%s: past the refinement's share of the time, the worlds are solved as drawn, every one",
    (name) => {
      let differ = 0;
      let refined = 0;
      for (const view of cardViews(name)) {
        const plain = refiningVotes(name, view);
        if (!plain.inferred) continue;
        refined++;
        // Read once to set the deadline (at 100 ms), then at 61 ms for ever: past the
        // refinement's 60 ms, before the deadline.
        let reads = 0;
        const timed = refiningVotes(name, view, () => (reads++ === 0 ? 0 : 0.61 * LEVEL.thinkMs));
        expect(timed.timedOut).toBe(false);
        expect(timed.worlds).toBe(REFINING.worlds);
        if (JSON.stringify(timed.reached) !== JSON.stringify(plain.reached)) differ++;
      }
      expect(refined).toBeGreaterThan(3);
      // Worlds not refined are other worlds: somewhere they vote otherwise.
      expect(differ).toBeGreaterThan(0);
    },
  );
});
