/** Choose the family and rule set, read its summary, set house rules and the players, start. */
import { type OptionSpec, type OptionValue, PRESETS, type Preset } from '@tarock/engine';
import type { JSX } from 'preact';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { DEFAULT_NAMES, NAME_MAX, nameExcess, nameUnprintable } from '../app/playerName';
import { useI18n } from '../i18n/i18n';
import { optionTitle } from '../i18n/optionTitles';
import { optionValueText } from '../i18n/optionValues';
import { presetName } from '../i18n/presetNames';
import { optionDescription, optionSource, presetSource, presetSummary } from '../i18n/presetTexts';
import type { Family } from '../i18n/vocab';
import { RuleCardView } from '../rules/RuleCardView';
import { defaultBot } from '../worker/levels';
import type { MatchSetup, SeatPlayer } from '../worker/protocol';
import { gameName, seatCount } from './gameName';
import type { SetupChoices } from './setupChoices';

/** The level select's value for a seat left to a player (online tables only). */
const HUMAN = 'human';

/** For an online table: seats may be left to players, the levels the server offers, the button's words. */
export interface OnlineSetupMode {
  readonly humanLabel: string;
  readonly submitLabel: string;
  readonly levels: readonly string[];
}

export function Setup({
  onStart,
  players,
  online,
  initial,
  onChoices,
}: {
  /** Starts the match; `choices` are the form's. */
  onStart: (s: MatchSetup, choices: SetupChoices) => void;
  /** The computer players the table worker offers (play against the computer; online: the server's). */
  players?: readonly string[];
  online?: OnlineSetupMode;
  /** The choices to begin with (a level no longer offered falls back to the default one). */
  initial?: SetupChoices | null;
  /** Told the form's choices as it opens and whenever one changes (to be kept for `initial`). */
  onChoices?: (choices: SetupChoices) => void;
}): JSX.Element {
  const { t, lang } = useI18n();
  const [family, setFamily] = useState<Family>(initial?.family ?? 'illustrated');
  const presets = useMemo(() => PRESETS.filter((p) => p.rules.family === family), [family]);
  const [presetId, setPresetId] = useState<string>(initial?.presetId ?? '');
  const preset: Preset | undefined = presets.find((p) => p.rules.id === presetId) ?? presets[0];
  const [values, setValues] = useState<Record<string, OptionValue>>({ ...initial?.values });
  const [names, setNames] = useState<string[]>(initial?.names.slice() ?? DEFAULT_NAMES.slice());
  const [levels, setLevels] = useState<readonly (string | undefined)[]>(initial?.levels ?? []);
  const seats = preset ? seatCount(preset, values) : 3;
  const offered = online ? online.levels : (players ?? []);
  const fallback = defaultBot(offered);
  const levelOf = (i: number): string => {
    const l = levels[i] ?? fallback;
    return (online && l === HUMAN) || offered.includes(l) ? l : fallback;
  };

  const chosenId = preset?.rules.id ?? '';
  useEffect(
    () => onChoices?.({ family, presetId: chosenId, values, names, levels }),
    [family, chosenId, values, names, levels],
  );

  const choosePreset = (id: string): void => {
    setPresetId(id);
    setValues({});
  };

  // A name over the cap, or holding a character no record takes (a tab, an invisible sign), is told
  // beside its field and holds the start back; it is never cut or cleaned.
  const excess = Array.from({ length: seats }, (_, i) => nameExcess(names[i] ?? ''));
  const unprintable = Array.from({ length: seats }, (_, i) => nameUnprintable(names[i] ?? ''));
  const note = (i: number): string | null =>
    (excess[i] ?? 0) > 0
      ? t.nameTooLong(NAME_MAX, excess[i] ?? 0)
      : unprintable[i]
        ? t.nameUnprintable
        : null;
  const badName = excess.some((n) => n > 0) || unprintable.some(Boolean);

  const start = (e: Event): void => {
    e.preventDefault();
    if (!preset) return;
    const players: SeatPlayer[] = Array.from({ length: seats }, (_, i) =>
      i === 0 || levelOf(i) === HUMAN ? { kind: 'human' } : { kind: 'bot', bot: levelOf(i) },
    );
    if (badName) return;
    const seatNames = Array.from({ length: seats }, (_, i) =>
      i === 0 ? names[0]?.trim() || t.you : names[i]?.trim() || DEFAULT_NAMES[i] || `${i + 1}`,
    );
    // A seed in the address (?seed=…) makes the deals and the computer players repeatable.
    const seed = new URLSearchParams(location.search).get('seed');
    onStart(
      {
        game: gameName(preset, values),
        players,
        names: seatNames,
        delayMs: 0,
        ...(seed ? { seed } : {}),
      },
      { family, presetId: preset.rules.id, values, names, levels },
    );
  };

  return (
    <form class="setup" onSubmit={start} aria-labelledby="setup-title">
      <h2 id="setup-title" class="visually-hidden">
        {t.navPlay}
      </h2>
      <fieldset class="families">
        <legend>{t.family}</legend>
        {(['illustrated', 'bavarian'] as const).map((f) => (
          <label key={f} class={`family-choice${family === f ? ' chosen' : ''}`}>
            <input
              type="radio"
              name="family"
              value={f}
              checked={family === f}
              onChange={() => {
                setFamily(f);
                setPresetId('');
                setValues({});
              }}
            />
            {f === 'illustrated' ? t.familyIllustrated : t.familyBavarian}
          </label>
        ))}
      </fieldset>

      <fieldset class="presets">
        <legend>{t.preset}</legend>
        {presets.length === 0 && <p>{t.noPresets}</p>}
        {presets.map((p) => (
          <label key={p.rules.id} class={`preset-choice${preset === p ? ' chosen' : ''}`}>
            <input
              type="radio"
              name="preset"
              value={p.rules.id}
              checked={preset === p}
              onChange={() => choosePreset(p.rules.id)}
              data-preset={p.rules.id}
            />
            <span class="preset-name">{presetName(p.rules, lang)}</span>
          </label>
        ))}
      </fieldset>

      {preset && (
        <section class="preset-info" aria-live="polite">
          <h3>{presetName(preset.rules, lang)}</h3>
          <p class="summary">{presetSummary(preset, lang)}</p>
          <p class="source">
            <strong>{t.source}:</strong> {presetSource(preset.rules.id, preset.rules.publishedSource, lang)}
          </p>
        </section>
      )}

      {preset && (
        <details class="rule-card-details" data-testid="rules-open">
          <summary>{t.ruleCard}</summary>
          <RuleCardView
            card={preset.ruleCard(preset.resolve(values), seats)}
            rules={preset.resolve(values)}
          />
        </details>
      )}

      {preset && preset.options.length > 0 && (
        <details class="options">
          <summary>
            {t.houseRules} ({changed(preset, values)} / {preset.options.length} {t.changed})
          </summary>
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

      {preset && (
        <fieldset class="players">
          <legend>{t.players}</legend>
          {Array.from({ length: seats }, (_, i) => (
            <div class="player-row" key={i}>
              <label>
                <span>{i === 0 ? t.you : `${t.seatName} ${i + 1}`}</span>
                <input
                  type="text"
                  value={i === 0 ? names[0] || '' : names[i]}
                  placeholder={i === 0 ? t.you : DEFAULT_NAMES[i]}
                  data-name={i}
                  aria-invalid={note(i) !== null}
                  aria-describedby={note(i) !== null ? `name-note-${i}` : undefined}
                  onInput={(e) => {
                    const next = names.slice();
                    next[i] = e.currentTarget.value;
                    setNames(next);
                  }}
                />
                {note(i) !== null && (
                  <span class="name-note" id={`name-note-${i}`} role="alert" data-testid={`name-note-${i}`}>
                    {note(i)}
                  </span>
                )}
              </label>
              {i > 0 && (
                <label>
                  <span>{online ? t.seatTaker : t.level}</span>
                  <select
                    data-level={i}
                    // Each seat's select named for its seat (both were "Computer player"); online it
                    // chooses who sits there, a player or a computer player.
                    aria-label={online ? t.seatTakerOf(i + 1) : t.levelOf(i + 1)}
                    value={levelOf(i)}
                    onChange={(e) => {
                      const next = levels.slice();
                      next[i] = e.currentTarget.value;
                      setLevels(next);
                    }}
                  >
                    {online && <option value={HUMAN}>{online.humanLabel}</option>}
                    {offered.map((b) => (
                      <option key={b} value={b}>
                        {t.botNames[b] ? `${t.botNames[b]} (${b})` : b}
                      </option>
                    ))}
                  </select>
                </label>
              )}
            </div>
          ))}
        </fieldset>
      )}

      <button type="submit" class="primary start-btn" disabled={!preset || badName}>
        {online ? online.submitLabel : t.startMatch}
      </button>
    </form>
  );
}

function changed(preset: Preset, values: Readonly<Record<string, OptionValue>>): number {
  return preset.options.filter((o) => values[o.key] !== undefined && values[o.key] !== o.default).length;
}

/**
 * One house-rule option: its title (the key small beside it, as a game name writes it), its values
 * (the default marked) and what it changes.
 */
export function OptionField(props: {
  spec: OptionSpec;
  value: OptionValue;
  lang: 'de' | 'en';
  defaultMark: string;
  onChange: (v: OptionValue) => void;
}): JSX.Element {
  const { spec } = props;
  const id = `opt-${spec.key}`;
  return (
    <div class="option">
      <div class="option-head">
        <label for={id} class="option-title">
          {optionTitle(spec.key, props.lang)}
        </label>{' '}
        <code class="option-key">{spec.key}</code>
      </div>
      <select
        id={id}
        data-option={spec.key}
        aria-describedby={`${id}-desc`}
        value={String(props.value)}
        onChange={(e) => {
          const v = spec.values.find((x) => String(x) === e.currentTarget.value);
          if (v !== undefined) props.onChange(v);
        }}
      >
        {spec.values.map((v) => (
          <option key={String(v)} value={String(v)}>
            {optionValueText(spec.key, v, props.lang)}
            {v === spec.default ? ` (${props.defaultMark})` : ''}
          </option>
        ))}
      </select>
      <p id={`${id}-desc`} class="option-desc">
        {optionDescription(spec, props.lang)}{' '}
        <span class="option-source">({optionSource(spec, props.lang)})</span>
      </p>
    </div>
  );
}
