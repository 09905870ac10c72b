/**
 * The engine explains settlements with seat numbers ("seats 2 and 0 each +40"); the table shows
 * the players' names instead.
 */
export function withNames(text: string, names: readonly string[]): string {
  return text.replace(/\bseats? (\d+(?:(?:, | and )\d+)*)/g, (_, list: string) =>
    list.replace(/\d+/g, (n) => names[Number(n)] ?? n),
  );
}
