/** The current language and its strings, provided to every component. */
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { Lang } from '../app/settings';
import { STRINGS, type Strings } from './strings';

export interface I18n {
  readonly lang: Lang;
  readonly t: Strings;
}

export const I18nContext = createContext<I18n>({ lang: 'de', t: STRINGS.de });
export const useI18n = (): I18n => useContext(I18nContext);
export const i18nFor = (lang: Lang): I18n => ({ lang, t: STRINGS[lang] });
