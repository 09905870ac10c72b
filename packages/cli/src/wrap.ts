/**
 * A list on as few lines as fit a terminal: `head` and the items joined by `sep`, broken between
 * items (never inside one) before a line passes `width`; the lines after the first are indented,
 * so a long auction or a long list of choices reads as one block.
 */
export const WIDTH = 100;

export function wrapList(
  head: string,
  items: readonly string[],
  sep: string,
  width = WIDTH,
  indent = '    ',
): string[] {
  const lines: string[] = [];
  let line = head;
  let first = true;
  for (const item of items) {
    const joined = first ? `${line}${item}` : `${line}${sep}${item}`;
    if (!first && joined.length + sep.trimEnd().length > width) {
      lines.push(`${line}${sep.trimEnd()}`);
      line = `${indent}${item.trimStart()}`;
    } else line = joined;
    first = false;
  }
  lines.push(line);
  return lines;
}

/**
 * Prose within the width, broken between words: `head` first (alone on its line when not even the
 * first word fits beside it), the lines after it `indent`ed.
 */
export function wrapWords(head: string, text: string, indent: string, width = WIDTH): string[] {
  const words = text.split(/\s+/);
  if (`${head}${words[0] ?? ''}`.length <= width) return wrapList(head, words, ' ', width, indent);
  return [head.trimEnd(), ...wrapList(indent, words, ' ', width, indent)];
}

/**
 * A message (an error) within the width: a line too long is broken after the `, ` of a list in
 * parentheses ("unknown variant … (known: a, b, …)", "(options: --a, --b)"), never at a comma of
 * the prose ("never negative, got -50"); what is still too long is broken between words. Never
 * inside a word nor inside a quoted "…", so a file path or an id stays whole (alone on its line
 * when it is longer than the width); the lines after the first are indented. Every error the
 * command prints goes through here (main.ts).
 */
export function wrapMessage(text: string, width = WIDTH, indent = '    '): string {
  return text
    .split('\n')
    .flatMap((line) => (line.length <= width ? [line] : wrapLine(line, width, indent)))
    .join('\n');
}

function wrapLine(line: string, width: number, indent: string): string[] {
  const lines: string[] = [];
  // The line being filled; a piece too long for a line of its own is broken between its words, and
  // the list goes on after its last word ("… (e.g." / "    EA, G10, HO, …)", not "EA," alone).
  let open: string | null = null;
  const items = listItems(line);
  items.forEach((item, i) => {
    const end = i === items.length - 1 ? '' : ',';
    if (open !== null) {
      if (`${open}, ${item}${end}`.length <= width) {
        open = `${open}, ${item}`;
        return;
      }
      lines.push(`${open},`);
    }
    const head = open === null ? '' : indent;
    const start = `${head}${item.trimStart()}`;
    if (`${start}${end}`.length <= width) {
      open = start;
      return;
    }
    const broken = wrapList(head, words(item), ' ', width, indent);
    lines.push(...broken.slice(0, -1));
    open = broken[broken.length - 1] ?? start;
  });
  if (open !== null) lines.push(open);
  return lines;
}

/** A line's words: split at its spaces outside double quotes (when its quotes pair up). */
function words(line: string): string[] {
  const quotes = (line.match(/"/g) ?? []).length % 2 === 0;
  const out: string[] = [];
  let quoted = false;
  let word = '';
  for (const c of line) {
    if (c === '"' && quotes) quoted = !quoted;
    if (c === ' ' && !quoted) {
      if (word) out.push(word);
      word = '';
    } else word += c;
  }
  if (word) out.push(word);
  return out;
}

/** A line's pieces between the `, ` of its parenthesized lists (outside double quotes). */
function listItems(line: string): string[] {
  const items: string[] = [];
  let quoted = false;
  let depth = 0;
  let from = 0;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (c === '"') quoted = !quoted;
    else if (quoted) continue;
    else if (c === '(') depth++;
    else if (c === ')') depth = Math.max(0, depth - 1);
    else if (depth > 0 && line.startsWith(', ', i)) {
      items.push(line.slice(from, i));
      from = i + 2;
    }
  }
  items.push(line.slice(from));
  return items;
}

/**
 * A value that has no place to break (a seed of 150 characters) as an item of a wrapped line:
 * `label value` and `end` as one item when that fits `room` columns (the width less the list's
 * indent); else the item names it as below (`label below` and `end`), and `after` holds the lines
 * to print after the list: a note on how to use it again (`option`), then the value on a line of
 * its own or in pieces of the full width, unindented, so that copying it back needs only the line
 * breaks taken out.
 */
export function longValue(
  label: string,
  value: string,
  end: string,
  option: string,
  room = WIDTH,
  width = WIDTH,
): { item: string; after: string[] } {
  const item = `${label} ${value}${end}`;
  if (item.length <= room) return { item, after: [] };
  const pieces: string[] = [];
  for (let i = 0; i < value.length; i += width) pieces.push(value.slice(i, i + width));
  const Label = label.charAt(0).toUpperCase() + label.slice(1);
  const note =
    pieces.length > 1
      ? `${Label} (${value.length} characters on ${pieces.length} lines: join them without the line breaks for ${option}):`
      : `${Label} (${value.length} characters, for ${option}):`;
  return { item: `${label} below${end}`, after: [...wrapWords('', note, '  ', width), ...pieces] };
}
