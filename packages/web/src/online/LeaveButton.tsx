/**
 * Giving up the seat for good, asked twice: on a phone the button sits under the hand, and one
 * stray tap would hand the seat to the computer and leave it free for anyone to take.
 */
import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { useOnlineStrings } from './useOnline';

export function LeaveButton({ onLeave }: { onLeave: () => void }): JSX.Element {
  const s = useOnlineStrings();
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <button type="button" onClick={() => setAsking(true)} data-testid="leave-seat">
        {s.leave}
      </button>
    );
  return (
    <span class="online-leave">
      {s.leaveSure}{' '}
      <button type="button" onClick={onLeave} data-testid="leave-seat-yes">
        {s.leaveYes}
      </button>{' '}
      <button type="button" onClick={() => setAsking(false)} data-testid="leave-seat-no">
        {s.leaveNo}
      </button>
    </span>
  );
}
