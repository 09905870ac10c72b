/**
 * Records kept in this browser by an earlier version, whose names the app took as typed: a
 * pasted tab or another character a record may not hold made the record refused when replayed
 * (since records are read strictly). Their names are mended as they are read back (`printableName`:
 * each such character a space, at most 20 characters): a deal of the History as it is handed out,
 * a kept match as it is restored (its setup's names and its deal's record), so they replay and
 * play on; nothing else changes.
 */
import { printableName } from '@tarock/engine';
import type { Snapshot } from './snapshot';

/** The record text with its seats' names mended; the text itself when nothing needs it. */
export function withPrintableNames(json: string): string {
  let record: unknown;
  try {
    record = JSON.parse(json);
  } catch {
    return json; // the replay says what is wrong with it
  }
  return mendRecordNames(record) ? JSON.stringify(record) : json;
}

/** Mends the seats' names of a record's JSON object in place; whether any needed it. */
function mendRecordNames(record: unknown): boolean {
  const seats = (record as { seats?: unknown } | null)?.seats;
  if (!Array.isArray(seats)) return false;
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
  return mended;
}

/** A kept match with the names of its setup and of its deal's record mended; itself when none needs it. */
export function withPrintableSnapshotNames(snap: Snapshot): Snapshot {
  const names = snap.setup.names.map(printableName);
  const record = structuredClone(snap.record);
  const mended = mendRecordNames(record);
  if (!mended && names.every((n, i) => n === snap.setup.names[i])) return snap;
  return { ...snap, setup: { ...snap.setup, names }, record };
}
