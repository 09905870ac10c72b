/**
 * The rule sets' names in German. The engine names a preset in English (`rules.name`), which the
 * English interface shows and records keep; the German is found by preset id together with the
 * English it translates, so a renamed preset shows its new English until presetNames.test.ts has
 * it translated again. The family words are those of the setup's family choice (strings.ts):
 * Illustriertes Tarock, Bayerisches Tarock. A name that is German already stays as it is.
 */
import type { Lang } from '../app/settings';

/** Preset id → the engine's English name and its German. */
export const NAMES_DE: Readonly<Record<string, readonly [en: string, de: string]>> = {
  'illustrated-loew-1954': ['Illustrated Tarock (Löw 1954)', 'Illustriertes Tarock (Löw 1954)'],
  'illustrated-beck': ['Illustrated Tarock (Beck)', 'Illustriertes Tarock (Beck)'],
  'illustrated-mayr-sedlaczek-2016': [
    'Illustrated Tarock (Mayr & Sedlaczek 2016)',
    'Illustriertes Tarock (Mayr & Sedlaczek 2016)',
  ],
  'bavarian-huber-1923': ['Bavarian Tarock (Huber 1923)', 'Bayerisches Tarock (Huber 1923)'],
  'bavarian-sirch-2008': ['Bavarian Tarock (Sirch 2008)', 'Bayerisches Tarock (Sirch 2008)'],
  'bavarian-1933': [
    'Bavarian Tarock (intermediate variant, 1933)',
    'Bayerisches Tarock (Zwischenform, 1933)',
  ],
  haferltarock: ['Haferltarock (Danyliuk)', 'Haferltarock (Danyliuk)'],
  'bavarian-no-point-bidding': [
    'Bavarian Tarock without point bidding',
    'Bayerisches Tarock ohne Augengebote',
  ],
  'bavarian-berliner': ['Berliner', 'Berliner'],
  'scharfes-tarock': ['Scharfes Tarock', 'Scharfes Tarock'],
};

/**
 * A preset's name in the language: the engine's preset (`rules`) or an online table's (`preset`),
 * both an id and the engine's English name. The English where no German is known for that name.
 */
export function presetName(preset: { readonly id: string; readonly name: string }, lang: Lang): string {
  const entry = NAMES_DE[preset.id];
  return lang === 'de' && entry?.[0] === preset.name ? entry[1] : preset.name;
}
