/** Structural equality of plain data (key order ignored, a missing key equals `undefined`). */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((x, i) => deepEqual(x, b[i]));
  const x = a as Record<string, unknown>; // both are non-null, non-array objects here
  const y = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(x), ...Object.keys(y)]);
  for (const k of keys) if (!deepEqual(x[k], y[k])) return false;
  return true;
}

/** The first path at which two values differ, for messages; null when equal. */
export function firstDifference(a: unknown, b: unknown, path = ''): string | null {
  if (deepEqual(a, b)) return null;
  if (typeof a === 'object' && typeof b === 'object' && a !== null && b !== null) {
    const x = a as Record<string, unknown>; // indexable: arrays and objects alike
    const y = b as Record<string, unknown>;
    for (const k of new Set([...Object.keys(x), ...Object.keys(y)])) {
      const d = firstDifference(x[k], y[k], `${path}.${k}`);
      if (d) return d;
    }
  }
  const show = (v: unknown) => JSON.stringify(v)?.slice(0, 120) ?? String(v);
  return `${path || '(root)'}: ${show(a)} ≠ ${show(b)}`;
}
