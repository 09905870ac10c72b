/**
 * A call's words where room is short: the full label, on a phone the short one the vocabulary
 * gives (a talon part without its cards, which lie numbered in the middle of the table), or the
 * brief one where it is briefer still (`briefLabel`: a contra without its announcer, a bonus
 * without its bracket); CSS shows the one that fits the screen (`.call-full`, `.call-short`,
 * `.call-brief`). A call with one length is plain text.
 */
import type { JSX } from 'preact';

export function CallText(props: { full: string; short: string; brief?: string }): JSX.Element {
  const brief = props.brief ?? props.short;
  if (props.short === props.full && brief === props.short) return <>{props.full}</>;
  return (
    <>
      <span class="call-full">{props.full}</span>
      <span class="call-short">{props.short}</span>
      {brief !== props.short && <span class="call-brief">{brief}</span>}
    </>
  );
}
