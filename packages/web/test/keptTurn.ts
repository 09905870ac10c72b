/**
 * A turn of the player's brought to the table against the computer players without playing to it:
 * the deal is built here with the engine (chosen hands, every seat's call chosen to reach the
 * turn), kept in the browser as the worker keeps a match across a reload (`worker/snapshot.ts`,
 * the IndexedDB store of `worker/idbStore.ts`), and continued from the setup. So a browser test can
 * look at a turn that random deals bring only now and then, every run the same.
 */
import {
  type Action,
  type Game,
  type State,
  type Pack,
  type Seat,
  createRng,
  loadGame,
  parseCards,
  recordOf,
  recordToJson,
} from '@tarock/engine';
import type { Page } from 'playwright-core';

/**
 * A deal as a test writes it: the hands seat by seat and the talon, in the game's card notation (a
 * seat sitting out, the dealer at four seats, an empty hand).
 */
export interface DealText {
  readonly hands: readonly string[];
  readonly talon: string;
}

function cards(pack: Pack, text: string): number[] {
  const r = parseCards(pack, text);
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

/**
 * How a deal is played to the turn: each seat's action (else the first legal), and the turn; who
 * deals it (seat 0 where not said; at four seats the dealer sits out).
 */
export interface PlayTo {
  readonly choose: (s: State, legal: readonly Action[]) => Action | undefined;
  readonly stop: (s: State) => boolean;
  readonly dealer?: Seat;
}

/**
 * Deals `deal` in the first deal of a match of `name` and plays on until `stop` says the turn is
 * reached, each seat's action chosen by `choose` (the legal actions given), else the first legal.
 */
export function dealTo(
  name: string,
  deal: DealText,
  { choose, stop, dealer = 0 }: PlayTo,
): { game: Game; state: State } {
  const g = loadGame(name);
  if (!g.ok) throw new Error(g.error);
  const game = g.value;
  const match = game.preset.match.start(game.rules, game.name, game.seats, dealer);
  let s = game.newDeal({ dealer: match.dealer, pot: match.pot, sidePot: match.sidePot });
  const dealt = game.apply(s, {
    type: 'deal',
    hands: deal.hands.map((h) => cards(game.pack, h)),
    talon: cards(game.pack, deal.talon),
  });
  if (!dealt.ok) throw new Error(dealt.error);
  s = dealt.value;
  for (let i = 0; i < 500 && !stop(s); i++) {
    const legal = game.legalActions(s);
    const a = choose(s, legal) ?? legal[0];
    if (!a) throw new Error(`nothing to do in ${s.phase}`);
    const next = game.apply(s, a);
    if (!next.ok) throw new Error(`${JSON.stringify(a)}: ${next.error}`);
    s = next.value;
  }
  if (!stop(s)) throw new Error('the turn was not reached');
  return { game, state: s };
}

/**
 * The worker's kept match (`worker/store.ts` `KeptEntry`) of a match whose first deal stands at
 * `state`, seat 0 the player's, the others the random computer player.
 */
export function keptEntry(game: Game, state: State, names: readonly string[]): Record<string, unknown> {
  const dealer = state.dealer;
  const seed = 'kept-turn';
  const now = Date.now();
  const id = `kept-${now.toString(36)}`;
  return {
    id,
    used: now,
    owner: '',
    snapshot: {
      v: 1,
      setup: {
        game: game.name,
        players: names.map((_, i) => (i === 0 ? { kind: 'human' } : { kind: 'bot', bot: 'random' })),
        names,
        delayMs: 0,
        seed,
      },
      seed,
      match: game.preset.match.start(game.rules, game.name, game.seats, dealer),
      record: recordToJson(recordOf(game, state)),
      dealRng: createRng(`${seed}/deal`).state(),
      botRng: createRng(`${seed}/bots`).state(),
      seq: 1,
      settled: false,
      undo: null,
      history: { id, started: now },
    },
  };
}

/**
 * Keeps `entry` in the page's IndexedDB as the worker would (the database and its store made as
 * the worker makes them where they are not yet), reloads, continues it from the setup and waits
 * for the player's turn.
 */
export async function continueKept(page: Page, entry: Record<string, unknown>): Promise<void> {
  await page.evaluate(
    (e) =>
      new Promise<void>((resolve, reject) => {
        const req = indexedDB.open('tarock', 2);
        req.onupgradeneeded = () => {
          if (!req.result.objectStoreNames.contains('matches'))
            req.result.createObjectStore('matches', { keyPath: 'id' });
        };
        req.onerror = () => reject(new Error('no database'));
        req.onsuccess = () => {
          const tx = req.result.transaction('matches', 'readwrite');
          tx.objectStore('matches').put(e);
          tx.oncomplete = () => {
            req.result.close();
            resolve();
          };
          tx.onerror = () => reject(new Error('not written'));
        };
      }),
    entry,
  );
  await page.reload();
  await page.click(
    `[data-testid=saved-match][data-id="${String(entry['id'])}"] [data-testid=saved-continue]`,
  );
  await page.waitForSelector('.table-screen.my-turn', { timeout: 30_000 });
}

/** The page's language for the next page shown (kept in its settings, the rest as they are). */
export function setLanguage(page: Page, lang: 'de' | 'en'): Promise<void> {
  return page.evaluate((lang) => {
    const s = JSON.parse(localStorage.getItem('tarock.settings.v1') ?? '{}') as Record<string, unknown>;
    localStorage.setItem('tarock.settings.v1', JSON.stringify({ ...s, lang }));
  }, lang);
}
