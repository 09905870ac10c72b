/**
 * The computer players the table offers, as the worker reports them (the page does not load the
 * players themselves: they think in the worker).
 */
/** The player the setup proposes: a fast searching player where there is one, else the strongest. */
export function defaultBot(levels: readonly string[]): string {
  return levels.includes('pimc:fast') ? 'pimc:fast' : (levels[levels.length - 1] ?? 'random');
}
