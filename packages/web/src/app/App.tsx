/** The app shell: header with navigation and settings, and the current screen. */
import type { JSX } from 'preact';
import { useEffect, useLayoutEffect, useMemo, useState } from 'preact/hooks';
import { LazyHistoryScreen } from '../history/LazyHistoryScreen';
import { HISTORY_STRINGS } from '../history/strings';
import { I18nContext, i18nFor } from '../i18n/i18n';
import { OnlineClient, serverProtocol, socketUrl } from '../online/client';
import { idbKeptLogs } from '../online/idbKeptLogs';
import { OnlineScreen } from '../online/OnlineScreen';
import { PageMemory } from '../online/pageMemory';
import { isInvitePath, tableFromPath } from '../online/seats';
import { ONLINE_STRINGS } from '../online/strings';
import { type LinkFault, recordFromFragment } from '../replay/replayLink';
import { ReplayScreen } from '../replay/ReplayScreen';
import { ScoreSheet } from '../scoresheet/ScoreSheet';
import { SavedMatchPanel } from '../setup/SavedMatchPanel';
import { Setup } from '../setup/Setup';
import { type SetupChoices, loadSetupChoices, pageStorage, saveSetupChoices } from '../setup/setupChoices';
import { TableScreen, useClient } from '../table/TableScreen';
import { TableClient } from '../worker/client';
import type { MatchSetup } from '../worker/protocol';
import { HeaderMenu } from './HeaderMenu';
import { SettingsPanel } from './SettingsPanel';
import { SPEED_MS, type Settings, applySettings, loadSettings, saveSettings } from './settings';

export type Screen = 'setup' | 'table' | 'replay' | 'history' | 'sheet' | 'online';

/** The invite path `/table/<id>` opens the online table; the connection opens only for it. */
const invited = tableFromPath(location.pathname);
/** An invite link cut short or mistyped (no table id in it): the online screen says so. */
const badInvite = invited === null && isInvitePath(location.pathname);
let online: OnlineClient | null = null;
function onlineClient(): OnlineClient {
  if (!online) {
    // localStorage, and memory where the browser refuses it (a site whose storage is blocked); the
    // tables' match logs in IndexedDB, so that a reload is sent only the entries it lacks.
    online = new OnlineClient(
      (table) => socketUrl(location, table),
      new PageMemory(),
      invited,
      serverProtocol,
      idbKeptLogs,
    );
  }
  return online;
}

