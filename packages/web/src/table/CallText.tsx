/**
 * A call's words where room is short: the full label, and on a phone the short one the vocabulary
 * gives (a talon part without its cards, which lie numbered in the middle of the table); CSS shows
 * the one that fits the screen (`.call-full`, `.call-short`). A call with one length is plain text.
 */
import type { JSX } from 'preact';

export function CallText(props: { full: string; short: string }): JSX.Element {
  if (props.short === props.full) return <>{props.full}</>;
  return (
    <>
      <span class="call-full">{props.full}</span>
      <span class="call-short">{props.short}</span>
    </>
  );
}
