/**
 * Opening an online table: the offline setup (preset, house rules explained with the defaults
 * marked, players) with seats that may be left to players, and the optional turn timer; the form
 * is kept as the player left it (`openChoices.ts`).
 */
import type { JSX } from 'preact';
import { useRef, useState } from 'preact/hooks';
import { Setup } from '../setup/Setup';
import { type SetupChoices, pageStorage } from '../setup/setupChoices';
import type { MatchSetup } from '../worker/protocol';
import type { OnlineClient } from './client';
import { isServerLevel, openFromSetup } from './open';
import { TIMERS, type TurnTimer, loadOpenChoices, saveOpenChoices } from './openChoices';
import { useOnlineStrings } from './useOnline';

export function OpenForm({
  client,
  players,
}: {
  client: OnlineClient;
  players: readonly string[];
}): JSX.Element {
  const s = useOnlineStrings();
  const [kept] = useState(() => loadOpenChoices(pageStorage()));
  const [timer, setTimer] = useState<TurnTimer>(kept.timer);
  // The choices as last kept, read here rather than from this render's state: the setup reports
  // its choices from an effect, which may run after a later change of the timer but with this
  // render's closure, and would then keep the old timer (a reload lost it in onlineQa.test.ts).
  const latest = useRef<{ setup: SetupChoices | null; timer: TurnTimer }>({
    setup: kept.setup,
    timer: kept.timer,
  });
  const keep = (next: { setup?: SetupChoices; timer?: TurnTimer }): void => {
    const was = latest.current;
    const c = { setup: next.setup ?? was.setup, timer: next.timer === undefined ? was.timer : next.timer };
    latest.current = c;
    if (next.timer !== undefined) setTimer(next.timer);
    saveOpenChoices(pageStorage(), c);
  };
  const open = (setup: MatchSetup): void => {
    const o = openFromSetup(setup, timer);
    if (o) client.open(o);
  };
  return (
    <section class="online-open" aria-labelledby="online-open-title">
      <h2 id="online-open-title">{s.openTitle}</h2>
      <p>{s.openIntro}</p>
      <label class="online-timer">
        <span>{s.turnTimer}</span>{' '}
        <select
          data-testid="turn-timer"
          value={String(timer)}
          onChange={(e) => {
            const v = e.currentTarget.value;
            keep({ timer: TIMERS.find((t) => String(t) === v) ?? null });
          }}
        >
          {TIMERS.map((n) => (
            <option key={String(n)} value={String(n)}>
              {n === null ? s.noTimer : s.seconds(n)}
            </option>
          ))}
        </select>
      </label>
      <Setup
        onStart={open}
        online={{ humanLabel: s.human, submitLabel: s.openTable, levels: players.filter(isServerLevel) }}
        initial={kept.setup}
        onChoices={(c) => keep({ setup: c })}
      />
    </section>
  );
}
