/** What the declarer aims at, for the bar at the top: card points, or no trick at all (Bettel). */
import type { View } from '@tarock/engine';
import type { Strings } from '../i18n/strings';

type Contract = NonNullable<View['contract']>;

/**
 * The target as the bar shows it: the card points the declarer needs; in a Bettel (no trump,
 * `trump === -1`) the declarer must take no trick, so "no trick", not the 61 the state carries;
 * in a game without a declarer (Trischaken) nobody has a target: null.
 */
export function targetText(
  c: Pick<Contract, 'declarer' | 'trump' | 'target'>,
  t: Pick<Strings, 'noTrick'>,
): string | null {
  if (c.declarer === null) return null;
  if (c.trump === -1) return t.noTrick;
  return String(c.target);
}
