/** The Bavarian Tarock presets (seed 000; rules-notes Part C). */
import type { Preset } from '../core/ruleset';

export const bavarianPresets: readonly Preset[] = [];
