/** The score sheet screen: choose the rule set and players, enter deals, see settlements and totals. */
import { PRESETS, findPreset } from '@tarock/engine';
import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { useI18n } from '../i18n/i18n';
import { Scoreboard } from '../result/Scoreboard';
import { SettlementView } from '../result/SettlementView';
import { seatCount } from '../setup/gameName';
import { download } from '../table/TableScreen';
import { DealForm } from './DealForm';
import { type Entry, newBavarianEntry, newIllustratedEntry, summaryOf } from './entries';
import { contractsOf, hasPot } from './rulesShape';
import { SHEET_KEY, type Sheet, addDeal, emptySheet, parseSheet, settleSheet } from './sheet';

function loadSheet(): Sheet | null {
  try {
    return parseSheet(localStorage.getItem(SHEET_KEY));
  } catch {
    return null;
  }
}

export function ScoreSheet(): JSX.Element {
  const { t } = useI18n();
  const [sheet, setSheet] = useState<Sheet | null>(loadSheet);
  const [presetId, setPresetId] = useState(PRESETS[0]?.rules.id ?? '');
  const [names, setNames] = useState(['Anna', 'Bert', 'Cilli', 'Dori']);
  const [summary, setSummary] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [entry, setEntry] = useState<Entry | null>(null);

  useEffect(() => {
    try {
      if (sheet) localStorage.setItem(SHEET_KEY, JSON.stringify(sheet));
      else localStorage.removeItem(SHEET_KEY);
    } catch {
      // storage disabled: the sheet lasts for this visit
    }
  }, [sheet]);

  if (!sheet) {
    const preset = findPreset(presetId);
    const seats = preset ? seatCount(preset, {}) : 3;
    return (
      <section class="sheet" aria-labelledby="sheet-title">
        <h2 id="sheet-title">{t.sheetTitle}</h2>
        <p>{t.sheetIntro}</p>
        {PRESETS.length === 0 && <p>{t.noPresets}</p>}
        <label>
          {t.preset}{' '}
          <select
            value={presetId}
            onChange={(e) => setPresetId(e.currentTarget.value)}
            data-testid="sheet-preset"
          >
            {PRESETS.map((p) => (
              <option key={p.rules.id} value={p.rules.id}>
                {p.rules.name}
              </option>
            ))}
          </select>
        </label>
        {Array.from({ length: seats }, (_, i) => (
          <label key={i} class="sheet-name">
            {t.seatName} {i + 1}{' '}
            <input
              value={names[i]}
              onInput={(e) => {
                const n = names.slice();
                n[i] = e.currentTarget.value;
                setNames(n);
              }}
            />
          </label>
        ))}
        <button
          type="button"
          class="primary"
          disabled={!preset}
          onClick={() => setSheet(emptySheet(presetId, names.slice(0, seats)))}
        >
          {t.startMatch}
        </button>
      </section>
    );
  }

  const totals = settleSheet(sheet);
  const preset = findPreset(sheet.preset);
  const contracts = preset ? contractsOf(preset.rules) : [];
  const current: Entry =
    entry && entry.family === preset?.rules.family
      ? entry
      : preset?.rules.family === 'bavarian'
        ? newBavarianEntry(contracts[0]?.id ?? '')
        : newIllustratedEntry(contracts[0]?.id ?? 'passed');
  const add = (summary: unknown): void => {
    const r = addDeal(sheet, summary);
    if (r.ok) {
      setSheet(r.value);
      setProblem(null);
    } else setProblem(r.error);
  };
  const enterForm = (): void => {
    if (!preset || !totals.ok) return;
    const m = totals.value.match;
    add(
      summaryOf(current, sheet.preset, {
        dealer: m.dealer,
        pot: m.pot,
        handSize: preset.rules.handSize,
        hasPot: hasPot(preset.rules),
      }),
    );
  };
  const enterJson = (): void => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(summary);
    } catch (e) {
      setProblem(e instanceof Error ? e.message : String(e));
      return;
    }
    add(parsed);
  };
  const seats = Array.from({ length: sheet.names.length }, (_, s) => s);
  return (
    <section class="sheet" aria-labelledby="sheet-title">
      <h2 id="sheet-title">
        {t.sheetTitle}: {preset?.rules.name ?? sheet.preset}
      </h2>
      {preset && (
        <section class="sheet-entry" aria-labelledby="sheet-entry-title">
          <h3 id="sheet-entry-title">
            {t.deal} {sheet.deals.length + 1}
          </h3>
          <DealForm
            preset={preset}
            names={sheet.names}
            entry={current}
            onChange={setEntry}
            handSize={preset.rules.handSize}
          />
        </section>
      )}
      {problem && (
        <p role="alert" class="refused" data-testid="sheet-problem">
          {problem}
        </p>
      )}
      <div class="result-actions">
        <button type="button" class="primary" onClick={enterForm} data-testid="sheet-add">
          {t.addDeal}
        </button>
        <button
          type="button"
          onClick={() => download(`score-sheet-${sheet.preset}.json`, JSON.stringify(sheet, null, 1))}
          data-testid="sheet-export"
        >
          {t.exportSheet}
        </button>
        <button type="button" onClick={() => setSheet(null)}>
          {t.clearSheet}
        </button>
      </div>
      <details class="summary-entry">
        <summary>{t.pasteSummary}</summary>
        <textarea
          rows={8}
          value={summary}
          onInput={(e) => setSummary(e.currentTarget.value)}
          data-testid="sheet-summary"
          aria-label={t.summary}
        />
        <button type="button" onClick={enterJson} data-testid="sheet-add-json">
          {t.addDeal}
        </button>
      </details>
      {totals.ok ? (
        <>
          <Scoreboard
            match={totals.value.match}
            names={sheet.names}
            unit={totals.value.settlements[0]?.unit ?? 'points'}
          />
          {totals.value.settlements.map((s, i) => (
            <details key={i} open={i === totals.value.settlements.length - 1}>
              <summary>
                {t.deal} {i + 1}
              </summary>
              <SettlementView settlement={s} names={sheet.names} seats={seats} />
            </details>
          ))}
        </>
      ) : (
        <p role="alert" class="error">
          {totals.error}
        </p>
      )}
    </section>
  );
}
