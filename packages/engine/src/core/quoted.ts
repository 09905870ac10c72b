/**
 * A value as an error message quotes it: its JSON, cut after `max` characters. A message never
 * fails on what it quotes: a value nested too deep for JSON.stringify (it overflows the stack)
 * is named by its kind, a missing value as nothing, and `1e400` (read by JSON.parse as Infinity, written back as null) as a
 * number beyond the largest.
 */
export function quoted(v: unknown, max = 40): string {
  // A field that is not there: "got nothing", not "got undefined".
  if (v === undefined) return 'nothing';
  if (v === Number.POSITIVE_INFINITY || v === Number.NEGATIVE_INFINITY)
    return `${v < 0 ? '-' : ''}a number beyond 1.8e308`;
  // A long text is cut before it is written, not after (a 16 MiB line is not copied whole).
  if (typeof v === 'string' && v.length > max) v = v.slice(0, max + 1);
  let text: string | undefined;
  try {
    text = JSON.stringify(v);
  } catch {
    return Array.isArray(v) ? 'a list nested too deep to show' : 'an object nested too deep to show';
  }
  if (text === undefined) return String(v);
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/**
 * Text as typed, cut after `max` characters (a literal that is already quoted, a whole line), its
 * control characters written as escapes (`\t`, `\u001b`, `\u0085`): a message shows no raw tab.
 */
export function cut(text: string, max = 40): string {
  const shown = text.length > max ? `${text.slice(0, max)}…` : text;
  return shown.replace(CONTROLS, (c) => SHORT[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

const SHORT: Readonly<Record<string, string>> = { '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** C0 controls, DEL and C1 controls. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it finds
const CONTROLS = /[\u0000-\u001f\u007f-\u009f]/g;
