/**
 * The table chat, under the table beside the history (where it takes no room from the hand, the
 * calls and the status bar, and opening it or a line arriving moves nothing above it): collapsed
 * to one line that counts the lines not read yet; open, the recent lines (as text, never as HTML)
 * and, for a seated player, a field with Send (Enter sends too). The field says when a line is too
 * long, as the name field does, and holds it back. A spectator reads and is told that only the
 * players seated at the table can write. Keys typed in the field stay in it: the table's own keys
 * never see them.
 */
import type { JSX } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { CHAT_MAX, type ChatState, chatExcess, unreadCount } from './chat';
import { errorText } from './errors';
import { useOnlineStrings } from './useOnline';

const clock = (at: number): string => {
  const d = new Date(at);
  return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
};

export function ChatPanel(props: {
  chat: ChatState;
  /** The seat this page holds (its own lines are not unread), or null: a spectator, who may not write. */
  seat: number | null;
  onSay: (text: string) => void;
  onRead: () => void;
  /** Open or collapsed: the page's, so that a phone's Chat button above the table can open it. */
  open: boolean;
  onOpen: (open: boolean) => void;
}): JSX.Element {
  const s = useOnlineStrings();
  const { chat, seat, open } = props;
  const [draft, setDraft] = useState('');
  const list = useRef<HTMLDivElement>(null);
  const last = chat.lines.at(-1)?.n ?? 0;
  const unread = unreadCount(chat, seat);
  const excess = chatExcess(draft);

  // Open, every line is read as it comes, and the newest is in view.
  useEffect(() => {
    if (!open) return;
    props.onRead();
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [open, last]);

  // A refused line comes back into an empty field, to be sent again.
  useEffect(() => {
    if (chat.refused) setDraft((d) => (d === '' ? (chat.refused?.text ?? '') : d));
  }, [chat.refused]);

  const send = (): void => {
    const text = draft.trim();
    if (text === '' || excess > 0) return;
    props.onSay(text);
    setDraft('');
  };

  return (
    <section class="online-chat" data-testid="chat" data-open={String(open)}>
      <button
        type="button"
        class="chat-toggle"
        aria-expanded={open}
        aria-controls="chat-body"
        aria-label={!open && unread > 0 ? `${s.chat}: ${s.unread(unread)}` : undefined}
        data-testid="chat-toggle"
        onClick={() => props.onOpen(!open)}
      >
        <span aria-hidden="true">{open ? '▾' : '▸'}</span> {s.chat}
        {!open && unread > 0 && (
          <span class="chat-unread" data-testid="chat-unread" title={s.unread(unread)}>
            {unread}
          </span>
        )}
      </button>
      {open && (
        <div id="chat-body" class="chat-body">
          {chat.lines.length === 0 ? (
            <p class="chat-empty">{s.chatEmpty}</p>
          ) : (
            <div class="chat-lines" ref={list} role="log" aria-live="polite">
              <ol data-testid="chat-lines">
                {chat.lines.map((l) => (
                  <li key={l.n} data-n={l.n} data-seat={l.seat} class={l.seat === seat ? 'own' : undefined}>
                    <time dateTime={new Date(l.at).toISOString()}>{clock(l.at)}</time>{' '}
                    <strong class="chat-name">{l.name}</strong> <span class="chat-text">{l.text}</span>
                  </li>
                ))}
              </ol>
            </div>
          )}
          {seat === null ? (
            <p class="chat-note" data-testid="chat-spectator">
              {s.chatSpectator}
            </p>
          ) : (
            <form
              class="chat-form"
              onSubmit={(e) => {
                e.preventDefault();
                send();
              }}
            >
              <input
                type="text"
                enterKeyHint="send"
                autoComplete="off"
                placeholder={s.chatLine}
                aria-label={s.chatLine}
                aria-invalid={excess > 0}
                aria-describedby={excess > 0 ? 'chat-note' : undefined}
                value={draft}
                onInput={(e) => setDraft(e.currentTarget.value)}
                // The table's keys (H, U, N, the arrows…) are for the table, not for a line typed here.
                onKeyDown={(e) => e.stopPropagation()}
                data-testid="chat-input"
              />{' '}
              <button type="submit" disabled={excess > 0 || draft.trim() === ''} data-testid="chat-send">
                {s.send}
              </button>
              {excess > 0 && (
                <div class="name-note" id="chat-note" role="alert" data-testid="chat-note">
                  {s.chatTooLong(CHAT_MAX, excess)}
                </div>
              )}
            </form>
          )}
          {chat.refused && (
            <p class="error" role="alert" data-testid="chat-refused">
              {errorText(chat.refused.error, s)}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
