/**
 * Open a record and replay it step by step: every hand open, the trick, the contract, the
 * settlement; and, on request, the mistake finder's verdicts (computed in the worker) marked at
 * the cards they judge.
 */
import type { JSX } from 'preact';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { ANALYSIS_DEPTHS, ANALYSIS_DEPTH_NODES, type AnalysisDepth } from '../app/settings';
import { Select } from '../app/SettingsPanel';
import { useI18n } from '../i18n/i18n';
import { SettlementView } from '../result/SettlementView';
import { CardView } from '../table/CardButton';
import { Center } from '../table/Center';
import { gameFor, tableContext } from '../table/context';
import { LiveLog } from '../table/LiveLog';
import { seatPositions, sortedHand } from '../table/model';
import { StatusBar } from '../table/StatusBar';
import { useClient } from '../table/TableScreen';
import { ThrownIn } from '../table/ThrownIn';
import type { TableClient } from '../worker/client';
import { markClass, marksAt, seatTallies, summaryText, verdictLine } from './analysisText';
import { rewordedText } from './rewordedText';
import type { LinkFault } from './replayLink';
import { ShareLink } from './ShareLink';

export function ReplayScreen({
  client,
  depth,
  onDepth,
  linkFault = null,
}: {
  client: TableClient;
  /** The page was opened with a replay link that cannot be read. */
  linkFault?: LinkFault | null;
  /** How deep Analyse searches (a setting, kept with the others). */
  depth: AnalysisDepth;
  onDepth: (depth: AnalysisDepth) => void;
}): JSX.Element {
  const { t, lang } = useI18n();
  const st = useClient(client);
  const f = st.replay;
  const game = f ? gameFor(f.game) : null;
  const first = f?.views[0];
  const positions = first && game ? seatPositions(first.seats, 0, game.rules.direction) : [];
  const ctx = useMemo(
    () => (game && f ? tableContext(game, lang, f.names, 0) : null),
    [game, lang, f?.names],
  );

  useEffect(() => {
    const onKey = (e: KeyboardEvent): void => {
      const frame = client.state.replay;
      if (!frame || e.target instanceof HTMLInputElement) return;
      if (e.key === 'ArrowRight') client.replayMove(1);
      else if (e.key === 'ArrowLeft') client.replayMove(-1);
      else if (e.key === 'Home') client.replayStep(0);
      else if (e.key === 'End') client.replayStep(frame.steps);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [client]);

  const analysis = st.analysis;
  const result = analysis?.result ?? null;
  const running = analysis !== null && result === null;
  // The depth of the run going on: Analyse at another depth starts over (the run is dropped).
  const [runNodes, setRunNodes] = useState<number | null>(null);
  const nodes = ANALYSIS_DEPTH_NODES[depth];
  const analyse = (): void => {
    setRunNodes(nodes);
    client.analyse(nodes);
  };
  // The record's own words for the lines an earlier version worded otherwise (under the settlement).
  const reworded = f ? rewordedText(t, f.reworded) : null;
  const marks = result && f ? marksAt(result.cards, f.step) : null;
  const here = result && f && game ? result.cards.find((a) => a.turn === f.step) : undefined;

  const open = (e: Event): void => {
    const input = e.currentTarget as HTMLInputElement;
    const file = input.files?.[0];
    if (file) void file.text().then((text) => client.openReplay(text));
  };

  return (
    <section class="replay" aria-labelledby="replay-title">
      <h2 id="replay-title">{t.replayTitle}</h2>
      <label class="file-pick">
        {t.openRecord}{' '}
        <input
          type="file"
          accept=".json,.txt,application/json,text/plain"
          onChange={open}
          data-testid="open-record"
        />
      </label>
      {linkFault && !f && (
        <p role="alert" class="error" data-testid="replay-link-fault">
          {t.replayLinkFault[linkFault]}
        </p>
      )}
      {st.error && !f && (
        <p role="alert" class="error">
          {st.error}
        </p>
      )}
      {f && client.replayText !== null && (
        <p>
          <ShareLink key={client.replayText} record={client.replayText} />
        </p>
      )}
      {f && first && ctx && game && (
        <>
          <fieldset class="replay-controls">
            <legend class="visually-hidden">{t.step}</legend>
            <button type="button" onClick={() => client.replayStep(0)} disabled={f.step === 0}>
              « {t.first}
            </button>
            <button
              type="button"
              onClick={() => client.replayMove(-1)}
              disabled={f.step === 0}
              data-testid="replay-prev"
            >
              ◀ {t.prev}
            </button>
            <span class="step-count" data-testid="replay-step" aria-live="polite">
              {t.step} {f.step} / {f.steps}
            </span>
            <button
              type="button"
              onClick={() => client.replayMove(1)}
              disabled={f.step >= f.steps}
              data-testid="replay-next"
            >
              {t.next} ▶
            </button>
            <button
              type="button"
              onClick={() => client.replayStep(f.steps)}
              disabled={f.step >= f.steps}
              data-testid="replay-end"
            >
              {t.last} »
            </button>
          </fieldset>
          <div class="analysis-bar">
            <Select<AnalysisDepth>
              id="analysis-depth"
              label={t.analysisDepth}
              value={depth}
              options={ANALYSIS_DEPTHS.map((d) => [
                d,
                `${t.analysisDepths[d]} (${t.nodesPerCard(ANALYSIS_DEPTH_NODES[d])})`,
              ])}
              onChange={onDepth}
            />
            <button
              type="button"
              onClick={analyse}
              disabled={running && runNodes === nodes}
              aria-busy={running}
              data-testid="analyse"
            >
              {t.analyse}
            </button>
            {running && (
              <span role="status" class="analysis-progress" data-testid="analysis-progress">
                {t.analysing(analysis?.progress?.done ?? 0, analysis?.progress?.total ?? 0)}
              </span>
            )}
            {here && result && (
              <span class={`analysis-here verdict-${here.verdict}`} data-testid="analysis-here">
                {verdictLine(t, lang, game.pack, here, f.names, result)}
              </span>
            )}
          </div>
          <StatusBar view={first} ctx={ctx} />
          <div class="table replay-table" data-seats={first.seats}>
            {f.views.map((v, seat) => (
              <div
                key={seat}
                class={`seat seat-${positions[seat] ?? 'top'}${first.toAct === seat ? ' to-act' : ''}${first.players.includes(seat) ? '' : ' sitting-out'}`}
              >
                <div class="seat-name">
                  <span class="seat-name-text" title={f.names[seat]}>
                    {f.names[seat]}
                  </span>
                </div>
                <div class="cards-row">
                  {sortedHand(game.pack, v.hand, first.contract?.trump ?? null).map((c) => (
                    <CardView
                      key={c}
                      pack={game.pack}
                      card={c}
                      lang={lang}
                      class={`small ${markClass(marks, seat, c)}`}
                    />
                  ))}
                </div>
              </div>
            ))}
            <Center view={first} ctx={ctx} positions={positions} reviewLast={false} />
          </div>
          <LiveLog view={first} ctx={ctx} />
          <ThrownIn view={first} ctx={ctx} viewer={null} />
          {result && (
            <section
              class="analysis"
              data-testid="analysis"
              data-nodes={result.maxNodes}
              aria-labelledby="analysis-title"
            >
              <h3 id="analysis-title">{t.analysisHead}</h3>
              <p class="analysis-note">{t.analysisNote}</p>
              <p class="analysis-depth">
                {t.analysisDepth}: {t.nodesPerCard(result.maxNodes)}
              </p>
              <ul class="analysis-lines">
                {result.cards
                  .filter((a) => a.verdict !== 'best')
                  .map((a) => (
                    <li
                      key={a.turn}
                      class={`verdict-${a.verdict}`}
                      data-turn={a.turn}
                      data-card={a.card}
                      data-verdict={a.verdict}
                    >
                      <button type="button" class="link" onClick={() => client.replayStep(a.turn)}>
                        {verdictLine(t, lang, game.pack, a, f.names, result)}
                      </button>
                    </li>
                  ))}
              </ul>
              {!result.cards.some((a) => a.verdict === 'mistake') && <p>{t.analysisNone}</p>}
              <p data-testid="analysis-summary">
                {t.analysisSummary}: {summaryText(t, seatTallies(result.cards, first.players), f.names)}
              </p>
            </section>
          )}
          {first.settlement && (
            <SettlementView
              settlement={first.settlement}
              names={f.names}
              seats={Array.from({ length: first.seats }, (_, s) => s)}
              rules={game.rules}
            />
          )}
          {first.settlement && reworded && (
            <section class="replay-reworded" data-testid="replay-reworded">
              <p>{reworded.head}</p>
              <ul>
                {reworded.lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </section>
  );
}
