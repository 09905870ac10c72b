/**
 * Opening an online table: the offline setup (preset, house rules explained with the defaults
 * marked, players) with seats that may be left to players, and the optional turn timer.
 */
import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { Setup } from '../setup/Setup';
import type { MatchSetup } from '../worker/protocol';
import type { OnlineClient } from './client';
import { isServerLevel, openFromSetup } from './open';
import { useOnlineStrings } from './useOnline';

const TIMERS = [null, 15, 30, 60, 120] as const;

export function OpenForm({
  client,
  players,
}: {
  client: OnlineClient;
  players: readonly string[];
}): JSX.Element {
  const s = useOnlineStrings();
  const [timer, setTimer] = useState<number | null>(null);
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
            setTimer(v === 'null' ? null : Number(v));
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
      />
    </section>
  );
}
