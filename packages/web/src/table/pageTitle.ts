/**
 * The page's title says when the table waits for the player: their turn, or (online) the next
 * deal about to start without them. A tab in the background (a table of friends while the player
 * reads elsewhere, a slow computer tempo) shows it in the browser's tab strip.
 */
import { useEffect } from 'preact/hooks';

/** The page's own title (index.html). */
export const BASE_TITLE = 'Tarock';

/** The title with what the table asks of the player (`Du bist dran`), or the page's own. */
export function pageTitle(asked: string | null): string {
  return asked === null ? BASE_TITLE : `● ${asked} – ${BASE_TITLE}`;
}

/** Keeps `document.title` on `pageTitle(asked)` while shown, and gives the page's own back after. */
export function usePageTitle(asked: string | null): void {
  useEffect(() => {
    document.title = pageTitle(asked);
  }, [asked]);
  useEffect(
    () => () => {
      document.title = BASE_TITLE;
    },
    [],
  );
}
