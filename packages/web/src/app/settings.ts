/**
 * Table comfort the player chooses (never part of a rule set): language, theme, deck style, how
 * fast the computer players act, how deep the replay's Analyse searches, whether an online
 * table chimes when it asks the player, whether a forced card plays by itself and whether the
 * table's one-letter keys (H, U, L, N) act. Kept in localStorage
 * and applied to the document root.
 */
export type Lang = 'de' | 'en';
export type Theme = 'auto' | 'light' | 'dark';
export type Deck = 'standard' | 'fourColour' | 'highContrast';
export type Speed = 'slow' | 'normal' | 'fast' | 'instant';
export type AnalysisDepth = 'quick' | 'normal' | 'thorough';
export type TurnChime = 'on' | 'off';
export type ForcedCard = 'on' | 'off';
export type LetterKeys = 'on' | 'off';

export interface Settings {
  readonly lang: Lang;
  readonly theme: Theme;
  readonly deck: Deck;
  readonly speed: Speed;
  /** How many solver nodes the replay's mistake finder may spend on a card (ANALYSIS_DEPTH_NODES). */
  readonly analysisDepth: AnalysisDepth;
  /** A chime when an online table asks the player while the tab is in the background (online/turnChime.ts). */
  readonly turnChime: TurnChime;
  /** A card the seat must play (its only legal action) is played by itself (table/forcedPlay.ts). */
  readonly forcedCard: ForcedCard;
  /**
   * The table's one-letter keys (H hint, U take back, L last trick, N next deal). Off for a player
   * whose speech input types letters: a word said could take a card back (WCAG 2.1.4).
   */
  readonly letterKeys: LetterKeys;
}

const KEY = 'tarock.settings.v1';

export const SPEED_MS: Readonly<Record<Speed, number>> = { slow: 1200, normal: 600, fast: 250, instant: 0 };

export const ANALYSIS_DEPTHS: readonly AnalysisDepth[] = ['quick', 'normal', 'thorough'];

/**
 * The mistake finder's budget a card for each depth: `normal` is `tarock replay --analyse`'s
 * default (ANALYSIS_NODES of @tarock/bots, which stays out of the page's bundle); a card whose
 * search needs more is listed as not judged, so a deeper search judges more of them, slower.
 */
export const ANALYSIS_DEPTH_NODES: Readonly<Record<AnalysisDepth, number>> = {
  quick: 50_000,
  normal: 200_000,
  thorough: 1_000_000,
};

function pick<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return allowed.find((a) => a === value) ?? fallback;
}

export function defaultLang(languages: readonly string[]): Lang {
  for (const l of languages) {
    if (l.toLowerCase().startsWith('de')) return 'de';
    if (l.toLowerCase().startsWith('en')) return 'en';
  }
  return 'de';
}

/** Parses stored settings, keeping only known values (anything else falls back to the default). */
export function parseSettings(raw: string | null, languages: readonly string[]): Settings {
  let o: Record<string, unknown> = {};
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (parsed && typeof parsed === 'object') o = parsed as Record<string, unknown>;
  } catch {
    o = {};
  }
  return {
    lang: pick(o['lang'], ['de', 'en'], defaultLang(languages)),
    theme: pick(o['theme'], ['auto', 'light', 'dark'], 'auto'),
    deck: pick(o['deck'], ['standard', 'fourColour', 'highContrast'], 'standard'),
    speed: pick(o['speed'], ['slow', 'normal', 'fast', 'instant'], 'normal'),
    analysisDepth: pick(o['analysisDepth'], ANALYSIS_DEPTHS, 'normal'),
    turnChime: pick(o['turnChime'], ['on', 'off'], 'on'),
    forcedCard: pick(o['forcedCard'], ['on', 'off'], 'off'),
    letterKeys: pick(o['letterKeys'], ['on', 'off'], 'on'),
  };
}

export function loadSettings(): Settings {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(KEY);
  } catch {
    raw = null;
  }
  return parseSettings(raw, navigator.languages ?? [navigator.language]);
}

export function saveSettings(s: Settings): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(s));
  } catch {
    // storage can be full or disabled: the settings then last for this visit only
  }
}

export function applySettings(s: Settings, root: HTMLElement): void {
  root.lang = s.lang;
  root.dataset['theme'] = s.theme;
  root.dataset['deck'] = s.deck;
}
