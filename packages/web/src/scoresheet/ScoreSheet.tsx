/** The score sheet screen: choose the rule set and players, enter deals, see settlements and totals. */
import { type OptionValue, PRESETS, findPreset } from '@tarock/engine';
import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { useI18n } from '../i18n/i18n';
import { presetName } from '../i18n/presetNames';
import { Scoreboard } from '../result/Scoreboard';
import { SettlementView } from '../result/SettlementView';
import { seatCount } from '../setup/gameName';
import { OptionField } from '../setup/Setup';
import { download } from '../table/TableScreen';
import { DealForm } from './DealForm';
import { type Entry, newBavarianEntry, newIllustratedEntry, summaryOf } from './entries';
import { contractsOf, hasPot } from './rulesShape';
import {
  SHEET_KEY,
  type Sheet,
  addDeal,
  emptySheet,
  parseSheet,
  readSheet,
  removeLastDeal,
  settleSheet,
  sheetGame,
} from './sheet';

function loadSheet(): Sheet | null {
  try {
    return parseSheet(localStorage.getItem(SHEET_KEY));
  } catch {
    return null;
  }
}

export function ScoreSheet(): JSX.Element {
  const { t, lang } = useI18n();
  const [sheet, setSheet] = useState<Sheet | null>(loadSheet);
  const [presetId, setPresetId] = useState(PRESETS[0]?.rules.id ?? '');
  const [names, setNames] = useState(['Anna', 'Bert', 'Cilli', 'Dori']);
  const [summary, setSummary] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [entry, setEntry] = useState<Entry | null>(null);
  const [values, setValues] = useState<Record<string, OptionValue>>({});
  const [firstDealer, setFirstDealer] = useState(0);

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
    const seats = preset ? seatCount(preset, values) : 3;
    const importSheet = (e: Event): void => {
      const input = e.currentTarget as HTMLInputElement;
      const file = input.files?.[0];
      if (!file) return;
      void file
        .text()
        .then(
          (text) => {
            const r = readSheet(text);
            if (r.ok) {
              setSheet(r.value);
              setProblem(null);
            } else setProblem(t.sheetNotRead(file.name, r.error));
          },
          (err: unknown) =>
            setProblem(t.sheetNotRead(file.name, err instanceof Error ? err.message : String(err))),
        )
        .finally(() => {
          // The same file chosen again is read again.
          input.value = '';
        });
    };
    return (
      <section class="sheet" aria-labelledby="sheet-title">
        <h2 id="sheet-title">{t.sheetTitle}</h2>
        <p>{t.sheetIntro}</p>
        {PRESETS.length === 0 && <p>{t.noPresets}</p>}
        <label>
          {t.preset}{' '}
          <select
            value={presetId}
            onChange={(e) => {
              setPresetId(e.currentTarget.value);
              setValues({});
            }}
            data-testid="sheet-preset"
          >
            {PRESETS.map((p) => (
              <option key={p.rules.id} value={p.rules.id}>
                {presetName(p.rules, lang)}
              </option>
            ))}
          </select>
        </label>
        {preset && preset.options.length > 0 && (
          <details class="options">
            <summary>{t.houseRules}</summary>
            {preset.options.map((o) => (
              <OptionField
                key={o.key}
                spec={o}
                value={values[o.key] ?? o.default}
                lang={lang}
                onChange={(v) => setValues({ ...values, [o.key]: v })}
                defaultMark={t.defaultMark}
              />
            ))}
          </details>
        )}
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
        <label class="sheet-name">
          {t.firstDealer}{' '}
          <select
            value={String(Math.min(firstDealer, seats - 1))}
            onChange={(e) => setFirstDealer(Number(e.currentTarget.value))}
            data-testid="sheet-first-dealer"
          >
            {Array.from({ length: seats }, (_, i) => (
              <option key={i} value={String(i)}>
                {names[i] || `${t.seatName} ${i + 1}`}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          class="primary"
          disabled={!preset}
          onClick={() => {
            const changed = Object.fromEntries(
              Object.entries(values).filter(
                ([k, v]) => preset?.options.find((o) => o.key === k)?.default !== v,
              ),
            );
            setSheet(emptySheet(presetId, names.slice(0, seats), changed, Math.min(firstDealer, seats - 1)));
            setProblem(null);
          }}
        >
          {t.startMatch}
        </button>{' '}
        <label class="file-pick">
          {t.importSheet}{' '}
          <input
            type="file"
            accept=".json,application/json"
            onChange={importSheet}
            data-testid="sheet-import"
          />
        </label>
        {problem && (
          <p role="alert" class="refused" data-testid="sheet-problem">
            {problem}
          </p>
        )}
      </section>
    );
  }

  const totals = settleSheet(sheet);
  const g = sheetGame(sheet);
  const preset = g.ok ? g.value.preset : undefined;
  const rules = g.ok ? g.value.rules : undefined;
  const contracts = rules ? contractsOf(rules) : [];
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
    if (!rules || !totals.ok) return;
    const m = totals.value.match;
    add(
      summaryOf(
        current,
        sheet.preset,
        {
          dealer: m.dealer,
          pot: m.pot,
          sidePot: m.sidePot,
          handSize: rules.handSize,
          hasPot: hasPot(rules),
        },
        sheet.options,
      ),
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
        {t.sheetTitle}: {preset ? presetName(preset.rules, lang) : sheet.preset}
      </h2>
      {rules && (
        <section class="sheet-entry" aria-labelledby="sheet-entry-title">
          <h3 id="sheet-entry-title">
            {t.deal} {sheet.deals.length + 1}
          </h3>
          <DealForm
            rules={rules}
            names={sheet.names}
            entry={current}
            onChange={setEntry}
            handSize={rules?.handSize ?? 11}
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
        {sheet.deals.length > 0 && (
          <button
            type="button"
            onClick={() => {
              setSheet(removeLastDeal(sheet));
              setProblem(null);
            }}
            data-testid="sheet-remove-last"
          >
            {t.removeLastDeal}
          </button>
        )}
        <button
          type="button"
          onClick={() => {
            setSheet(null);
            setProblem(null);
          }}
        >
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
          {g.ok && (
            <Scoreboard
              match={totals.value.match}
              names={sheet.names}
              unit={totals.value.settlements[0]?.unit ?? 'points'}
              game={g.value}
            />
          )}
          {totals.value.settlements.map((s, i) => (
            <details key={i} open={i === totals.value.settlements.length - 1}>
              <summary>
                {t.deal} {i + 1}
              </summary>
              <SettlementView settlement={s} names={sheet.names} seats={seats} rules={rules} />
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
