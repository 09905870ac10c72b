/**
 * Small strict readers for untrusted JSON: each takes a value and the path it was found at and
 * returns the typed value or fails with a message naming that path (`turns[3].action.card: …`).
 * They throw `Invalid` internally; `checked` turns that into a Result at the edge.
 */
import { quoted } from '../core/quoted';
import { err, ok, type Result } from '../core/result';

export class Invalid extends Error {}

export const fail = (path: string, what: string): never => {
  throw new Invalid(`${path}: ${what}`);
};

/** Runs a reader and returns its value, or the first problem as an error value. */
export function checked<T>(read: () => T): Result<T> {
  try {
    return ok(read());
  } catch (e) {
    if (e instanceof Invalid) return err(e.message);
    throw e;
  }
}

export function obj(v: unknown, path: string, keys: readonly string[], optional: readonly string[] = []) {
  if (typeof v !== 'object' || v === null || Array.isArray(v))
    return fail(path, `expected an object, got ${quoted(v)}`);
  const record = v as Record<string, unknown>; // checked just above: a plain object
  if (keys.length || optional.length)
    for (const k of Object.keys(record))
      if (!keys.includes(k) && !optional.includes(k)) fail(path, `unknown field "${k}"`);
  for (const k of keys) if (!(k in record)) fail(path, `missing field "${k}"`);
  return record;
}

/** An object used as a map: any keys (the caller checks them). */
export function map(v: unknown, path: string): Readonly<Record<string, unknown>> {
  return obj(v, path, [], []) && (v as Record<string, unknown>); // obj() rejected anything but a plain object
}

export function arr(v: unknown, path: string): readonly unknown[] {
  return Array.isArray(v) ? v : fail(path, `expected an array, got ${quoted(v)}`);
}

export function str(v: unknown, path: string, pattern?: RegExp): string {
  if (typeof v !== 'string') return fail(path, `expected a string, got ${quoted(v)}`);
  if (pattern && !pattern.test(v)) fail(path, `${quoted(v)} does not match ${pattern.source}`);
  return v;
}

export function num(v: unknown, path: string): number {
  return typeof v === 'number' && Number.isFinite(v) ? v : fail(path, `expected a number, got ${quoted(v)}`);
}

/**
 * Cents in a pot: a deal never starts with a pot in debt (the antes refill it first), and no pot
 * holds more cents than a number counts exactly (2^53 − 1). Halves are money too (a Frage halves
 * exactly), so a pot need not be whole.
 */
export function pot(v: unknown, path: string): number {
  const cents = num(v, path);
  if (cents < 0) fail(path, `a pot is never negative, got ${quoted(v)}`);
  return cents <= Number.MAX_SAFE_INTEGER
    ? cents
    : fail(path, `more cents than a pot holds (at most ${Number.MAX_SAFE_INTEGER}), got ${quoted(v)}`);
}

export function int(v: unknown, path: string, min = 0): number {
  return typeof v === 'number' && Number.isSafeInteger(v) && v >= min
    ? v
    : fail(path, `expected an integer ≥ ${min}, got ${quoted(v)}`);
}

export function oneOf<T extends string>(v: unknown, path: string, values: readonly T[]): T {
  const found = values.find((x) => x === v);
  return found ?? fail(path, `expected one of ${values.join(', ')}, got ${quoted(v)}`);
}
