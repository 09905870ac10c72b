/** The online client's state as a Preact hook, and the strings of the current language. */
import { useEffect, useState } from 'preact/hooks';
import { useI18n } from '../i18n/i18n';
import type { OnlineClient, OnlineState } from './client';
import { ONLINE_STRINGS, type OnlineStrings } from './strings';

export function useOnline(client: OnlineClient): OnlineState {
  const [state, setState] = useState(client.state);
  useEffect(() => {
    const off = client.subscribe(setState);
    setState(client.state);
    return off;
  }, [client]);
  return state;
}

export function useOnlineStrings(): OnlineStrings {
  return ONLINE_STRINGS[useI18n().lang];
}

/**
 * The seconds left until `deadline` (epoch ms), ticking once a second; null without one. The
 * seconds are counted from the clock at each render: a deadline that comes after a while without
 * one must not be counted from when the last one ended.
 */
export function useCountdown(deadline: number | null): number | null {
  const [, tick] = useState(0);
  useEffect(() => {
    if (deadline === null) return;
    const id = setInterval(() => tick((n) => n + 1), 1000);
    return () => clearInterval(id);
  }, [deadline]);
  return deadline === null ? null : Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
}
