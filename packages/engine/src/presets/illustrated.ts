/** The Illustrated Tarock presets (seeds 001/002; rules-notes Parts A and B). */
import type { Preset } from '../core/ruleset';

export const illustratedPresets: readonly Preset[] = [];
