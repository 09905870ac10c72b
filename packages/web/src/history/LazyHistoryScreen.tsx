/**
 * The History screen, loaded when it is first opened: its code stays out of the initial
 * JavaScript (the e2e test's budget), as the screen is seldom the first thing a player wants.
 */
import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { useI18n } from '../i18n/i18n';
import type { TableClient } from '../worker/client';
import { HISTORY_STRINGS } from './strings';

type Loaded = typeof import('./HistoryScreen');
let loading: Promise<Loaded> | null = null;

export function LazyHistoryScreen(props: { client: TableClient; onReplay: () => void }): JSX.Element {
  const { lang } = useI18n();
  const [screen, setScreen] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    loading ??= import('./HistoryScreen');
    loading.then(
      (m) => {
        if (live) setScreen(m);
      },
      (e: unknown) => {
        loading = null; // tried again when the screen is opened again
        if (live) setFailed(e instanceof Error ? e.message : String(e));
      },
    );
    return () => {
      live = false;
    };
  }, []);
  if (screen) return <screen.HistoryScreen {...props} />;
  return (
    <p class={failed ? 'error' : 'loading'} role={failed ? 'alert' : 'status'}>
      {failed ? HISTORY_STRINGS[lang].loadFailed(failed) : HISTORY_STRINGS[lang].loading}
    </p>
  );
}
