/**
 * The page's title says when it is the player's turn: a tab in the background (a table of friends
 * while the player reads elsewhere, a slow computer tempo) shows it in the browser's tab strip.
 */
import { useEffect } from 'preact/hooks';

/** The page's own title (index.html). */
export const BASE_TITLE = 'Tarock';

export function turnTitle(myTurn: boolean, yourTurn: string): string {
  return myTurn ? `● ${yourTurn} – ${BASE_TITLE}` : BASE_TITLE;
}

/** Keeps `document.title` on `turnTitle` while the table is shown, and gives the page's own back after. */
export function useTurnTitle(myTurn: boolean, yourTurn: string): void {
  useEffect(() => {
    document.title = turnTitle(myTurn, yourTurn);
  }, [myTurn, yourTurn]);
  useEffect(
    () => () => {
      document.title = BASE_TITLE;
    },
    [],
  );
}
