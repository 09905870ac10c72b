/**
 * Records kept in this browser by an earlier version, whose names the app took as typed: a
 * pasted tab or another character a record may not hold made the record refused when replayed
 * (since records are read strictly). Their names are mended as they are handed out (`printableName`:
 * each such character a space, at most 20 characters), so the deals replay; nothing else changes.
 */
import { printableName } from '@tarock/engine';

/** The record text with its seats' names mended; the text itself when nothing needs it. */
export function withPrintableNames(json: string): string {
  let record: unknown;
  try {
    record = JSON.parse(json);
  } catch {
    return json; // the replay says what is wrong with it
  }
  const seats = (record as { seats?: unknown } | null)?.seats;
  if (!Array.isArray(seats)) return json;
  let mended = false;
  for (const seat of seats as unknown[]) {
    if (typeof seat !== 'object' || seat === null) continue;
    const s = seat as { name?: unknown };
    if (typeof s.name !== 'string') continue;
    const name = printableName(s.name);
    if (name !== s.name) {
      s.name = name;
      mended = true;
    }
  }
  return mended ? JSON.stringify(record) : json;
}
