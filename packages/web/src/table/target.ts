/**
 * What the contract aims at, for the bar at the top: the card points the declarer needs (or the
 * defenders, after a call that shifts the burden), or no trick at all (Bettel).
 */
import type { Burden, View } from '@tarock/engine';
import type { Strings } from '../i18n/strings';

type Contract = NonNullable<View['contract']>;

/**
 * The target as the bar shows it: the card points needed, the declarer's own raise included
 * (Haferltarock's self-raise: 61 raised twice shows 71; `contract.raised`); where a call has moved
 * the burden to the defenders (Bavarian Kontra, `Game.burden`) the bar says they need it, "61 für
 * die Gegenspieler" (it said 61 as if the declarer did, and the declarer wins at 60–60 then); in a
 * Bettel (no trump, `trump === -1`) the declarer must take no trick, so "no trick", not the 61 the
 * state carries; in a game without a declarer (Trischaken) nobody has a target: null.
 */
export function targetText(
  c: Pick<Contract, 'declarer' | 'trump' | 'target' | 'raised'>,
  burden: Burden,
  t: Pick<Strings, 'noTrick' | 'targetOfDefenders'>,
): string | null {
  if (c.declarer === null) return null;
  if (c.trump === -1) return t.noTrick;
  const points = c.target + c.raised;
  return burden === 'defenders' ? t.targetOfDefenders(points) : String(points);
}
