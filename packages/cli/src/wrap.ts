/** The widest and the narrowest line width the command writes to. */
export const MAX_WIDTH = 100;
export const MIN_WIDTH = 60;

/**
 * The width the command's lines keep to: 100 columns, or fewer on a narrower terminal (its
 * width, or COLUMNS when set), never under 60. Set once per run by `main` (`setWidth`); every
 * wrap reads it when it is called.
 */
export let WIDTH = MAX_WIDTH;

/** The line width for a terminal `columns` wide (undefined: output is not a terminal). */
export function lineWidth(
  columns: number | undefined,
  env: Readonly<Record<string, string | undefined>>,
): number {
  const named = env['COLUMNS'];
  const given = named !== undefined && /^\d+$/.test(named.trim()) ? Number(named) : columns;
  if (given === undefined || !Number.isFinite(given) || given <= 0) return MAX_WIDTH;
  return Math.max(MIN_WIDTH, Math.min(MAX_WIDTH, Math.floor(given)));
}

export function setWidth(width: number): void {
  WIDTH = width;
}

/**
 * A list on as few lines as fit a terminal: `head` and the items joined by `sep`, broken between
 * items (never inside one) before a line passes `width`; the lines after the first are indented,
 * so a long auction or a long list of choices reads as one block.
 */

export function wrapList(
  head: string,
  items: readonly string[],
  sep: string,
  width = WIDTH,
  indent = '    ',
  breakLong = true,
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
  // An item too long for a line even alone (an announcement with its announcer) is broken
  // between its words (unless `breakLong` is false: the items are words already, or a quoted
  // piece to keep whole); a single word longer than the width stays whole.
  return lines.flatMap((l) => {
    if (!breakLong || l.length <= width) return [l];
    const lead = /^\s*/.exec(l)?.[0] ?? '';
    const words = l.slice(lead.length).split(/ +/);
    return words.length > 1 ? wrapList(lead, words, ' ', width, indent) : [l];
  });
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
    const broken = wrapList(head, words(item), ' ', width, indent, false);
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

/**
 * Help text within the width: lines that fit stay as they are; an entry with a line too long
 * ("  --deals    stop after …" and the lines under it, indented to its text) is reflowed under its
 * own text column, and a line of prose between words.
 */
export function fitHelp(lines: readonly string[], width = WIDTH): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; ) {
    const line = lines[i] as string;
    const entry = /^(\s*\S+(?: \S+)*?\s{2,})(\S.*)$/.exec(line);
    if (!entry) {
      out.push(...(line.length <= width ? [line] : wrapWords('', line, '  ', width)));
      i++;
      continue;
    }
    const head = entry[1] as string;
    const indent = ' '.repeat(head.length);
    let end = i + 1;
    while (
      end < lines.length &&
      (lines[end] as string).startsWith(indent) &&
      (lines[end] as string).trim() !== ''
    )
      end++;
    const block = lines.slice(i, end);
    if (block.every((l) => l.length <= width)) out.push(...block);
    else {
      const text = [entry[2] as string, ...block.slice(1).map((l) => l.trim())].join(' ');
      out.push(...wrapWords(head, text, head.length < width / 2 ? indent : '    ', width));
    }
    i = end;
  }
  return out;
}
