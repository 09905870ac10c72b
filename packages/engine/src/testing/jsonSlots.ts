/**
 * Every place of a JSON value (each object field and list entry, at any depth) as its container and
 * key, for tests that damage a file in one place: `slot[0][slot[1]] = junk`.
 */
export type JsonSlot = [Record<string | number, unknown>, string | number];

export function jsonSlots(value: unknown): JsonSlot[] {
  const slots: JsonSlot[] = [];
  const walk = (v: unknown): void => {
    if (typeof v !== 'object' || v === null) return;
    const o = v as Record<string | number, unknown>; // JSON data: lists and objects
    for (const k of Object.keys(o)) {
      slots.push([o, Array.isArray(v) ? Number(k) : k]);
      walk(o[k]);
    }
  };
  walk(value);
  return slots;
}