export function App(): JSX.Element {
  const [settings, setSettings] = useState<Settings>(loadSettings);
  const [screen, setScreen] = useState<Screen>(invited || badInvite ? 'online' : 'setup');
  const [names, setNames] = useState<readonly string[]>([]);
  // The setup's choices as the player left them: the setup shown again offers them, after a
  // match was left, another screen visited, a reload or another visit (kept in localStorage; they
  // were lost at a reload, and before that at every match left).
  const [choices, setChoices] = useState<SetupChoices | null>(() => loadSetupChoices(pageStorage()));
  const keepChoices = (c: SetupChoices): void => {
    setChoices(c);
    saveSetupChoices(pageStorage(), c);
  };
  const [menuOpen, setMenuOpen] = useState(false);
  const client = useMemo(() => new TableClient(), []);
  const { players, saved, savedRefused } = useClient(client);
  const i18n = i18nFor(settings.lang);
  const t = i18n.t;

  // In the render's commit, not after the next frame (`useEffect`): a setting changed in a tab in the
  // background (no frames there) and the page reloaded at once was lost, and a theme changed showed
  // the old colours for a frame.
  useLayoutEffect(() => {
    applySettings(settings, document.documentElement);
    saveSettings(settings);
    client.setDelay(SPEED_MS[settings.speed]);
  }, [settings, client]);

  // The setup offers the matches kept to continue (the one left at the table, the ones from before
  // a reload or of another tab): the worker says which whenever the setup is shown.
  useEffect(() => {
    if (screen === 'setup') client.askSaved();
  }, [screen, client]);

  // A replay link (`#replay=…`, replay/replayLink.ts) opens its deal in the replay, at the page's
  // opening or pasted into an open page; the fragment is then taken from the address, so a reload
  // or a bookmark is the app itself.
  const [linkFault, setLinkFault] = useState<LinkFault | null>(null);
  useEffect(() => {
    const openLink = (): void => {
      void recordFromFragment(location.hash).then((r) => {
        if (!r) return;
        history.replaceState(null, '', location.pathname + location.search);
        setLinkFault(r.ok ? null : r.fault);
        if (r.ok) client.openReplay(r.text);
        setScreen('replay');
      });
    };
    openLink();
    window.addEventListener('hashchange', openLink);
    return () => window.removeEventListener('hashchange', openLink);
  }, [client]);

  const resume = (id: string): void => {
    const match = saved?.find((m) => m.id === id);
    if (!match) return;
    setNames(match.names);
    client.resume(id);
    setScreen('table');
  };

  const start = (setup: MatchSetup, chosen: SetupChoices): void => {
    keepChoices(chosen);
    setNames(setup.names);
    client.start({ ...setup, delayMs: SPEED_MS[settings.speed] });
    setScreen('table');
  };

  const leaveTable = (): void => {
    if (!online?.state.tableId) return;
    online.home();
    history.pushState(null, '', '/');
  };

  const nav = (id: Screen, label: string): JSX.Element => (
    <button
      type="button"
      class={`nav-btn${screen === id || (id === 'setup' && screen === 'table') ? ' active' : ''}`}
      aria-current={screen === id ? 'page' : undefined}
      onClick={() => {
        // "Play online" at a table goes to the online start screen (the list and the form).
        if (id === 'online' && screen === 'online') leaveTable();
        setScreen(id);
        setMenuOpen(false);
      }}
      data-nav={id}
    >
      {label}
    </button>
  );

  return (
    <I18nContext.Provider value={i18n}>
      <header class="app-header">
        <h1 class="app-title">{t.appTitle}</h1>
        <HeaderMenu label={t.menu} open={menuOpen} onOpen={setMenuOpen}>
          <nav class="app-nav" aria-label={t.screensNav}>
            {nav('setup', t.navPlay)}
            {nav('online', ONLINE_STRINGS[settings.lang].navOnline)}
            {nav('replay', t.navReplay)}
            {nav('history', HISTORY_STRINGS[settings.lang].nav)}
            {nav('sheet', t.navSheet)}
          </nav>
          <SettingsPanel settings={settings} onChange={setSettings} />
        </HeaderMenu>
      </header>
      <main
        class="app-main"
        id="main"
        data-saved={
          saved === undefined ? 'asking' : saved.length > 0 ? 'offered' : savedRefused ? 'refused' : 'none'
        }
      >
        {screen === 'setup' && (
          <SavedMatchPanel
            saved={saved ?? []}
            refused={savedRefused}
            onContinue={resume}
            onDiscard={(id) => client.discard(id)}
          />
        )}
        {screen === 'setup' && (
          <Setup onStart={start} players={players} initial={choices} onChoices={keepChoices} />
        )}
        {screen === 'table' && (
          <TableScreen
            client={client}
            names={names}
            onLeave={() => setScreen('setup')}
            forcedCard={settings.forcedCard}
            letterKeys={settings.letterKeys}
            pauseMs={SPEED_MS[settings.speed]}
          />
        )}
        {screen === 'replay' && (
          <ReplayScreen
            client={client}
            linkFault={linkFault}
            depth={settings.analysisDepth}
            onDepth={(analysisDepth) => setSettings({ ...settings, analysisDepth })}
          />
        )}
        {screen === 'history' && <LazyHistoryScreen client={client} onReplay={() => setScreen('replay')} />}
        {screen === 'sheet' && <ScoreSheet />}
        {screen === 'online' && (
          <OnlineScreen
            client={onlineClient()}
            players={players}
            badInvite={badInvite}
            chime={settings.turnChime}
            forcedCard={settings.forcedCard}
            pauseMs={SPEED_MS[settings.speed]}
            onChime={(turnChime) => setSettings({ ...settings, turnChime })}
          />
        )}
      </main>
    </I18nContext.Provider>
  );
}
