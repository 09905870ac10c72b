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
