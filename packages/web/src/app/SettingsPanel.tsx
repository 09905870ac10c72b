/** Language, theme, deck, speed and the forced card: five small selects in the header. */
import type { JSX } from 'preact';
import { useI18n } from '../i18n/i18n';
import type { Deck, ForcedCard, Lang, LetterKeys, Settings, Speed, Theme } from './settings';

/** A labelled select of a setting's values. */
export function Select<T extends string>(props: {
  id: string;
  label: string;
  value: T;
  options: readonly (readonly [T, string])[];
  onChange: (v: T) => void;
}): JSX.Element {
  return (
    <label class="setting" for={props.id}>
      <span>{props.label}</span>
      <select
        id={props.id}
        value={props.value}
        onChange={(e) => {
          const v = props.options.find(([k]) => k === e.currentTarget.value);
          if (v) props.onChange(v[0]);
        }}
      >
        {props.options.map(([k, label]) => (
          <option key={k} value={k}>
            {label}
          </option>
        ))}
      </select>
    </label>
  );
}

export function SettingsPanel({
  settings,
  onChange,
}: {
  settings: Settings;
  onChange: (s: Settings) => void;
}): JSX.Element {
  const { t } = useI18n();
  return (
    <fieldset class="settings">
      <legend class="visually-hidden">{t.navSettings}</legend>
      <Select<Lang>
        id="set-lang"
        label={t.language}
        value={settings.lang}
        options={[
          ['de', 'Deutsch'],
          ['en', 'English'],
        ]}
        onChange={(lang) => onChange({ ...settings, lang })}
      />
      <Select<Theme>
        id="set-theme"
        label={t.theme}
        value={settings.theme}
        options={[
          ['auto', t.themeAuto],
          ['light', t.themeLight],
          ['dark', t.themeDark],
        ]}
        onChange={(theme) => onChange({ ...settings, theme })}
      />
      <Select<Deck>
        id="set-deck"
        label={t.deck}
        value={settings.deck}
        options={[
          ['standard', t.deckStandard],
          ['fourColour', t.deckFourColour],
          ['highContrast', t.deckHighContrast],
        ]}
        onChange={(deck) => onChange({ ...settings, deck })}
      />
      <Select<Speed>
        id="set-speed"
        label={t.speed}
        value={settings.speed}
        options={[
          ['slow', t.speedSlow],
          ['normal', t.speedNormal],
          ['fast', t.speedFast],
          ['instant', t.speedInstant],
        ]}
        onChange={(speed) => onChange({ ...settings, speed })}
      />
      <Select<ForcedCard>
        id="set-forced"
        label={t.forcedCard}
        value={settings.forcedCard}
        options={[
          ['off', t.forcedCardOff],
          ['on', t.forcedCardOn],
        ]}
        onChange={(forcedCard) => onChange({ ...settings, forcedCard })}
      />
      <Select<LetterKeys>
        id="set-letter-keys"
        label={t.letterKeys}
        value={settings.letterKeys}
        options={[
          ['on', t.letterKeysOn],
          ['off', t.letterKeysOff],
        ]}
        onChange={(letterKeys) => onChange({ ...settings, letterKeys })}
      />
    </fieldset>
  );
}
