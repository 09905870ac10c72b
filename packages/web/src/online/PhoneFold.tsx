/**
 * A phone's line above an online table while the player holds a seat and a deal is on it: the
 * table's information and its seats (invite link, rule set, house rules, who sits where) fold away
 * behind one button, so that the status bar, the trick, the calls and the whole hand fit the
 * screen without scrolling (they took 350 px above the table, and the hand lay below the screen's
 * foot); beside it a Chat button with the count of lines not read yet opens the chat under the
 * hand and brings it into view. On a phone held sideways the line stands in the header's; wider
 * than a phone the CSS hides it and folds nothing.
 */
import type { JSX } from 'preact';
import { useOnlineStrings } from './useOnline';

/** The id of the box the fold opens and closes (`aria-controls`). */
export const FOLDED_ID = 'online-top';

export function PhoneFold(props: {
  open: boolean;
  onOpen: (open: boolean) => void;
  /** Chat lines not read yet (none counted while the chat is open). */
  unread: number;
  onChat: () => void;
}): JSX.Element {
  const s = useOnlineStrings();
  const { open, unread } = props;
  return (
    <div class="online-fold-bar">
      <button
        type="button"
        class="online-fold"
        aria-expanded={open}
        aria-controls={FOLDED_ID}
        data-testid="online-fold"
        onClick={() => props.onOpen(!open)}
      >
        <span aria-hidden="true">{open ? '▾' : '▸'}</span> {s.tableAndSeats}
      </button>
      <button
        type="button"
        class="fold-chat"
        aria-label={unread > 0 ? `${s.chat}: ${s.unread(unread)}` : undefined}
        data-testid="fold-chat"
        onClick={props.onChat}
      >
        {s.chat}
        {unread > 0 && (
          <span class="chat-unread" data-testid="fold-chat-unread" title={s.unread(unread)}>
            {unread}
          </span>
        )}
      </button>
    </div>
  );
}
