/** The Bavarian Tarock presets (seed 000; rules-notes Part C). */
import { haferltarock, berliner } from '../bavarian/presets/haferl';
import { bavarian1933, huber1923, sirch2008 } from '../bavarian/presets/huber';
import { noPointBidding } from '../bavarian/presets/nopoint';
import { scharfesTarock } from '../bavarian/presets/scharf';
import type { Preset } from '../core/ruleset';

export const bavarianPresets: readonly Preset[] = [
  huber1923,
  sirch2008,
  bavarian1933,
  haferltarock,
  noPointBidding,
  berliner,
  scharfesTarock,
];
