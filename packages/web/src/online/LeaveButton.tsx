/**
 * Giving up the seat for good, asked twice: on a phone the button sits under the hand, and one
 * stray tap would hand the seat to the computer and leave it free for anyone to take. The question
 * takes the focus on "No, stay" (read with it), and "No" (or Escape) gives it back to the button.
 */
import type { JSX } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { useOnlineStrings } from './useOnline';

export function LeaveButton({ onLeave }: { onLeave: () => void }): JSX.Element {
  const s = useOnlineStrings();
  const [asking, setAsking] = useState(false);
  // Where the focus goes once the question comes or goes (none before the player pressed anything).
  const focusTo = useRef<'no' | 'leave' | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const no = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusTo.current === 'no') no.current?.focus();
    else if (focusTo.current === 'leave') button.current?.focus();
    focusTo.current = null;
  }, [asking]);
  const ask = (on: boolean): void => {
    focusTo.current = on ? 'no' : 'leave';
    setAsking(on);
  };
  if (!asking)
    return (
      <button type="button" ref={button} onClick={() => ask(true)} data-testid="leave-seat">
        {s.leave}
      </button>
    );
  return (
    <span
      class="online-leave"
      role="alertdialog"
      aria-label={s.leave}
      aria-describedby="leave-seat-question"
      onKeyDown={(e) => {
        if (e.key === 'Escape') ask(false);
      }}
    >
      <span id="leave-seat-question">{s.leaveSure}</span>{' '}
      <button type="button" onClick={onLeave} data-testid="leave-seat-yes">
        {s.leaveYes}
      </button>{' '}
      <button type="button" ref={no} onClick={() => ask(false)} data-testid="leave-seat-no">
        {s.leaveNo}
      </button>
    </span>
  );
}
