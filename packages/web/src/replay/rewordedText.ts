/**
 * The note under a replayed settlement when the record words some of its lines otherwise than
 * this engine does (an earlier version wrote it; the amounts are the same, or the replay would
 * have refused it). The settlement shown is phrased anew; the record's own words follow it, so
 * nothing the record said is hidden (`tarock replay` prints the same note).
 */
import type { RewordedLine } from '@tarock/engine';
import type { Strings } from '../i18n/strings';

/**
 * The note's head and the record's lines (numbered from 1), or null when the record words every
 * line as this engine does.
 *
 * @example rewordedText(en, [{ line: 1, recorded: 'old words', replayed: 'new words' }])
 * // { head: 'An earlier version … worded one line …', lines: ['line 2: “old words”'] }
 */
export function rewordedText(
  t: Strings,
  reworded: readonly RewordedLine[],
): { head: string; lines: string[] } | null {
  if (reworded.length === 0) return null;
  return {
    head: t.rewordedHead(reworded.length),
    lines: reworded.map((l) => t.rewordedLine(l.line + 1, l.recorded)),
  };
}
