/** The Illustrated Tarock presets (seeds 001/002; rules-notes Parts A and B). */
import type { Preset } from '../core/ruleset';
import { illustratedPreset } from '../illustrated/preset';
import { BECK, BECK_OPTIONS } from '../illustrated/presets/beck';
import { LOEW_1954, LOEW_OPTIONS } from '../illustrated/presets/loew1954';
import { MAYR_SEDLACZEK_2016, MAYR_SEDLACZEK_OPTIONS } from '../illustrated/presets/mayrSedlaczek2016';
import type { IllustratedRules } from '../illustrated/rules';

export const illustratedLoew1954: Preset<IllustratedRules> = illustratedPreset(
  LOEW_1954,
  LOEW_OPTIONS,
  'Three players, 54 cards. Bid 3 Blatt, 2 Blatt, 1 Blatt (3, or 4 and 5 when taken over and retaken) or Solo (8); take 3, 2 or 1 talon cards; 36 card points win; "40" before and "50" after the pickup, Pagat by any player; series to 100.',
);

export const illustratedBeck: Preset<IllustratedRules> = illustratedPreset(
  BECK,
  BECK_OPTIONS,
  'Three players, 54 cards. Dreiblatt, Zweiblatt, Einblatt, Solo (value 3, ×1 to ×4); Unterer takes a Dreiblatt over (4; held: 5); announcements before (double) or after the pickup, contra ×4 / ×2; Valat; Trischaken by agreement; series to 100.',
);

export const illustratedMayrSedlaczek2016: Preset<IllustratedRules> = illustratedPreset(
  MAYR_SEDLACZEK_2016,
  MAYR_SEDLACZEK_OPTIONS,
  'Three players, 54 cards. Dreiblatt 3, Zweiblatt 5, Einblatt 7, Solo 10 (×1 to ×4) by simple overcalls; the game and bonuses announced before the pickup (contra ×4, recontra ×16) and after it (×2, ×4); Valat; series until someone exceeds 100.',
);

export const illustratedPresets: readonly Preset[] = [
  illustratedLoew1954,
  illustratedBeck,
  illustratedMayrSedlaczek2016,
];
